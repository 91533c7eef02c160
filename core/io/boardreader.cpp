// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/boardfile.h"
#include "io/jsonparse.h"
#include "io/jsonreader.h"
#include "io/jsontext.h"
#include "io/measuredblock.h"

#include <QJsonDocument>

#include <algorithm>
#include <map>
#include <vector>

// Reading .rfboard text into the model. Every check names the JSON path of the offending value.
namespace rf::io {

namespace {

using namespace rf::model;
using namespace rf::io::json;

DirectionSet toDirections(const QJsonValue &v, const QString &path)
{
    const QJsonArray a = toArray(v, path);
    DirectionSet out;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const Direction d = toDirection(a.at(i), element(path, i));
        if (out.contains(d))
            fail(element(path, i), QStringLiteral("direction %1 listed twice").arg(QLatin1String(directionLetter(d))));
        out.insert(d);
    }
    return out;
}

RegisterSet toRegisters(const QJsonValue &v, const QString &path)
{
    const QJsonArray a = toArray(v, path);
    RegisterSet out;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const int r = static_cast<int>(toInt(a.at(i), element(path, i), 1, RegisterSet::kRegisters));
        if (out.contains(r))
            fail(element(path, i), QStringLiteral("register %1 listed twice").arg(r));
        out.insert(r);
    }
    return out;
}

// [x, y] with integer members in [min, max].
Point toPair(const QJsonValue &v, const QString &path, int min, int max)
{
    const QJsonArray a = toArray(v, path);
    if (a.size() != 2)
        fail(path, QStringLiteral("expected [x, y], found an array of %1 values").arg(a.size()));
    return {static_cast<int>(toInt(a.at(0), element(path, 0), min, max)),
            static_cast<int>(toInt(a.at(1), element(path, 1), min, max))};
}

Point toCell(const QJsonValue &v, const QString &path, Size size)
{
    const Point p = toPair(v, path, -Board::kMaxSide, Board::kMaxSide);
    if (!size.contains(p))
        fail(path, QStringLiteral("cell %1,%2 is outside the %3 x %4 board").arg(p.x).arg(p.y).arg(size.width).arg(size.height));
    return p;
}

// Collects the ids of one board: unique, in range, remembered with their path for messages.
class IdRegistry {
public:
    ElementId take(const QJsonObject &o, const QString &path)
    {
        if (!o.contains(QLatin1String("id")))
            return kNoId;
        const QString idPath = member(path, "id");
        const auto id = static_cast<ElementId>(toInt(o.value(QLatin1String("id")), idPath, 1, kMaxElementId));
        const auto [it, fresh] = m_seen.emplace(id, path);
        if (!fresh)
            fail(idPath, QStringLiteral("duplicate id %1 (already used by %2)").arg(id).arg(it->second));
        m_max = std::max(m_max, id);
        return id;
    }
    ElementId max() const { return m_max; }

private:
    std::map<ElementId, QString> m_seen;
    ElementId m_max = kNoId;
};

