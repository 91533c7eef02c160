// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/interop/interoputil.h"

#include "io/jsonparse.h"
#include "io/jsonreader.h"
#include "io/checkedsavefile.h"
#include "io/readfiles.h"
#include "io/referencedfile.h"
#include "text/tracetext.h"

#include <KCompressionDevice>
#include <KFilterBase>

#include <QFile>
#include <QFileInfo>

#include <memory>

namespace rf::io::interop::util {

using namespace rf::model;

std::expected<QByteArray, Error> readFile(const QString &path)
{
    QFile f(path);
    if (auto opened = openRegularFile(f); !opened)
        return std::unexpected(error(path, {}, QStringLiteral("cannot open: %1").arg(opened.error())));
    if (f.size() > kMaxInteropFileBytes)
        return std::unexpected(error(path, {}, QStringLiteral("file is %1 bytes; at most %2 are read").arg(f.size()).arg(kMaxInteropFileBytes)));
    // What the file holds, and one byte more to notice growth: QIODevice::read() allocates all it
    // is asked for, and asking for the limit cost 64 MiB per file read.
    QByteArray data = f.read(qMin(f.size(), kMaxInteropFileBytes) + 1);
    if (data.size() > kMaxInteropFileBytes)
        return std::unexpected(error(path, {}, QStringLiteral("file is larger than %1 bytes").arg(kMaxInteropFileBytes)));
    return data;
}

bool holdsOtherText(const QString &file, const QByteArray &text) { return QFileInfo::exists(file) && !holdsBytes(file, text); }

std::expected<void, Error> writeFile(const QString &path, const QByteArray &data)
{
    if (auto saved = saveFile(path, data); !saved) {
        Error e = error(path, {}, QStringLiteral("cannot write: %1").arg(saved.error()));
        e.writeFailure = true;
        return std::unexpected(e);
    }
    return {};
}

std::expected<QJsonDocument, Error> parseJson(const QByteArray &data, const QString &path)
{
    auto doc = json::parse(data);
    if (!doc)
        return std::unexpected(error(path, doc.error().where, doc.error().message));
    return std::move(*doc);
}

std::expected<QJsonObject, Error> readJsonObject(const QString &path)
{
    auto data = readFile(path);
    if (!data)
        return std::unexpected(data.error());
    auto doc = parseJson(*data, path);
    if (!doc)
        return std::unexpected(doc.error());
    if (!doc->isObject())
        return std::unexpected(error(path, QStringLiteral("$"), QStringLiteral("expected a JSON object")));
    return doc->object();
}

std::expected<ImportResult, Error> importBytes(const QString &path, const BytesBuilder &build)
{
    auto data = readFile(path);
    if (!data)
        return std::unexpected(data.error());
    return guarded(path, [&] {
        ImportResult result;
        result.course = Course(build(*data, result.notes));
        return result;
    });
}

std::expected<ImportResult, Error> importObject(const QString &path, const ObjectBuilder &build)
{
    auto root = readJsonObject(path);
    if (!root)
        return std::unexpected(root.error());
    return guarded(path, [&] {
        ImportResult result;
        result.course = Course(build(*root, result.notes));
        return result;
    });
}

std::expected<ExportResult, Error> exportGrid(const QString &path, const Course &course, const GridEncoder &encode)
{
    ExportResult result;
    auto grid = singleGrid(course, path, result.notes);
    if (!grid)
        return std::unexpected(grid.error());
    auto text = guarded(path, [&] { return encode(*grid, result.notes); });
    if (!text)
        return std::unexpected(text.error());
    if (auto ok = writeFile(path, *text); !ok)
        return std::unexpected(ok.error());
    result.files << path;
    return result;
}

std::expected<QByteArray, QString> inflateZlib(const QByteArray &data, qsizetype limit)
{
    // KArchive's gzip filter speaks zlib too (header and Adler-32 checked by zlib); driven
    // chunk by chunk so that inflation stops at the limit.
    std::unique_ptr<KFilterBase> filter(KCompressionDevice::filterForCompressionType(KCompressionDevice::GZip));
    if (!filter)
        return std::unexpected(QStringLiteral("zlib is not available"));
    filter->setFilterFlags(KFilterBase::ZlibHeaders);
    if (!filter->init(QIODevice::ReadOnly))
        return std::unexpected(QStringLiteral("cannot inflate"));
    // zlib's state is freed by terminate() on every way out, refusals included.
    struct Terminate {
        KFilterBase *filter;
        ~Terminate() { filter->terminate(); }
    } const terminate{filter.get()};
    filter->setInBuffer(data.constData(), static_cast<uint>(data.size()));
    QByteArray out;
    char buffer[64 * 1024];
    while (true) {
        filter->setOutBuffer(buffer, sizeof buffer);
        const KFilterBase::Result result = filter->uncompress();
        const qsizetype produced = static_cast<qsizetype>(sizeof buffer) - filter->outBufferAvailable();
        out.append(buffer, produced);
        if (out.size() > limit)
            return std::unexpected(QStringLiteral("inflates to more than %1 bytes").arg(limit));
        if (result == KFilterBase::Error)
            return std::unexpected(QStringLiteral("corrupt zlib stream"));
        if (result == KFilterBase::End)
            break;
        if (produced == 0 && filter->inBufferEmpty())
            return std::unexpected(QStringLiteral("truncated zlib stream"));
    }
    return out;
}

QJsonObject probeObject(const QByteArray &text)
{
    const QByteArray trimmed = text.trimmed();
    if (!trimmed.startsWith('{'))
        return {};
    return QJsonDocument::fromJson(trimmed).object();
}

QString tiledJsonProperty(const QJsonObject &map, QLatin1StringView name)
{
    for (const QJsonValue &p : map.value(QLatin1String("properties")).toArray())
        if (p.toObject().value(QLatin1String("name")).toString() == name)
            return p.toObject().value(QLatin1String("value")).toString();
    return {};
}

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

QString registerList(model::RegisterSet r, QLatin1StringView none)
{
    QStringList out;
    for (int i = 1; i <= model::RegisterSet::kRegisters; ++i)
        if (r.contains(i))
            out << QString::number(i);
    return out.isEmpty() ? QString(none) : out.join(QLatin1Char(','));
}

QByteArray registerJson(model::RegisterSet r) { return '[' + registerList(r).replace(QLatin1Char(','), QLatin1String(", ")).toUtf8() + ']'; }

QString cellText(Point p) { return QStringLiteral("%1,%2").arg(p.x).arg(p.y); }

QString edgeText(EdgePos e)
{
    // Named by a cell on the grid side and that cell's side, as users see it.
    const bool horizontal = e.axis == EdgePos::Axis::Horizontal;
    return QStringLiteral("%1,%2 %3").arg(e.x).arg(e.y).arg(horizontal ? QLatin1Char('N') : QLatin1Char('W'));
}

namespace {

ConversionNote note(ConversionNote::Action a, std::string_view element, std::optional<Point> cell, std::optional<EdgePos> edge, QString detail)
{
    ConversionNote n;
    n.action = a;
    n.element = qs(element);
    n.cell = cell;
    n.edge = edge;
    n.detail = std::move(detail);
    return n;
}

} // namespace

ConversionNote dropped(std::string_view element, std::optional<Point> cell, QString detail)
{
    return note(ConversionNote::Action::Dropped, element, cell, std::nullopt, std::move(detail));
}
ConversionNote droppedEdge(std::string_view element, EdgePos edge, QString detail)
{
    return note(ConversionNote::Action::Dropped, element, std::nullopt, edge, std::move(detail));
}
ConversionNote approximated(std::string_view element, std::optional<Point> cell, QString detail)
{
    return note(ConversionNote::Action::Approximated, element, cell, std::nullopt, std::move(detail));
}
ConversionNote approximatedEdge(std::string_view element, EdgePos edge, QString detail)
{
    return note(ConversionNote::Action::Approximated, element, std::nullopt, edge, std::move(detail));
}

std::expected<Board, Error> singleGrid(const Course &course, const QString &path, std::vector<ConversionNote> &notes)
{
    if (course.placements().empty())
        return std::unexpected(error(path, {}, QStringLiteral("the course has no board to write")));
    if (course.isSingleBoard()) {
        Board b = course.placements().front().board;
        if (b.info() == BoardInfo{} && course.info() != BoardInfo{})
            b.info() = course.info();
        return b;
    }
    auto combined = combine(course);
    if (!combined)
        return std::unexpected(error(path, {}, QString::fromStdString(text::combineErrorText(course, combined.error()))));
    notes.push_back(approximated("course", std::nullopt,
                                 QStringLiteral("%1 boards written as one %2 x %3 board (cells between boards become pits)")
                                     .arg(course.placements().size()).arg(combined->width()).arg(combined->height())));
    return *combined;
}

void noteInfo(const BoardInfo &info, bool keepsName, const QString &writtenName, std::vector<ConversionNote> &notes)
{
    const QString name = QString::fromStdString(info.name);
    if (!keepsName && !info.name.empty())
        notes.push_back(dropped("board-info", std::nullopt, QStringLiteral("board name \"%1\" not stored").arg(json::excerpt(name))));
    else if (keepsName && name != writtenName)
        notes.push_back(approximated("board-info", std::nullopt, QStringLiteral("board name \"%1\" written as \"%2\"").arg(json::excerpt(name), json::excerpt(writtenName))));
    if (!info.author.empty())
        notes.push_back(dropped("board-info", std::nullopt, QStringLiteral("author not stored")));
    if (!info.description.empty())
        notes.push_back(dropped("board-info", std::nullopt, QStringLiteral("description not stored")));
}

void noteLevels(const Board &b, std::vector<ConversionNote> &notes)
{
    for (Point p{0, 0}; p.y < b.height(); ++p.y)
        for (p.x = 0; p.x < b.width(); ++p.x)
            if (b.cell(p).level != 0)
                notes.push_back(dropped("level", p, QStringLiteral("upper level not expressible; written on the single level")));
    for (const EdgeFeature &f : b.edgeFeatures())
        if (f.kind == EdgeKind::Ledge || f.kind == EdgeKind::NoLedge)
            notes.push_back(droppedEdge(edgeKindName(f.kind), f.pos, QStringLiteral("not expressible")));
}

bool crosses(EdgePos e, Direction d)
{
    const bool vertical = d == Direction::North || d == Direction::South;
    return (e.axis == EdgePos::Axis::Horizontal) == vertical;
}

Point cellOnSide(EdgePos e, Direction d)
{
    const Point a = e.before();
    return step(a, d) == e.after() ? e.after() : a;
}

Error error(const QString &path, const QString &where, const QString &message)
{
    return Error{QFileInfo(path).filePath(), where, message};
}

} // namespace rf::io::interop::util
