// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/passage.h"

#include <algorithm>
#include <span>

namespace rf::model {

namespace {

// The direction that crosses edge `e` from its before() cell to its after() cell.
constexpr Direction forwardAcross(EdgePos e) { return e.axis == EdgePos::Axis::Horizontal ? Direction::South : Direction::East; }

// The features on one edge: a run of the board's list, which is sorted by edge position.
std::span<const EdgeFeature> featuresOn(const Board &b, EdgePos e)
{
    const std::span<const EdgeFeature> all = b.edgeFeatures();
    const auto first = std::ranges::lower_bound(all, e, {}, &EdgeFeature::pos);
    const auto last = std::find_if(first, all.end(), [&](const EdgeFeature &f) { return f.pos != e; });
    return all.subspan(static_cast<std::size_t>(first - all.begin()), static_cast<std::size_t>(last - first));
}

// Crossing edge `e` (with the features `on` it) in direction `d`. The features come in the
// board's order (a wall and a one-way wall before a repulsor); a repulsor decides only when no
// wall has, and blocks both ways, repelling only a robot running into the side it faces.
SidePassage resolveEdge(const Board &b, EdgePos e, std::span<const EdgeFeature> on, Direction d)
{
    SidePassage s;
    bool ledgeFeature = false;
    for (const EdgeFeature &f : on) {
        if (f.kind == EdgeKind::Wall || (f.kind == EdgeKind::OneWayWall && f.dir == d)) {
            s.crossing = Crossing::Wall;
        } else if (f.kind == EdgeKind::Repulsor && s.crossing == Crossing::Free) {
            s.crossing = f.dir == opposite(d) ? Crossing::Repulsor : Crossing::Wall;
            s.repulsor = f.id;
        }
        ledgeFeature = ledgeFeature || f.kind == EdgeKind::Ledge || f.kind == EdgeKind::NoLedge;
    }
    if (s.crossing != Crossing::Free)
        return s;
    // Board::ledgeAt finds a ledge only where one is drawn or the levels differ: the others need
    // no look-up.
    const Point a = e.before();
    const Point c = e.after();
    if (!ledgeFeature && !(b.contains(a) && b.contains(c) && b.cell(a).level != b.cell(c).level))
        return s;
    if (const auto drop = b.ledgeAt(e)) {
        if (*drop == d)
            s.crossing = Crossing::LedgeDrop;
        else if (*drop == opposite(d))
            s.crossing = Crossing::LedgeUp;
    }
    return s;
}

// The edge's answer with the next cell's contents: a crate or an antenna blocks like a wall,
// after the edge's walls and before its ledge.
Crossing withNextCell(const Board &b, Point from, Direction d, Crossing edge)
{
    if (walled(edge))
        return edge;
    const Point n = step(from, d);
    return b.contains(n) && blocksLikeWall(b.cell(n).device.kind) ? Crossing::Wall : edge;
}

} // namespace

SidePassage edgePassage(const Board &b, Point from, Direction d)
{
    const EdgePos e = EdgePos::of(from, d);
    return resolveEdge(b, e, featuresOn(b, e), d);
}

SidePassage passage(const Board &b, Point from, Direction d)
{
    SidePassage s = edgePassage(b, from, d);
    s.crossing = withNextCell(b, from, d, s.crossing);
    return s;
}

bool edgeHasWall(const Board &b, EdgePos e)
{
    return std::ranges::any_of(featuresOn(b, e), [](const EdgeFeature &f) {
        return f.kind == EdgeKind::Wall || f.kind == EdgeKind::OneWayWall || f.kind == EdgeKind::Repulsor;
    });
}

PassageTable::PassageTable(const Board &b) : m_width(b.width())
{
    const auto sides = static_cast<std::size_t>(b.size().area()) * 4;
    m_edge.assign(sides, Crossing::Free);
    m_repulsor.assign(sides, kNoId);
    // Both sides of an edge, as resolveEdge() answers them.
    auto resolve = [&](EdgePos e, std::span<const EdgeFeature> on) {
        const Direction fwd = forwardAcross(e);
        for (const auto &[cell, d] : {std::pair{e.before(), fwd}, std::pair{e.after(), opposite(fwd)}}) {
            if (!b.contains(cell))
                continue; // the outer side of a border edge
            const SidePassage s = resolveEdge(b, e, on, d);
            m_edge[slot(cell, d)] = s.crossing;
            m_repulsor[slot(cell, d)] = s.repulsor;
        }
    };
    // Edges without features pass freely unless the levels differ.
    for (Point p{0, 0}; p.y < b.height(); ++p.y) {
        for (p.x = 0; p.x < b.width(); ++p.x) {
            const int level = b.cell(p).level;
            if (p.x + 1 < b.width() && b.cell({p.x + 1, p.y}).level != level)
                resolve(EdgePos::of(p, Direction::East), {});
            if (p.y + 1 < b.height() && b.cell({p.x, p.y + 1}).level != level)
                resolve(EdgePos::of(p, Direction::South), {});
        }
    }
    // Edges with features, each run of the sorted list at once (this also settles their ledges).
    const std::span<const EdgeFeature> all = b.edgeFeatures();
    for (std::size_t i = 0; i < all.size();) {
        std::size_t j = i + 1;
        while (j < all.size() && all[j].pos == all[i].pos)
            ++j;
        resolve(all[i].pos, all.subspan(i, j - i));
        i = j;
    }
    // With the next cell: the few crates and antennas wall in the sides facing them (withNextCell).
    m_crossing = m_edge;
    for (Point p{0, 0}; p.y < b.height(); ++p.y)
        for (p.x = 0; p.x < b.width(); ++p.x)
            if (blocksLikeWall(b.cell(p).device.kind))
                for (Direction d : kAllDirections)
                    if (const Point from = step(p, opposite(d)); b.contains(from) && !walled(m_edge[slot(from, d)]))
                        m_crossing[slot(from, d)] = Crossing::Wall;
}

} // namespace rf::model