Device readDevice(const QJsonValue &v, const QString &path, IdRegistry &ids)
{
    const QJsonObject o = toObject(v, path);
    checkKeys(o, path, {"id", "kind", "dir", "express", "inputs", "clockwise", "wrenches", "colour", "registers"});
    Device d;
    d.id = ids.take(o, path);
    const QString kindPath = member(path, "kind");
    const QString kindName = toString(required(o, path, "kind"), kindPath);
    const auto kind = deviceKindFromName(kindName.toStdString());
    if (!kind || *kind == DeviceKind::None)
        fail(kindPath, QStringLiteral("unknown device kind \"%1\"").arg(kindName.left(40)));
    d.kind = *kind;
    if (o.contains(QLatin1String("dir")))
        d.dir = toDirection(o.value(QLatin1String("dir")), member(path, "dir"));
    if (o.contains(QLatin1String("express")))
        d.express = toBool(o.value(QLatin1String("express")), member(path, "express"));
    if (o.contains(QLatin1String("inputs")))
        d.inputs = toDirections(o.value(QLatin1String("inputs")), member(path, "inputs"));
    else if (d.kind == DeviceKind::Belt)
        d.inputs = straightInputs(d.dir);
    if (o.contains(QLatin1String("clockwise")))
        d.clockwise = toBool(o.value(QLatin1String("clockwise")), member(path, "clockwise"));
    if (o.contains(QLatin1String("wrenches")))
        d.wrenches = static_cast<int>(toInt(o.value(QLatin1String("wrenches")), member(path, "wrenches"), 1, 2));
    if (o.contains(QLatin1String("colour"))) {
        const QString colour = toString(o.value(QLatin1String("colour")), member(path, "colour"));
        if (colour.size() > 64)
            fail(member(path, "colour"), QStringLiteral("colour name longer than 64 characters"));
        d.colour = colour.toStdString();
    }
    if (o.contains(QLatin1String("registers")))
        d.registers = toRegisters(o.value(QLatin1String("registers")), member(path, "registers"));
    return d;
}

EdgeFeature readEdge(const QJsonValue &v, const QString &path, Size size, IdRegistry &ids)
{
    const QJsonObject o = toObject(v, path);
    checkKeys(o, path, {"id", "at", "side", "kind", "dir", "beams", "registers"});
    EdgeFeature f;
    f.id = ids.take(o, path);
    const Point at = toCell(required(o, path, "at"), member(path, "at"), size);
    const Direction side = toDirection(required(o, path, "side"), member(path, "side"));
    f.pos = EdgePos::of(at, side);
    const QString kindPath = member(path, "kind");
    const QString kindName = toString(required(o, path, "kind"), kindPath);
    const auto kind = edgeKindFromName(kindName.toStdString());
    if (!kind)
        fail(kindPath, QStringLiteral("unknown edge kind \"%1\"").arg(kindName.left(40)));
    f.kind = *kind;
    if (o.contains(QLatin1String("dir")))
        f.dir = toDirection(o.value(QLatin1String("dir")), member(path, "dir"));
    // Beams outside 1..3 are kept (the validator reports a laser with 0 beams) but bounded.
    if (o.contains(QLatin1String("beams")))
        f.beams = static_cast<int>(toInt(o.value(QLatin1String("beams")), member(path, "beams"), 0, 9));
    if (o.contains(QLatin1String("registers")))
        f.registers = toRegisters(o.value(QLatin1String("registers")), member(path, "registers"));
    return f;
}

Marker readMarker(const QJsonValue &v, const QString &path, Size size, IdRegistry &ids)
{
    const QJsonObject o = toObject(v, path);
    checkKeys(o, path, {"id", "kind", "at", "number", "facing"});
    Marker m;
    m.id = ids.take(o, path);
    const QString kindPath = member(path, "kind");
    const QString kindName = toString(required(o, path, "kind"), kindPath);
    const auto kind = markerKindFromName(kindName.toStdString());
    if (!kind)
        fail(kindPath, QStringLiteral("unknown marker kind \"%1\"").arg(kindName.left(40)));
    m.kind = *kind;
    m.at = toCell(required(o, path, "at"), member(path, "at"), size);
    if (o.contains(QLatin1String("number")))
        m.number = static_cast<int>(toInt(o.value(QLatin1String("number")), member(path, "number"), 0, 999));
    if (o.contains(QLatin1String("facing")))
        m.facing = toDirection(o.value(QLatin1String("facing")), member(path, "facing"));
    return m;
}

BoardInfo readInfo(const QJsonObject &o, const QString &path)
{
    BoardInfo info;
    auto text = [&](const char *key, qsizetype max) {
        if (!o.contains(QLatin1String(key)))
            return std::string();
        return toText(o.value(QLatin1String(key)), member(path, key), max).toStdString();
    };
    info.name = text("name", kMaxNameLength);
    info.author = text("author", kMaxNameLength);
    info.description = text("description", kMaxTextLength);
    if (o.contains(QLatin1String("measured")))
        info.measured = readMeasured(o.value(QLatin1String("measured")), member(path, "measured"));
    return info;
}

