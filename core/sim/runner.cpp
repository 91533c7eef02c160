// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/runner.h"

namespace rf::sim {

std::expected<RunResult, rules::ScenarioError> runScenario(const model::Scenario &scenario, const ScenarioRun::Options &options)
{
    auto run = ScenarioRun::create(scenario, options);
    if (!run)
        return std::unexpected(std::move(run.error()));
    run->runToEnd();
    return RunResult{run->state(), run->finalMismatches(), run->takeTrace(), run->skippedWhatIfs()};
}

} // namespace rf::sim
