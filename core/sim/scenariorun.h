// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"
#include "rules/scenarioerror.h"
#include "sim/expectations.h"
#include "sim/simulator.h"
#include "sim/trace.h"

#include <cstdint>
#include <expected>
#include <memory>
#include <optional>
#include <vector>

namespace rf::sim {

// How much of a scenario to play instead of its own `play` (simulate --turns, --registers).
struct RunLimits {
    std::optional<int> turns{};
    std::optional<int> registers{};
    std::optional<std::uint64_t> seed{};
};

// Where play ends: after `turns` whole turns, or after register `registers` counted from turn 1
// (registers > 5 run into the next turns), followed by that turn's end when it is a register 5 and
// the scenario asks for the end of turn. The one stopping rule of everything that plays a scenario.
class StopRule {
public:
    StopRule() = default;
    StopRule(const model::Scenario &sc, const RunLimits &limits);
    // Play ends with register `reg` of turn `turn`, before the next register or the end of the
    // turn: one register from a state at its start (the planners' lookahead).
    static StopRule oneRegister(int turn, int reg);
    // Whether the substep at `next` (the simulator's cursor) lies beyond the end. Inline: every
    // substep of every game asks.
    bool reached(const game::Cursor &next) const
    {
        if (next.turn > m_lastTurn)
            return true;
        return !m_throughEnd && next.turn == m_lastTurn &&
               (next.reg > m_lastReg || next.stage == game::Stage::Repairs || next.stage == game::Stage::Cleanup);
    }
    int turns() const { return m_turns; }
    int lastTurn() const { return m_lastTurn; }
    // Play ends with the end of the turn after register lastRegister() (< 5) of the last turn:
    // the registers after it are not played.
    bool cutsTurn() const { return m_throughEnd && m_lastReg > 0 && m_lastReg < model::kRegisterCount; }
    int lastRegister() const { return m_lastReg; }

private:
    int m_turns = 1; // the turns asked for when playing whole turns, else 0
    int m_lastTurn = 1;
    int m_lastReg = 0; // 0: the whole of the last turn
    bool m_throughEnd = true;
};

// How far one step of the debugger or the CLI goes: one substep, or to the end of the current
// phase, register (outside the registers: the turn) or turn.
enum class StepSize : std::uint8_t { Substep, Phase, Register, Turn };

// Whether two substeps, given by turn, register and phase, belong to the same step of `size`
// counted from the first (the rule both ScenarioRun::advance and Replay::endOf follow).
bool sameStep(StepSize size, int turn, int reg, game::Phase phase, int turn2, int reg2, game::Phase phase2);

// Chooses robots' programs from the hands just dealt, in place of the program the rules draw at
// random: the planning robots of the course analysis (planner.h). Each run holds its own copy
// (clone()), reseeded with the run, so a copied run chooses as the original would.
class ProgramChooser {
public:
    virtual ~ProgramChooser() = default;
    virtual std::unique_ptr<ProgramChooser> clone() const = 0;
    virtual void reseed(std::uint64_t seed) = 0;
    // The change to make to the robot that was dealt `hand` (its program, a power down), or
    // nothing to keep the program the rules drew.
    virtual std::optional<model::RobotEdit> choose(const Simulator &sim, const game::DealtHand &hand) = 0;
};

// Plays one scenario: the simulator under the scenario's stopping rule, its what-if edits at their
// steps, the trace when recording, and its expectations checked as play passes their moments.
// Everything that plays a scenario goes through it (simulate, check, compare, analyze, the
// debugger, the tests), so what the CLI prints is what the debugger shows.
class ScenarioRun {
public:
    struct Options {
        RunLimits limits{};
        bool record = false; // keep the trace (trace()); without it no event is built at all
        // Chooses the programs after every deal (after the scenario's what-ifs of that step).
        std::shared_ptr<const ProgramChooser> chooser{};
        // Adds the chooser's changes to whatIfs(), so that scenario() replays the game without
        // the chooser (the analysis' "replay this game").
        bool keepChoices = false;
    };
    // Errors: the scenario cannot be set up (rules::ScenarioError).
    static std::expected<ScenarioRun, rules::ScenarioError> create(const model::Scenario &scenario,
                                                                   const Options &options);
    static std::expected<ScenarioRun, rules::ScenarioError> create(const model::Scenario &scenario)
    {
        return create(scenario, Options{});
    }

