// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/laserpath.h"

namespace rf::model {

namespace {

bool stopsBeamInside(const Board &b, Point p) { return blocksLikeWall(b.cell(p).device.kind); }

bool edgeBlocks(const Board &b, EdgePos e, Direction crossing)
{
    for (const EdgeFeature *f : b.featuresAt(e)) {
        if (f->kind == EdgeKind::Wall)
            return true;
        if (f->kind == EdgeKind::OneWayWall && f->dir == crossing)
            return true;
    }
    return false;
}

} // namespace

bool beamBlockedLeaving(const Board &b, Point from, Direction d)
{
    const Point next = step(from, d);
    if (!b.contains(next))
        return true;
    if (edgeBlocks(b, EdgePos::of(from, d), d))
        return true;
    return stopsBeamInside(b, next);
}

std::vector<Point> beamPath(const Board &b, Point first, Direction d)
{
    std::vector<Point> path;
    if (!b.contains(first) || stopsBeamInside(b, first))
        return path;
    Point p = first;
    path.push_back(p);
    // A beam can cross at most every cell of the row/column once.
    const int limit = b.width() + b.height();
    for (int i = 0; i < limit && !beamBlockedLeaving(b, p, d); ++i) {
        p = step(p, d);
        path.push_back(p);
    }
    return path;
}

std::vector<Point> laserPath(const Board &b, const EdgeFeature &laser)
{
    // The mount's edge separates two cells; the beam enters the one lying in the firing
    // direction. The wall the laser is mounted on is behind it and does not stop it.
    const Point a = laser.pos.before();
    const Point c = laser.pos.after();
    const Point first = step(a, laser.dir) == c ? c : a;
    return beamPath(b, first, laser.dir);
}

} // namespace rf::model
