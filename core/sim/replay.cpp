// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/replay.h"

#include <algorithm>
#include <limits>

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

bool Replay::playToEnd(ScenarioRun &run, const std::function<void(const game::Cursor &played)> &played)
{
    while (run.position() < kMaxSteps && !run.finished()) {
        const game::Cursor before = run.cursor();
        run.step();
        played(before);
    }
    return run.finished();
}

void Replay::playToEnd()
{
    playToEnd(m_run, [this](const game::Cursor &) { m_snapshots.push_back(m_run.snapshot()); });
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
        // Decisions change the game only from their moment on: the states before it stay.
        const int from = changed == 0 ? firstDecisionStep(played, scenario) : 0;
        auto fresh = create(scenario);
        if (!fresh)
            return std::unexpected(std::move(fresh.error()));
        *this = std::move(*fresh);
        return from;
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

namespace {

// The robots of `a` and `b` with their decisions left out (turns without anything else too).
std::vector<model::ScenarioRobot> withoutDecisions(std::vector<model::ScenarioRobot> robots)
{
    for (model::ScenarioRobot &r : robots) {
        for (model::TurnPlan &t : r.turns)
            t.decisions.clear();
        while (!r.turns.empty() && r.turns.back() == model::TurnPlan{})
            r.turns.pop_back();
    }
    return robots;
}

const std::vector<model::Decision> &decisionsOf(const model::ScenarioRobot &r, std::size_t turn)
{
    static const std::vector<model::Decision> kNone;
    return turn < r.turns.size() ? r.turns[turn].decisions : kNone;
}

} // namespace

int Replay::firstDecisionStep(const Scenario &a, const Scenario &b) const
{
    Scenario sameA = a, sameB = b;
    sameA.robots = withoutDecisions(a.robots);
    sameB.robots = withoutDecisions(b.robots);
    sameA.whatIfs = sameB.whatIfs = {};
    if (sameA.robots.size() != sameB.robots.size() || firstChangedStep(sameA, sameB) == 0)
        return 0;
    // The earliest moment at which a decision of one scenario is not one of the other.
    int earliest = std::numeric_limits<int>::max();
    for (std::size_t i = 0; i < a.robots.size(); ++i) {
        const std::size_t turns = std::max(a.robots[i].turns.size(), b.robots[i].turns.size());
        for (std::size_t t = 0; t < turns; ++t) {
            const auto &da = decisionsOf(a.robots[i], t);
            const auto &db = decisionsOf(b.robots[i], t);
            if (da == db)
                continue;
            for (const auto *list : {&da, &db})
                for (const model::Decision &d : *list)
                    earliest = std::min(earliest, rules::momentKey(static_cast<int>(t) + 1, d.reg, rules::decisionStage(d)));
        }
    }
    // The first substep played at or after that moment is the first that may differ.
    int from = length() + 1;
    for (int k = 0; k <= length(); ++k) {
        const game::Cursor &c = m_snapshots[static_cast<std::size_t>(k)].state.cursor;
        if (c.stage == game::Stage::GameOver || rules::momentKey(c.turn, c.reg, c.stage) >= earliest) {
            from = k + 1;
            break;
        }
    }
    // What-ifs that changed as well may move it earlier.
    if (const int w = firstChangedStep(Scenario{.whatIfs = a.whatIfs}, Scenario{.whatIfs = b.whatIfs}); w > 0)
        from = std::min(from, w);
    return from;
}

int firstChangedStep(const Scenario &a, const Scenario &b)
{
    // Everything but the what-ifs, the expectations, the title and the description decides the
    // whole game.
    if (a.course != b.course || a.ruleset != b.ruleset || a.options != b.options || a.seed != b.seed ||
        a.robots != b.robots || a.turns != b.turns || a.registers != b.registers || a.endOfTurn != b.endOfTurn ||
        a.playOnAfterWin != b.playOnAfterWin)
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
