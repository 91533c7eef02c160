// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/state.h"
#include "rules/boardindex.h"

#include <QPointF>
#include <QRectF>
#include <QString>

#include <functional>
#include <span>
#include <vector>

class QPainter;

namespace rf::render {

class BoardRenderer;

// What a substep did, drawn over the board: the debugger's scene and the ruling report's step
// pictures paint it through these functions, so both show the same. Painter units: kStepCell
// per square, square (x, y) at [x, x + 1) * kStepCell.
inline constexpr double kStepCell = 64.0;

inline QRectF stepCellRect(model::Point c) { return QRectF(c.x * kStepCell, c.y * kStepCell, kStepCell, kStepCell); }
inline QPointF stepCellCentre(model::Point c) { return QPointF((c.x + 0.5) * kStepCell, (c.y + 0.5) * kStepCell); }

// One robot figure (number `index` + 1) centred at `centre`, faded when powered down.
void paintRobotFigure(QPainter &p, const BoardRenderer &renderer, const game::RobotState &robot, int index, QPointF centre,
                      model::Direction facing);
// The robots of a position: those in play on the board (a destroyed robot is shown by the
// highlight of the substep that destroyed it, not here).
void paintRobots(QPainter &p, const BoardRenderer &renderer, const rules::BoardIndex &board,
                 std::span<const game::RobotState> robots);

// Under the robots: the substep's active squares and pushers, and a ghost of each moved robot
// where it was.
void paintStepUnder(QPainter &p, const BoardRenderer &renderer, const rules::BoardIndex &board, const game::Event &e);
// Over the robots: board laser beams to where they stop and the robots' shots (from their
// positions `before` the substep), hit marks, move and turn arrows, and a red cross with
// `causeLabel(cause)` where a robot was destroyed.
void paintStepOver(QPainter &p, const rules::BoardIndex &board, const game::Event &e,
                   std::span<const game::RobotState> before, const std::function<QString(game::DestroyCause)> &causeLabel);
// Squares outlined in magenta: where compared rulings first part.
void paintMarkedCells(QPainter &p, std::span<const model::Point> cells);

} // namespace rf::render
