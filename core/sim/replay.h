// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/scenariorun.h"

#include <expected>
#include <functional>
#include <vector>

namespace rf::sim {

// A scenario played to its end by a ScenarioRun, with a snapshot after every substep: the timeline
// of the debugger and of compared rulings. Every position can be shown at once, and when the
// scenario changes only what comes after the first changed step is played again.
class Replay {
public:
    // A safety net against a play length that would fill the memory with snapshots.
    static constexpr int kMaxSteps = 200000;

    // Plays `scenario` (recording) to its end. Errors: the scenario cannot be set up.
    static std::expected<Replay, rules::ScenarioError> create(const model::Scenario &scenario);
    // Plays `run` on to its end, but not past position kMaxSteps, calling `played` after each
    // substep with the cursor it was played at: the one loop of replays and compared rulings.
    // Returns whether play ended (false: the cap stopped it).
    static bool playToEnd(ScenarioRun &run, const std::function<void(const game::Cursor &played)> &played);
    // A run that has been played with a snapshot taken before the first substep and after each
    // one (compareRulings plays and collects them itself).
    Replay(ScenarioRun run, std::vector<ScenarioRun::Snapshot> snapshots);

    const ScenarioRun &run() const { return m_run; }
    const Trace &trace() const { return m_run.trace(); }
    const Simulator &simulator() const { return m_run.simulator(); }
    // Substeps played; position p means "after the first p substeps".
    int length() const { return static_cast<int>(m_snapshots.size()) - 1; }
    // Play stopped at kMaxSteps before the scenario's end.
    bool truncated() const { return !m_run.finished(); }
    // The state at `pos` (clamped to 0..length()).
    const game::GameState &stateAt(int pos) const;
    // The substep that led to `pos`, nullptr at 0.
    const game::Event *eventAt(int pos) const;
    // The position one step of `size` after `from` (ScenarioRun::advance on the recorded trace).
    int endOf(int from, StepSize size) const;
    // Why the what-if `edit` of robot `robot` cannot be made at `pos` (after at least one
    // substep), or nothing.
    std::optional<rules::ScenarioError> checkEdit(int pos, int robot, const model::RobotEdit &edit) const;
    // The expectations that do not hold.
    std::vector<Mismatch> mismatches() const { return m_run.finalMismatches(); }

    // Plays `scenario` instead of the one played so far. When the two differ only in what-ifs, the
    // substeps before the first changed what-if keep their snapshots and only the rest is played
    // again; otherwise everything is (when only decisions differ, the positions before the first
    // changed decision's moment keep their states, and the result says so). Returns the first position whose state may have changed
    // (past length() when the game is the same: other expectations, title or description).
    // Errors: `scenario` cannot be set up (the replay is unchanged).
    std::expected<int, rules::ScenarioError> update(const model::Scenario &scenario);

private:
    explicit Replay(ScenarioRun run);
    void playToEnd();
    // When `a` and `b` differ only in the robots' decisions (and what-ifs): the first position of
    // this replay (of `a`) at which a changed decision can act; else 0.
    int firstDecisionStep(const model::Scenario &a, const model::Scenario &b) const;

    ScenarioRun m_run;
    std::vector<ScenarioRun::Snapshot> m_snapshots; // m_snapshots[p]: after p substeps
};

// The first step at which two scenarios may play differently: 0 when they differ in what decides
// the game (course, robots, setup), the step of the first what-if that differs otherwise, -1 when
// they play the same (they may differ in expectations, title or description).
int firstChangedStep(const model::Scenario &a, const model::Scenario &b);

} // namespace rf::sim
