// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/fragment.h"

#include "document/patchbuilder.h"

#include <vector>

namespace rf::editor {

using namespace rf::model;

bool edgeInRect(const EdgePos &e, const QRect &r)
{
    if (e.axis == EdgePos::Axis::Horizontal)
        return e.x >= r.left() && e.x <= r.right() && e.y >= r.top() && e.y <= r.bottom() + 1;
    return e.x >= r.left() && e.x <= r.right() + 1 && e.y >= r.top() && e.y <= r.bottom();
}

namespace {

bool onOutline(const EdgePos &e, const QRect &r)
{
    if (e.axis == EdgePos::Axis::Horizontal)
        return e.y == r.top() || e.y == r.bottom() + 1;
    return e.x == r.left() || e.x == r.right() + 1;
}

} // namespace

Board extractFragment(const Board &combined, const QRect &cells)
{
    const QRect r = cells.intersected(QRect(0, 0, combined.width(), combined.height()));
    Board out(r.width(), r.height());
    if (r.isEmpty())
        return out;
    const Point origin{r.left(), r.top()};
    for (int y = 0; y < r.height(); ++y)
        for (int x = 0; x < r.width(); ++x) {
            Cell c = combined.cell(Point{x, y} + origin);
            c.device.id = kNoId;
            out.cell({x, y}) = c;
        }
    for (EdgeFeature f : combined.edgeFeatures()) {
        if (!edgeInRect(f.pos, r))
            continue;
        f.id = kNoId;
        f.pos.x -= origin.x;
        f.pos.y -= origin.y;
        out.addEdgeFeature(f);
    }
    for (Marker m : combined.markers()) {
        if (!r.contains(m.at.x, m.at.y))
            continue;
        m.id = kNoId;
        m.at = m.at - origin;
        out.addMarker(m);
    }
    return out;
}

void clearRect(PatchBuilder &builder, const QRect &cells)
{
    for (int y = cells.top(); y <= cells.bottom(); ++y)
        for (int x = cells.left(); x <= cells.right(); ++x)
            builder.clearCell({x, y});
    std::vector<ElementId> edges;
    for (const EdgeFeature &f : builder.combined().edgeFeatures())
        if (edgeInRect(f.pos, cells))
            edges.push_back(f.id);
    for (ElementId id : edges)
        builder.removeEdge(id);
    std::vector<ElementId> markers;
    for (const Marker &m : builder.combined().markers())
        if (cells.contains(m.at.x, m.at.y))
            markers.push_back(m.id);
    for (ElementId id : markers)
        builder.removeMarker(id);
}

void writeFragment(PatchBuilder &builder, const Board &fragment, QPoint at)
{
    const QRect dest(at, QSize(fragment.width(), fragment.height()));
    const Point origin{at.x(), at.y()};
    for (int y = 0; y < fragment.height(); ++y)
        for (int x = 0; x < fragment.width(); ++x) {
            const Point q = Point{x, y} + origin;
            const Cell &c = fragment.cell({x, y});
            builder.setFloor(q, c.floor);
            builder.setLevel(q, c.level);
            Device d = c.device;
            d.id = kNoId;
            builder.setDevice(q, d);
        }
    // Inside the destination the fragment replaces everything; on its outline it replaces
    // only features of the same kind, so the walls of neighbouring cells stay.
    std::vector<ElementId> remove;
    for (const EdgeFeature &f : builder.combined().edgeFeatures()) {
        if (!edgeInRect(f.pos, dest))
            continue;
        EdgePos rel = f.pos;
        rel.x -= origin.x;
        rel.y -= origin.y;
        if (!onOutline(f.pos, dest) || fragment.hasFeature(rel, f.kind))
            remove.push_back(f.id);
    }
    for (ElementId id : remove)
        builder.removeEdge(id);
    for (EdgeFeature f : fragment.edgeFeatures()) {
        f.id = kNoId;
        f.pos.x += origin.x;
        f.pos.y += origin.y;
        builder.addEdge(f);
    }
    std::vector<ElementId> markers;
    for (const Marker &m : builder.combined().markers())
        if (dest.contains(m.at.x, m.at.y))
            markers.push_back(m.id);
    for (ElementId id : markers)
        builder.removeMarker(id);
    for (Marker m : fragment.markers()) {
        m.id = kNoId;
        m.at = m.at + origin;
        builder.addMarker(m);
    }
}

} // namespace rf::editor
