// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/geometry.h"

#include <QPoint>
#include <QPointF>
#include <QLineF>
#include <QRectF>

#include <optional>

namespace rf::editor {

// Scene units per cell: cell (x, y) covers [x, x + 1) * kCellSize on each axis.
inline constexpr double kCellSize = 64.0;
// Item data key (QGraphicsItem::setData) of items shown beside the board, right of its top right
// corner, in screen pixels (ItemIgnoresTransformations): fitting views make room for them.
inline constexpr int kBesideBoardKey = 0x5246;
inline constexpr double kBesideBoardMargin = 12.0;

QPoint cellAt(QPointF scenePos);
QRectF cellSceneRect(QPoint cell);
QRectF cellsSceneRect(const QRect &cells);
inline QRectF cellSceneRect(model::Point cell) { return QRectF(cell.x * kCellSize, cell.y * kCellSize, kCellSize, kCellSize); }
inline QPointF cellCentre(model::Point cell) { return QPointF((cell.x + 0.5) * kCellSize, (cell.y + 0.5) * kCellSize); }
// The cell border nearest to a scene position (always defined; whether it lies on the grid
// is for the caller to check) and its distance in cells.
model::EdgePos nearestEdge(QPointF scenePos, double *distanceInCells = nullptr);
QLineF edgeSceneLine(const model::EdgePos &e);
inline model::Point toPoint(QPoint p) { return {p.x(), p.y()}; }
inline QPoint toQPoint(model::Point p) { return {p.x, p.y}; }

} // namespace rf::editor