// A board object; `topLevel` adds the document header keys.
Board readBoard(const QJsonObject &o, const QString &path, bool topLevel, qint64 &cellBudget)
{
    if (topLevel)
        checkKeys(o, path,
                  {"format", "version", "kind", "name", "author", "description", "measured", "size", "nextId", "cells",
                   "edges", "markers"});
    else
        checkKeys(o, path,
                  {"name", "author", "description", "measured", "size", "nextId", "cells", "edges", "markers"});
    const Point wh = toPair(required(o, path, "size"), member(path, "size"), 1, Board::kMaxSide);
    const Size size{wh.x, wh.y};
    cellBudget -= size.area();
    if (cellBudget < 0)
        fail(member(path, "size"), QStringLiteral("the course has more than %1 cells in all").arg(kMaxCourseCells));
    Board board(size.width, size.height);
    board.info() = readInfo(o, path);

    IdRegistry ids;
    std::vector<std::pair<Point, Device>> devices;
    std::vector<int> listedAt(static_cast<std::size_t>(size.area()), -1);
    if (o.contains(QLatin1String("cells"))) {
        const QString cellsPath = member(path, "cells");
        const QJsonArray cells = toArray(o.value(QLatin1String("cells")), cellsPath);
        for (qsizetype i = 0; i < cells.size(); ++i) {
            const QString cp = element(cellsPath, i);
            const QJsonObject c = toObject(cells.at(i), cp);
            checkKeys(c, cp, {"at", "level", "floor", "current", "device"});
            const Point at = toCell(required(c, cp, "at"), member(cp, "at"), size);
            int &first = listedAt[static_cast<std::size_t>(at.y * size.width + at.x)];
            if (first >= 0)
                fail(member(cp, "at"), QStringLiteral("cell %1,%2 is already listed at %3").arg(at.x).arg(at.y).arg(element(cellsPath, first)));
            first = static_cast<int>(i);
            Cell &cell = board.cell(at);
            if (c.contains(QLatin1String("level")))
                cell.level = static_cast<int>(toInt(c.value(QLatin1String("level")), member(cp, "level"), 0, Board::kLevels - 1));
            if (c.contains(QLatin1String("floor"))) {
                const QString fp = member(cp, "floor");
                const QString name = toString(c.value(QLatin1String("floor")), fp);
                const auto kind = floorKindFromName(name.toStdString());
                if (!kind)
                    fail(fp, QStringLiteral("unknown floor kind \"%1\"").arg(name.left(40)));
                cell.floor.kind = *kind;
            }
            if (c.contains(QLatin1String("current")))
                cell.floor.current = toDirection(c.value(QLatin1String("current")), member(cp, "current"));
            if (c.contains(QLatin1String("device")))
                devices.emplace_back(at, readDevice(c.value(QLatin1String("device")), member(cp, "device"), ids));
        }
    }
    std::vector<EdgeFeature> edges;
    if (o.contains(QLatin1String("edges"))) {
        const QString ep = member(path, "edges");
        const QJsonArray a = toArray(o.value(QLatin1String("edges")), ep);
        for (qsizetype i = 0; i < a.size(); ++i)
            edges.push_back(readEdge(a.at(i), element(ep, i), size, ids));
    }
    std::vector<Marker> markers;
    if (o.contains(QLatin1String("markers"))) {
        const QString mp = member(path, "markers");
        const QJsonArray a = toArray(o.value(QLatin1String("markers")), mp);
        for (qsizetype i = 0; i < a.size(); ++i)
            markers.push_back(readMarker(a.at(i), element(mp, i), size, ids));
    }
    ElementId next = ids.max() + 1;
    if (o.contains(QLatin1String("nextId")))
        next = std::max(next, static_cast<ElementId>(toInt(o.value(QLatin1String("nextId")), member(path, "nextId"), 1, kMaxElementId + 1)));
    const std::size_t withoutId = static_cast<std::size_t>(std::ranges::count_if(devices, [](const auto &d) { return d.second.id == kNoId; }) +
                                                           std::ranges::count_if(edges, [](const EdgeFeature &f) { return f.id == kNoId; }) +
                                                           std::ranges::count_if(markers, [](const Marker &m) { return m.id == kNoId; }));
    if (next + withoutId > kMaxElementId + 1)
        fail(path, QStringLiteral("too many elements: ids would exceed %1").arg(kMaxElementId));
    // Elements without an id get fresh ones after every explicit id, in file order.
    board.setNextId(next);
    for (auto &[at, device] : devices)
        board.setDevice(at, std::move(device));
    board.addEdgeFeatures(std::move(edges));
    for (Marker &m : markers)
        board.addMarker(std::move(m));
    return board;
}

