// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/replay.h"

#include <algorithm>

namespace rf::sim {

using namespace rf::model;

std::expected<Replay, rules::ScenarioError> Replay::create(const Scenario &scenario)
{
    auto run = ScenarioRun::create(scenario, ScenarioRun::Options{.record = true});
    if (!run)
        return std::unexpected(std::move(run.error()));
    Replay replay(std::move(*run));
    replay.playToEnd();
    return replay;
}

Replay::Replay(ScenarioRun run)
    : m_run(std::move(run))
{
    m_snapshots.push_back(m_run.snapshot());
}

Replay::Replay(ScenarioRun run, std::vector<ScenarioRun::Snapshot> snapshots)
    : m_run(std::move(run))
    , m_snapshots(std::move(snapshots))
{
    if (m_snapshots.empty())
        m_snapshots.push_back(m_run.snapshot());
}

void Replay::playToEnd()
{
    while (length() < kMaxSteps && m_run.step())
        m_snapshots.push_back(m_run.snapshot());
}

const game::GameState &Replay::stateAt(int pos) const
{
    return m_snapshots[static_cast<std::size_t>(std::clamp(pos, 0, length()))].state;
}

const game::Event *Replay::eventAt(int pos) const
{
    if (pos <= 0 || pos > length())
        return nullptr;
    return &trace().events[static_cast<std::size_t>(pos - 1)];
}

int Replay::endOf(int from, StepSize size) const
{
    const int n = length();
    if (from >= n)
        return n;
    from = std::max(from, 0);
    const auto &events = trace().events;
    const game::Event &first = events[static_cast<std::size_t>(from)];
    int p = from + 1;
    while (p < n && sameStep(size, first.turn, first.reg, first.phase, events[static_cast<std::size_t>(p)].turn,
                             events[static_cast<std::size_t>(p)].reg, events[static_cast<std::size_t>(p)].phase))
        ++p;
    return p;
}

std::optional<rules::ScenarioError> Replay::checkEdit(int pos, int robot, const RobotEdit &edit) const
{
    if (pos < 1 || pos > length())
        return rules::ScenarioError{.code = rules::ScenarioError::Code::WhatIfStep, .number = pos, .step = pos};
    Simulator at = m_run.simulator();
    at.restore(Snapshot{stateAt(pos)});
    auto problem = at.checkEdit(robot, edit);
    if (problem)
        problem->step = pos;
    return problem;
}

std::expected<int, rules::ScenarioError> Replay::update(const Scenario &scenario)
{
    const model::Scenario played = m_run.scenario();
    const int changed = firstChangedStep(played, scenario);
    if (changed < 0) {
        // The same game; other expectations are checked on a run of their own.
        if (played.expectations != scenario.expectations ||
            played.rulesetExpectations != scenario.rulesetExpectations) {
            auto fresh = create(scenario);
            if (!fresh)
                return std::unexpected(std::move(fresh.error()));
            *this = std::move(*fresh);
        }
        return length() + 1;
    }
    if (changed == 0 || std::min(changed, length()) < 1) {
        auto fresh = create(scenario);
        if (!fresh)
            return std::unexpected(std::move(fresh.error()));
        *this = std::move(*fresh);
        return 0;
    }
    if (auto problem = checkWhatIfs(scenario))
        return std::unexpected(std::move(*problem));
    // Back to just before the changed step, so that its what-ifs are made anew after it.
    const int from = std::min(changed, length());
    m_run.restore(m_snapshots[static_cast<std::size_t>(from - 1)]);
    m_snapshots.resize(static_cast<std::size_t>(from));
    m_run.setWhatIfs(scenario.whatIfs);
    playToEnd();
    return from;
}

int firstChangedStep(const Scenario &a, const Scenario &b)
{
    // Everything but the what-ifs, the expectations, the title and the description decides the
    // whole game.
    if (a.course != b.course || a.ruleset != b.ruleset || a.options != b.options || a.seed != b.seed ||
        a.robots != b.robots || a.turns != b.turns || a.registers != b.registers || a.endOfTurn != b.endOfTurn)
        return 0;
    const std::size_t n = std::min(a.whatIfs.size(), b.whatIfs.size());
    for (std::size_t i = 0; i < n; ++i)
        if (a.whatIfs[i] != b.whatIfs[i])
            return std::min(a.whatIfs[i].afterStep, b.whatIfs[i].afterStep);
    if (a.whatIfs.size() != b.whatIfs.size())
        return a.whatIfs.size() > n ? a.whatIfs[n].afterStep : b.whatIfs[n].afterStep;
    return -1;
}

} // namespace rf::sim
