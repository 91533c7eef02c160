// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/laserpath.h"

namespace rf::model {

namespace {

bool stopsBeamInside(const Board &b, Point p) { return blocksLikeWall(b.cell(p).device.kind); }

bool edgeBlocks(const Board &b, EdgePos e, Direction crossing)
{
    for (const EdgeFeature &f : b.edgesAt(e)) {
        if (f.kind == EdgeKind::Wall)
            return true;
        if (f.kind == EdgeKind::OneWayWall && f.dir == crossing)
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

Point laserStart(const EdgeFeature &laser)
{
    // The mount's edge separates two cells; the beam enters the one lying in the firing
    // direction. The wall the laser is mounted on is behind it and does not stop it.
    const Point a = laser.pos.before();
    const Point c = laser.pos.after();
    return step(a, laser.dir) == c ? c : a;
}

std::vector<Point> laserPath(const Board &b, const EdgeFeature &laser) { return beamPath(b, laserStart(laser), laser.dir); }

BeamTable::BeamTable(const Board &b) : m_size(b.size())
{
    const auto cells = static_cast<std::size_t>(m_size.area());
    m_blocked.assign(cells * 4, 0);
    m_stops.assign(cells, 0);
    m_reach.assign(cells * 4, 0);
    m_behind.assign(cells * 4, 0);
    for (Point p{0, 0}; p.y < m_size.height; ++p.y)
        for (p.x = 0; p.x < m_size.width; ++p.x) {
            m_stops[slot(p, Direction::North) / 4] = stopsBeamInside(b, p) ? 1 : 0;
            for (Direction d : kAllDirections)
                m_blocked[slot(p, d)] = beamBlockedLeaving(b, p, d) ? 1 : 0;
        }
    // reach(p) = 0 when blocked, else 1 + reach of the next square; behind(p) = 0 when the square
    // before cannot pass a beam on, else 1 + its behind. Reading order visits the square before
    // first for East and South, reversed reading order for West and North.
    const auto last = static_cast<int>(cells) - 1;
    for (Direction d : kAllDirections) {
        const bool forward = d == Direction::East || d == Direction::South;
        for (int k = 0; k <= last; ++k) {
            const int i = forward ? last - k : k; // the reach pass: the next square first
            const Point p{i % m_size.width, i / m_size.width};
            m_reach[slot(p, d)] = blocked(p, d) ? 0 : 1 + m_reach[slot(step(p, d), d)];
        }
        for (int k = 0; k <= last; ++k) {
            const int i = forward ? k : last - k; // the behind pass: the square before first
            const Point p{i % m_size.width, i / m_size.width};
            const Point before = step(p, opposite(d));
            m_behind[slot(p, d)] = b.contains(before) && !blocked(before, d) ? 1 + m_behind[slot(before, d)] : 0;
        }
    }
}

int BeamTable::pathLength(Point first, Direction d) const
{
    if (!m_size.contains(first) || m_stops[slot(first, d) / 4] != 0)
        return 0;
    return 1 + reach(first, d);
}

} // namespace rf::model
