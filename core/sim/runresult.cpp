// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/runresult.h"

namespace rf::sim {

std::expected<RunResult, rules::ScenarioError> runScenario(const model::Scenario &scenario, const ScenarioRun::Options &options)
{
    auto run = ScenarioRun::create(scenario, options);
    if (!run)
        return std::unexpected(std::move(run.error()));
    run->runToEnd();
    if (auto refused = run->refusal())
        return std::unexpected(std::move(*refused));
    std::vector<Mismatch> checks = run->finalChecks();
    return RunResult{run->state(), failuresOf(checks), run->takeTrace(), run->skippedWhatIfs(), std::move(checks), run->end()};
}

} // namespace rf::sim
