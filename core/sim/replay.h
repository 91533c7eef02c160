// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/scenariorun.h"

#include <cstddef>
#include <expected>
#include <functional>
#include <memory>
#include <vector>

namespace rf::sim {

// A scenario played to its end by a ScenarioRun: the timeline of the debugger and of compared
// rulings. Every position can be shown, and when the scenario changes only what comes after the
// first changed step is played again.
//
// Snapshots are kept within a memory budget: after every substep while they fit, then thinned to
// every 2nd, 4th, 8th... position (a snapshot holds the whole game state, a byte per square of the
// course among it: 1,000 turns on a 1024 x 1024 board would otherwise take gigabytes). A position
// between two kept snapshots is played again from the one before it, without recording, in one of
// two scratch runs that go on forward as the debugger steps. A game that fits the budget (every
// game of ordinary length) keeps them all and shows every position at once, as before.
class Replay {
public:
    // A safety net against a play length that no one can step through.
    static constexpr int kMaxSteps = 200000;
    // The snapshots kept (estimated by snapshotBytes()); docs/limits.md.
    static constexpr std::size_t kSnapshotBudget = std::size_t{256} << 20;

    // Plays `scenario` (recording) to its end. Errors: the scenario cannot be set up, or play was
    // refused where it ended (ScenarioRun::refusal(): the debugger opens no such game).
    static std::expected<Replay, rules::ScenarioError> create(const model::Scenario &scenario,
                                                              std::size_t budget = kSnapshotBudget);
    // Plays `run` on to its end, but not past position `maxSteps` (kMaxSteps unless a caller
    // needs less: the ruling report), calling `played` after each substep with the cursor it was
    // played at: the one loop of replays and compared rulings. Returns whether play ended (false:
    // the cap stopped it).
    static bool playToEnd(ScenarioRun &run, const std::function<void(const game::Cursor &played)> &played, int maxSteps = kMaxSteps);
    // Plays `run` (recording, at its start) to its end keeping snapshots, calling `played` after
    // each substep with the run and the cursor it was played at (compareRulings).
    static Replay play(ScenarioRun run,
                       const std::function<void(const ScenarioRun &run, const game::Cursor &played)> &played = {},
                       std::size_t budget = kSnapshotBudget, int maxSteps = kMaxSteps);

    Replay(const Replay &other);
    Replay &operator=(const Replay &other);
    Replay(Replay &&other) noexcept;
    Replay &operator=(Replay &&other) noexcept;
    ~Replay();

    const ScenarioRun &run() const { return m_run; }
    const Trace &trace() const { return m_run.trace(); }
    const Simulator &simulator() const { return m_run.simulator(); }
    // Substeps played; position p means "after the first p substeps".
    int length() const { return m_run.position(); }
    // Play stopped at kMaxSteps before the scenario's end.
    bool truncated() const { return !m_run.finished(); }
    // The state at `pos` (clamped to 0..length()). The reference stays valid until the replay
    // changes or two other positions that fell between kept snapshots have been asked for.
    // Not thread-safe (it may play into a scratch run).
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
    // substeps before the first changed what-if keep their states and only the rest is played
    // again (from the kept snapshot before it); otherwise everything is (when only decisions
    // differ, the positions before the first changed decision's moment keep their states, and the
    // result says so). Returns the first position whose state may have changed
    // (past length() when the game is the same: other expectations, title or description).
    // Errors: `scenario` cannot be set up (the replay is unchanged). Play refused on the way
    // (ScenarioRun::refusal()) is no error here: the edit stands and the game ends there.
    std::expected<int, rules::ScenarioError> update(const model::Scenario &scenario);

    // The snapshots kept: every `stride()`-th position (1: every one), their estimated bytes.
    int stride() const { return m_stride; }
    std::size_t keptBytes() const { return m_keptBytes; }
    std::size_t budget() const { return m_budget; }
    // What a snapshot holds, estimated from its containers' sizes (the budget's unit).
    static std::size_t snapshotBytes(const ScenarioRun::Snapshot &s);

private:
    struct Scratch;
    Replay(ScenarioRun run, std::size_t budget);
    // create() without the refusal check (update() keeps an edit that makes play refused).
    static std::expected<Replay, rules::ScenarioError> playScenario(const model::Scenario &scenario, std::size_t budget = kSnapshotBudget);
    void playToEnd(const std::function<void(const ScenarioRun &, const game::Cursor &)> &played = {});
    void keep(ScenarioRun::Snapshot snapshot);
    // The last kept snapshot at or before `pos`.
    const ScenarioRun::Snapshot &keptBefore(int pos) const;
    void forgetScratch();
    // When `a` and `b` differ only in the robots' decisions (and what-ifs): the first position of
    // this replay (of `a`) at which a changed decision can act; else 0.
    int firstDecisionStep(const model::Scenario &a, const model::Scenario &b) const;

    ScenarioRun m_run;
    std::vector<ScenarioRun::Snapshot> m_kept; // by position: 0, stride, 2 * stride...
    int m_stride = 1;
    std::size_t m_keptBytes = 0;
    std::size_t m_budget = kSnapshotBudget;
    int m_maxSteps = kMaxSteps;
    mutable std::unique_ptr<Scratch> m_scratch; // positions between kept snapshots, made on demand
};

// The first step at which two scenarios may play differently: 0 when they differ in what decides
// the game (course, robots, setup), the step of the first what-if that differs otherwise, -1 when
// they play the same (they may differ in expectations, title or description).
int firstChangedStep(const model::Scenario &a, const model::Scenario &b);

} // namespace rf::sim
