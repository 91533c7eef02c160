// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/scenegeometry.h"

#include <QLineF>
#include <QRect>

#include <cmath>

namespace rf::editor {

using model::EdgePos;

QPoint cellAt(QPointF p)
{
    return {static_cast<int>(std::floor(p.x() / kCellSize)), static_cast<int>(std::floor(p.y() / kCellSize))};
}

QRectF cellSceneRect(QPoint c) { return {c.x() * kCellSize, c.y() * kCellSize, kCellSize, kCellSize}; }

QRectF cellsSceneRect(const QRect &r)
{
    return {r.left() * kCellSize, r.top() * kCellSize, r.width() * kCellSize, r.height() * kCellSize};
}

EdgePos nearestEdge(QPointF p, double *distance)
{
    const double fx = p.x() / kCellSize;
    const double fy = p.y() / kCellSize;
    const double cx = std::floor(fx);
    const double cy = std::floor(fy);
    const double dx = fx - cx; // 0..1 within the cell
    const double dy = fy - cy;
    const double toWest = dx, toEast = 1 - dx, toNorth = dy, toSouth = 1 - dy;
    const int x = static_cast<int>(cx);
    const int y = static_cast<int>(cy);
    EdgePos e{x, y, EdgePos::Axis::Vertical};
    double best = toWest;
    if (toEast < best) {
        best = toEast;
        e = {x + 1, y, EdgePos::Axis::Vertical};
    }
    if (toNorth < best) {
        best = toNorth;
        e = {x, y, EdgePos::Axis::Horizontal};
    }
    if (toSouth < best) {
        best = toSouth;
        e = {x, y + 1, EdgePos::Axis::Horizontal};
    }
    if (distance)
        *distance = best;
    return e;
}

QLineF edgeSceneLine(const EdgePos &e)
{
    const QPointF a(e.x * kCellSize, e.y * kCellSize);
    if (e.axis == EdgePos::Axis::Horizontal)
        return {a, a + QPointF(kCellSize, 0)};
    return {a, a + QPointF(0, kCellSize)};
}

} // namespace rf::editor
