// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "debugger/breakpoints.h"
#include "model/scenario.h"
#include "sim/simulator.h"
#include "sim/trace.h"

#include <QObject>
#include <QTimer>
#include <QUndoStack>

#include <memory>
#include <optional>
#include <vector>

namespace rf::debugger {

// A change to one robot made while paused ("what if R2 had 4 damage here?").
struct RobotEdit {
    std::optional<model::Point> pos{};
    std::optional<model::Direction> facing{};
    std::optional<int> damage{};
    std::optional<int> lives{};
    std::optional<int> flags{};
    std::optional<model::Point> archive{};
    std::optional<bool> poweredDown{};
    // Register (1..5) and its new card (nullopt = empty register).
    std::optional<std::pair<int, std::optional<model::Card>>> card{};
};

// The debugger's engine room: plays a scenario once with the simulator, keeping the whole trace
// and a snapshot of the game state after every substep, so that every move on the timeline
// (forward, back, jump) is instant. Position p means "the first p substeps have been played";
// the current substep is the one played last (event p - 1).
class DebugController : public QObject {
    Q_OBJECT
public:
    explicit DebugController(QObject *parent = nullptr);
    ~DebugController() override;

    // Plays the scenario (its turns / registers) and goes to position 0. Returns false with
    // *error set when the simulator cannot set it up; the previous session stays then.
    bool setScenario(const model::Scenario &scenario, QString *error = nullptr);
    const model::Scenario &scenario() const { return m_scenario; }
    bool hasSession() const { return m_sim.has_value(); }

    const sim::Trace &trace() const { return m_trace; }
    int eventCount() const { return static_cast<int>(m_trace.events.size()); }
    int position() const { return m_pos; }
    // The state after the first `pos` substeps (0 = the start).
    const game::GameState &stateAt(int pos) const;
    const game::GameState &state() const { return stateAt(m_pos); }
    // The substep played last, or nullptr at the start.
    const game::Event *currentEvent() const;
    const rules::BoardIndex *board() const { return m_sim ? &m_sim->board() : nullptr; }
    // The ruleset of the scenario (the default one before any scenario is set).
    const rules::Ruleset &ruleset() const { return m_sim ? m_sim->ruleset() : rules::defaultRuleset(); }
    QStringList robotNames() const;

    BreakpointModel *breakpoints() const { return m_breakpoints; }
    QUndoStack *undoStack() const { return m_undo; }

    bool playing() const { return m_timer.isActive(); }
    // Substeps per second while playing.
    double speed() const { return m_speed; }
    void setSpeed(double stepsPerSecond);

    // What-if: changes a robot at the current position and replays the rest of the game from
    // there (undoable). Before the first deal a card edit changes the scenario's program.
    bool editRobot(int robot, const RobotEdit &edit, QString *error = nullptr);

    // Replaces the scenario (a robot placed or added on the board, a program changed before
    // the game starts) as one undoable step named `text`, replaying the game from the start and
    // keeping the position where it can.
    bool replaceScenario(const model::Scenario &scenario, const QString &text, QString *error = nullptr);
    // Adds a robot facing north on `cell` to the scenario (undoable), named R<n>.
    bool addRobot(model::Point cell, QString *error = nullptr);

    // Adds an expectation to the scenario (it does not change the trace).
    void addExpectation(const model::Expectation &e) { m_scenario.expectations.push_back(e); }

    // The breakpoint that stopped the last continue/step, -1 = none.
    int lastBreakpoint() const { return m_lastBreakpoint; }

public slots:
    void setPosition(int pos);
    void stepSubstep();  // F11
    void stepOver();     // F10: to the end of the current phase
    void stepOut();      // Shift+F11: to the end of the register (or of the turn outside one)
    void stepBack();     // Ctrl+F11 / Shift+F10
    void continueRun();  // F5 while paused: to the next breakpoint or the end, at once
    void runToEnd();     // ignores breakpoints
    void reset();
    void play();
    void pause();
    void togglePlay();

signals:
    void positionChanged(int pos);
    // The trace was recomputed (new scenario, what-if edit, undo): models must reset.
    void traceReset();
    void playingChanged(bool playing);
    void breakpointHit(int row);

private:
    friend class WhatIfCommand;
    struct Session {
        model::Scenario scenario;
        sim::Trace trace;
        std::vector<game::GameState> states;
        int pos = 0;
    };
    Session session() const;
    void setSession(Session s);
    // Moves forward to `target` (clamped), stopping after a substep that hits a breakpoint
    // when `breakpoints` is set. Returns the position reached.
    int advanceTo(int target, bool breakpoints);
    // Plays the simulator from its current state to the scenario's end, appending to the trace.
    // Takes a new scenario and its simulator at the start, and plays the whole trace.
    void install(model::Scenario scenario, sim::Simulator sim);
    void playOn(sim::Simulator &sim, std::size_t entryCut);
    void onTick();
    // The last position of the run of substeps, from `from`, for which `same` holds with the
    // event at `from`.
    template<typename Same>
    int endOfRun(int from, Same same) const;

    model::Scenario m_scenario;
    std::optional<sim::Simulator> m_sim; // at the start of the game; copies replay
    sim::Trace m_trace;
    std::vector<game::GameState> m_states; // m_states[p]: after p substeps
    int m_pos = 0;
    int m_lastBreakpoint = -1;
    BreakpointModel *m_breakpoints;
    QUndoStack *m_undo;
    QTimer m_timer;
    double m_speed = 4.0;
};

} // namespace rf::debugger
