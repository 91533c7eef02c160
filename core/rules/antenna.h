// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/geometry.h"

#include <vector>

namespace rf::rules {

class Engine;

// The robots' playing order around the priority antenna at `antenna` with its dish towards
// `dish`: nearer first (orthogonal steps), ties by a line out of the dish sweeping clockwise.
// Sorts `robots` (indices) by their positions `at`; stable for equal keys.
void sortByAntenna(model::Point antenna, model::Direction dish, const std::vector<model::Point> &at,
                   std::vector<int> &robots);
// The same for robots of a game where they stand now, around the course's first antenna (no
// antenna: their order is kept). The 2016 upgrades use it outside the registers' own order.
void sortByAntenna(const Engine &e, std::vector<int> &robots);
// The same in the hot path of every register (each square's place computed once per game and
// kept in the engine's scratch); no antenna on the course: the scenario's order.
void orderByAntenna(Engine &e, std::vector<int> &robots);

} // namespace rf::rules
