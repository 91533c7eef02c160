// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"
#include "rules/boardindex.h"
#include "rules/engine.h"
#include "rules/options.h"
#include "rules/ruleset.h"
#include "game/state.h"
#include "sim/trace.h"

#include <array>
#include <expected>
#include <memory>
#include <string>
#include <vector>

namespace rf::sim {

// A complete copy of the simulator's mutable state.
struct Snapshot {
    game::GameState state;
};

// Plays a scenario one substep at a time (a robot's card, one board-element substep, one laser
// volley...). Copies share the immutable board tables. Same scenario + seed = same trace.
class Simulator {
public:
    // Builds a simulator for a scenario: combines the course, checks the robots, resolves the
    // ruleset and options. `seed` overrides the scenario's seed.
    static std::expected<Simulator, rules::ScenarioError> create(const model::Scenario &scenario, std::optional<std::uint64_t> seed = std::nullopt);

    // The sink receives the header at the first step; nullptr = no trace (NullSink).
    void setSink(TraceSink *sink)
    {
        m_sink = sink ? sink : nullSink();
        m_events = m_sink->wantsEvents();
        m_silent = m_sink == nullSink();
    }

    // Runs the next substep. Returns false once the game is over (nothing was run). Where play
    // stops is the caller's: ScenarioRun and its StopRule.
    bool step();

    bool gameOver() const { return m_st.cursor.stage == game::Stage::GameOver; }
    // Play was refused: at the end of a register a robot owned more than game::kMaxRobotCards
    // cards (checked in step(), the one place).
    std::optional<rules::ScenarioError> refusal() const;
    const game::Cursor &cursor() const { return m_st.cursor; }
    const game::GameState &state() const { return m_st; }
    const rules::BoardIndex &board() const { return *m_board; }
    const rules::RuleOptions &options() const { return m_opt; }
    const rules::Ruleset &ruleset() const { return *m_rules; }
    TraceHeader header() const;

    Snapshot snapshot() const { return Snapshot{m_st}; }
    void restore(const Snapshot &s) { restore(s.state); }
    // Play goes on from `state`, a state of this game.
    void restore(const game::GameState &state)
    {
        m_st = state;
        m_scratch.stateReplaced();
    }
    void restore(game::GameState &&state)
    {
        m_st = std::move(state);
        m_scratch.stateReplaced();
    }
    // Before the first substep: plays with another seed (the analysis copies one simulator for
    // many games). Same results as creating the simulator with that seed.
    void reseed(std::uint64_t seed);
    std::uint64_t seed() const { return m_seed; }

    // A what-if edit of robot `robot` now. checkEdit() says why it cannot be made (nothing when it
    // can: positions on the course, values in range, no other robot on the new square);
    // applyEdit() makes a checked edit through the engine, so the occupancy of squares stays right.
    // Program edits (a card, or the whole program) change the robot's registers; a locked register
    // is the edit's to keep.
    std::optional<rules::ScenarioError> checkEdit(int robot, const model::RobotEdit &edit) const;
    void applyEdit(int robot, const model::RobotEdit &edit);

    // The choices the players could make before the next substep of `state` (a state of this
    // game) that the rules can tell without playing it, except those the scenario already makes.
    // ScenarioRun::decisionOffers adds those only playing the substep shows.
    std::vector<rules::DecisionOffer> offersAt(const game::GameState &state) const;
    // While set, the substeps played collect the choices they ask for instead of only playing the
    // default (Engine::lookingAhead): a silent copy of a run looking ahead for its offers.
    void collectOffers(std::vector<rules::DecisionOffer> *wanted) { m_wanted = wanted; }

    // Plays the end of turn `turn` right after its register `reg` (1-4): the registers after it
    // are not played, and the end of the turn says so in the trace.
    void endTurnAfter(int turn, int reg)
    {
        m_cutTurn = turn;
        m_cutReg = reg;
    }

    // The phase a stage belongs to.
    static constexpr game::Phase phaseOf(game::Stage s)
    {
        using game::Phase;
        static constexpr std::array<Phase, 11> kPhase{ // static: not rebuilt on the stack at every call
            Phase::Deal,   Phase::Reveal,      Phase::RobotMoves, Phase::BoardElements, Phase::Lasers,
            Phase::Lasers, Phase::Checkpoints, Phase::EndOfTurn,  Phase::EndOfTurn,     Phase::EndOfTurn,
            Phase::Upgrades};
        return kPhase[static_cast<std::size_t>(s)];
    }

private:
    Simulator() = default;
    static TraceSink *nullSink();
    // The 2016 upgrades of a scenario (RULES.md 9): upgrades held, the shop and its piles, damage
    // piles; an error when the ruleset has none or a card is given twice.
    std::optional<rules::ScenarioError> setUpUpgrades(const model::Scenario &sc, const rules::RulesetTraits &traits, game::GameState &st);
    rules::Engine engine(game::Event *ev);
    // The parts of step(), always inlined into it (defined in simulator.cpp, used only there;
    // GCC would not inline them by itself): a call each at every substep cost about 4 % of a game.
    inline void runSubstep();
    void openMarkers(game::Phase phase);                  // sends the begin markers the cursor has not sent yet
    inline game::EventKind playSubstep(rules::Engine &e); // runs the substep at the cursor
    void sendEvent(game::EventKind kind);                 // completes m_event and hands it to the sink
    inline void advance();
    inline void skipEmpty();
    // Ends play when a robot owns more than kMaxRobotCards at the end of register `reg` of `turn`.
    void checkCardLimit(int turn, int reg);
    bool boardStepPresent(rules::BoardStep s) const;
    bool playable(int robot) const;
    bool everyoneFinished() const;
    void setProgram(game::RobotState &rs, const model::Program &program) const;

    std::shared_ptr<const rules::BoardIndex> m_board;
    std::shared_ptr<const std::vector<std::vector<model::TurnPlan>>> m_plans;
    bool m_decisions = false; // the plans hold players' decisions (else none are looked up)
    bool m_playOn = false;    // play.afterWin "continue": play on after the winner for the places
    int m_cutTurn = 0;        // endTurnAfter(): the turn whose later registers are not played
    int m_cutReg = 0;
    const rules::Ruleset *m_rules = nullptr;
    bool m_afterSubstep = false; // m_rules->actsAfterSubstep()
    bool m_ownDecks = false;     // m_rules->traits().deckPerRobot: the card limit applies
    rules::RuleOptions m_opt{};
    std::uint64_t m_seed = 0;
    std::vector<rules::BoardStep> m_steps; // the ruleset's board substeps present on this course
    game::GameState m_st;
    rules::Scratch m_scratch;
    game::Event m_event;
    // What the changes of a substep compare, taken before it (copying whole robot states would
    // copy names, decks and options at every substep).
    struct Before {
        Point pos{};
        Direction facing = Direction::North;
        int damage = 0;
        int lives = 0;
        int flags = 0;
        Point archive{};
        bool destroyed = false;
        std::size_t options = 0;
    };
    std::vector<Before> m_before;
    TraceSink *m_sink = nullSink();
    bool m_events = false; // m_sink->wantsEvents(), asked once per sink
    bool m_silent = true;  // the null sink: the markers are not sent at all
    std::vector<rules::DecisionOffer> *m_wanted = nullptr; // a copy looking ahead for its offers (collectOffers)
};

} // namespace rf::sim