    ScenarioRun(const ScenarioRun &other);
    ScenarioRun &operator=(const ScenarioRun &other);
    ScenarioRun(ScenarioRun &&other) noexcept;
    ScenarioRun &operator=(ScenarioRun &&other) noexcept;
    ~ScenarioRun() = default;

    // The scenario as it is played: its what-ifs are whatIfs(), which include those made with edit().
    model::Scenario scenario() const;
    const std::vector<model::WhatIf> &whatIfs() const { return m_whatIfs; }
    const Simulator &simulator() const { return m_sim; }
    const game::GameState &state() const { return m_sim.state(); }
    const game::Cursor &cursor() const { return m_sim.cursor(); }
    const StopRule &stopRule() const { return m_stop; }

    // Substeps played so far.
    int position() const { return m_position; }
    // Play has ended: the stopping rule is reached, or the game is over.
    bool finished() const { return m_sim.gameOver() || m_stop.reached(m_sim.cursor()); }
    // Plays the next substep (then the what-ifs of the new position); false when finished.
    // Inline, and straight to the simulator when nothing else acts at a substep: most runs (the
    // analysis' random games, the planners' lookahead, bench_sim) have no what-ifs, program
    // chooser or expectations, and a substep costs little more than these checks.
    bool step()
    {
        if (finished())
            return false;
        if (m_plain) {
            m_sim.step();
            ++m_position;
            return true;
        }
        return stepActing();
    }
    // Plays to the end of the current step of `size`, from the next substep; returns the
    // substeps played (0 when finished).
    int advance(StepSize size);
    void runToEnd();

    // Before the first substep: plays with another seed (same as creating the run with it).
    void reseed(std::uint64_t seed);

    // Play goes on from `state` (a state of this game between two substeps) until `stop` instead
    // of the scenario's rule: the planners' lookahead plays one register of many what-if positions
    // this way. For runs without what-ifs, expectations or recording, which have nothing to rewind
    // (position() goes on counting). The state is copied into the simulator's own, whose buffers
    // are reused: a lookahead's thousands of plays allocate nothing.
    void resume(const game::GameState &state, const StopRule &stop);

    // The recorded trace (empty without Options::record).
    const Trace &trace() const { return m_sink.trace(); }
    Trace takeTrace() { return m_sink.takeTrace(); }

    // The mismatches of the expectations whose moments were passed. finalMismatches() adds, once play has
    // finished, the expectations of the end of the run and those whose moment was never reached.
    std::vector<Mismatch> mismatches() const { return failuresOf(m_mismatches); }
    std::vector<Mismatch> finalMismatches() const;
    // Every comparison of the expectations, those that held too (`check --format json`).
    std::vector<Mismatch> finalChecks() const;
    // Why play ended (or has not): the stopping rule, a winner, every robot eliminated, or a
    // robot owning more cards than any game gives (game::kMaxRobotCards: refused, refusal()).
    enum class End : std::uint8_t { Playing, PlayLength, Winner, AllEliminated, CardLimit };
    End end() const;
    // Why play was refused where it ended (End::CardLimit), naming the robot, turn and register:
    // every command that plays a scenario to its end reports it as an error.
    std::optional<rules::ScenarioError> refusal() const { return m_sim.refusal(); }

