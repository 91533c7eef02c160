// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/debugcontroller.h"

#include <algorithm>

namespace rf::debugger {

DebugController::DebugController(editor::Timeline *timeline, QObject *parent)
    : QObject(parent), m_timeline(timeline), m_breakpoints(new editor::BreakpointModel(this))
{
    m_timer.setInterval(static_cast<int>(1000.0 / m_speed));
    connect(&m_timer, &QTimer::timeout, this, &DebugController::onTick);
    m_breakpoints->setRobotNames(timeline->robotNames());
    // Another game (an edit, a new scenario): the breakpoints name its robots, play stops.
    connect(timeline, &editor::Timeline::reset, this, [this] {
        pause();
        m_lastBreakpoint = -1;
        m_breakpoints->setRobotNames(m_timeline->robotNames());
    });
}

DebugController::~DebugController() = default;

void DebugController::setSpeed(double stepsPerSecond)
{
    m_speed = std::clamp(stepsPerSecond, 0.25, 100.0);
    m_timer.setInterval(static_cast<int>(1000.0 / m_speed));
}

void DebugController::setPosition(int pos) { m_timeline->setPosition(pos); }

int DebugController::advanceTo(int target, bool breakpoints)
{
    const auto &events = m_timeline->trace().events;
    target = std::clamp(target, position(), eventCount());
    m_lastBreakpoint = -1;
    int p = position();
    const bool decisions = breakpoints && m_breakpoints->hasDecisionPoints();
    while (p < target) {
        const game::Event &e = events[static_cast<std::size_t>(p)];
        ++p;
        if (breakpoints) {
            int hit = m_breakpoints->firstHit(e);
            if (hit < 0 && decisions)
                hit = m_breakpoints->firstDecisionPoint(deciders(p));
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

std::vector<rules::DecisionOffer> DebugController::offersAt(int pos) const
{
    const sim::Replay *replay = m_timeline->replay();
    if (!replay || pos < 0 || pos > replay->length())
        return {};
    return replay->run().decisionOffers(replay->stateAt(pos));
}

namespace {

// Whether `offer` asks `robot` the question `d` answered: a choice of the same kind at the same
// moment (a Boink north and a Boink south answer one question; buying Boink and buying a Rail Gun
// too).
bool asksFor(const rules::DecisionOffer &offer, int robot, const model::Decision &d)
{
    const model::Decision &o = offer.decision;
    if (offer.robot != robot || o.when != d.when || o.reg != d.reg || o.use != d.use)
        return false;
    switch (d.use) {
    case model::DecisionUse::Option: return o.option == d.option;
    case model::DecisionUse::Upgrade: return o.upgrade == d.upgrade;
    default: return true;
    }
}

} // namespace

int DebugController::decisionPointOf(int acted, int robot, int turn, const model::Decision &d) const
{
    const sim::Replay *replay = m_timeline->replay();
    if (!replay)
        return -1;
    for (int pos = std::min(acted, replay->length() + 1) - 1; pos >= 0; --pos) {
        if (replay->stateAt(pos).cursor.turn < turn)
            break;
        const auto offers = offersAt(pos);
        if (std::ranges::any_of(offers, [&](const rules::DecisionOffer &o) { return asksFor(o, robot, d); }))
            return pos;
    }
    return -1;
}

std::vector<int> DebugController::deciders(int pos) const
{
    std::vector<int> robots;
    for (const rules::DecisionOffer &o : offersAt(pos))
        if (std::find(robots.begin(), robots.end(), o.robot) == robots.end())
            robots.push_back(o.robot);
    return robots;
}

int DebugController::endOf(sim::StepSize size) const
{
    const sim::Replay *replay = m_timeline->replay();
    return replay ? replay->endOf(position(), size) : 0;
}

void DebugController::stepSubstep() { advanceTo(position() + 1, false); }
void DebugController::stepOver() { advanceTo(endOf(sim::StepSize::Phase), true); }
void DebugController::stepOut() { advanceTo(endOf(sim::StepSize::Register), true); }

void DebugController::stepBack()
{
    pause();
    setPosition(position() - 1);
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
    if (m_timer.isActive() || position() >= eventCount())
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
    advanceTo(position() + 1, true);
    if (m_lastBreakpoint >= 0 || position() >= eventCount())
        pause();
}

} // namespace rf::debugger
