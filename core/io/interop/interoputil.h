// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/error.h"
#include "io/interop/formatregistry.h"
#include "io/jsonreader.h"
#include "model/board.h"
#include "model/course.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QString>

#include <expected>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

// Helpers shared by the interop readers and writers (not a public API).
namespace rf::io::interop::util {

// Interop files are small; anything bigger is refused before parsing.
inline constexpr qint64 kMaxInteropFileBytes = 32LL * 1024 * 1024;
// Largest side accepted from a foreign file: the native limit, so that everything the writers
// export reads back (the file size limit above bounds the work).
inline constexpr int kMaxSide = model::Board::kMaxSide;

std::expected<QByteArray, Error> readFile(const QString &path);
std::expected<void, Error> writeFile(const QString &path, const QByteArray &data);
// Whether `file` exists with contents other than `text` (an unreadable file, or one that is not
// a regular file, counts as other). Read as the readers read, so a FIFO there cannot block, and
// not kept as an input of the command (io::ComparingRead).
bool holdsOtherText(const QString &file, const QByteArray &text);
// Parses JSON, naming line and column on a syntax error.
std::expected<QJsonDocument, Error> parseJson(const QByteArray &data, const QString &path);
// Inflates a zlib stream (RFC 1950) into at most `limit` bytes. A stream's own size hints are
// not trusted: a few megabytes of zeros inflate to gigabytes, so inflation stops one chunk past
// the limit with an error.
std::expected<QByteArray, QString> inflateZlib(const QByteArray &data, qsizetype limit);

// For probes: the top-level object of JSON text, empty when the text is no JSON object.
// Probes look at parsed values, never at the text: JSON may escape any character ("\/").
QJsonObject probeObject(const QByteArray &text);
// The value of a Tiled map's custom property `name` (JSON encoding), empty when it has none.
QString tiledJsonProperty(const QJsonObject &map, QLatin1StringView name);

QString qs(std::string_view s);
QString cellText(model::Point p);
// The numbers of the registers in `r`: "1,3,5" (`none` when there are none), or a JSON array.
QString registerList(model::RegisterSet r, QLatin1StringView none = {});
QByteArray registerJson(model::RegisterSet r);
QString edgeText(model::EdgePos e);

// Note builders.
ConversionNote dropped(std::string_view element, std::optional<model::Point> cell, QString detail);
ConversionNote droppedEdge(std::string_view element, model::EdgePos edge, QString detail);
ConversionNote approximated(std::string_view element, std::optional<model::Point> cell, QString detail);
ConversionNote approximatedEdge(std::string_view element, model::EdgePos edge, QString detail);

// The one grid a single-board format writes: the board itself for a one-board course, else the
// combined grid (with a note that the course was flattened). Fails when the boards overlap.
std::expected<model::Board, Error> singleGrid(const model::Course &course, const QString &path, std::vector<ConversionNote> &notes);

// Notes for board information a format cannot store (author, description; the name when
// `keepsName` is false or it had to be changed to `writtenName`).
void noteInfo(const model::BoardInfo &info, bool keepsName, const QString &writtenName, std::vector<ConversionNote> &notes);

// Notes for every upper-level cell and every explicit ledge / no-ledge override (for formats
// without levels), each at its place.
void noteLevels(const model::Board &b, std::vector<ConversionNote> &notes);

// The side of `e` that lies in direction `d` from the edge: the cell that a device mounted on
// `e` acting towards `d` works on.
model::Point cellOnSide(model::EdgePos e, model::Direction d);
// True when `d` crosses `e` (north/south for horizontal edges, east/west for vertical ones).
bool crosses(model::EdgePos e, model::Direction d);

// Error helper: "FILE: WHERE: MESSAGE".
Error error(const QString &path, const QString &where, const QString &message);

// The skeleton every interop format shares, so that a format writes only its own encoding.
// A format's parser throws json::JsonFailure (the place in the file and what is wrong there);
// `guarded` is the one place that turns it into an Error naming the file.
// A parser may itself return std::expected<T, Error> (a referenced file's error): it is passed on.
template <class T>
struct GuardedResult {
    using type = std::expected<T, Error>;
};
template <class T>
struct GuardedResult<std::expected<T, Error>> {
    using type = std::expected<T, Error>;
};
template <class Parse>
auto guarded(const QString &path, Parse &&parse) -> typename GuardedResult<std::invoke_result_t<Parse>>::type
{
    try {
        return std::forward<Parse>(parse)();
    } catch (const json::JsonFailure &f) {
        return std::unexpected(error(path, f.where, f.message));
    }
}
// The file's top-level JSON object (read within kMaxInteropFileBytes, parsed by the one parser).
std::expected<QJsonObject, Error> readJsonObject(const QString &path);
// A one-board import: the file read (as bytes, or as its JSON object) and `build` run guarded.
using BytesBuilder = std::function<model::Board(const QByteArray &data, std::vector<ConversionNote> &notes)>;
using ObjectBuilder = std::function<model::Board(const QJsonObject &root, std::vector<ConversionNote> &notes)>;
std::expected<ImportResult, Error> importBytes(const QString &path, const BytesBuilder &build);
std::expected<ImportResult, Error> importObject(const QString &path, const ObjectBuilder &build);
// A one-grid export: the course's one grid (flattened with a note), encoded and saved; an
// encoder refuses a grid its format cannot hold by throwing json::JsonFailure.
using GridEncoder = std::function<QByteArray(const model::Board &grid, std::vector<ConversionNote> &notes)>;
std::expected<ExportResult, Error> exportGrid(const QString &path, const model::Course &course, const GridEncoder &encode);

} // namespace rf::io::interop::util
