// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/geometry.h"
#include "rules/ruleset.h"

#include <vector>

namespace rf::rules {

class BoardIndex;

// The 2016 edition (RULES.md 6) as a policy over the shared engine: own decks, SPAM damage,
// Again and Power Up, energy, the priority antenna, reboots.
const Ruleset &renegadeRuleset();

// The robots' playing order around the priority antenna at `antenna` with its dish towards
// `dish`: nearer first (orthogonal steps), ties by a line out of the dish sweeping clockwise.
// Sorts `robots` (indices) by their positions `at`; stable for equal keys.
void sortByAntenna(model::Point antenna, model::Direction dish, const std::vector<model::Point> &at, std::vector<int> &robots);
class Engine;
// The same for robots of a game where they stand now, around the course's first antenna (no
// antenna: their order is kept). The 2016 upgrades use it outside the registers' own order.
void sortByAntenna(const Engine &e, std::vector<int> &robots);

} // namespace rf::rules
