// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/boardfile.h"
#include "io/jsontext.h"
#include "io/measuredblock.h"

#include <QList>

// Writing .rfboard text. Fields are written in a fixed order; a field is left out when it has
// its default value unless it is a parameter of the element's kind (a gear always says which
// way it turns), so files stay short and hand-writable yet lossless.
namespace rf::io {

namespace {

using namespace rf::model;
using json::InlineObject;

QByteArray directionList(DirectionSet s)
{
    QList<QByteArray> items;
    for (Direction d : kAllDirections)
        if (s.contains(d))
            items << json::direction(d);
    return '[' + items.join(", ") + ']';
}

QByteArray registerList(RegisterSet s)
{
    QList<QByteArray> items;
    for (int r = 1; r <= RegisterSet::kRegisters; ++r)
        if (s.contains(r))
            items << QByteArray::number(r);
    return '[' + items.join(", ") + ']';
}

QByteArray deviceJson(const Device &d)
{
    const Device def;
    const DeviceKind k = d.kind;
    InlineObject o;
    if (d.id != kNoId)
        o.num("id", d.id);
    o.str("kind", deviceKindName(k));
    if (deviceHasDirection(k) || d.dir != def.dir)
        o.raw("dir", json::direction(d.dir));
    if (d.express != def.express || (k == DeviceKind::Belt && d.express))
        o.boolean("express", d.express);
    // A belt's inputs default to the side opposite its output; other devices have none.
    const DirectionSet defaultInputs = k == DeviceKind::Belt ? straightInputs(d.dir) : DirectionSet{};
    if (d.inputs != defaultInputs)
        o.raw("inputs", directionList(d.inputs));
    if (k == DeviceKind::Gear || d.clockwise != def.clockwise)
        o.boolean("clockwise", d.clockwise);
    if (k == DeviceKind::RepairSite || d.wrenches != def.wrenches)
        o.num("wrenches", d.wrenches);
    if (k == DeviceKind::Portal || d.colour != def.colour)
        o.str("colour", d.colour);
    if (deviceIsTimed(k) || d.registers != def.registers)
        o.raw("registers", registerList(d.registers));
    return o.text();
}

// An edge is written as a cell of the board and one of its sides: the cell south/east of the
// edge (side N/W) when that cell is on the board, else the cell north/west of it (side S/E).
std::pair<Point, Direction> edgeCellSide(EdgePos e, Size size)
{
    if (size.contains(e.after()))
        return {e.after(), e.axis == EdgePos::Axis::Horizontal ? Direction::North : Direction::West};
    return {e.before(), e.axis == EdgePos::Axis::Horizontal ? Direction::South : Direction::East};
}

QByteArray edgeJson(const EdgeFeature &f, Size size)
{
    const EdgeFeature def;
    const auto [cell, side] = edgeCellSide(f.pos, size);
    InlineObject o;
    if (f.id != kNoId)
        o.num("id", f.id);
    o.raw("at", json::pair(cell.x, cell.y));
    o.raw("side", json::direction(side));
    o.str("kind", edgeKindName(f.kind));
    const bool directed = f.kind != EdgeKind::Wall && f.kind != EdgeKind::NoLedge;
    if (directed || f.dir != def.dir)
        o.raw("dir", json::direction(f.dir));
    if (f.kind == EdgeKind::Laser || f.beams != def.beams)
        o.num("beams", f.beams);
    if (f.kind == EdgeKind::Pusher || f.registers != def.registers)
        o.raw("registers", registerList(f.registers));
    return o.text();
}

QByteArray markerJson(const Marker &m)
{
    const Marker def;
    InlineObject o;
    if (m.id != kNoId)
        o.num("id", m.id);
    o.str("kind", markerKindName(m.kind));
    o.raw("at", json::pair(m.at.x, m.at.y));
    if (m.kind != MarkerKind::Dock || m.number != def.number)
        o.num("number", m.number);
    if (m.kind == MarkerKind::Start || m.facing != def.facing)
        o.raw("facing", json::direction(m.facing));
    return o.text();
}

QByteArray cellJson(const Cell &c, Point at)
{
    const Cell def;
    InlineObject o;
    o.raw("at", json::pair(at.x, at.y));
    if (c.level != def.level)
        o.num("level", c.level);
    if (c.floor.kind != def.floor.kind)
        o.str("floor", floorKindName(c.floor.kind));
    if (c.floor.current)
        o.raw("current", json::direction(*c.floor.current));
    // A cell without a device has no device parameters worth keeping (rotated() turns the
    // unused direction of empty cells too).
    if (c.device.kind != DeviceKind::None)
        o.raw("device", deviceJson(c.device));
    return o.text();
}

// A list of pre-formatted one-line items under `key`, one per line.
void writeList(QByteArray &out, const QByteArray &indent, const char *key, const QList<QByteArray> &items, bool last)
{
    out += indent + json::quote(std::string_view(key)) + ": [";
    if (!items.isEmpty()) {
        out += '\n';
        for (qsizetype i = 0; i < items.size(); ++i)
            out += indent + "  " + items.at(i) + (i + 1 < items.size() ? ",\n" : "\n");
        out += indent;
    }
    out += last ? "]\n" : "],\n";
}

void writeInfo(QByteArray &out, const QByteArray &indent, const BoardInfo &info)
{
    out += indent + "\"name\": " + json::quote(info.name) + ",\n";
    if (!info.author.empty())
        out += indent + "\"author\": " + json::quote(info.author) + ",\n";
    if (!info.description.empty())
        out += indent + "\"description\": " + json::quote(info.description) + ",\n";
    if (info.measured)
        out += indent + "\"measured\": " + json::measuredJson(*info.measured, indent) + ",\n";
}

// The members of a board object (without braces), each line starting with `indent`.
void writeBoardBody(QByteArray &out, const QByteArray &indent, const Board &b)
{
    writeInfo(out, indent, b.info());
    out += indent + "\"size\": " + json::pair(b.width(), b.height()) + ",\n";
    out += indent + "\"nextId\": " + QByteArray::number(b.peekNextId()) + ",\n";
    QList<QByteArray> cells;
    const Cell def;
    for (Point p{0, 0}; p.y < b.height(); ++p.y)
        for (p.x = 0; p.x < b.width(); ++p.x)
            if (const Cell &c = b.cell(p); c.level != def.level || c.floor != def.floor || c.device.kind != DeviceKind::None)
                cells << cellJson(c, p);
    writeList(out, indent, "cells", cells, false);
    QList<QByteArray> edges;
    for (const EdgeFeature &f : b.edgeFeatures())
        edges << edgeJson(f, b.size());
    writeList(out, indent, "edges", edges, false);
    QList<QByteArray> markers;
    for (const Marker &m : b.markers())
        markers << markerJson(m);
    writeList(out, indent, "markers", markers, true);
}

} // namespace

QByteArray boardToJson(const Course &course)
{
    QByteArray out = "{\n";
    out += "  \"format\": " + json::quote(std::string_view(kBoardFormatName)) + ",\n";
    out += "  \"version\": " + QByteArray::number(kBoardFormatVersion) + ",\n";
    const bool single = course.isSingleBoard() && course.placements().front().source.empty() &&
                        course.info() == course.placements().front().board.info();
    if (single) {
        out += "  \"kind\": \"board\",\n";
        writeBoardBody(out, "  ", course.placements().front().board);
        return out + "}\n";
    }
    out += "  \"kind\": \"course\",\n";
    writeInfo(out, "  ", course.info());
    out += "  \"placements\": [";
    const auto &pls = course.placements();
    for (std::size_t i = 0; i < pls.size(); ++i) {
        const Placement &pl = pls[i];
        out += i == 0 ? "\n" : ",\n";
        out += "    {\"offset\": " + json::pair(pl.offset.x, pl.offset.y) +
               ", \"rotation\": " + QByteArray::number(normalizeRotation(pl.rotation) * 90);
        if (!pl.source.empty()) {
            out += ", \"source\": " + json::quote(pl.source) + '}';
        } else {
            out += ", \"board\": {\n";
            writeBoardBody(out, "      ", pl.board);
            out += "    }}";
        }
    }
    out += pls.empty() ? "]\n" : "\n  ]\n";
    return out + "}\n";
}

} // namespace rf::io
