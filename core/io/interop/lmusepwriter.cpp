// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/interop/interoputil.h"
#include "io/interop/lmusep.h"
#include "io/jsontext.h"

#include <map>

namespace rf::io::interop::lmu {

using namespace rf::model;
using util::qs;
namespace js = rf::io::json;

namespace {

QByteArray dirs(std::initializer_list<Direction> ds)
{
    QByteArrayList out;
    for (Direction d : ds)
        out << js::quote(directionName(d));
    return '[' + out.join(", ") + ']';
}

} // namespace

QByteArray writeBoard(const Board &b, const QString &name, Direction startFacing, std::vector<Special> *specials, std::vector<ConversionNote> &notes,
                      const std::vector<bool> &noTile)
{
    const int w = b.width();
    const int h = b.height();
    const auto idx = [&](Point p) { return static_cast<std::size_t>(p.x * h + p.y); };
    const auto hasNoTile = [&](Point p) { return !noTile.empty() && noTile[static_cast<std::size_t>(p.y * w + p.x)]; };
    // Per cell: wall sides, then the base fields, then devices on top (upstream's order).
    std::vector<std::uint8_t> wallSides(static_cast<std::size_t>(w * h), 0);
    std::vector<QByteArrayList> base(static_cast<std::size_t>(w * h));
    std::vector<QByteArrayList> top(static_cast<std::size_t>(w * h));
    const QByteArray onBoard = js::quote(name);
    const auto field = [&](const char *type) {
        return js::InlineObject().str("type", std::string_view(type)).raw("isOnBoard", onBoard);
    };

    for (Point p{0, 0}; p.y < h; ++p.y) {
        for (p.x = 0; p.x < w; ++p.x) {
            const Cell &c = b.cell(p);
            QByteArrayList &here = base[idx(p)];
            if (hasNoTile(p)) {
                here << "null";
                continue;
            }
            if (c.floor.kind == FloorKind::Pit || c.floor.kind == FloorKind::Drain) {
                here << field("Pit").text();
                if (c.floor.kind == FloorKind::Drain)
                    notes.push_back(util::approximated("drain", p, QStringLiteral("written as a pit")));
            } else if (c.floor.kind != FloorKind::Floor) {
                notes.push_back(util::dropped(floorKindName(c.floor.kind), p, QStringLiteral("written as plain floor")));
            }
            const Device &d = c.device;
            switch (d.kind) {
            case DeviceKind::None: break;
            case DeviceKind::Belt: {
                if (d.inputs.empty() || d.inputs.contains(d.dir))
                    notes.push_back(util::approximated("belt", p, QStringLiteral("inputs not expressible; read back as a straight belt")));
                QByteArrayList o{js::quote(directionName(d.dir))};
                for (Direction s : kAllDirections)
                    if (d.inputs.contains(s) && s != d.dir)
                        o << js::quote(directionName(s));
                here << field("ConveyorBelt").num("speed", d.express ? 2 : 1).raw("orientations", '[' + o.join(", ") + ']').text();
                break;
            }
            case DeviceKind::Gear:
                here << field("Gear").raw("orientations", d.clockwise ? QByteArray("[\"clockwise\"]") : QByteArray("[\"counterclockwise\"]")).text();
                break;
            case DeviceKind::EnergySpace: here << field("EnergySpace").text(); break;
            case DeviceKind::PriorityAntenna:
                if (specials)
                    specials->push_back({QStringLiteral("Antenna"), p, d.dir, 0});
                else
                    top[idx(p)] << field("Antenna").raw("orientations", dirs({d.dir})).text();
                break;
            case DeviceKind::RebootToken:
                if (specials)
                    specials->push_back({QStringLiteral("RestartPoint"), p, d.dir, 0});
                else
                    top[idx(p)] << field("RestartPoint").raw("orientations", dirs({d.dir})).text();
                break;
            default: notes.push_back(util::dropped(deviceKindName(d.kind), p, QStringLiteral("not expressible"))); break;
            }
        }
    }

    // Starts: numbered in reading order and facing the antenna when read back.
    int number = 0;
    std::vector<const Marker *> starts = b.markersOf(MarkerKind::Start);
    std::ranges::sort(starts, [](const Marker *a, const Marker *c) { return std::pair(a->at.y, a->at.x) < std::pair(c->at.y, c->at.x); });
    for (const Marker *m : starts) {
        if (!b.contains(m->at)) {
            notes.push_back(util::dropped("start", m->at, QStringLiteral("outside the board")));
            continue;
        }
        ++number;
        if (m->number != number)
            notes.push_back(util::approximated("start", m->at, QStringLiteral("number %1 becomes %2 (LMU numbers starts in reading order)").arg(m->number).arg(number)));
        if (m->facing != startFacing)
            notes.push_back(util::approximated("start", m->at, QStringLiteral("facing %1 becomes %2 (LMU starts face the antenna)").arg(qs(directionLetter(m->facing)), qs(directionLetter(startFacing)))));
        base[idx(m->at)] << field("StartPoint").text();
    }
    for (const Marker &m : b.markers()) {
        if (m.kind == MarkerKind::Dock)
            notes.push_back(util::dropped("dock", m.at, QStringLiteral("not expressible")));
        if (m.kind != MarkerKind::Checkpoint)
            continue;
        if (!b.contains(m.at))
            notes.push_back(util::dropped("checkpoint", m.at, QStringLiteral("outside the board")));
        else if (specials)
            specials->push_back({QStringLiteral("CheckPoint"), m.at, Direction::North, m.number});
        else
            top[idx(m.at)] << field("CheckPoint").num("count", m.number).text();
    }

    std::map<EdgePos, Point> deviceCells; // edges whose wall goes on a device's cell
    for (const EdgeFeature &f : b.edgeFeatures()) {
        if (f.kind != EdgeKind::Laser && f.kind != EdgeKind::Pusher)
            continue;
        const Point cell = util::cellOnSide(f.pos, f.dir);
        const std::string_view element = edgeKindName(f.kind);
        if (!util::crosses(f.pos, f.dir) || !b.contains(cell)) {
            notes.push_back(util::droppedEdge(element, f.pos, QStringLiteral("acts on no cell of the board")));
            continue;
        }
        deviceCells.emplace(f.pos, cell);
        if (f.kind == EdgeKind::Laser) {
            if (!f.registers.empty() && f.registers != RegisterSet::all())
                notes.push_back(util::approximatedEdge(element, f.pos, QStringLiteral("timed laser written as always active")));
            top[idx(cell)] << field("Laser").raw("orientations", dirs({f.dir})).num("count", f.beams).text();
        } else {
            top[idx(cell)] << field("PushPanel").raw("orientations", dirs({f.dir})).raw("registers", util::registerJson(f.registers)).text();
        }
    }
    for (const EdgeFeature &f : b.edgeFeatures()) {
        if (f.kind == EdgeKind::Wall || f.kind == EdgeKind::OneWayWall) {
            if (f.kind == EdgeKind::OneWayWall)
                notes.push_back(util::approximatedEdge("oneway", f.pos, QStringLiteral("written as a wall")));
            // On a square of a board: the client keeps no field beside a square's null.
            Point cell = b.contains(f.pos.after()) && !hasNoTile(f.pos.after()) ? f.pos.after() : f.pos.before();
            if (const auto it = deviceCells.find(f.pos); it != deviceCells.end())
                cell = it->second;
            for (Direction s : kAllDirections)
                if (EdgePos::of(cell, s) == f.pos)
                    wallSides[idx(cell)] = static_cast<std::uint8_t>(wallSides[idx(cell)] | (1U << static_cast<int>(s)));
        } else if (f.kind == EdgeKind::Repulsor) {
            notes.push_back(util::droppedEdge("repulsor", f.pos, QStringLiteral("not expressible")));
        }
    }
    util::noteLevels(b, notes);

    QByteArray out = "{\n  \"name\": " + js::quote(name) + ",\n  \"startingBoard\": " + (number > 0 ? "true" : "false") + ",\n  \"tiles\": [\n";
    for (int x = 0; x < w; ++x) {
        out += "    [\n";
        for (int y = 0; y < h; ++y) {
            const Point p{x, y};
            QByteArrayList stack;
            QByteArrayList sides;
            for (Direction s : kAllDirections)
                if (wallSides[idx(p)] & (1U << static_cast<int>(s)))
                    sides << js::quote(directionName(s));
            if (!sides.isEmpty())
                stack << field("Wall").raw("orientations", '[' + sides.join(", ") + ']').text();
            stack << base[idx(p)];
            if (base[idx(p)].isEmpty())
                stack << field("Empty").text();
            stack << top[idx(p)];
            out += "      [" + stack.join(", ") + ']' + (y + 1 < h ? ",\n" : "\n");
        }
        out += QByteArray("    ]") + (x + 1 < w ? ",\n" : "\n");
    }
    out += "  ]\n}\n";
    return out;
}

} // namespace rf::io::interop::lmu
