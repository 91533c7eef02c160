// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"
#include "sim/scenariorun.h"

#include <expected>
#include <vector>

namespace rf::sim {

struct RunResult {
    game::GameState finalState;
    std::vector<Mismatch> mismatches;
    Trace trace; // with `record`
    std::vector<rules::ScenarioError> skippedWhatIfs{};
    std::vector<Mismatch> checks{}; // every comparison, those that held too
    ScenarioRun::End end = ScenarioRun::End::PlayLength;
    bool passed() const { return mismatches.empty(); }
};

// Plays the scenario to its end with a ScenarioRun and checks its expectations (`check`,
// `simulate`, the tests). Errors: the scenario cannot be set up, or play was refused
// (ScenarioRun::refusal()).
std::expected<RunResult, rules::ScenarioError> runScenario(const model::Scenario &scenario, const ScenarioRun::Options &options = {});

} // namespace rf::sim