    // Everything that changes as play goes on. Restoring drops the trace recorded after the
    // snapshot, and recording goes on from there.
    struct Snapshot {
        game::GameState state;
        int position = 0;
        std::size_t entries = 0;
        std::size_t events = 0;
        std::vector<bool> checked{};
        std::size_t mismatches = 0;
        std::size_t skipped = 0;
    };
    Snapshot snapshot() const;
    // A snapshot of a recording run may be restored in a copy that does not record (unrecorded()).
    void restore(const Snapshot &s);
    // A copy that plays on without recording and without the trace recorded so far: a replay's
    // positions between its kept snapshots are played again in one.
    ScenarioRun unrecorded() const;

    // The choices the players could make before the next substep of `state` (a state of this
    // game: the debugger's position), except those the scenario already makes. With the 2016
    // upgrades the next substep is also played, in a silent copy of this run, for the choices
    // only playing it shows (a card drawn, a hit about to be dealt).
    std::vector<rules::DecisionOffer> decisionOffers(const game::GameState &state) const;

    // A what-if edit of robot `robot` (index) at the current position (after the first substep:
    // before it, change the scenario's robot instead), made through the engine,
    // and added to scenario() as a what-if after this position (the what-ifs that came after it are
    // dropped: the future they changed is replaced). A fresh run of scenario() plays the same.
    std::expected<void, rules::ScenarioError> edit(int robot, const model::RobotEdit &edit);
    // The what-ifs of the scenario that could not be made when play got there (another robot
    // stood on the new square) or that play never got to, with the step: left out, play went on
    // without them.
    const std::vector<rules::ScenarioError> &skippedWhatIfs() const { return m_skipped; }
    // Replaces the what-ifs still to come (those after the current position) by the ones in
    // `whatIfs` after it; the ones at or before the position are kept as played.
    void setWhatIfs(const std::vector<model::WhatIf> &whatIfs);

private:
    ScenarioRun(std::shared_ptr<const model::Scenario> scenario, Simulator sim, const Options &options);
    ScenarioRun(const ScenarioRun &other, bool withTrace);
    void attachSink();
    void setStopRule(const StopRule &stop);
    bool stepActing();
    void updatePlain() { m_plain = !m_chooser && m_whatIfs.empty() && m_expectations.empty(); }
    void applyWhatIfs();
    void reportUnreachedWhatIfs();
    void checkMoment(const game::Cursor &played);
    void choosePrograms();

    // Catches the hands of a deal for the chooser, passing everything on to the trace when recording.
    class HandSink final : public TraceSink {
    public:
        TraceSink *next = nullptr;
        std::vector<game::DealtHand> hands;
        void beginGame(const TraceHeader &h) override;
        void beginTurn(int turn) override;
        void endTurn(int turn) override;
        void beginRegister(int turn, int reg) override;
        void endRegister(int turn, int reg) override;
        void beginPhase(int turn, int reg, game::Phase p) override;
        void endPhase(int turn, int reg, game::Phase p) override;
        void event(const game::Event &e) override;
    };

    std::shared_ptr<const model::Scenario> m_scenario; // shared by copies (its what-ifs unused)
    std::vector<model::WhatIf> m_whatIfs;
    Simulator m_sim;
    RecordingSink m_sink;
    bool m_record = false;
    StopRule m_stop;
    int m_position = 0;
    std::vector<model::Expectation> m_expectations;
    std::vector<bool> m_checked;
    std::vector<Mismatch> m_mismatches; // every comparison made so far (failures: !holds)
    std::vector<rules::ScenarioError> m_skipped;
    std::unique_ptr<ProgramChooser> m_chooser;
    bool m_keepChoices = false;
    bool m_plain = true; // no chooser, what-ifs or expectations (updatePlain()): step() plays the simulator alone
    HandSink m_hands;
};

// What-ifs of a scenario that a run can apply: steps from 1, in order, robots that exist (by
// name), values in range. Errors name the what-if's step.
std::optional<rules::ScenarioError> checkWhatIfs(const model::Scenario &scenario);

} // namespace rf::sim
