// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/lookahead.h"

#include <algorithm>

namespace rf::analysis {

using namespace rf::game;
using namespace rf::model;

std::expected<RegisterLookahead, rules::ScenarioError> RegisterLookahead::create(const Course &course, const std::string &ruleset,
                                                                                 const std::map<std::string, bool> &options,
                                                                                 const std::vector<ScenarioRobot> &robots)
{
    auto combined = combine(course);
    if (!combined)
        return std::unexpected(sim::courseError(course, combined.error()));
    // The robots stand anywhere to begin with: every play puts them where they are asked to be.
    Scenario sc;
    sc.course = course;
    sc.ruleset = ruleset;
    sc.options = options;
    sc.robots = robots;
    if (sc.robots.empty())
        sc.robots.push_back(ScenarioRobot{.name = "lookahead", .at = Point{0, 0}});
    for (ScenarioRobot &r : sc.robots) {
        r.turns.clear();
        r.deck.reset();
        r.discard.clear();
    }
    auto run = sim::ScenarioRun::create(sc, sim::ScenarioRun::Options{.limits = {.seed = 0}});
    if (!run)
        return std::unexpected(std::move(run.error()));
    return RegisterLookahead(std::move(*run));
}

RegisterLookahead::RegisterLookahead(sim::ScenarioRun run)
    : m_run(std::move(run))
    , m_alone(m_run.state())
{
    m_alone.drawPile.clear(); // a randomizer refills it from the deck when it draws
    std::fill(m_alone.occupancy.begin(), m_alone.occupancy.end(), std::uint8_t{0});
    for (std::size_t i = 1; i < m_alone.robots.size(); ++i)
        m_alone.robots[i].eliminated = true;
    m_base = m_alone;
}

void RegisterLookahead::standAlone()
{
    m_base = m_alone;
    m_self = 0;
}

void RegisterLookahead::standWith(std::span<const RobotState> robots, int self)
{
    m_base = m_alone;
    m_self = self;
    const rules::BoardIndex &b = board();
    const std::size_t n = std::min(robots.size(), m_base.robots.size());
    for (std::size_t i = 0; i < n; ++i) {
        if (static_cast<int>(i) == self)
            continue;
        RobotState &o = m_base.robots[i];
        o = robots[i];
        // Standing still: no cards (and none of their piles to copy at every play).
        o.program = Program{};
        o.paired = PairedCards{};
        o.deck.clear();
        o.discard.clear();
        o.spent.clear();
        if (!o.destroyed && !o.eliminated && !o.isVirtual && b.contains(o.pos))
            ++m_base.occupancy[static_cast<std::size_t>(b.indexOf(o.pos))];
    }
    for (std::size_t i = n; i < m_base.robots.size(); ++i)
        m_base.robots[i].eliminated = true;
}

LookaheadResult RegisterLookahead::play(const RobotState &robot, int turn, int reg, const Card &card)
{
    GameState st = m_base;
    RobotState &r = st.robots[static_cast<std::size_t>(m_self)];
    r = robot;
    r.program = Program{};
    r.program[static_cast<std::size_t>(reg - 1)] = card;
    r.paired = PairedCards{};
    r.destroyed = false;
    r.poweredDown = false;
    r.destroyedOrder = 0;
    r.rebooted = false;
    r.rebootPending = false;
    r.radioControlledBy = -1;
    const rules::BoardIndex &b = board();
    if (b.contains(r.pos))
        ++st.occupancy[static_cast<std::size_t>(b.indexOf(r.pos))];
    st.cursor = Cursor{.turn = turn, .reg = reg, .stage = Stage::Reveal, .index = 0, .started = true, .turnOpen = true};
    m_run.resume(std::move(st), sim::StopRule::oneRegister(turn, reg));
    m_run.runToEnd();
    const GameState &after = m_run.state();
    LookaheadResult res{after.robots[static_cast<std::size_t>(m_self)], false, after.winner == m_self};
    res.dead = res.robot.destroyed || res.robot.rebooted || res.robot.destroyedOrder != 0 || res.robot.eliminated;
    return res;
}

} // namespace rf::analysis
