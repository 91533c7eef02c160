// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/board.h"

#include <algorithm>
#include <tuple>

namespace rf::model {

namespace {

auto edgeOrder(const EdgeFeature &f) { return std::tuple(f.pos, f.kind, f.id); }
auto markerOrder(const Marker &m) { return std::tuple(m.kind, m.number, m.id); }

// Compares a feature's edge with an edge either way round, for equal_range.
struct EdgeAtOrder {
    bool operator()(const EdgeFeature &f, const EdgePos &p) const { return f.pos < p; }
    bool operator()(const EdgePos &p, const EdgeFeature &f) const { return p < f.pos; }
};

} // namespace

Board::Board(int width, int height, std::string name)
    : m_size{std::clamp(width, 0, kMaxSide), std::clamp(height, 0, kMaxSide)}
{
    m_info.name = std::move(name);
    m_cells.resize(static_cast<std::size_t>(m_size.area()));
}

bool Board::containsEdge(EdgePos e) const
{
    if (e.axis == EdgePos::Axis::Horizontal)
        return e.x >= 0 && e.x < m_size.width && e.y >= 0 && e.y <= m_size.height;
    return e.x >= 0 && e.x <= m_size.width && e.y >= 0 && e.y < m_size.height;
}

ElementId Board::setDevice(Point p, Device d)
{
    if (d.kind == DeviceKind::None) {
        clearDevice(p);
        return kNoId;
    }
    if (d.id == kNoId)
        d.id = nextId();
    else if (d.id >= m_nextId)
        m_nextId = d.id + 1;
    cell(p).device = std::move(d);
    return cell(p).device.id;
}

std::span<const EdgeFeature> Board::edgesAt(EdgePos e) const
{
    const auto [first, last] = std::equal_range(m_edges.begin(), m_edges.end(), e, EdgeAtOrder{});
    return {first, last};
}

std::vector<const EdgeFeature *> Board::featuresAt(EdgePos e) const
{
    std::vector<const EdgeFeature *> out;
    for (const EdgeFeature &f : edgesAt(e))
        out.push_back(&f);
    return out;
}

bool Board::hasFeature(EdgePos e, EdgeKind kind) const
{
    return std::ranges::any_of(edgesAt(e), [kind](const EdgeFeature &f) { return f.kind == kind; });
}

const EdgeFeature *Board::edgeFeature(ElementId id) const
{
    auto it = std::find_if(m_edges.begin(), m_edges.end(), [id](const EdgeFeature &f) { return f.id == id; });
    return it == m_edges.end() ? nullptr : &*it;
}

ElementId Board::addEdgeFeature(EdgeFeature f)
{
    if (f.id == kNoId)
        f.id = nextId();
    else if (f.id >= m_nextId)
        m_nextId = f.id + 1;
    const ElementId id = f.id;
    // Inserting after every feature of equal or lower order keeps the order a stable sort of
    // push_back would give, without re-sorting (combine() adds thousands of features).
    const auto at = std::upper_bound(m_edges.begin(), m_edges.end(), f,
                                     [](const EdgeFeature &a, const EdgeFeature &b) { return edgeOrder(a) < edgeOrder(b); });
    m_edges.insert(at, std::move(f));
    return id;
}

void Board::addEdgeFeatures(std::vector<EdgeFeature> features)
{
    m_edges.reserve(m_edges.size() + features.size());
    for (EdgeFeature &f : features) {
        if (f.id == kNoId)
            f.id = nextId();
        else if (f.id >= m_nextId)
            m_nextId = f.id + 1;
        m_edges.push_back(std::move(f));
    }
    // A stable sort of the sorted features followed by the new ones in their order is the order
    // inserting each after every feature of equal or lower order gives.
    sortEdges();
}

bool Board::removeEdgeFeature(ElementId id)
{
    return std::erase_if(m_edges, [id](const EdgeFeature &f) { return f.id == id; }) > 0;
}

bool Board::replaceEdgeFeature(const EdgeFeature &f)
{
    auto it = std::find_if(m_edges.begin(), m_edges.end(), [&](const EdgeFeature &e) { return e.id == f.id; });
    if (it == m_edges.end())
        return false;
    *it = f;
    sortEdges();
    return true;
}

const Marker *Board::marker(ElementId id) const
{
    auto it = std::find_if(m_markers.begin(), m_markers.end(), [id](const Marker &m) { return m.id == id; });
    return it == m_markers.end() ? nullptr : &*it;
}

ElementId Board::addMarker(Marker m)
{
    if (m.id == kNoId)
        m.id = nextId();
    else if (m.id >= m_nextId)
        m_nextId = m.id + 1;
    const ElementId id = m.id;
    const auto at = std::upper_bound(m_markers.begin(), m_markers.end(), m,
                                     [](const Marker &a, const Marker &b) { return markerOrder(a) < markerOrder(b); });
    m_markers.insert(at, std::move(m));
    return id;
}

bool Board::removeMarker(ElementId id)
{
    return std::erase_if(m_markers, [id](const Marker &m) { return m.id == id; }) > 0;
}

bool Board::replaceMarker(const Marker &m)
{
    auto it = std::find_if(m_markers.begin(), m_markers.end(), [&](const Marker &x) { return x.id == m.id; });
    if (it == m_markers.end())
        return false;
    *it = m;
    sortMarkers();
    return true;
}

std::vector<const Marker *> Board::markersOf(MarkerKind kind) const
{
    std::vector<const Marker *> out;
    for (const Marker &m : m_markers)
        if (m.kind == kind)
            out.push_back(&m);
    return out; // m_markers is sorted by (kind, number, id)
}

Board::ElementClass Board::classify(ElementId id) const
{
    if (id == kNoId)
        return ElementClass::None;
    if (edgeFeature(id))
        return ElementClass::Edge;
    if (marker(id))
        return ElementClass::Marker;
    if (deviceCell(id))
        return ElementClass::Device;
    return ElementClass::None;
}

std::optional<Point> Board::deviceCell(ElementId id) const
{
    for (int y = 0; y < m_size.height; ++y)
        for (int x = 0; x < m_size.width; ++x)
            if (cell({x, y}).device.id == id && id != kNoId)
                return Point{x, y};
    return std::nullopt;
}

std::optional<Direction> Board::ledgeAt(EdgePos e) const
{
    std::optional<Direction> forced;
    for (const EdgeFeature &f : edgesAt(e)) {
        if (f.kind == EdgeKind::NoLedge)
            return std::nullopt;
        if (f.kind == EdgeKind::Ledge)
            forced = f.dir;
    }
    if (forced)
        return forced;
    const Point a = e.before();
    const Point b = e.after();
    if (!contains(a) || !contains(b))
        return std::nullopt;
    const int la = cell(a).level;
    const int lb = cell(b).level;
    if (la == lb)
        return std::nullopt;
    // Direction from a to b across this edge.
    const Direction ab = e.axis == EdgePos::Axis::Horizontal ? Direction::South : Direction::East;
    const Direction drop = la > lb ? ab : opposite(ab);
    // A ramp on the lower cell climbing towards the upper one bridges the levels.
    const Point lower = la > lb ? b : a;
    const Device &ramp = cell(lower).device;
    if (ramp.kind == DeviceKind::Ramp && ramp.dir == opposite(drop))
        return std::nullopt;
    return drop;
}

void Board::sortEdges()
{
    std::stable_sort(m_edges.begin(), m_edges.end(),
                     [](const EdgeFeature &a, const EdgeFeature &b) { return edgeOrder(a) < edgeOrder(b); });
}

void Board::sortMarkers()
{
    std::stable_sort(m_markers.begin(), m_markers.end(),
                     [](const Marker &a, const Marker &b) { return markerOrder(a) < markerOrder(b); });
}

Size rotateSize(Size s, Rotation r) { return (normalizeRotation(r) % 2) ? Size{s.height, s.width} : s; }

Point rotatePoint(Point p, Size s, Rotation r)
{
    switch (normalizeRotation(r)) {
    case 1: return {s.height - 1 - p.y, p.x};
    case 2: return {s.width - 1 - p.x, s.height - 1 - p.y};
    case 3: return {p.y, s.width - 1 - p.x};
    default: return p;
    }
}

EdgePos rotateEdge(EdgePos e, Size s, Rotation r)
{
    // Express the edge as (a cell inside or on the border, side), rotate both, re-canonicalize.
    Point cell = e.after();
    Direction side = e.axis == EdgePos::Axis::Horizontal ? Direction::North : Direction::West;
    if (!s.contains(cell)) {
        cell = e.before();
        side = opposite(side);
    }
    return EdgePos::of(rotatePoint(cell, s, r), turnRight(side, r));
}

Cell rotateCell(Cell c, Rotation r)
{
    if (c.floor.current)
        c.floor.current = turnRight(*c.floor.current, r);
    if (c.device.kind != DeviceKind::None) {
        c.device.dir = turnRight(c.device.dir, r);
        c.device.inputs = c.device.inputs.rotated(r);
    }
    return c;
}

Board rotated(const Board &b, Rotation r)
{
    r = normalizeRotation(r);
    const Size ns = rotateSize(b.size(), r);
    Board out(ns.width, ns.height);
    out.info() = b.info();
    for (int y = 0; y < b.height(); ++y) {
        for (int x = 0; x < b.width(); ++x) {
            out.cell(rotatePoint({x, y}, b.size(), r)) = rotateCell(b.cell({x, y}), r);
        }
    }
    std::vector<EdgeFeature> edges(b.edgeFeatures().begin(), b.edgeFeatures().end());
    for (EdgeFeature &f : edges) {
        f.pos = rotateEdge(f.pos, b.size(), r);
        f.dir = turnRight(f.dir, r);
    }
    out.addEdgeFeatures(std::move(edges));
    for (Marker m : b.markers()) {
        m.at = rotatePoint(m.at, b.size(), r);
        m.facing = turnRight(m.facing, r);
        out.addMarker(std::move(m));
    }
    out.setNextId(b.peekNextId());
    return out;
}

} // namespace rf::model
