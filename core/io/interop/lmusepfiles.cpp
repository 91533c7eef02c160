// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/boardfile.h"
#include "io/interop/formats.h"
#include "io/interop/interoputil.h"
#include "io/interop/lmusep.h"
#include "io/jsonreader.h"
#include "io/jsontext.h"
#include "io/referencedfile.h"
#include "text/tracetext.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <filesystem>
#include <set>
#include <system_error>

// LMU SEP boards (one file per board) and courses (a course file naming boards that lie in
// boards/<id>.json, their rotation and constellation, plus checkpoints, antenna and restart
// points).
namespace rf::io::interop {

using namespace rf::model;
using util::qs;
namespace js = rf::io::json;

namespace {

bool isJson(const QString &path) { return QFileInfo(path).suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0; }

// Board ids name files: keep letters, digits, '-' and '_', and make them unique.

// The board ids an existing LMU course file lists (none when it is missing or unreadable).
std::set<QString> boardIdsOf(const QString &coursePath)
{
    std::set<QString> ids;
    if (!QFileInfo::exists(coursePath))
        return ids;
    const auto data = util::readFile(coursePath);
    if (!data)
        return ids;
    const auto doc = util::parseJson(*data, coursePath);
    if (!doc)
        return ids;
    for (const QJsonValue &b : doc->object().value(QLatin1String("boardData")).toArray())
        ids.insert(b.toObject().value(QLatin1String("boardId")).toString());
    return ids;
}

QString boardId(const std::string &name, int index, std::set<QString> &used)
{
    QString id;
    for (QChar c : QString::fromStdString(name))
        if ((c.isLetterOrNumber() && c.unicode() < 128) || c == QLatin1Char('-') || c == QLatin1Char('_'))
            id += c;
    if (id.isEmpty())
        id = QStringLiteral("board%1").arg(index + 1);
    QString unique = id;
    for (int n = 2; used.contains(unique); ++n)
        unique = QStringLiteral("%1-%2").arg(id).arg(n);
    used.insert(unique);
    return unique;
}

// The first square in reading order where an added antenna takes nothing away: plain floor
// without a device, a marker, or a laser or push panel acting on it (LMU puts those on the
// square they act on, and the antenna blocks entry).
std::optional<Point> freeAntennaCell(const Board &b)
{
    std::set<Point> taken;
    for (const Marker &m : b.markers())
        taken.insert(m.at);
    for (const EdgeFeature &f : b.edgeFeatures())
        if (f.kind == EdgeKind::Laser || f.kind == EdgeKind::Pusher)
            taken.insert(util::cellOnSide(f.pos, f.dir));
    for (Point p{0, 0}; p.y < b.height(); ++p.y)
        for (p.x = 0; p.x < b.width(); ++p.x)
            if (b.cell(p).floor.kind == FloorKind::Floor && b.cell(p).device.kind == DeviceKind::None &&
                !taken.contains(p))
                return p;
    return std::nullopt;
}

// The squares of a course's combined grid that no board covers (row-major).
std::vector<bool> squaresOffEveryBoard(const Course &course)
{
    const Size size = course.combinedSize();
    std::vector<bool> off(static_cast<std::size_t>(size.area()), true);
    for (const Placement &pl : course.placements()) {
        const Size turned = rotateSize(pl.board.size(), pl.rotation);
        for (int y = 0; y < turned.height; ++y)
            for (int x = 0; x < turned.width; ++x)
                off[static_cast<std::size_t>((pl.offset.y + y) * size.width + pl.offset.x + x)] = false;
    }
    return off;
}

class LmuSepBoardFormat final : public BoardFormat {
public:
    QString name() const override { return QStringLiteral("lmu-sep-board"); }
    QString description() const override { return QStringLiteral("LMU SEP board JSON (one board, specials in its cells)"); }
    QStringList extensions() const override { return {QStringLiteral("json")}; }
    bool canRead() const override { return true; }
    bool canWrite() const override { return true; }
    int probe(const QString &path, const QByteArray &head) const override
    {
        if (head.contains("\"tiles\"") && head.contains("\"isOnBoard\""))
            return 3;
        return isJson(path) ? 1 : 0;
    }
    std::expected<ImportResult, Error> read(const QString &path) const override
    {
        return util::importObject(path, &lmu::readBoard);
    }
    std::expected<ExportResult, Error> write(const QString &path, const Course &course, const WriteOptions &) const override
    {
        return util::exportGrid(path, course, [](const Board &grid, auto &notes) {
            std::set<QString> used;
            const QString id = boardId(grid.info().name, 0, used);
            util::noteInfo(grid.info(), true, id, notes);
            Direction facing = Direction::East;
            for (const Cell &c : grid.cells())
                if (c.device.kind == DeviceKind::PriorityAntenna) {
                    facing = c.device.dir;
                    break;
                }
            return lmu::writeBoard(grid, id, facing, nullptr, notes);
        });
    }
};

class LmuSepCourseFormat final : public BoardFormat {
public:
    QString name() const override { return QStringLiteral("lmu-sep"); }
    QString description() const override { return QStringLiteral("LMU SEP course JSON (boards in boards/<id>.json beside it)"); }
    QStringList extensions() const override { return {QStringLiteral("json")}; }
    bool canRead() const override { return true; }
    bool canWrite() const override { return true; }
    int probe(const QString &path, const QByteArray &head) const override
    {
        if (head.contains("\"boardData\"") && head.contains("\"constellation\""))
            return 3;
        return isJson(path) ? 1 : 0;
    }
    std::expected<ImportResult, Error> read(const QString &path) const override;
    std::expected<ExportResult, Error> write(const QString &path, const Course &course, const WriteOptions &) const override;
};

std::expected<QString, Error> findBoardFile(const QString &coursePath, const QString &id, const QString &where)
{
    // A board id is a name, never a path. The boards are looked up in the course's folder, its
    // boards/ and, as the LMU client keeps courses/ and boards/ side by side, ../boards/; a
    // candidate that a symbolic link leads out of its folder is refused.
    const QString file = id + QStringLiteral(".json");
    if (id.isEmpty() || id.contains(QLatin1Char('/')) || id.contains(QLatin1Char('\\')) || id == QLatin1String("..") || id == QLatin1String("."))
        return std::unexpected(util::error(coursePath, where, QStringLiteral("board id '%1' must be a name, not a path").arg(js::excerpt(id))));
    const QDir dir = QFileInfo(coursePath).dir();
    const std::pair<QString, QString> candidates[] = {{dir.path(), QStringLiteral("the course's folder")},
                                                      {dir.filePath(QStringLiteral("boards")), QStringLiteral("the course's boards folder")},
                                                      {dir.filePath(QStringLiteral("../boards")), QStringLiteral("the boards folder beside the course's")}};
    for (const auto &[folder, what] : candidates) {
        const auto candidate = resolveInside(folder, file, what);
        if (!candidate)
            return std::unexpected(util::error(coursePath, where, QStringLiteral("board %1").arg(candidate.error())));
        if (QFileInfo(*candidate).exists())
            return *candidate;
    }
    return std::unexpected(util::error(coursePath, where, QStringLiteral("board '%1' not found as %1.json, boards/%1.json or ../boards/%1.json").arg(js::excerpt(id))));
}

std::expected<ImportResult, Error> LmuSepCourseFormat::read(const QString &path) const
{
    auto root = util::readJsonObject(path);
    if (!root)
        return std::unexpected(root.error());
    ImportResult result;
    QString failedFile = path;
    QString failedReference; // where the course names failedFile, when that is a board file
    try {
        const QString constellation = js::toString(js::required(*root, QStringLiteral("$"), "constellation"), QStringLiteral("$.constellation"));
        const QJsonValue rule = root->value(QLatin1String("rule"));
        if (!rule.isNull() && !rule.isUndefined())
            result.notes.push_back(util::dropped("course-rule", std::nullopt, QStringLiteral("course rule '%1' is not kept").arg(js::excerpt(js::toString(rule, QStringLiteral("$.rule"))))));
        const QJsonArray data = js::toArray(js::required(*root, QStringLiteral("$"), "boardData"), QStringLiteral("$.boardData"));
        if (data.isEmpty() || data.size() > 16)
            js::fail(QStringLiteral("$.boardData"), QStringLiteral("a course has 1 to 16 boards"));
        std::vector<QString> ids;
        std::vector<Size> sizes;
        qint64 cells = 0;
        Course course;
        for (qsizetype i = 0; i < data.size(); ++i) {
            const QString p = js::element(QStringLiteral("$.boardData"), i);
            const QJsonObject bd = js::toObject(data[i], p);
            const QString id = js::toString(js::required(bd, p, "boardId"), js::member(p, "boardId"));
            const int steps = static_cast<int>(js::toInt(js::required(bd, p, "rotation"), js::member(p, "rotation"), 0, 3));
            if (std::ranges::find(ids, id) != ids.end())
                js::fail(js::member(p, "boardId"), QStringLiteral("board '%1' is listed twice").arg(js::excerpt(id)));
            auto file = findBoardFile(path, id, js::member(p, "boardId"));
            if (!file)
                return std::unexpected(file.error());
            auto boardRoot = util::readJsonObject(*file);
            if (!boardRoot)
                return std::unexpected(Error(boardRoot.error()).referredFrom(path, js::member(p, "boardId")));
            failedFile = *file;
            failedReference = js::member(p, "boardId");
            std::vector<ConversionNote> boardNotes;
            Board b = lmu::readBoard(*boardRoot, boardNotes);
            failedFile = path;
            for (ConversionNote &n : boardNotes) {
                n.board = static_cast<int>(i);
                result.notes.push_back(std::move(n));
            }
            const Rotation r = lmu::ourRotation(steps);
            cells += b.size().area();
            if (cells > kMaxCourseCells)
                js::fail(js::member(p, "boardId"), QStringLiteral("the course has more than %1 cells in all").arg(kMaxCourseCells));
            ids.push_back(id);
            sizes.push_back(rotateSize(b.size(), r));
            course.placements().push_back(Placement{std::move(b), {}, r, {}});
        }
        const auto assembly = lmu::assemble(constellation, sizes);
        if (!assembly)
            js::fail(QStringLiteral("$.constellation"), QStringLiteral("the LMU client cannot assemble these %1 boards as '%2': %3")
                                                            .arg(sizes.size()).arg(js::excerpt(constellation), assembly.error()));
        for (std::size_t i = 0; i < assembly->offsets.size(); ++i)
            course.placements()[i].offset = assembly->offsets[i];

        // Special tiles: positions are on the rotated board named by isOnBoard.
        std::optional<Direction> antennaFacing;
        const auto placeSpecial = [&](const QJsonObject &entry, const QString &p) {
            const QJsonObject tile = js::toObject(js::required(entry, p, "tile"), js::member(p, "tile"));
            const QString tp = js::member(p, "tile");
            const QString id = js::toString(js::required(tile, tp, "isOnBoard"), js::member(tp, "isOnBoard"));
            const auto it = std::ranges::find(ids, id);
            if (it == ids.end())
                js::fail(js::member(tp, "isOnBoard"), QStringLiteral("board '%1' is not in the course").arg(js::excerpt(id)));
            const auto index = static_cast<std::size_t>(it - ids.begin());
            Placement &pl = course.placements()[index];
            const QJsonArray pos = js::toArray(js::required(entry, p, "position"), js::member(p, "position"));
            if (pos.size() != 2)
                js::fail(js::member(p, "position"), QStringLiteral("expected [x, y]"));
            const Point rotatedAt{static_cast<int>(js::toInt(pos[0], js::element(js::member(p, "position"), 0), 0, sizes[index].width - 1)),
                                  static_cast<int>(js::toInt(pos[1], js::element(js::member(p, "position"), 1), 0, sizes[index].height - 1))};
            const Point at = rotatePoint(rotatedAt, sizes[index], normalizeRotation(-pl.rotation));
            const QString type = js::toString(js::required(tile, tp, "type"), js::member(tp, "type"));
            const auto device = [&](Device d) {
                if (pl.board.cell(at).device.kind != DeviceKind::None)
                    result.notes.push_back(util::dropped(deviceKindName(d.kind), at, QStringLiteral("the cell already holds a device")));
                else
                    pl.board.setDevice(at, std::move(d));
            };
            const auto facing = [&] {
                const QJsonArray a = js::toArray(js::required(tile, tp, "orientations"), js::member(tp, "orientations"));
                const auto d = a.isEmpty() ? std::nullopt : lmu::directionFromName(a[0].toString());
                if (!d)
                    js::fail(js::member(tp, "orientations"), QStringLiteral("needs a direction"));
                return *d;
            };
            if (type == QLatin1String("CheckPoint")) {
                pl.board.addMarker({.kind = MarkerKind::Checkpoint, .at = at, .number = static_cast<int>(js::toInt(js::required(tile, tp, "count"), js::member(tp, "count"), 1, 999))});
            } else if (type == QLatin1String("Antenna")) {
                antennaFacing = facing();
                device(Device{.kind = DeviceKind::PriorityAntenna, .dir = turnLeft(*antennaFacing, pl.rotation)});
            } else if (type == QLatin1String("RestartPoint")) {
                device(Device{.kind = DeviceKind::RebootToken, .dir = turnLeft(facing(), pl.rotation)});
            } else {
                js::fail(js::member(tp, "type"), QStringLiteral("unexpected special tile '%1'").arg(js::excerpt(type)));
            }
        };
        if (root->contains(QLatin1String("specialTilePositions"))) {
            const QString sp = QStringLiteral("$.specialTilePositions");
            const QJsonObject special = js::toObject(root->value(QLatin1String("specialTilePositions")), sp);
            if (special.contains(QLatin1String("antenna")) && !special.value(QLatin1String("antenna")).isNull())
                placeSpecial(js::toObject(special.value(QLatin1String("antenna")), js::member(sp, "antenna")), js::member(sp, "antenna"));
            for (const char *key : {"restartPoints", "checkpoints"}) {
                if (!special.contains(QLatin1String(key)))
                    continue;
                const QJsonArray a = js::toArray(special.value(QLatin1String(key)), js::member(sp, key));
                for (qsizetype i = 0; i < a.size(); ++i)
                    placeSpecial(js::toObject(a[i], js::element(js::member(sp, key), i)), js::element(js::member(sp, key), i));
            }
        }
        // Robots start facing the antenna's orientation (on the course).
        if (antennaFacing) {
            for (Placement &pl : course.placements()) {
                for (const Marker *m : pl.board.markersOf(MarkerKind::Start)) {
                    Marker copy = *m;
                    copy.facing = turnLeft(*antennaFacing, pl.rotation);
                    pl.board.replaceMarker(copy);
                }
            }
        }
        result.course = std::move(course);
    } catch (const js::JsonFailure &f) {
        // An error inside a board file names the course's reference to it too.
        return std::unexpected(util::error(failedFile, f.where, f.message).referredFrom(path, failedReference));
    }
    return result;
}

std::expected<ExportResult, Error> LmuSepCourseFormat::write(const QString &path, const Course &input, const WriteOptions &) const
{
    ExportResult result;
    if (input.placements().empty())
        return std::unexpected(util::error(path, {}, QStringLiteral("the course has no board to write")));
    Course course = input;
    std::vector<Size> sizes;
    std::vector<Point> offsets;
    for (const Placement &pl : course.placements()) {
        sizes.push_back(rotateSize(pl.board.size(), pl.rotation));
        offsets.push_back(pl.offset);
    }
    // The constellation the LMU client assembles exactly as the course lies, every board on its
    // square (a near miss would load shifted); else one board, as the client sends an assembled
    // course: squares off every board without a tile.
    QString constellation;
    for (const char *c : lmu::kConstellations) {
        const auto assembly = lmu::assemble(QLatin1String(c), sizes);
        if (assembly && assembly->offsets == offsets) {
            constellation = QLatin1String(c);
            break;
        }
    }
    std::vector<bool> noTile;
    if (constellation.isEmpty()) {
        auto combined = combine(course);
        if (!combined)
            return std::unexpected(util::error(path, {}, QString::fromStdString(text::combineErrorText(course, combined.error()))));
        noTile = squaresOffEveryBoard(course);
        result.notes.push_back(util::approximated(
            "course", std::nullopt,
            QStringLiteral("the LMU client assembles these boards in no constellation as they lie here (LINE: side by side; "
                           "T, CROSS, SQUARE: with its padding for 10-square boards); written as one %1 x %2 board%3")
                .arg(combined->width())
                .arg(combined->height())
                .arg(std::ranges::find(noTile, true) != noTile.end() ? QStringLiteral(", the squares off every board without a tile (null)")
                                                                    : QString())));
        course = Course(std::move(*combined));
        constellation = QStringLiteral("LINE");
    }
    if (!course.info().name.empty() || !course.info().author.empty() || !course.info().description.empty())
        util::noteInfo(course.info(), false, {}, result.notes);

    // The antenna (one per course) decides every start's facing.
    std::optional<Direction> antenna;
    for (const Placement &pl : course.placements())
        for (const Cell &c : pl.board.cells())
            if (c.device.kind == DeviceKind::PriorityAntenna && !antenna)
                antenna = turnRight(c.device.dir, pl.rotation);
    // The LMU client's course loader places the antenna unconditionally
    // (BoardUtils.placeSpecialTilesOnBoards): a course without one stops it with a
    // NullPointerException. Add one on the starting board, as the mvolfik writer does.
    std::optional<Point> addedAntenna;
    if (!antenna) {
        Placement &start = course.placements().front();
        addedAntenna = freeAntennaCell(start.board);
        if (addedAntenna) {
            // Facing east on the course, the direction the reader gives starts without an antenna.
            start.board.setDevice(*addedAntenna, Device{.kind = DeviceKind::PriorityAntenna,
                                                        .dir = turnLeft(Direction::East, start.rotation)});
            antenna = Direction::East;
        }
    }

    const QDir dir = QFileInfo(path).dir();
    if (std::error_code ec; !std::filesystem::create_directories(QFile::encodeName(dir.filePath(QStringLiteral("boards"))).toStdString(), ec) && ec) {
        // The system's reason (read-only, no space), and exit 1 as every failed write.
        Error e = util::error(dir.filePath(QStringLiteral("boards")), {},
                              QStringLiteral("cannot create the folder: %1").arg(QString::fromStdString(ec.message())));
        e.writeFailure = true;
        return std::unexpected(e);
    }
    std::set<QString> used;
    const std::set<QString> previous = boardIdsOf(path); // an earlier export of this course may be replaced
    QByteArrayList boardData;
    QByteArray antennaJson;
    QByteArrayList restarts;
    QByteArrayList checkpoints;
    QStringList boardFiles;
    for (std::size_t i = 0; i < course.placements().size(); ++i) {
        const Placement &pl = course.placements()[i];
        const Direction facing = antenna ? turnLeft(*antenna, pl.rotation) : Direction::East;
        QString id;
        QByteArray text;
        std::vector<ConversionNote> notes;
        std::vector<lmu::Special> specials;
        const QString wanted = boardId(pl.board.info().name, static_cast<int>(i), used);
        // Another course exported into this folder may have left a different board under this
        // id: it is never overwritten; the next free id is taken and the notes say so.
        for (id = wanted;; id = boardId(pl.board.info().name, static_cast<int>(i), used)) {
            notes.clear();
            specials.clear();
            util::noteInfo(pl.board.info(), true, id, notes);
            text = lmu::writeBoard(pl.board, id, facing, &specials, notes, noTile);
            if (previous.contains(id) || !util::holdsOtherText(dir.filePath(QStringLiteral("boards/%1.json").arg(id)), text))
                break;
        }
        if (i == 0 && addedAntenna)
            notes.push_back(util::approximated(
                "antenna", *addedAntenna, QStringLiteral("added: the LMU client cannot load a course without one")));
        else if (i == 0 && !antenna)
            notes.push_back(
                util::approximated("course", std::nullopt,
                                   QStringLiteral("no antenna, and no free floor square on the starting board for one: "
                                                  "the LMU client cannot load this course")));
        if (id != wanted)
            notes.push_back(util::approximated("board", std::nullopt,
                                               QStringLiteral("boards/%1.json already holds another board; written as boards/%2.json").arg(wanted, id)));
        for (const lmu::Special &s : specials) {
            const Point at = rotatePoint(s.at, pl.board.size(), pl.rotation);
            js::InlineObject tile;
            tile.str("type", s.type);
            if (s.type == QLatin1String("CheckPoint"))
                tile.num("count", s.count);
            else
                tile.raw("orientations", '[' + js::quote(lmu::directionName(turnRight(s.dir, pl.rotation))) + ']');
            tile.str("isOnBoard", id);
            const QByteArray entry = js::InlineObject().raw("tile", tile.text()).raw("position", js::pair(at.x, at.y)).text();
            if (s.type == QLatin1String("CheckPoint"))
                checkpoints << entry;
            else if (s.type == QLatin1String("RestartPoint"))
                restarts << entry;
            else if (antennaJson.isEmpty())
                antennaJson = entry;
            else
                notes.push_back(util::dropped("antenna", s.at, QStringLiteral("an LMU course has one antenna")));
        }
        for (ConversionNote &n : notes) {
            n.board = course.placements().size() > 1 ? static_cast<int>(i) : -1;
            result.notes.push_back(std::move(n));
        }
        const QString file = dir.filePath(QStringLiteral("boards/%1.json").arg(id));
        if (auto ok = util::writeFile(file, text); !ok)
            return std::unexpected(ok.error());
        boardFiles << file;
        boardData << "    " + js::InlineObject().str("boardId", id).num("rotation", normalizeRotation(-pl.rotation)).text();
    }
    QByteArray special = "  \"specialTilePositions\": {\n";
    if (!antennaJson.isEmpty())
        special += "    \"antenna\": " + antennaJson + ",\n";
    special += "    \"restartPoints\": [" + (restarts.isEmpty() ? QByteArray() : "\n      " + restarts.join(",\n      ") + "\n    ") + "],\n";
    special += "    \"checkpoints\": [" + (checkpoints.isEmpty() ? QByteArray() : "\n      " + checkpoints.join(",\n      ") + "\n    ") + "]\n  }\n";
    const QByteArray text = "{\n  \"constellation\": " + js::quote(constellation) + ",\n  \"rule\": null,\n  \"boardData\": [\n" + boardData.join(",\n") +
                            "\n  ],\n" + special + "}\n";
    if (auto ok = util::writeFile(path, text); !ok)
        return std::unexpected(ok.error());
    result.files << path << boardFiles;
    return result;
}

} // namespace

std::unique_ptr<BoardFormat> makeLmuSepCourseFormat() { return std::make_unique<LmuSepCourseFormat>(); }
std::unique_ptr<BoardFormat> makeLmuSepBoardFormat() { return std::make_unique<LmuSepBoardFormat>(); }

} // namespace rf::io::interop
