// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/interop/formats.h"
#include "io/interop/interoputil.h"
#include "io/interop/roboprojekt.h"
#include "io/jsonreader.h"
#include "model/laserpath.h"

#include <QFileInfo>
#include <QJsonArray>

#include <algorithm>
#include <map>
#include <set>

// PyLadiesCZ/roboprojekt maps (../shared/interop/roboprojekt/FORMAT.md): Tiled JSON tile
// layers over a fixed tileset; an element's facing is in the Tiled rotation flags.
namespace rf::io::interop {

using namespace rf::model;
using util::qs;
namespace js = rf::io::json;
namespace rp = roboprojekt;

namespace roboprojekt {

std::optional<Direction> facingFromFlags(std::uint32_t flags)
{
    switch (flags) {
    case 0x0: return Direction::North;
    case 0xA: return Direction::East;
    case 0xC: return Direction::South;
    case 0x6: return Direction::West;
    default: return std::nullopt;
    }
}

std::uint32_t flagsForFacing(Direction d)
{
    static constexpr std::uint32_t flags[] = {0x0, 0xA, 0xC, 0x6};
    return flags[static_cast<int>(d)] << 28;
}

std::optional<BeltTile> beltTile(int id)
{
    // Normal belts 17..22, express 23..28; note the express turn tiles are swapped.
    switch (id) {
    case 17: return BeltTile{false, 0, false};
    case 18: return BeltTile{false, -1, false};
    case 19: return BeltTile{false, 1, false};
    case 20: return BeltTile{false, -1, true};
    case 21: return BeltTile{false, 1, true};
    case 22: return BeltTile{false, 2, true};
    case 23: return BeltTile{true, 0, false};
    case 24: return BeltTile{true, 1, false};
    case 25: return BeltTile{true, -1, false};
    case 26: return BeltTile{true, -1, true};
    case 27: return BeltTile{true, 1, true};
    case 28: return BeltTile{true, 2, true};
    default: return std::nullopt;
    }
}

int beltTileId(BeltTile t)
{
    for (int id = 17; id <= 28; ++id) {
        const auto b = beltTile(id);
        if (b->express == t.express && b->turn == t.turn && b->crossroad == t.crossroad)
            return id;
    }
    return 17;
}

DirectionSet beltInputs(BeltTile t, Direction out)
{
    DirectionSet s;
    const Direction behind = opposite(out);
    const Direction right = turnRight(out);
    const Direction left = turnLeft(out);
    if (t.turn == 0)
        s.insert(behind);
    else if (t.turn == 1)
        s.insert(right);
    else if (t.turn == -1)
        s.insert(left);
    if (t.crossroad && t.turn == 1)
        s.insert(behind);
    if (t.crossroad && t.turn == -1)
        s.insert(behind);
    if (t.turn == 2) {
        s.insert(left);
        s.insert(right);
    }
    return s;
}

} // namespace roboprojekt

namespace {

enum : int {
    kGround = 0,
    kHole = 1,
    kWall = 12,
    kGearCw = 6,
    kGearCcw = 7,
    kPusherOdd = 9,
    kPusherEven = 10,
    kFlag1 = 29,
    kRepair = 37,
    kRepairRestart = 38,
    kStart1 = 39,
    kStop1 = 47,
};
constexpr int kLaserStart[] = {2, 15, 13}; // strength 1, 2, 3
constexpr int kLaserBeam[] = {3, 16, 14};

struct Painted {
    Point at;
    Direction dir;
    int strength;
    friend auto operator<=>(const Painted &, const Painted &) = default;
};

class RoboprojektReader {
public:
    RoboprojektReader(const QJsonObject &root, std::vector<ConversionNote> &notes) : m_root(root), m_notes(notes) {}
    Board run();

private:
    void tile(int id, Direction facing, Point p, const QString &where);
    void device(Point p, Device d, const QString &what);
    void checkBeams();