// A relative path inside the course's folder (or pack): no absolute paths, no "..".
void checkSourcePath(const QString &source, const QString &path)
{
    if (source.isEmpty())
        fail(path, QStringLiteral("empty source path"));
    if (source.startsWith(QLatin1Char('/')) || source.contains(QLatin1Char('\\')) || (source.size() > 1 && source.at(1) == QLatin1Char(':')))
        fail(path, QStringLiteral("source \"%1\" must be a relative path with '/' separators").arg(source.left(80)));
    for (const QString &part : source.split(QLatin1Char('/')))
        if (part == QLatin1String("..") || part.isEmpty())
            fail(path, QStringLiteral("source \"%1\" must stay inside the course's folder (no \"..\" or empty parts)").arg(source.left(80)));
}

struct Document {
    QJsonObject root;
    QString kind;
};

// Parses text to the current version's JSON object and checks the header.
Document parseDocument(const QByteArray &text, const QString &fileName)
{
    if (text.size() > kMaxBoardFileBytes)
        fail(QString(), QStringLiteral("file larger than %1 MiB").arg(kMaxBoardFileBytes / (1024 * 1024)));
    const auto parsed = json::parse(text);
    if (!parsed)
        fail(parsed.error().where, parsed.error().message);
    const QJsonDocument &doc = *parsed;
    const QString root = QStringLiteral("$");
    if (!doc.isObject())
        fail(root, QStringLiteral("expected an object at the top level"));
    QJsonObject o = doc.object();
    const int version = checkFileHeader(o, root, {kBoardFormatName, "board", 0, kBoardFormatVersion});
    if (version < kBoardFormatVersion) {
        auto migrated = migrateBoardJson(std::move(o), version, fileName);
        if (!migrated)
            fail(migrated.error().where, migrated.error().message);
        o = std::move(*migrated);
    }
    const QString kind = toString(required(o, root, "kind"), member(root, "kind"));
    if (kind != QLatin1String("board") && kind != QLatin1String("course"))
        fail(member(root, "kind"), QStringLiteral("expected \"board\" or \"course\", found \"%1\"").arg(kind.left(40)));
    return {o, kind};
}

// A board file that placements refer to, read once per course however often it is placed: a
// course may place one large board 64 times, and parsing it each time took minutes.
struct ReferencedBoard {
    QString fileName;
    Board board;
};
using ReferencedBoards = std::map<QString, ReferencedBoard>;

