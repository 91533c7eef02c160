// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/interop/interoputil.h"
#include "io/interop/roboprojekt.h"
#include "io/jsontext.h"
#include "model/laserpath.h"

#include <map>

namespace rf::io::interop::roboprojekt {

using namespace rf::model;
using util::qs;
namespace js = rf::io::json;

namespace {

constexpr int kGround = 0, kHole = 1, kWall = 12, kGearCw = 6, kGearCcw = 7, kPusherOdd = 9, kPusherEven = 10;
constexpr int kFlag1 = 29, kRepairRestart = 38, kStart1 = 39;
constexpr int kLaserStart[] = {2, 15, 13};
constexpr int kLaserBeam[] = {3, 16, 14};
constexpr int kMaxNumbered = 8;

std::uint32_t gid(int tileId, Direction facing) { return (static_cast<std::uint32_t>(tileId) + 1U) | flagsForFacing(facing); }

int distance(RegisterSet a, RegisterSet b) { return __builtin_popcount(static_cast<unsigned>(a.mask() ^ b.mask())); }

class RoboprojektWriter {
public:
    RoboprojektWriter(const Board &b, std::vector<ConversionNote> &notes)
        : m_b(b), m_notes(notes), m_n(static_cast<std::size_t>(b.size().area())), m_ground(m_n, 0), m_start(m_n, 0), m_device(m_n, 0), m_flag(m_n, 0),
          m_top(m_n), m_laserAxis(m_n, 0)
    {
    }
    QByteArray run();

private:
    std::size_t idx(Point p) const { return static_cast<std::size_t>(p.y * m_b.width() + p.x); }
    void cells();
    void markers();
    void edges();
    bool lasers(const EdgeFeature &f, const Board &exported);
    Board exportedWalls() const;
    QByteArray layer(int id, const QString &name, const std::vector<std::uint32_t> &data) const;

