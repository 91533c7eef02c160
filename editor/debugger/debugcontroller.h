// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/timeline.h"
#include "models/breakpointmodel.h"
#include "sim/scenariorun.h"

#include <QObject>
#include <QTimer>

namespace rf::debugger {

// The debugger's stepping and playing on a Timeline: steps of a substep, a phase, a register
// (sim::StepSize, computed on the replay as ScenarioRun::advance plays them), back, to the next
// breakpoint or the end, and play at a chosen speed. It owns the breakpoints; the scenario and
// its replay belong to the document the timeline follows.
class DebugController : public QObject {
    Q_OBJECT
public:
    explicit DebugController(editor::Timeline *timeline, QObject *parent = nullptr);
    ~DebugController() override;

    editor::Timeline *timeline() const { return m_timeline; }
    // The timeline's, for short.
    int position() const { return m_timeline->position(); }
    int eventCount() const { return m_timeline->length(); }
    const game::GameState &state() const { return m_timeline->state(); }
    const game::Event *currentEvent() const { return m_timeline->currentEvent(); }

    editor::BreakpointModel *breakpoints() const { return m_breakpoints; }
    // The breakpoint that stopped the last continue/step, -1 = none.
    int lastBreakpoint() const { return m_lastBreakpoint; }

    // The choices the players could make before the substep after `pos` (decision points).
    std::vector<rules::DecisionOffer> offersAt(int pos) const;
    std::vector<rules::DecisionOffer> offers() const { return offersAt(position()); }
    // Where robot `robot` was asked the question its decision `d` of turn `turn` answered, the
    // decision having acted (or been found void) at substep `acted`: the last position before it,
    // in that turn, that offers the robot a choice of the same kind (the same use of the same card,
    // at the same moment); -1 when none does (the game before it changed).
    int decisionPointOf(int acted, int robot, int turn, const model::Decision &d) const;

    bool playing() const { return m_timer.isActive(); }
    // Substeps per second while playing.
    double speed() const { return m_speed; }
    void setSpeed(double stepsPerSecond);

public slots:
    void setPosition(int pos);
    void stepSubstep(); // F11
    void stepOver();    // F10: to the end of the current phase
    void stepOut();     // Shift+F11: to the end of the register (or of the turn outside one)
    void stepBack();    // Ctrl+F11 / Shift+F10
    void continueRun(); // F5 while paused: to the next breakpoint or the end, at once
    void runToEnd();    // ignores breakpoints
    void reset();
    void play();
    void pause();
    void togglePlay();

signals:
    void playingChanged(bool playing);
    void breakpointHit(int row);

private:
    // Moves forward to `target` (clamped), stopping after a substep that hits a breakpoint
    // when `breakpoints` is set. Returns the position reached.
    int advanceTo(int target, bool breakpoints);
    int endOf(sim::StepSize size) const;
    std::vector<int> deciders(int pos) const;
    void onTick();

    editor::Timeline *m_timeline;
    editor::BreakpointModel *m_breakpoints;
    QTimer m_timer;
    double m_speed = 4.0;
    int m_lastBreakpoint = -1;
};

} // namespace rf::debugger
