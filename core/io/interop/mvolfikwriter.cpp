// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/interop/interoputil.h"
#include "io/interop/mvolfik.h"
#include "model/laserpath.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <iterator>
#include <set>

namespace rf::io::interop {

using namespace rf::model;
using util::qs;

namespace {

char letterOf(Direction d) { return "urdl"[static_cast<int>(d)]; }

QString inputsText(DirectionSet s)
{
    QStringList out;
    for (Direction d : kAllDirections)
        if (s.contains(d))
            out << qs(directionLetter(d));
    return out.isEmpty() ? QStringLiteral("none") : out.join(QLatin1Char(','));
}

// mvolfik's names must be 3-20 letters, digits, '_' or '-'.
QString mapName(const std::string &name)
{
    QString out;
    for (QChar c : QString::fromStdString(name)) {
        if (c.isLetterOrNumber() && c.unicode() < 128)
            out += c;
        else if (c == QLatin1Char('_') || c == QLatin1Char('-') || c == QLatin1Char(' '))
            out += c == QLatin1Char(' ') ? QLatin1Char('_') : c;
    }
    out.truncate(20);
    if (out.size() < 3)
        out = QStringLiteral("RallyForge_board");
    return out;
}

// The periodic set {r : r % div == rem} closest to `want` (push panels only have those).
std::pair<int, int> periodicPattern(RegisterSet want)
{
    std::pair<int, int> best{1, 0};
    int bestCost = 99;
    for (int div = 1; div <= 9; ++div) {
        for (int rem = 0; rem < div; ++rem) {
            int cost = 0;
            bool any = false;
            for (int r = 1; r <= RegisterSet::kRegisters; ++r) {
                const bool in = r % div == rem;
                any = any || in;
                cost += in != want.contains(r);
            }
            if (any && cost < bestCost) {
                bestCost = cost;
                best = {div, rem};
            }
        }
    }
    return best;
}

struct Tile {
    QString type = QStringLiteral("F");
    std::uint8_t walls = 0;
    bool special = false; // holds a header item (checkpoint, spawn, laser, antenna, reboot)
};

class MvolfikWriter {
public:
    MvolfikWriter(const Board &b, std::vector<ConversionNote> &notes) : m_b(b), m_notes(notes), m_tiles(static_cast<std::size_t>(b.size().area())) {}

    QByteArray run();

private:
    Tile &tile(Point p) { return m_tiles[static_cast<std::size_t>(p.y * m_b.width() + p.x)]; }
    bool freeFloor(Point p) { return m_b.contains(p) && tile(p).type == QLatin1String("F") && !tile(p).special; }
    void wall(EdgePos e);
    void floorsAndDevices();
    void specials();
    void pushers();
    void walls();
    void belts();
    QString pos(Point p) const { return QStringLiteral("%1,%2").arg(p.x).arg(p.y); }
    QString oriented(Point p, Direction d) const { return pos(p) + QLatin1Char(':') + QLatin1Char(letterOf(d)); }
    std::optional<Point> synthesizeAntenna();
    // The squares a push panel or a board laser acts on.
    std::set<Point> actedOn() const;
    std::optional<std::pair<Point, Direction>> rebootStrip(Point p, std::optional<Direction> prefer);

