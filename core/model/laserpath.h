// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/board.h"

#include <vector>

namespace rf::model {

// Whether the board itself (not robots) stops a beam travelling from `from` across its side `d`:
// walls, one-way walls blocking that crossing, the board border, and a crate or a priority
// antenna in the next cell (they block like walls on all four sides, RULES.md 3 and 6).
bool beamBlockedLeaving(const Board &b, Point from, Direction d);

// The cells a beam lights, in order, starting at `first` and travelling `d`, until the board
// stops it. `first` itself is included unless it holds a crate or antenna (or is off the board).
// Robots are not considered: the simulator walks this path and stops at the first robot.
std::vector<Point> beamPath(const Board &b, Point first, Direction d);

// The path of a board laser: it is mounted on its edge and fires into the neighbouring cell
// in its direction.
std::vector<Point> laserPath(const Board &b, const EdgeFeature &laser);

} // namespace rf::model