    QJsonObject m_root;
    std::vector<ConversionNote> &m_notes;
    Board m_b;
    std::set<EdgePos> m_walls;
    std::set<Painted> m_beams;
};

void RoboprojektReader::device(Point p, Device d, const QString &what)
{
    if (m_b.cell(p).device.kind != DeviceKind::None) {
        m_notes.push_back(util::dropped(deviceKindName(d.kind), p, QStringLiteral("%1: the cell already holds a %2").arg(what, qs(deviceKindName(m_b.cell(p).device.kind)))));
        return;
    }
    m_b.setDevice(p, std::move(d));
}

void RoboprojektReader::tile(int id, Direction facing, Point p, const QString &where)
{
    if (id == kGround)
        return;
    if (id == kHole) {
        m_b.cell(p).floor.kind = FloorKind::Pit;
    } else if (id == kWall) {
        m_walls.insert(EdgePos::of(p, facing));
    } else if (id == kGearCw || id == kGearCcw) {
        device(p, Device{.kind = DeviceKind::Gear, .clockwise = id == kGearCw}, QStringLiteral("gear"));
    } else if (id == kPusherOdd || id == kPusherEven) {
        // Mounted on side `facing`, pushing away from it into this cell.
        m_b.addEdgeFeature({.pos = EdgePos::of(p, facing), .kind = EdgeKind::Pusher, .dir = opposite(facing),
                            .registers = id == kPusherOdd ? RegisterSet{1, 3, 5} : RegisterSet{2, 4}});
    } else if (const auto belt = rp::beltTile(id)) {
        const Direction out = turnRight(facing, belt->turn);
        device(p, Device{.kind = DeviceKind::Belt, .dir = out, .express = belt->express, .inputs = rp::beltInputs(*belt, out)}, QStringLiteral("belt"));
    } else if (id >= kFlag1 && id < kFlag1 + 8) {
        m_b.addMarker({.kind = MarkerKind::Checkpoint, .at = p, .number = id - kFlag1 + 1});
    } else if (id == kRepair || id == kRepairRestart) {
        device(p, Device{.kind = DeviceKind::RepairSite, .wrenches = 1}, QStringLiteral("repair"));
        if (id == kRepair)
            m_notes.push_back(util::approximated("repair", p, QStringLiteral("a repair site that does not move the restart point is read as an ordinary repair site")));
    } else if (id >= kStart1 && id < kStart1 + 8) {
        m_b.addMarker({.kind = MarkerKind::Start, .at = p, .number = id - kStart1 + 1, .facing = facing});
    } else if (id >= kStop1 && id < kStop1 + 8) {
        m_notes.push_back(util::dropped("stop", p, QStringLiteral("stop tile %1 has no game effect and no RallyForge element").arg(id - kStop1 + 1)));
    } else {
        for (int s = 0; s < 3; ++s) {
            if (id == kLaserStart[s]) {
                // The shot starts on the emitter cell: our laser sits on its back edge.
                m_b.addEdgeFeature({.pos = EdgePos::of(p, opposite(facing)), .kind = EdgeKind::Laser, .dir = facing, .beams = s + 1});
                return;
            }
            if (id == kLaserBeam[s]) {
                m_beams.insert({p, facing, s + 1});
                return;
            }
        }
        js::fail(where, QStringLiteral("tile id %1 is not in roboprojekt's development tileset").arg(id));
    }
}

void RoboprojektReader::checkBeams()
{
    // roboprojekt paints every beam cell; RallyForge traces beams from the emitter. Report any
    // cell where the two disagree.
    std::set<Painted> traced;
    for (const EdgeFeature &f : m_b.edgeFeatures()) {
        if (f.kind != EdgeKind::Laser)
            continue;
        const std::vector<Point> path = laserPath(m_b, f);
        for (std::size_t i = 1; i < path.size(); ++i)
            traced.insert({path[i], f.dir, f.beams});
    }
    for (const Painted &p : m_beams)
        if (!traced.contains(p))
            m_notes.push_back(util::dropped("laser-beam", p.at, QStringLiteral("painted beam (facing %1) that no emitter's traced beam reaches").arg(qs(directionLetter(p.dir)))));
    for (const Painted &p : traced)
        if (!m_beams.contains(p))
            m_notes.push_back(util::approximated("laser-beam", p.at, QStringLiteral("the traced beam (facing %1) reaches this unpainted cell").arg(qs(directionLetter(p.dir)))));
}

Board RoboprojektReader::run()
{
    const QString root = QStringLiteral("$");
    const int w = static_cast<int>(js::toInt(js::required(m_root, root, "width"), QStringLiteral("$.width"), 1, util::kMaxSide));
    const int h = static_cast<int>(js::toInt(js::required(m_root, root, "height"), QStringLiteral("$.height"), 1, util::kMaxSide));
    if (m_root.value(QLatin1String("infinite")).toBool())
        js::fail(QStringLiteral("$.infinite"), QStringLiteral("infinite maps are not supported"));
    long long firstGid = 1;
    if (m_root.contains(QLatin1String("tilesets"))) {
        const QJsonArray ts = js::toArray(m_root.value(QLatin1String("tilesets")), QStringLiteral("$.tilesets"));
        if (!ts.isEmpty())
            firstGid = js::toInt(js::required(js::toObject(ts[0], QStringLiteral("$.tilesets[0]")), QStringLiteral("$.tilesets[0]"), "firstgid"),
                                 QStringLiteral("$.tilesets[0].firstgid"), 1, 1 << 24);
    }
    m_b = Board(w, h);
    if (m_root.contains(QLatin1String("properties"))) {
        const QJsonArray props = js::toArray(m_root.value(QLatin1String("properties")), QStringLiteral("$.properties"));
        for (qsizetype i = 0; i < props.size(); ++i) {
            const QJsonObject p = props.at(i).toObject();
            const QString key = p.value(QLatin1String("name")).toString();
            const QString value = p.value(QLatin1String("value")).toString();
            const QString where = js::member(js::element(QStringLiteral("$.properties"), i), "value");
            if (key == QLatin1String("name") || key == QLatin1String("author"))
                js::checkLength(value, where, js::kMaxNameLength);
            else if (key == QLatin1String("description"))
                js::checkLength(value, where, js::kMaxTextLength);
            if (key == QLatin1String("name"))
                m_b.info().name = value.toStdString();
            else if (key == QLatin1String("author"))
                m_b.info().author = value.toStdString();
            else if (key == QLatin1String("description"))
                m_b.info().description = value.toStdString();
        }
    }
    const QJsonArray layers = js::toArray(js::required(m_root, root, "layers"), QStringLiteral("$.layers"));
    for (qsizetype l = 0; l < layers.size(); ++l) {
        const QString lp = js::element(QStringLiteral("$.layers"), l);
        const QJsonObject layer = js::toObject(layers[l], lp);
        if (layer.value(QLatin1String("type")).toString() != QLatin1String("tilelayer")) {
            m_notes.push_back(util::dropped("layer", std::nullopt, QStringLiteral("layer '%1' is not a tile layer").arg(js::excerpt(layer.value(QLatin1String("name")).toString()))));
            continue;
        }
        if (layer.contains(QLatin1String("encoding")) && layer.value(QLatin1String("encoding")).toString() != QLatin1String("csv"))
            js::fail(js::member(lp, "encoding"), QStringLiteral("only plain JSON arrays are supported"));
        const QJsonArray data = js::toArray(js::required(layer, lp, "data"), js::member(lp, "data"));
        if (data.size() != static_cast<qsizetype>(w) * h)
            js::fail(js::member(lp, "data"), QStringLiteral("%1 cells for a %2 x %3 map").arg(data.size()).arg(w).arg(h));
        for (qsizetype i = 0; i < data.size(); ++i) {
            const QString where = js::element(js::member(lp, "data"), i);
            const auto gid = static_cast<std::uint32_t>(js::toInt(data[i], where, 0, 0xFFFFFFFFLL));
            if (gid == 0)
                continue;
            const auto facing = rp::facingFromFlags(gid >> 28);
            if (!facing)
                js::fail(where, QStringLiteral("flip flags %1 are not one of the four rotations roboprojekt reads").arg(gid >> 28, 0, 16));
            const long long id = static_cast<long long>(gid & 0x0FFFFFFFU) - firstGid;
            if (id < 0)
                js::fail(where, QStringLiteral("gid %1 is below the tileset's firstgid").arg(gid & 0x0FFFFFFFU));
            tile(static_cast<int>(id), *facing, {static_cast<int>(i % w), static_cast<int>(i / w)}, where);
        }
    }
    for (const EdgePos &e : m_walls)
        m_b.addEdgeFeature({.pos = e, .kind = EdgeKind::Wall});
    checkBeams();
    return std::move(m_b);
}

class RoboprojektFormat final : public BoardFormat {
public:
    QString name() const override { return QStringLiteral("roboprojekt"); }
    QString description() const override { return QStringLiteral("roboprojekt Tiled JSON map (fixed development tileset)"); }
    QStringList extensions() const override { return {QStringLiteral("json")}; }
    bool canRead() const override { return true; }
    bool canWrite() const override { return true; }
    int probe(const QString &path, const QByteArray &head) const override
    {
        const QJsonObject map = util::probeObject(head);
        for (const QJsonValue &t : map.value(QLatin1String("tilesets")).toArray())
            if (t.toObject().value(QLatin1String("source")).toString().contains(QLatin1String("development_tileset")) ||
                t.toObject().value(QLatin1String("name")).toString().contains(QLatin1String("development_tileset")))
                return 3;
        const QJsonArray layers = map.value(QLatin1String("layers")).toArray();
        const bool tileLayers = std::ranges::any_of(layers, [](const QJsonValue &l) { return l.toObject().value(QLatin1String("type")) == QLatin1String("tilelayer"); });
        if (tileLayers && !util::tiledJsonProperty(map, QLatin1String("profile")).startsWith(QLatin1String("roborally-board/")))
            return 2;
        return QFileInfo(path).suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0 ? 1 : 0;
    }
    std::expected<ImportResult, Error> read(const QString &path) const override
    {
        return util::importObject(path, [](const QJsonObject &root, auto &notes) { return RoboprojektReader(root, notes).run(); });
    }
    std::expected<ExportResult, Error> write(const QString &path, const Course &course, const WriteOptions &) const override
    {
        return util::exportGrid(path, course, &rp::writeMap);
    }
};

} // namespace

std::unique_ptr<BoardFormat> makeRoboprojektFormat() { return std::make_unique<RoboprojektFormat>(); }

} // namespace rf::io::interop