    const Board &m_b;
    std::vector<ConversionNote> &m_notes;
    std::vector<Tile> m_tiles;
    std::optional<Point> m_antenna;
    std::vector<Point> m_rebootCandidates;
    QString m_reboot;
    QStringList m_checkpoints, m_spawns, m_lasers;
};

void MvolfikWriter::wall(EdgePos e)
{
    // The antenna's four edges go on the antenna tile itself: mvolfik's parser wants its walls
    // declared there ("underlying tile must have walls on all sides"); one on the neighbour does
    // not count.
    if (m_antenna)
        for (Direction d : kAllDirections)
            if (EdgePos::of(*m_antenna, d) == e) {
                tile(*m_antenna).walls |= 1U << static_cast<int>(d);
                return;
            }
    // Each edge once: on the tile above / left of it, or on the one tile a border edge has.
    if (e.axis == EdgePos::Axis::Horizontal) {
        if (e.y > 0)
            tile({e.x, e.y - 1}).walls |= 1U << static_cast<int>(Direction::South);
        else
            tile({e.x, 0}).walls |= 1U << static_cast<int>(Direction::North);
    } else {
        if (e.x > 0)
            tile({e.x - 1, e.y}).walls |= 1U << static_cast<int>(Direction::East);
        else
            tile({0, e.y}).walls |= 1U << static_cast<int>(Direction::West);
    }
}

void MvolfikWriter::floorsAndDevices()
{
    for (Point p{0, 0}; p.y < m_b.height(); ++p.y) {
        for (p.x = 0; p.x < m_b.width(); ++p.x) {
            const Cell &c = m_b.cell(p);
            switch (c.floor.kind) {
            case FloorKind::Floor: break;
            case FloorKind::Pit: tile(p).type = QStringLiteral("V"); break;
            case FloorKind::Drain:
                tile(p).type = QStringLiteral("V");
                m_notes.push_back(util::approximated("drain", p, QStringLiteral("written as a void (pit)")));
                break;
            default:
                m_notes.push_back(util::dropped(floorKindName(c.floor.kind), p, QStringLiteral("written as plain floor")));
                break;
            }
            const Device &d = c.device;
            const bool onVoid = tile(p).type != QLatin1String("F");
            switch (d.kind) {
            case DeviceKind::None: break;
            case DeviceKind::Belt:
                tile(p).type = QStringLiteral("B%1%2").arg(d.express ? QLatin1Char('f') : QLatin1Char('s')).arg(QLatin1Char(letterOf(d.dir)));
                if (onVoid)
                    m_notes.push_back(util::dropped(floorKindName(c.floor.kind), p, QStringLiteral("a belt tile cannot be a void")));
                break;
            case DeviceKind::Gear:
                tile(p).type = d.clockwise ? QStringLiteral("Rcw") : QStringLiteral("Rccw");
                if (onVoid)
                    m_notes.push_back(util::dropped(floorKindName(c.floor.kind), p, QStringLiteral("a gear tile cannot be a void")));
                break;
            case DeviceKind::PriorityAntenna:
                if (m_antenna || onVoid) {
                    m_notes.push_back(util::dropped("antenna", p, m_antenna ? QStringLiteral("mvolfik maps have one antenna") : QStringLiteral("not on floor")));
                } else {
                    m_antenna = p;
                    tile(p).special = true;
                    if (d.dir != Direction::North)
                        m_notes.push_back(util::approximated("antenna", p, QStringLiteral("dish direction %1 not stored (mvolfik sweeps from north)").arg(qs(directionLetter(d.dir)))));
                }
                break;
            case DeviceKind::RebootToken:
                if (onVoid)
                    m_notes.push_back(util::dropped("reboot", p, QStringLiteral("not on floor")));
                else
                    m_rebootCandidates.push_back(p);
                break;
            default:
                m_notes.push_back(util::dropped(deviceKindName(d.kind), p, QStringLiteral("not expressible")));
                break;
            }
        }
    }
}

std::optional<std::pair<Point, Direction>> MvolfikWriter::rebootStrip(Point p, std::optional<Direction> prefer)
{
    // Rebooted robots are pushed along the token's direction: the next n tiles (n = spawn
    // count) must exist and not be voids.
    const int n = static_cast<int>(m_b.markersOf(MarkerKind::Start).size());
    auto fits = [&](Direction d) {
        for (int i = 1; i <= std::max(n, 1); ++i) {
            const Point q = step(p, d, i);
            if (!m_b.contains(q) || tile(q).type == QLatin1String("V"))
                return false;
        }
        return true;
    };
    if (prefer && fits(*prefer))
        return std::pair{p, *prefer};
    for (Direction d : kAllDirections)
        if (fits(d))
            return std::pair{p, d};
    return std::nullopt;
}

std::set<Point> MvolfikWriter::actedOn() const
{
    std::set<Point> out;
    for (const EdgeFeature &f : m_b.edgeFeatures()) {
        if (f.kind == EdgeKind::Pusher && util::crosses(f.pos, f.dir))
            out.insert(util::cellOnSide(f.pos, f.dir));
        else if (f.kind == EdgeKind::Laser)
            std::ranges::copy(laserPath(m_b, f), std::inserter(out, out.end()));
    }
    return out;
}

std::optional<Point> MvolfikWriter::synthesizeAntenna()
{
    // As an added reboot token: preferably where no device acts (the antenna fills its square).
    const std::set<Point> acted = actedOn();
    for (const bool anySquare : {false, true})
        for (Point p{0, 0}; p.y < m_b.height(); ++p.y)
            for (p.x = 0; p.x < m_b.width(); ++p.x)
                if (freeFloor(p) && m_b.cell(p).device.kind == DeviceKind::None && (anySquare || !acted.contains(p)) &&
                    m_b.markers().end() == std::ranges::find_if(m_b.markers(), [&](const Marker &m) { return m.at == p; }))
                    return p;
    return std::nullopt;
}

void MvolfikWriter::specials()
{
    // Checkpoints and spawns first (they matter most for play), each on a distinct floor tile.
    const auto place = [&](MarkerKind kind, QStringList &list) {
        int number = 0;
        for (const Marker *m : m_b.markersOf(kind)) {
            const std::string_view name = markerKindName(kind);
            if (!freeFloor(m->at)) {
                m_notes.push_back(util::dropped(name, m->at, QStringLiteral("mvolfik allows it only on a plain floor tile not used by another item")));
                continue;
            }
            ++number;
            if (m->number != number)
                m_notes.push_back(util::approximated(name, m->at, QStringLiteral("number %1 written as %2 (numbers are list positions)").arg(m->number).arg(number)));
            Direction facing = m->facing;
            if (kind == MarkerKind::Start) {
                if (!m_b.contains(step(m->at, facing))) {
                    facing = opposite(facing);
                    m_notes.push_back(util::approximated(name, m->at, QStringLiteral("facing off the board; written facing %1").arg(qs(directionLetter(facing)))));
                }
                list << oriented(m->at, facing);
            } else {
                list << pos(m->at);
            }
            tile(m->at).special = true;
        }
    };
    place(MarkerKind::Checkpoint, m_checkpoints);
    place(MarkerKind::Start, m_spawns);
    for (const Marker *m : m_b.markersOf(MarkerKind::Dock))
        m_notes.push_back(util::dropped("dock", m->at, QStringLiteral("not expressible")));

    for (const EdgeFeature &f : m_b.edgeFeatures()) {
        if (f.kind != EdgeKind::Laser)
            continue;
        const Point emitter = util::cellOnSide(f.pos, f.dir);
        if (!util::crosses(f.pos, f.dir) || !m_b.contains(emitter) || !freeFloor(emitter)) {
            m_notes.push_back(util::droppedEdge("laser", f.pos, QStringLiteral("its first cell must be a plain floor tile on the board not used by another item")));
            continue;
        }
        if (f.beams != 1)
            m_notes.push_back(util::approximatedEdge("laser", f.pos, QStringLiteral("%1 beams written as 1 (no strength in mvolfik)").arg(f.beams)));
        if (!f.registers.empty() && f.registers != RegisterSet::all())
            m_notes.push_back(util::approximatedEdge("laser", f.pos, QStringLiteral("active in registers %1; written as always active").arg(util::registerList(f.registers, QLatin1String("none")))));
        tile(emitter).special = true;
        m_lasers << oriented(emitter, f.dir);
    }

    // One reboot token, whose push strip must fit; mvolfik requires one.
    for (Point p : m_rebootCandidates) {
        const Direction want = m_b.cell(p).device.dir;
        const auto fit = m_reboot.isEmpty() && freeFloor(p) ? rebootStrip(p, want) : std::nullopt;
        if (!fit) {
            m_notes.push_back(util::dropped("reboot", p, m_reboot.isEmpty() ? QStringLiteral("no room for rebooting robots") : QStringLiteral("mvolfik maps have one reboot token")));
            continue;
        }
        if (fit->second != want)
            m_notes.push_back(util::approximated("reboot", p, QStringLiteral("turned to face %1 so rebooting robots stay on the board").arg(qs(directionLetter(fit->second)))));
        m_reboot = oriented(p, fit->second);
        tile(p).special = true;
    }
    if (m_reboot.isEmpty()) {
        // Preferably on a square no device acts on: a push panel needs its whole square (it
        // would be dropped) and a rebooted robot should not wake in a beam.
        const std::set<Point> acted = actedOn();
        for (const bool anySquare : {false, true}) {
            for (Point p{0, 0}; p.y < m_b.height() && m_reboot.isEmpty(); ++p.y) {
                for (p.x = 0; p.x < m_b.width() && m_reboot.isEmpty(); ++p.x) {
                    if (!freeFloor(p) || m_b.cell(p).device.kind != DeviceKind::None || (!anySquare && acted.contains(p)))
                        continue;
                    if (const auto fit = rebootStrip(p, std::nullopt)) {
                        m_reboot = oriented(p, fit->second);
                        tile(p).special = true;
                        m_notes.push_back(util::approximated("reboot", p, QStringLiteral("added: mvolfik maps require one")));
                    }
                }
            }
        }
    }
    if (!m_antenna) {
        m_antenna = synthesizeAntenna();
        if (m_antenna) {
            tile(*m_antenna).special = true;
            m_notes.push_back(util::approximated("antenna", *m_antenna, QStringLiteral("added: mvolfik maps require one")));
        }
    }
    if (m_antenna) {
        // The parser requires walls on all four sides of the antenna tile (wall() puts them there).
        bool added = false;
        for (Direction d : kAllDirections) {
            const EdgePos e = EdgePos::of(*m_antenna, d);
            if (!m_b.hasWall(e))
                added = true;
            wall(e);
        }
        if (added)
            m_notes.push_back(util::approximated("antenna", *m_antenna, QStringLiteral("walls added on all four sides (required by mvolfik)")));
    }
}

void MvolfikWriter::pushers()
{
    for (const EdgeFeature &f : m_b.edgeFeatures()) {
        if (f.kind != EdgeKind::Pusher)
            continue;
        const Point pushed = util::cellOnSide(f.pos, f.dir);
        if (!util::crosses(f.pos, f.dir) || !freeFloor(pushed) || m_b.cell(pushed).device.kind != DeviceKind::None) {
            m_notes.push_back(util::droppedEdge("pusher", f.pos, QStringLiteral("a push panel is a whole tile: the pushed cell must be plain floor without other items")));
            continue;
        }
        const auto [div, rem] = periodicPattern(f.registers);
        RegisterSet written;
        for (int r = 1; r <= RegisterSet::kRegisters; ++r)
            if (r % div == rem)
                written.insert(r);
        if (written != f.registers)
            m_notes.push_back(util::approximatedEdge("pusher", f.pos, QStringLiteral("registers %1 written as %2").arg(util::registerList(f.registers, QLatin1String("none")), util::registerList(written, QLatin1String("none")))));
        tile(pushed).type = QStringLiteral("P%1%2+%3").arg(QLatin1Char(letterOf(f.dir))).arg(div).arg(rem);
    }
}

void MvolfikWriter::walls()
{
    for (const EdgeFeature &f : m_b.edgeFeatures()) {
        switch (f.kind) {
        case EdgeKind::Wall: wall(f.pos); break;
        case EdgeKind::OneWayWall:
            wall(f.pos);
            m_notes.push_back(util::approximatedEdge("oneway", f.pos, QStringLiteral("written as a wall")));
            break;
        case EdgeKind::Repulsor: m_notes.push_back(util::droppedEdge("repulsor", f.pos, QStringLiteral("not expressible"))); break;
        default: break; // lasers and pushers above; ledges in noteLevels()
        }
    }
    util::noteLevels(m_b, m_notes);
}

void MvolfikWriter::belts()
{
    // Re-derive the inputs the way a reader will and report belts whose shape changes.
    Board written(m_b.width(), m_b.height());
    for (Point p{0, 0}; p.y < m_b.height(); ++p.y)
        for (p.x = 0; p.x < m_b.width(); ++p.x)
            if (m_b.cell(p).device.kind == DeviceKind::Belt)
                written.setDevice(p, m_b.cell(p).device);
    inferBeltInputs(written);
    for (Point p{0, 0}; p.y < m_b.height(); ++p.y) {
        for (p.x = 0; p.x < m_b.width(); ++p.x) {
            const Device &d = m_b.cell(p).device;
            if (d.kind == DeviceKind::Belt && written.cell(p).device.inputs != d.inputs)
                m_notes.push_back(util::approximated("belt", p, QStringLiteral("inputs %1 become %2 (mvolfik derives them from the neighbouring belts)")
                                                                   .arg(inputsText(d.inputs), inputsText(written.cell(p).device.inputs))));
        }
    }
}

QByteArray MvolfikWriter::run()
{
    util::noteInfo(m_b.info(), true, mapName(m_b.info().name), m_notes);
    floorsAndDevices();
    specials();
    pushers();
    walls();
    belts();

    QString out = QStringLiteral("Name=%1 Size=%2,%3 Antenna=%4 Reboot=%5 Checkpoints=%6 Spawnpoints=%7 Lasers=%8\n")
                      .arg(mapName(m_b.info().name))
                      .arg(m_b.width())
                      .arg(m_b.height())
                      .arg(m_antenna ? pos(*m_antenna) : QString(), m_reboot, m_checkpoints.join(QLatin1Char(';')),
                           m_spawns.join(QLatin1Char(';')), m_lasers.join(QLatin1Char(';')));
    for (int y = 0; y < m_b.height(); ++y) {
        QStringList row;
        for (int x = 0; x < m_b.width(); ++x) {
            const Tile &t = tile({x, y});
            QString s = t.type;
            if (t.walls) {
                s += QLatin1Char(':');
                for (Direction d : kAllDirections)
                    if (t.walls & (1U << static_cast<int>(d)))
                        s += QLatin1Char(letterOf(d));
            }
            row << s;
        }
        out += row.join(QLatin1Char(';')) + QLatin1Char('\n');
    }
    return out.toUtf8();
}

} // namespace

void inferBeltInputs(Board &b)
{
    for (Point p{0, 0}; p.y < b.height(); ++p.y) {
        for (p.x = 0; p.x < b.width(); ++p.x) {
            Device d = b.cell(p).device;
            if (d.kind != DeviceKind::Belt)
                continue;
            DirectionSet inputs;
            for (Direction side : kAllDirections) {
                const Point n = step(p, side);
                if (side == d.dir || !b.contains(n))
                    continue;
                const Device &nd = b.cell(n).device;
                if (nd.kind == DeviceKind::Belt && nd.express == d.express && nd.dir == opposite(side))
                    inputs.insert(side);
            }
            d.inputs = inputs.empty() ? straightInputs(d.dir) : inputs;
            b.cell(p).device = d;
        }
    }
}

QByteArray writeMvolfikMap(const Board &b, std::vector<ConversionNote> &notes) { return MvolfikWriter(b, notes).run(); }

} // namespace rf::io::interop
