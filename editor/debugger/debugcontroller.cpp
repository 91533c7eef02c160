// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/debugcontroller.h"

#include "sim/tracetext.h"

#include <QUndoCommand>

#include <algorithm>

namespace rf::debugger {

namespace {

// Safety net against a scenario that never ends (the simulator always ends a turn, but a huge
// `turns` value must not freeze the editor).
constexpr std::size_t kMaxEvents = 200000;

// Appends the simulator's markers and events to a trace, starting with the turn and register
// the simulator is in (a replay from the middle of a game).
class AppendSink final : public sim::TraceSink {
public:
    AppendSink(sim::Trace &trace, const game::Cursor &c) : m_trace(trace), m_turn(c.turn), m_reg(c.reg) {}
    void beginGame(const sim::TraceHeader &h) override { m_trace.header = h; }
    void beginTurn(int turn) override
    {
        m_turn = turn;
        mark(sim::TraceEntry::Type::BeginTurn, turn, 0);
    }
    void endTurn(int turn) override { mark(sim::TraceEntry::Type::EndTurn, turn, 0); }
    void beginRegister(int turn, int reg) override
    {
        m_turn = turn;
        m_reg = reg;
        mark(sim::TraceEntry::Type::BeginRegister, turn, reg);
    }
    void endRegister(int turn, int reg) override
    {
        mark(sim::TraceEntry::Type::EndRegister, turn, reg);
        m_reg = 0;
    }
    void beginPhase(int, int, game::Phase p) override { mark(sim::TraceEntry::Type::BeginPhase, m_turn, m_reg, p); }
    void endPhase(int, int, game::Phase p) override { mark(sim::TraceEntry::Type::EndPhase, m_turn, m_reg, p); }
    void event(const game::Event &e) override
    {
        m_trace.entries.push_back({sim::TraceEntry::Type::Event, e.turn, e.reg, e.phase, m_trace.events.size()});
        m_trace.events.push_back(e);
    }

private:
    void mark(sim::TraceEntry::Type t, int turn, int reg, game::Phase p = game::Phase::Deal) { m_trace.entries.push_back({t, turn, reg, p, 0}); }
    sim::Trace &m_trace;
    int m_turn;
    int m_reg;
};

} // namespace

// One what-if edit: swaps whole sessions (scenario, trace, snapshots, position), so undo
// restores exactly the trace that was there before.
class WhatIfCommand : public QUndoCommand {
public:
    WhatIfCommand(DebugController *c, DebugController::Session before, DebugController::Session after, const QString &text)
        : QUndoCommand(text), m_controller(c), m_before(std::move(before)), m_after(std::move(after))
    {
    }
    void redo() override { m_controller->setSession(m_after); }
    void undo() override { m_controller->setSession(m_before); }

private:
    DebugController *m_controller;
    DebugController::Session m_before;
    DebugController::Session m_after;
};

DebugController::DebugController(QObject *parent) : QObject(parent), m_breakpoints(new BreakpointModel(this)), m_undo(new QUndoStack(this))
{
    m_timer.setInterval(static_cast<int>(1000.0 / m_speed));
    connect(&m_timer, &QTimer::timeout, this, &DebugController::onTick);
}

DebugController::~DebugController() = default;

bool DebugController::setScenario(const model::Scenario &scenario, QString *error)
{
    auto sim = sim::Simulator::create(scenario);
    if (!sim) {
        if (error)
            *error = QString::fromStdString(sim::scenarioErrorText(sim.error()));
        return false;
    }
    pause();
    m_undo->clear();
    install(scenario, std::move(*sim));
    m_pos = 0;
    m_lastBreakpoint = -1;
    m_breakpoints->setRobotNames(robotNames());
    emit traceReset();
    emit positionChanged(m_pos);
    return true;
}

void DebugController::install(model::Scenario scenario, sim::Simulator sim)
{
    m_scenario = std::move(scenario);
    m_sim = std::move(sim);
    m_trace = sim::Trace{};
    m_states.assign(1, m_sim->state());
    sim::Simulator run = *m_sim;
    playOn(run, 0);
}

void DebugController::playOn(sim::Simulator &sim, std::size_t entryCut)
{
    m_trace.entries.resize(entryCut);
    m_trace.events.resize(m_states.size() - 1);
    AppendSink sink(m_trace, sim.cursor());
    sim.setSink(&sink);
    // The end of the scenario, as in sim::runScenario: `registers` registers from the start
    // (then the end of that turn when asked), or `turns` whole turns.
    const int registers = m_scenario.registers;
    const int lastTurn = registers > 0 ? (registers - 1) / model::kRegisterCount + 1 : std::max(1, m_scenario.turns);
    const int lastReg = registers > 0 ? (registers - 1) % model::kRegisterCount + 1 : 0;
    const bool throughEnd = registers == 0 || (lastReg == model::kRegisterCount && m_scenario.endOfTurn);
    auto finished = [&](const game::Cursor &c) {
        return (c.turn > lastTurn) || (!throughEnd && c.turn == lastTurn && (c.reg > lastReg || c.stage == game::Stage::Repairs || c.stage == game::Stage::Cleanup));
    };
    while (m_trace.events.size() < kMaxEvents && !finished(sim.cursor()) && sim.step())
        m_states.push_back(sim.state());
    sim.setSink(nullptr);
}

const game::GameState &DebugController::stateAt(int pos) const
{
    static const game::GameState empty;
    if (m_states.empty())
        return empty;
    return m_states[static_cast<std::size_t>(std::clamp(pos, 0, static_cast<int>(m_states.size()) - 1))];
}

const game::Event *DebugController::currentEvent() const { return m_pos > 0 ? &m_trace.events[static_cast<std::size_t>(m_pos - 1)] : nullptr; }

QStringList DebugController::robotNames() const
{
    QStringList names;
    for (const auto &r : m_scenario.robots)
        names << QString::fromStdString(r.name);
    return names;
}

void DebugController::setSpeed(double stepsPerSecond)
{
    m_speed = std::clamp(stepsPerSecond, 0.25, 100.0);
    m_timer.setInterval(static_cast<int>(1000.0 / m_speed));
}

void DebugController::setPosition(int pos)
{
    pos = std::clamp(pos, 0, eventCount());
    if (pos == m_pos)
        return;
    m_pos = pos;
    emit positionChanged(m_pos);
}

int DebugController::advanceTo(int target, bool breakpoints)
{
    target = std::clamp(target, m_pos, eventCount());
    m_lastBreakpoint = -1;
    int p = m_pos;
    while (p < target) {
        const game::Event &e = m_trace.events[static_cast<std::size_t>(p)];
        ++p;
        if (breakpoints) {
            const int hit = m_breakpoints->firstHit(e);
            if (hit >= 0) {
                m_lastBreakpoint = hit;
                break;
            }
        }
    }
    setPosition(p);
    if (m_lastBreakpoint >= 0)
        emit breakpointHit(m_lastBreakpoint);
    return p;
}

template<typename Same>
int DebugController::endOfRun(int from, Same same) const
{
    const int n = eventCount();
    if (from >= n)
        return n;
    const game::Event &first = m_trace.events[static_cast<std::size_t>(from)];
    int p = from + 1;
    while (p < n && same(first, m_trace.events[static_cast<std::size_t>(p)]))
        ++p;
    return p;
}

void DebugController::stepSubstep() { advanceTo(m_pos + 1, false); }

void DebugController::stepOver()
{
    advanceTo(endOfRun(m_pos, [](const game::Event &a, const game::Event &b) { return a.turn == b.turn && a.reg == b.reg && a.phase == b.phase; }), true);
}

void DebugController::stepOut()
{
    // Inside a register: to its end. Outside (deal, end of turn): to the end of the turn.
    advanceTo(endOfRun(m_pos, [](const game::Event &a, const game::Event &b) { return a.turn == b.turn && (a.reg == 0 || a.reg == b.reg); }), true);
}

void DebugController::stepBack()
{
    pause();
    setPosition(m_pos - 1);
}

void DebugController::continueRun() { advanceTo(eventCount(), true); }

void DebugController::runToEnd()
{
    pause();
    advanceTo(eventCount(), false);
}

void DebugController::reset()
{
    pause();
    setPosition(0);
}

void DebugController::play()
{
    if (m_timer.isActive() || m_pos >= eventCount())
        return;
    m_timer.start();
    emit playingChanged(true);
}

void DebugController::pause()
{
    if (!m_timer.isActive())
        return;
    m_timer.stop();
    emit playingChanged(false);
}

void DebugController::togglePlay() { playing() ? pause() : play(); }

void DebugController::onTick()
{
    advanceTo(m_pos + 1, true);
    if (m_lastBreakpoint >= 0 || m_pos >= eventCount())
        pause();
}

DebugController::Session DebugController::session() const { return Session{m_scenario, m_trace, m_states, m_pos}; }

void DebugController::setSession(Session s)
{
    pause();
    if (s.scenario != m_scenario || !m_sim) {
        auto sim = sim::Simulator::create(s.scenario);
        if (!sim)
            return; // sessions come from scenarios that were played before
        m_sim = std::move(*sim);
    }
    m_scenario = std::move(s.scenario);
    m_trace = std::move(s.trace);
    m_states = std::move(s.states);
    m_pos = std::clamp(s.pos, 0, eventCount());
    m_breakpoints->setRobotNames(robotNames());
    emit traceReset();
    emit positionChanged(m_pos);
}

bool DebugController::replaceScenario(const model::Scenario &scenario, const QString &text, QString *error)
{
    auto sim = sim::Simulator::create(scenario);
    if (!sim) {
        if (error)
            *error = QString::fromStdString(sim::scenarioErrorText(sim.error()));
        return false;
    }
    if (!m_sim)
        return setScenario(scenario, error);
    pause();
    const Session before = session();
    install(scenario, std::move(*sim));
    m_pos = std::min(before.pos, eventCount());
    Session after = session();
    // Put the old session back; the command's first redo installs the new one.
    m_scenario = before.scenario;
    m_sim.reset();
    m_undo->push(new WhatIfCommand(this, before, std::move(after), text));
    return true;
}

bool DebugController::addRobot(model::Point cell, QString *error)
{
    model::Scenario sc = m_scenario;
    for (const auto &r : sc.robots) {
        if (r.at == cell) {
            if (error)
                *error = tr("%1 already stands on %2,%3.").arg(QString::fromStdString(r.name)).arg(cell.x).arg(cell.y);
            return false;
        }
    }
    // The first free name R1, R2...
    std::string name;
    for (int n = 1; name.empty(); ++n) {
        const std::string candidate = "R" + std::to_string(n);
        if (std::none_of(sc.robots.begin(), sc.robots.end(), [&](const model::ScenarioRobot &r) { return r.name == candidate; }))
            name = candidate;
    }
    model::ScenarioRobot robot;
    robot.name = name;
    robot.at = cell;
    sc.robots.push_back(std::move(robot));
    return replaceScenario(sc, tr("Add %1").arg(QString::fromStdString(name)), error);
}

bool DebugController::editRobot(int robot, const RobotEdit &edit, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (!m_sim || robot < 0 || robot >= static_cast<int>(m_scenario.robots.size()))
        return fail(tr("There is no such robot."));
    const rules::BoardIndex &board = m_sim->board();
    if (edit.pos && !board.contains(*edit.pos))
        return fail(tr("%1,%2 is outside the course.").arg(edit.pos->x).arg(edit.pos->y));
    if (edit.archive && !board.contains(*edit.archive))
        return fail(tr("%1,%2 is outside the course.").arg(edit.archive->x).arg(edit.archive->y));
    if (edit.damage && (*edit.damage < 0 || *edit.damage > 9))
        return fail(tr("Damage must be from 0 to 9."));
    if (edit.lives && *edit.lives < 1)
        return fail(tr("A robot needs at least one life."));
    if (edit.card && (edit.card->first < 1 || edit.card->first > model::kRegisterCount))
        return fail(tr("Registers are numbered 1 to 5."));
    pause();
    const Session before = session();
    const auto r = static_cast<std::size_t>(robot);

    if (m_pos == 0) {
        // Before anything was played the edit belongs to the scenario itself.
        model::Scenario sc = m_scenario;
        model::ScenarioRobot &sr = sc.robots[r];
        if (edit.pos)
            sr.at = *edit.pos;
        if (edit.facing)
            sr.facing = *edit.facing;
        if (edit.damage)
            sr.damage = *edit.damage;
        if (edit.lives)
            sr.lives = *edit.lives;
        if (edit.flags)
            sr.flags = *edit.flags;
        if (edit.archive)
            sr.archive = *edit.archive;
        if (edit.poweredDown)
            sr.poweredDown = *edit.poweredDown;
        if (edit.card) {
            if (sr.turns.empty())
                sr.turns.emplace_back();
            model::TurnPlan &plan = sr.turns.front();
            if (!plan.program) {
                // Keep the cards the random draw gave the other registers.
                plan.program = m_states.size() > 1 ? m_states[1].robots[r].program : model::Program{};
            }
            (*plan.program)[static_cast<std::size_t>(edit.card->first - 1)] = edit.card->second;
        }
        auto sim = sim::Simulator::create(sc);
        if (!sim)
            return fail(QString::fromStdString(sim::scenarioErrorText(sim.error())));
        install(std::move(sc), std::move(*sim));
    } else {
        game::GameState st = m_states[static_cast<std::size_t>(m_pos)];
        game::RobotState &rs = st.robots[r];
        const bool onGrid = !rs.destroyed && !rs.eliminated && board.contains(rs.pos);
        if (edit.pos) {
            for (std::size_t k = 0; k < st.robots.size(); ++k) {
                const auto &o = st.robots[k];
                if (k != r && !o.destroyed && !o.eliminated && o.pos == *edit.pos && !o.isVirtual)
                    return fail(tr("%1 already stands on %2,%3.").arg(QString::fromStdString(o.name)).arg(edit.pos->x).arg(edit.pos->y));
            }
            if (onGrid) {
                --st.occupancy[static_cast<std::size_t>(board.indexOf(rs.pos))];
                ++st.occupancy[static_cast<std::size_t>(board.indexOf(*edit.pos))];
            }
            rs.pos = *edit.pos;
        }
        if (edit.facing)
            rs.facing = *edit.facing;
        if (edit.damage)
            rs.damage = *edit.damage;
        if (edit.lives)
            rs.lives = *edit.lives;
        if (edit.flags)
            rs.flags = *edit.flags;
        if (edit.archive)
            rs.archive = *edit.archive;
        if (edit.poweredDown)
            rs.poweredDown = *edit.poweredDown;
        if (edit.card)
            rs.program[static_cast<std::size_t>(edit.card->first - 1)] = edit.card->second;
        // The trace keeps everything up to the current substep, with the end markers it emitted.
        std::size_t cut = 0;
        for (std::size_t i = 0; i < m_trace.entries.size(); ++i) {
            const auto &e = m_trace.entries[i];
            if (e.type == sim::TraceEntry::Type::Event && e.event == static_cast<std::size_t>(m_pos - 1)) {
                cut = i + 1;
                while (cut < m_trace.entries.size() && (m_trace.entries[cut].type == sim::TraceEntry::Type::EndPhase ||
                                                        m_trace.entries[cut].type == sim::TraceEntry::Type::EndRegister ||
                                                        m_trace.entries[cut].type == sim::TraceEntry::Type::EndTurn))
                    ++cut;
                break;
            }
        }
        m_states.resize(static_cast<std::size_t>(m_pos) + 1);
        m_states.back() = st;
        sim::Simulator run = *m_sim;
        run.restore(sim::Snapshot{st});
        playOn(run, cut);
    }
    Session after = session();
    // Put the old session back; the command's first redo installs the new one.
    m_scenario = before.scenario;
    m_sim.reset();
    m_undo->push(new WhatIfCommand(this, before, std::move(after), tr("Edit %1").arg(QString::fromStdString(m_scenario.robots[r].name))));
    return true;
}

} // namespace rf::debugger
