// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/boardflip.h"

namespace rf::editor {

using namespace rf::model;

namespace {

Direction mirrorDir(Direction d)
{
    if (d == Direction::East)
        return Direction::West;
    if (d == Direction::West)
        return Direction::East;
    return d;
}

} // namespace

Cell flippedCell(Cell c)
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
            out.cell({b.width() - 1 - x, y}) = flippedCell(b.cell({x, y}));
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

Board mirroredVertically(const Board &b)
{
    return mirroredHorizontally(rotated(b, 2));
}

} // namespace rf::editor
