// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/error.h"
#include "model/course.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <expected>
#include <memory>
#include <optional>
#include <vector>

namespace rf::io::interop {

// One element that a conversion could not carry over unchanged. Writers report every element
// they drop or approximate, readers every element of the file they could not map the same way,
// so nothing is lost silently. The place is on the grid the note is about: the exported board
// for writers (the combined grid when a course is flattened), the imported board for readers
// (`board` = placement index of the resulting course, -1 when not about one board).
struct ConversionNote {
    enum class Action { Dropped, Approximated };
    Action action = Action::Dropped;
    QString element;                        // model name: "one-way-wall", "oil", "start", "level", "board-info", ...
    std::optional<model::Point> cell{};
    std::optional<model::EdgePos> edge{};
    int board = -1;
    QString detail;                         // English: what happened, e.g. "written as a wall"

    // "dropped one-way-wall at edge 3,4 W: ..." (without the file name).
    QString toString() const;
    friend bool operator==(const ConversionNote &, const ConversionNote &) = default;
};

struct ImportResult {
    model::Course course;
    std::vector<ConversionNote> notes;
};

struct ExportResult {
    QStringList files; // every file written (main file first)
    std::vector<ConversionNote> notes;
};

// What a writer may be given beyond the course; formats ignore what they do not use.
struct WriteOptions {
    // The Tiled tileset image as PNG bytes (render::tiledTilesetImage()): the Tiled writers write
    // it beside the tileset and reference it. Empty: no image, and Tiled shows tile classes only.
    QByteArray tilesetImage{};
    // Replace files beside the output that hold other content than this export writes (a tileset
    // edited in Tiled); without it they are kept and the export fails with Error::keptSideFile.
    bool replaceSideFiles = false;
};

// A board file format of another client (or our own). Formats are stateless.
class BoardFormat {
public:
    virtual ~BoardFormat() = default;
    // Stable name used by `convert --to` and the editor ("mvolfik", "tiled-json", ...).
    virtual QString name() const = 0;
    // One line for `formats` and file dialogs.
    virtual QString description() const = 0;
    // Lower-case extensions without dot; "" stands for files without extension.
    virtual QStringList extensions() const = 0;
    virtual bool canRead() const = 0;
    virtual bool canWrite() const = 0;
    // Whether write() uses WriteOptions::tilesetImage (the Tiled formats), so callers draw it
    // only then.
    virtual bool usesTilesetImage() const { return false; }
    // How sure the format is that a file with this name and these first bytes is one of its
    // own: 0 = not at all, 1 = extension only, 2 = content typical of the format, 3 = certain.
    virtual int probe(const QString &path, const QByteArray &head) const = 0;
    virtual std::expected<ImportResult, Error> read(const QString &path) const = 0;
    virtual std::expected<ExportResult, Error> write(const QString &path, const model::Course &course, const WriteOptions &options = {}) const = 0;
};

class FormatRegistry {
public:
    // Every format RallyForge knows, in a fixed order (native first).
    static const FormatRegistry &instance();

    const std::vector<std::unique_ptr<BoardFormat>> &formats() const { return m_formats; }
    const BoardFormat *byName(const QString &name) const;
    // The format that reads `path`: by probing its first bytes and its extension. Fails with a
    // message listing the candidates when the file is ambiguous or unknown.
    std::expected<const BoardFormat *, Error> formatForReading(const QString &path) const;
    // The format to write `path` in, from its extension; fails when several formats share the
    // extension (".json") or none has it, asking for --to.
    std::expected<const BoardFormat *, Error> formatForWriting(const QString &path) const;

    void add(std::unique_ptr<BoardFormat> format) { m_formats.push_back(std::move(format)); }

private:
    std::vector<std::unique_ptr<BoardFormat>> m_formats;
};

// Convenience: read with the detected format / write with the format for the path.
std::expected<ImportResult, Error> importFile(const QString &path);

} // namespace rf::io::interop
