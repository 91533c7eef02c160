// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/scenariorun.h"

#include <algorithm>

namespace rf::sim {

using namespace rf::game;
using namespace rf::model;
using rules::ScenarioError;
using Code = rules::ScenarioError::Code;

namespace {

int robotIndex(const Scenario &sc, const std::string &name)
{
    for (std::size_t i = 0; i < sc.robots.size(); ++i)
        if (sc.robots[i].name == name)
            return static_cast<int>(i);
    return -1;
}

} // namespace

// --- StopRule ------------------------------------------------------------------------------------

StopRule::StopRule(const Scenario &sc, const RunLimits &limits)
{
    const int registers = limits.registers.value_or(limits.turns ? 0 : sc.registers);
    const int turns = limits.turns.value_or(sc.turns);
    if (sc.phasesOnly && registers == 0 && !limits.turns) {
        // The upgrade and programming phases of turn 1 only (RULES.md 9.1): stop before register 1.
        m_turns = 0;
        m_lastTurn = 1;
        m_lastReg = 0;
        m_throughEnd = false;
    } else if (registers > 0) {
        m_turns = 0;
        m_lastTurn = (registers - 1) / kRegisterCount + 1;
        m_lastReg = (registers - 1) % kRegisterCount + 1;
        m_throughEnd = sc.endOfTurn; // after register 1-4 too: the rest of the turn is cut (RULES.md 2.5)
    } else {
        m_turns = turns;
        m_lastTurn = turns;
        m_lastReg = 0;
        m_throughEnd = true;
    }
}

StopRule StopRule::oneRegister(int turn, int reg)
{
    StopRule stop;
    stop.m_turns = 0;
    stop.m_lastTurn = turn;
    stop.m_lastReg = reg;
    stop.m_throughEnd = false;
    return stop;
}

bool sameStep(StepSize size, int turn, int reg, Phase phase, int turn2, int reg2, Phase phase2)
{
    switch (size) {
    case StepSize::Substep: return false;
    case StepSize::Phase: return turn == turn2 && reg == reg2 && phase == phase2;
    case StepSize::Register: return turn == turn2 && (reg == 0 || reg == reg2); // outside a register: the turn
    case StepSize::Turn: return turn == turn2;
    }
    return false;
}

// --- ScenarioRun ---------------------------------------------------------------------------------

std::optional<ScenarioError> checkWhatIfs(const Scenario &sc)
{
    int last = 0;
    for (const WhatIf &w : sc.whatIfs) {
        auto fail = [&](ScenarioError e) {
            e.step = w.afterStep;
            return e;
        };
        if (w.afterStep < 1 || w.afterStep < last)
            return fail(ScenarioError{.code = Code::WhatIfStep, .number = w.afterStep});
        last = w.afterStep;
        if (robotIndex(sc, w.robot) < 0)
            return fail(ScenarioError{.code = Code::UnknownRobot, .text = w.robot});
        const RobotEdit &e = w.edit;
        if (e.damage && (*e.damage < 0 || *e.damage > 9))
            return fail(ScenarioError{.code = Code::DamageOutOfRange, .robot = w.robot, .number = *e.damage});
        if (e.lives && *e.lives < 1)
            return fail(ScenarioError{.code = Code::LivesOutOfRange, .robot = w.robot, .number = *e.lives});
        if (e.card && (e.card->first < 1 || e.card->first > kRegisterCount))
            return fail(ScenarioError{.code = Code::RegisterOutOfRange, .robot = w.robot, .number = e.card->first});
    }
    return std::nullopt;
}

std::expected<ScenarioRun, ScenarioError> ScenarioRun::create(const Scenario &scenario, const Options &options)
{
    auto sim = Simulator::create(scenario, options.limits.seed);
    if (!sim)
        return std::unexpected(std::move(sim.error()));
    if (const StopRule stop(scenario, options.limits); stop.lastTurn() < 1)
        return std::unexpected(ScenarioError{.code = Code::NoTurns, .number = stop.lastTurn()});
    if (auto problem = checkWhatIfs(scenario))
        return std::unexpected(std::move(*problem));
    ScenarioRun run(std::make_shared<const Scenario>(scenario), std::move(*sim), options);
    if (options.chooser) {
        run.m_chooser = options.chooser->clone();
        run.m_chooser->reseed(run.m_sim.seed());
        run.updatePlain();
    }
    return run;
}

ScenarioRun::ScenarioRun(std::shared_ptr<const Scenario> scenario, Simulator sim, const Options &options)
    : m_scenario(std::move(scenario))
    , m_whatIfs(m_scenario->whatIfs)
    , m_sim(std::move(sim))
    , m_record(options.record)
    , m_stop(*m_scenario, options.limits)
    , m_expectations(expectationsFor(*m_scenario))
    , m_checked(m_expectations.size(), false)
    , m_keepChoices(options.keepChoices)
{
    updatePlain();
    setStopRule(m_stop);
    attachSink();
}

ScenarioRun::ScenarioRun(const ScenarioRun &other)
    : ScenarioRun(other, true)
{}

ScenarioRun ScenarioRun::unrecorded() const
{
    return ScenarioRun(*this, false);
}

ScenarioRun::ScenarioRun(const ScenarioRun &other, bool withTrace)
    : m_scenario(other.m_scenario)
    , m_whatIfs(other.m_whatIfs)
    , m_sim(other.m_sim)
    , m_sink(withTrace ? other.m_sink : RecordingSink{})
    , m_record(withTrace && other.m_record)
    , m_stop(other.m_stop)
    , m_position(other.m_position)
    , m_expectations(other.m_expectations)
    , m_checked(other.m_checked)
    , m_mismatches(other.m_mismatches)
    , m_skipped(other.m_skipped)
    , m_chooser(other.m_chooser ? other.m_chooser->clone() : nullptr)
    , m_keepChoices(other.m_keepChoices)
    , m_plain(other.m_plain)
{
    attachSink();
}

ScenarioRun &ScenarioRun::operator=(const ScenarioRun &other)
{
    if (this != &other) {
        ScenarioRun copy(other);
        *this = std::move(copy);
    }
    return *this;
}

ScenarioRun::ScenarioRun(ScenarioRun &&other) noexcept
    : m_scenario(std::move(other.m_scenario))
    , m_whatIfs(std::move(other.m_whatIfs))
    , m_sim(std::move(other.m_sim))
    , m_sink(std::move(other.m_sink))
    , m_record(other.m_record)
    , m_stop(other.m_stop)
    , m_position(other.m_position)
    , m_expectations(std::move(other.m_expectations))
    , m_checked(std::move(other.m_checked))
    , m_mismatches(std::move(other.m_mismatches))
    , m_skipped(std::move(other.m_skipped))
    , m_chooser(std::move(other.m_chooser))
    , m_keepChoices(other.m_keepChoices)
    , m_plain(other.m_plain)
{
    attachSink();
}

ScenarioRun &ScenarioRun::operator=(ScenarioRun &&other) noexcept
{
    m_scenario = std::move(other.m_scenario);
    m_whatIfs = std::move(other.m_whatIfs);
    m_sim = std::move(other.m_sim);
    m_sink = std::move(other.m_sink);
    m_record = other.m_record;
    m_stop = other.m_stop;
    m_position = other.m_position;
    m_expectations = std::move(other.m_expectations);
    m_checked = std::move(other.m_checked);
    m_mismatches = std::move(other.m_mismatches);
    m_skipped = std::move(other.m_skipped);
    m_chooser = std::move(other.m_chooser);
    m_keepChoices = other.m_keepChoices;
    m_plain = other.m_plain;
    attachSink();
    return *this;
}

// The simulator plays the end of the turn where the rule cuts it (nothing: no turn is cut).
void ScenarioRun::setStopRule(const StopRule &stop)
{
    m_stop = stop;
    if (stop.cutsTurn())
        m_sim.endTurnAfter(stop.lastTurn(), stop.lastRegister());
    else
        m_sim.endTurnAfter(0, 0);
}

std::vector<rules::DecisionOffer> ScenarioRun::decisionOffers(const GameState &state) const
{
    std::vector<rules::DecisionOffer> out = m_sim.offersAt(state);
    if (!state.upgradesInGame || state.cursor.stage == Stage::GameOver)
        return out;
    // The choices that depend on what the substep draws or deals: it is played in a silent copy
    // of this run, under this run's stopping rule, collecting them.
    ScenarioRun ahead = unrecorded();
    std::vector<rules::DecisionOffer> wanted;
    ahead.m_sim.restore(state);
    ahead.m_sim.collectOffers(&wanted);
    ahead.step();
    for (const rules::DecisionOffer &o : wanted)
        if (std::ranges::find(out, o) == out.end())
            out.push_back(o);
    return out;
}

void ScenarioRun::resume(const GameState &state, const StopRule &stop)
{
    m_sim.restore(state);
    setStopRule(stop);
}

// The simulator keeps a pointer to the sink, which lives in this object.
void ScenarioRun::attachSink()
{
    m_sim.setSink(m_record ? &m_sink : nullptr);
}

// step() with what acts besides the simulator: the chooser after a deal, the what-ifs, the
// expectations.
bool ScenarioRun::stepActing()
{
    const Cursor played = m_sim.cursor();
    const bool deal = m_chooser && played.stage == Stage::Deal;
    if (deal) {
        m_hands.next = m_record ? &m_sink : nullptr;
        m_hands.hands.clear();
        m_sim.setSink(&m_hands);
    }
    m_sim.step();
    if (deal)
        attachSink();
    ++m_position;
    // Most runs (the analysis' thousands of games) have neither.
    if (!m_whatIfs.empty()) {
        applyWhatIfs();
        if (finished())
            reportUnreachedWhatIfs();
    }
    if (deal)
        choosePrograms();
    if (!m_expectations.empty())
        checkMoment(played);
    return true;
}

int ScenarioRun::advance(StepSize size)
{
    if (finished())
        return 0;
    const Cursor first = m_sim.cursor();
    const Phase phase = Simulator::phaseOf(first.stage);
    int played = 0;
    do {
        step();
        ++played;
    } while (!finished() && sameStep(size, first.turn, first.reg, phase, cursor().turn, cursor().reg,
                                     Simulator::phaseOf(cursor().stage)));
    return played;
}

void ScenarioRun::runToEnd()
{
    while (step()) {
    }
}

void ScenarioRun::reseed(std::uint64_t seed)
{
    m_sim.reseed(seed);
    if (m_chooser)
        m_chooser->reseed(seed);
}

// After the what-ifs of the deal's step, so a choice is the last word on the program; kept as
// what-ifs of this step, a plain run of scenario() makes the same changes at the same moment.
void ScenarioRun::choosePrograms()
{
    for (const DealtHand &h : m_hands.hands) {
        auto edit = m_chooser->choose(m_sim, h);
        if (!edit)
            continue;
        m_sim.applyEdit(h.robot, *edit);
        if (m_keepChoices)
            m_whatIfs.push_back(WhatIf{m_position, m_scenario->robots[static_cast<std::size_t>(h.robot)].name, std::move(*edit)});
    }
}

void ScenarioRun::HandSink::event(const Event &e)
{
    if (e.kind == EventKind::Deal)
        hands = e.hands;
    if (next)
        next->event(e);
}

void ScenarioRun::HandSink::beginGame(const TraceHeader &h)
{
    if (next)
        next->beginGame(h);
}

void ScenarioRun::HandSink::beginTurn(int turn)
{
    if (next)
        next->beginTurn(turn);
}

void ScenarioRun::HandSink::endTurn(int turn)
{
    if (next)
        next->endTurn(turn);
}

void ScenarioRun::HandSink::beginRegister(int turn, int reg)
{
    if (next)
        next->beginRegister(turn, reg);
}

void ScenarioRun::HandSink::endRegister(int turn, int reg)
{
    if (next)
        next->endRegister(turn, reg);
}

void ScenarioRun::HandSink::beginPhase(int turn, int reg, Phase p)
{
    if (next)
        next->beginPhase(turn, reg, p);
}

void ScenarioRun::HandSink::endPhase(int turn, int reg, Phase p)
{
    if (next)
        next->endPhase(turn, reg, p);
}

Scenario ScenarioRun::scenario() const
{
    Scenario sc = *m_scenario;
    sc.whatIfs = m_whatIfs;
    return sc;
}

void ScenarioRun::applyWhatIfs()
{
    for (const WhatIf &w : m_whatIfs) {
        if (w.afterStep != m_position)
            continue;
        const int robot = robotIndex(*m_scenario, w.robot);
        // An edit that cannot be made in the game as it now stands (another robot on the square)
        // is left out and reported; the debugger never makes one.
        if (auto problem = m_sim.checkEdit(robot, w.edit)) {
            problem->step = m_position;
            m_skipped.push_back(std::move(*problem));
        } else {
            m_sim.applyEdit(robot, w.edit);
        }
    }
}

// A what-if after the last substep played never takes effect; saying so beats a silent result.
// Except after a win that ended play: the rules ended it there (play.afterWin "continue" would
// play them), as in a replay of an analysis game, which ends at the win unless asked to go on.
void ScenarioRun::reportUnreachedWhatIfs()
{
    if (end() == End::Winner && !m_scenario->playOnAfterWin)
        return;
    for (const WhatIf &w : m_whatIfs) {
        if (w.afterStep <= m_position)
            continue;
        m_skipped.push_back({.code = rules::ScenarioError::Code::WhatIfNotReached,
                             .robot = w.robot,
                             .number = m_position,
                             .step = w.afterStep});
    }
}

void ScenarioRun::checkMoment(const Cursor &played)
{
    int reg = -1;
    if (played.stage == Stage::Checkpoints)
        reg = played.reg;
    else if (played.stage == Stage::Cleanup)
        reg = 0;
    if (reg < 0)
        return;
    for (std::size_t k = 0; k < m_expectations.size(); ++k) {
        const Expectation &ex = m_expectations[k];
        if (!m_checked[k] && ex.turn == played.turn && ex.afterRegister == reg) {
            m_checked[k] = true;
            checkExpectation(ex, m_sim.state(), m_sim.ruleset(), m_mismatches, true);
        }
    }
}

std::vector<Mismatch> ScenarioRun::finalChecks() const
{
    std::vector<Mismatch> out = m_mismatches;
    for (std::size_t k = 0; k < m_expectations.size(); ++k) {
        if (m_checked[k])
            continue;
        if (m_expectations[k].turn == 0)
            checkExpectation(m_expectations[k], m_sim.state(), m_sim.ruleset(), out, true);
        else
            out.push_back(notReached(m_expectations[k]));
    }
    return out;
}

std::vector<Mismatch> ScenarioRun::finalMismatches() const { return failuresOf(finalChecks()); }

ScenarioRun::End ScenarioRun::end() const
{
    if (m_sim.gameOver()) {
        if (m_sim.state().overCardLimit >= 0)
            return End::CardLimit;
        return m_sim.state().winner >= 0 ? End::Winner : End::AllEliminated;
    }
    return m_stop.reached(m_sim.cursor()) ? End::PlayLength : End::Playing;
}

ScenarioRun::Snapshot ScenarioRun::snapshot() const
{
    return Snapshot{m_sim.state(), m_position,          trace().entries.size(), trace().events.size(),
                    m_checked,     m_mismatches.size(), m_skipped.size()};
}

void ScenarioRun::restore(const Snapshot &s)
{
    m_sim.restore(s.state);
    m_position = s.position;
    if (m_record)
        m_sink.trace().truncate(s.entries, s.events);
    m_checked = s.checked;
    m_mismatches.resize(s.mismatches);
    m_skipped.resize(s.skipped);
}

std::expected<void, ScenarioError> ScenarioRun::edit(int robot, const RobotEdit &edit)
{
    // Before the first substep the robot's start is the place for a change (the deal would
    // overwrite a program anyway).
    if (m_position < 1)
        return std::unexpected(ScenarioError{.code = Code::WhatIfStep, .number = m_position});
    if (auto problem = m_sim.checkEdit(robot, edit)) {
        problem->step = m_position;
        return std::unexpected(std::move(*problem));
    }
    m_sim.applyEdit(robot, edit);
    m_whatIfs.erase(
        std::remove_if(m_whatIfs.begin(), m_whatIfs.end(), [&](const WhatIf &w) { return w.afterStep > m_position; }),
        m_whatIfs.end());
    m_whatIfs.push_back(WhatIf{m_position, m_scenario->robots[static_cast<std::size_t>(robot)].name, edit});
    updatePlain();
    return {};
}

void ScenarioRun::setWhatIfs(const std::vector<WhatIf> &whatIfs)
{
    auto &mine = m_whatIfs;
    mine.erase(std::remove_if(mine.begin(), mine.end(), [&](const WhatIf &w) { return w.afterStep > m_position; }),
               mine.end());
    for (const WhatIf &w : whatIfs)
        if (w.afterStep > m_position)
            mine.push_back(w);
    updatePlain();
}

} // namespace rf::sim
