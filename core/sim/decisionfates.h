// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"
#include "sim/trace.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace rf::sim {

// What became of one decision recorded in a scenario (RULES.md 8.1): taken, void (and why), or
// never reached because play ended before its turn.
struct DecisionFate {
    enum class Kind : std::uint8_t { Taken, Void, NotReached };
    int robot = 0;
    int turn = 1;           // the turn it is recorded in
    std::size_t index = 0;  // in robots[robot].turns[turn - 1].decisions
    Kind kind = Kind::NotReached;
    int position = 0;       // the substep whose note says so (1 = the first); 0 when not reached
    game::VoidReason reason = game::VoidReason::NotHeld; // Void: why
};

// Every decision of `sc`, in the order robots, turns, decisions, with its fate in `trace` (the
// scenario played). A decision's note is the first decision-taken or decision-void note of its
// robot in its turn with its use and detail that no earlier decision claimed.
std::vector<DecisionFate> decisionFates(const model::Scenario &sc, const Trace &trace);

} // namespace rf::sim
