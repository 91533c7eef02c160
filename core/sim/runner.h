// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"
#include "sim/simulator.h"

#include <expected>
#include <optional>
#include <string>
#include <vector>

namespace rf::sim {

// How much of a scenario to play (defaults: the scenario's own `turns` / `registers`).
struct RunLimits {
    std::optional<int> turns{};
    std::optional<int> registers{};
    std::optional<std::uint64_t> seed{};
};

// One expected value that did not hold.
struct Mismatch {
    int turn = 0;           // the moment (as in model::Expectation)
    int afterRegister = 0;
    std::string robot;      // empty for the winner
    std::string field;      // at, facing, damage, destroyed, lives, flags, archive, eliminated, powered-down, winner
    std::string expected;
    std::string actual;
};

struct RunResult {
    game::GameState finalState;
    std::vector<Mismatch> mismatches;
    bool passed() const { return mismatches.empty(); }
};

// Plays the scenario, sending the trace to `sink` (may be nullptr), and checks its
// expectations at their moments. Errors: the scenario cannot be set up.
std::expected<RunResult, std::string> runScenario(const model::Scenario &scenario, TraceSink *sink, const RunLimits &limits = {});

// The robot fields as text, for messages: "3,2", "E", "2", "true".
std::string pointText(model::Point p);

} // namespace rf::sim
