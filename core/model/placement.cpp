// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/placement.h"

namespace rf::model {

Point localToCombined(const Placement &pl, Point local)
{
    return rotatePoint(local, pl.board.size(), pl.rotation) + pl.offset;
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

} // namespace rf::model