    const Board &m_b;
    std::vector<ConversionNote> &m_notes;
    std::size_t m_n;
    std::vector<std::uint32_t> m_ground, m_start, m_device, m_flag;
    std::vector<std::vector<std::uint32_t>> m_top; // walls, pushers, lasers: any number per cell
    std::vector<std::uint8_t> m_laserAxis;         // bit 0: a N/S laser, bit 1: an E/W laser
    std::map<EdgePos, Point> m_wallCell;           // walls that must sit on a laser's emitter cell
};

void RoboprojektWriter::cells()
{
    for (Point p{0, 0}; p.y < m_b.height(); ++p.y) {
        for (p.x = 0; p.x < m_b.width(); ++p.x) {
            const Cell &c = m_b.cell(p);
            m_ground[idx(p)] = gid(kGround, Direction::North);
            if (c.floor.kind == FloorKind::Pit || c.floor.kind == FloorKind::Drain) {
                m_ground[idx(p)] = gid(kHole, Direction::North);
                if (c.floor.kind == FloorKind::Drain)
                    m_notes.push_back(util::approximated("drain", p, QStringLiteral("written as a hole")));
            } else if (c.floor.kind != FloorKind::Floor) {
                m_notes.push_back(util::dropped(floorKindName(c.floor.kind), p, QStringLiteral("written as ground")));
            }
            const Device &d = c.device;
            switch (d.kind) {
            case DeviceKind::None: break;
            case DeviceKind::Belt: {
                // Pick the tile and facing whose output and inputs match (FORMAT.md writer table).
                const Direction out = d.dir;
                const bool f = d.inputs.contains(opposite(out));
                const bool l = d.inputs.contains(turnLeft(out));
                const bool r = d.inputs.contains(turnRight(out));
                BeltTile t{d.express, 0, false};
                if (l && r) {
                    t = {d.express, 2, true};
                    if (f)
                        m_notes.push_back(util::approximated("belt", p, QStringLiteral("three-way merge has no tile; written without the straight input")));
                } else if (r) {
                    t = {d.express, 1, f};
                } else if (l) {
                    t = {d.express, -1, f};
                } else if (!f || d.inputs.contains(out)) {
                    m_notes.push_back(util::approximated("belt", p, QStringLiteral("inputs not expressible; written straight")));
                }
                m_device[idx(p)] = gid(beltTileId(t), turnLeft(out, t.turn));
                break;
            }
            case DeviceKind::Gear: m_device[idx(p)] = gid(d.clockwise ? kGearCw : kGearCcw, Direction::North); break;
            case DeviceKind::RepairSite:
                m_device[idx(p)] = gid(kRepairRestart, Direction::North);
                if (d.wrenches != 1)
                    m_notes.push_back(util::approximated("repair", p, QStringLiteral("%1 wrenches written as a single repair site").arg(d.wrenches)));
                break;
            default: m_notes.push_back(util::dropped(deviceKindName(d.kind), p, QStringLiteral("not expressible"))); break;
            }
        }
    }
}

void RoboprojektWriter::markers()
{
    // Starts then flags, each numbered 1..n (at most 8); a flag may not share a hole or a start.
    int number = 0;
    for (const Marker *m : m_b.markersOf(MarkerKind::Start)) {
        const bool hole = m_ground[idx(m->at)] == gid(kHole, Direction::North);
        if (number == kMaxNumbered || hole) {
            m_notes.push_back(util::dropped("start", m->at, hole ? QStringLiteral("a start cannot be a hole") : QStringLiteral("roboprojekt has at most 8 starts")));
            continue;
        }
        ++number;
        if (m->number != number)
            m_notes.push_back(util::approximated("start", m->at, QStringLiteral("number %1 written as %2 (starts are numbered 1..n)").arg(m->number).arg(number)));
        m_start[idx(m->at)] = gid(kStart1 + number - 1, m->facing);
    }
    number = 0;
    for (const Marker *m : m_b.markersOf(MarkerKind::Checkpoint)) {
        const bool blocked = m_ground[idx(m->at)] == gid(kHole, Direction::North) || m_start[idx(m->at)] != 0 || m_flag[idx(m->at)] != 0;
        if (number == kMaxNumbered || blocked) {
            m_notes.push_back(util::dropped("checkpoint", m->at, blocked ? QStringLiteral("a flag cannot share a hole, a start or another flag") : QStringLiteral("roboprojekt has at most 8 flags")));
            continue;
        }
        ++number;
        if (m->number != number)
            m_notes.push_back(util::approximated("checkpoint", m->at, QStringLiteral("number %1 written as %2 (flags are numbered 1..n)").arg(m->number).arg(number)));
        m_flag[idx(m->at)] = gid(kFlag1 + number - 1, Direction::North);
    }
    for (const Marker *m : m_b.markersOf(MarkerKind::Dock))
        m_notes.push_back(util::dropped("dock", m->at, QStringLiteral("not expressible")));
}

// The board as the reader will trace beams on it: every wall that is written (one-way walls
// become walls, lasers get a wall behind them) and no crate or antenna (they are dropped).
Board RoboprojektWriter::exportedWalls() const
{
    Board out(m_b.width(), m_b.height());
    for (const EdgeFeature &f : m_b.edgeFeatures()) {
        const bool laser = f.kind == EdgeKind::Laser && util::crosses(f.pos, f.dir) && m_b.contains(util::cellOnSide(f.pos, f.dir));
        if (f.kind == EdgeKind::Wall || f.kind == EdgeKind::OneWayWall || laser)
            if (!out.hasWall(f.pos))
                out.addEdgeFeature({.pos = f.pos, .kind = EdgeKind::Wall});
    }
    return out;
}

bool RoboprojektWriter::lasers(const EdgeFeature &f, const Board &exported)
{
    const Point emitter = util::cellOnSide(f.pos, f.dir);
    if (!util::crosses(f.pos, f.dir) || !m_b.contains(emitter)) {
        m_notes.push_back(util::droppedEdge("laser", f.pos, QStringLiteral("fires into no cell of the board")));
        return false;
    }
    // Beams are painted from the emitter to the first wall (roboprojekt does not trace them).
    const std::vector<Point> path = laserPath(exported, f);
    const std::uint8_t axis = (f.dir == Direction::North || f.dir == Direction::South) ? 1 : 2;
    for (Point p : path) {
        if (m_laserAxis[idx(p)] & axis) {
            m_notes.push_back(util::droppedEdge("laser", f.pos, QStringLiteral("its beam crosses another beam along the same axis at %1 (roboprojekt allows one per cell)").arg(util::cellText(p))));
            return false;
        }
    }
    const int beams = std::clamp(f.beams, 1, 3);
    if (beams != f.beams)
        m_notes.push_back(util::approximatedEdge("laser", f.pos, QStringLiteral("%1 beams written as %2").arg(f.beams).arg(beams)));
    if (!f.registers.empty() && f.registers != RegisterSet::all())
        m_notes.push_back(util::approximatedEdge("laser", f.pos, QStringLiteral("active in registers %1; written as always active").arg(util::registerList(f.registers, QLatin1String("none")))));
    for (std::size_t i = 0; i < path.size(); ++i) {
        m_laserAxis[idx(path[i])] |= axis;
        m_top[idx(path[i])].push_back(gid(i == 0 ? kLaserStart[beams - 1] : kLaserBeam[beams - 1], f.dir));
    }
    // A laser start needs a wall behind it on its own cell.
    m_wallCell[f.pos] = emitter;
    if (!m_b.hasWall(f.pos))
        m_notes.push_back(util::approximatedEdge("laser", f.pos, QStringLiteral("wall added behind the emitter (roboprojekt requires one)")));
    return true;
}

void RoboprojektWriter::edges()
{
    const Board exported = exportedWalls();
    for (const EdgeFeature &f : m_b.edgeFeatures())
        if (f.kind == EdgeKind::Laser)
            lasers(f, exported);
    std::map<EdgePos, bool> walls;
    for (const EdgeFeature &f : m_b.edgeFeatures()) {
        switch (f.kind) {
        case EdgeKind::Wall: walls[f.pos] = true; break;
        case EdgeKind::OneWayWall:
            walls[f.pos] = true;
            m_notes.push_back(util::approximatedEdge("oneway", f.pos, QStringLiteral("written as a wall")));
            break;
        case EdgeKind::Pusher: {
            const Point pushed = util::cellOnSide(f.pos, f.dir);
            if (!util::crosses(f.pos, f.dir) || !m_b.contains(pushed)) {
                m_notes.push_back(util::droppedEdge("pusher", f.pos, QStringLiteral("pushes into no cell of the board")));
                break;
            }
            const RegisterSet odd{1, 3, 5};
            const RegisterSet even{2, 4};
            const bool useOdd = distance(f.registers, odd) <= distance(f.registers, even);
            const RegisterSet written = useOdd ? odd : even;
            if (written != f.registers)
                m_notes.push_back(util::approximatedEdge("pusher", f.pos, QStringLiteral("registers %1 written as %2").arg(util::registerList(f.registers, QLatin1String("none")), util::registerList(written, QLatin1String("none")))));
            m_top[idx(pushed)].push_back(gid(useOdd ? kPusherOdd : kPusherEven, opposite(f.dir)));
            break;
        }
        case EdgeKind::Repulsor: m_notes.push_back(util::droppedEdge("repulsor", f.pos, QStringLiteral("not expressible"))); break;
        default: break;
        }
    }
    for (const auto &[e, cell] : m_wallCell)
        walls[e] = true;
    for (const auto &[e, unused] : walls) {
        Point cell = m_b.contains(e.after()) ? e.after() : e.before();
        if (const auto it = m_wallCell.find(e); it != m_wallCell.end())
            cell = it->second;
        for (Direction s : kAllDirections)
            if (EdgePos::of(cell, s) == e)
                m_top[idx(cell)].push_back(gid(kWall, s));
    }
    util::noteLevels(m_b, m_notes);
}

QByteArray RoboprojektWriter::layer(int id, const QString &name, const std::vector<std::uint32_t> &data) const
{
    QByteArray rows;
    for (int y = 0; y < m_b.height(); ++y) {
        QByteArrayList row;
        for (int x = 0; x < m_b.width(); ++x)
            row << QByteArray::number(data[idx({x, y})]);
        rows += (y ? ",\n        " : "        ") + row.join(", ");
    }
    return "    {\n      \"id\": " + QByteArray::number(id) + ",\n      \"name\": " + js::quote(name) +
           ",\n      \"type\": \"tilelayer\",\n      \"x\": 0,\n      \"y\": 0,\n      \"width\": " + QByteArray::number(m_b.width()) +
           ",\n      \"height\": " + QByteArray::number(m_b.height()) + ",\n      \"opacity\": 1,\n      \"visible\": true,\n      \"data\": [\n" + rows +
           "\n      ]\n    }";
}

QByteArray RoboprojektWriter::run()
{
    cells();
    markers();
    edges();
    QByteArrayList layers;
    int id = 0;
    layers << layer(++id, QStringLiteral("ground"), m_ground);
    if (std::ranges::any_of(m_start, [](std::uint32_t g) { return g != 0; }))
        layers << layer(++id, QStringLiteral("starts"), m_start);
    if (std::ranges::any_of(m_device, [](std::uint32_t g) { return g != 0; }))
        layers << layer(++id, QStringLiteral("belts, gears, repair"), m_device);
    if (std::ranges::any_of(m_flag, [](std::uint32_t g) { return g != 0; }))
        layers << layer(++id, QStringLiteral("flags"), m_flag);
    std::size_t depth = 0;
    for (const auto &t : m_top)
        depth = std::max(depth, t.size());
    for (std::size_t k = 0; k < depth; ++k) {
        std::vector<std::uint32_t> data(m_n, 0);
        for (std::size_t i = 0; i < m_n; ++i)
            if (k < m_top[i].size())
                data[i] = m_top[i][k];
        layers << layer(++id, QStringLiteral("walls, pushers, lasers %1").arg(k + 1), data);
    }
    QByteArrayList props;
    const auto prop = [&](const char *name, const std::string &value) {
        if (!value.empty())
            props << "    " + js::InlineObject().str("name", std::string_view(name)).str("type", std::string_view("string")).str("value", std::string_view(value)).text();
    };
    prop("name", m_b.info().name);
    prop("author", m_b.info().author);
    prop("description", m_b.info().description);
    return "{\n  \"type\": \"map\",\n  \"version\": 1.2,\n  \"tiledversion\": \"1.2.3\",\n  \"orientation\": \"orthogonal\",\n  \"renderorder\": \"right-down\",\n"
           "  \"infinite\": false,\n  \"width\": " + QByteArray::number(m_b.width()) + ",\n  \"height\": " + QByteArray::number(m_b.height()) +
           ",\n  \"tilewidth\": 64,\n  \"tileheight\": 64,\n  \"nextlayerid\": " + QByteArray::number(id + 1) + ",\n  \"nextobjectid\": 1,\n" +
           "  \"properties\": [" + (props.isEmpty() ? QByteArray() : "\n" + props.join(",\n") + "\n  ") + "],\n" +
           "  \"tilesets\": [{\"firstgid\": 1, \"source\": \"development_tileset.json\"}],\n  \"layers\": [\n" + layers.join(",\n") + "\n  ]\n}\n";
}

} // namespace

QByteArray writeMap(const Board &b, std::vector<ConversionNote> &notes) { return RoboprojektWriter(b, notes).run(); }

} // namespace rf::io::interop::roboprojekt