const ReferencedBoard &referencedBoard(const QString &source, const QString &sp, const SourceLoader &loader,
                                       ReferencedBoards &cache, qint64 &budget, const QString &fileName)
{
    if (const auto found = cache.find(source); found != cache.end()) {
        budget -= found->second.board.size().area();
        if (budget < 0) // the same refusal, at the same place, as when the file is parsed
            throw Error{found->second.fileName, QStringLiteral("$.size"),
                        QStringLiteral("the course has more than %1 cells in all").arg(kMaxCourseCells)}
                .referredFrom(fileName, sp);
        return found->second;
    }
    auto text = loader(source);
    if (!text) // a referenced file that cannot be read is reported at the reference
        fail(sp, QStringLiteral("cannot read \"%1\": %2").arg(excerpt(source), text.error().message));
    try {
        const Document doc = parseDocument(text->data, text->fileName);
        if (doc.kind != QLatin1String("board"))
            fail(QStringLiteral("$.kind"), QStringLiteral("a course can only refer to board files, not to another course"));
        Board board = readBoard(doc.root, QStringLiteral("$"), true, budget);
        return cache.emplace(source, ReferencedBoard{text->fileName, std::move(board)}).first->second;
    } catch (const JsonFailure &f) {
        // Errors inside the referenced file name that file and its place, and the reference.
        throw Error{text->fileName, f.where, f.message}.referredFrom(fileName, sp);
    }
}

Course readCourse(const QJsonObject &o, const SourceLoader &loader, const QString &fileName)
{
    const QString root = QStringLiteral("$");
    checkKeys(o, root, {"format", "version", "kind", "name", "author", "description", "measured", "placements"});
    Course course;
    course.info() = readInfo(o, root);
    const QString pp = member(root, "placements");
    const QJsonArray placements = toArray(required(o, root, "placements"), pp);
    if (placements.isEmpty())
        fail(pp, QStringLiteral("a course needs at least one board"));
    if (placements.size() > kMaxPlacements)
        fail(pp, QStringLiteral("%1 boards; at most %2").arg(placements.size()).arg(kMaxPlacements));
    qint64 budget = kMaxCourseCells;
    ReferencedBoards referenced;
    for (qsizetype i = 0; i < placements.size(); ++i) {
        const QString path = element(pp, i);
        const QJsonObject p = toObject(placements.at(i), path);
        checkKeys(p, path, {"offset", "rotation", "board", "source"});
        Placement pl;
        pl.offset = toPair(required(p, path, "offset"), member(path, "offset"), 0, Board::kMaxSide);
        const long long degrees = p.contains(QLatin1String("rotation")) ? toInt(p.value(QLatin1String("rotation")), member(path, "rotation"), 0, 270) : 0;
        if (degrees % 90 != 0)
            fail(member(path, "rotation"), QStringLiteral("rotation must be 0, 90, 180 or 270, found %1").arg(degrees));
        pl.rotation = static_cast<Rotation>(degrees / 90);
        const bool embedded = p.contains(QLatin1String("board"));
        const bool isReference = p.contains(QLatin1String("source"));
        if (embedded == isReference)
            fail(path, QStringLiteral("give either \"board\" (embedded) or \"source\" (a board file)"));
        if (embedded) {
            pl.board = readBoard(toObject(p.value(QLatin1String("board")), member(path, "board")), member(path, "board"), false, budget);
        } else {
            const QString sp = member(path, "source");
            const QString source = toString(p.value(QLatin1String("source")), sp);
            checkSourcePath(source, sp);
            pl.board = referencedBoard(source, sp, loader, referenced, budget, fileName).board;
            pl.source = source.toStdString();
        }
        course.placements().push_back(std::move(pl));
    }
    return course;
}

} // namespace

std::expected<Course, Error> parseBoardJson(const QByteArray &json, const QString &fileName, const SourceLoader &loader)
{
    try {
        const Document doc = parseDocument(json, fileName);
        if (doc.kind == QLatin1String("board")) {
            qint64 budget = kMaxCourseCells;
            return Course(readBoard(doc.root, QStringLiteral("$"), true, budget));
        }
        return readCourse(doc.root, loader, fileName);
    } catch (const JsonFailure &f) {
        return std::unexpected(Error{fileName, f.where, f.message});
    } catch (const Error &e) {
        return std::unexpected(e);
    }
}

} // namespace rf::io
