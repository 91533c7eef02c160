// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/cellmapping.h"

namespace rf::editor {

using namespace rf::model;

namespace {

constexpr ElementId kLocalMask = (ElementId{1} << kCombinedIdShift) - 1;

Point rotatedOffset(const Placement &pl, Point p) { return p + pl.offset; }

Direction mirrorDir(Direction d)
{
    if (d == Direction::East)
        return Direction::West;
    if (d == Direction::West)
        return Direction::East;
    return d;
}

} // namespace

Point localToCombined(const Placement &pl, Point local)
{
    return rotatedOffset(pl, rotatePoint(local, pl.board.size(), pl.rotation));
}

Point combinedToLocal(const Placement &pl, Point combined)
{
    const Size turned = rotateSize(pl.board.size(), pl.rotation);
    return rotatePoint(combined - pl.offset, turned, 4 - normalizeRotation(pl.rotation));
}

EdgePos localToCombined(const Placement &pl, EdgePos local)
{
    EdgePos e = rotateEdge(local, pl.board.size(), pl.rotation);
    e.x += pl.offset.x;
    e.y += pl.offset.y;
    return e;
}

EdgePos combinedToLocal(const Placement &pl, EdgePos combined)
{
    const Size turned = rotateSize(pl.board.size(), pl.rotation);
    combined.x -= pl.offset.x;
    combined.y -= pl.offset.y;
    return rotateEdge(combined, turned, 4 - normalizeRotation(pl.rotation));
}

Cell rotateCell(Cell c, Rotation r)
{
    if (c.floor.current)
        c.floor.current = turnRight(*c.floor.current, r);
    c.device.dir = turnRight(c.device.dir, r);
    c.device.inputs = c.device.inputs.rotated(r);
    return c;
}

Cell cellToCombined(const Placement &pl, Cell local, int placementIndex)
{
    Cell c = rotateCell(std::move(local), pl.rotation);
    c.device.id = combinedId(placementIndex, c.device.id);
    return c;
}

Cell cellToLocal(const Placement &pl, Cell combined)
{
    Cell c = rotateCell(std::move(combined), 4 - normalizeRotation(pl.rotation));
    c.device.id = localId(c.device.id);
    return c;
}

EdgeFeature edgeToCombined(const Placement &pl, EdgeFeature f, int placementIndex)
{
    f.pos = localToCombined(pl, f.pos);
    f.dir = turnRight(f.dir, pl.rotation);
    f.id = combinedId(placementIndex, f.id);
    return f;
}

EdgeFeature edgeToLocal(const Placement &pl, EdgeFeature f)
{
    f.pos = combinedToLocal(pl, f.pos);
    f.dir = turnLeft(f.dir, pl.rotation);
    f.id = localId(f.id);
    return f;
}

Marker markerToCombined(const Placement &pl, Marker m, int placementIndex)
{
    m.at = localToCombined(pl, m.at);
    m.facing = turnRight(m.facing, pl.rotation);
    m.id = combinedId(placementIndex, m.id);
    return m;
}

Marker markerToLocal(const Placement &pl, Marker m)
{
    m.at = combinedToLocal(pl, m.at);
    m.facing = turnLeft(m.facing, pl.rotation);
    m.id = localId(m.id);
    return m;
}

ElementId combinedId(int placementIndex, ElementId local)
{
    if (local == kNoId)
        return kNoId;
    return (static_cast<ElementId>(placementIndex + 1) << kCombinedIdShift) | (local & kLocalMask);
}

ElementId localId(ElementId combined) { return combined & kLocalMask; }

Cell mirrorCell(Cell c)
{
    if (c.floor.current)
        c.floor.current = mirrorDir(*c.floor.current);
    c.device.dir = mirrorDir(c.device.dir);
    DirectionSet inputs;
    for (Direction d : kAllDirections)
        if (c.device.inputs.contains(d))
            inputs.insert(mirrorDir(d));
    c.device.inputs = inputs;
    if (c.device.kind == DeviceKind::Gear)
        c.device.clockwise = !c.device.clockwise;
    return c;
}

Board mirroredHorizontally(const Board &b)
{
    Board out(b.width(), b.height());
    out.info() = b.info();
    for (int y = 0; y < b.height(); ++y)
        for (int x = 0; x < b.width(); ++x)
            out.cell({b.width() - 1 - x, y}) = mirrorCell(b.cell({x, y}));
    for (EdgeFeature f : b.edgeFeatures()) {
        if (f.pos.axis == EdgePos::Axis::Horizontal)
            f.pos.x = b.width() - 1 - f.pos.x;
        else
            f.pos.x = b.width() - f.pos.x;
        f.dir = mirrorDir(f.dir);
        out.addEdgeFeature(f);
    }
    for (Marker m : b.markers()) {
        m.at.x = b.width() - 1 - m.at.x;
        m.facing = mirrorDir(m.facing);
        out.addMarker(m);
    }
    out.setNextId(b.peekNextId());
    return out;
}

Board mirroredVertically(const Board &b) { return mirroredHorizontally(rotated(b, 2)); }

} // namespace rf::editor
