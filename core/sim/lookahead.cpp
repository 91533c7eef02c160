// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/lookahead.h"

#include <algorithm>

namespace rf::sim {

using namespace rf::game;
using namespace rf::model;

std::expected<RegisterLookahead, rules::ScenarioError>
RegisterLookahead::create(const Course &course, const std::string &ruleset, const std::map<std::string, bool> &options)
{
    auto combined = combine(course);
    if (!combined)
        return std::unexpected(courseError(course, combined.error()));
    // The robot stands anywhere to begin with: every play puts it where it is asked to be.
    Scenario sc;
    sc.course = course;
    sc.ruleset = ruleset;
    sc.options = options;
    ScenarioRobot r;
    r.name = "lookahead";
    r.at = Point{0, 0};
    sc.robots.push_back(r);
    auto sim = Simulator::create(sc, 0);
    if (!sim)
        return std::unexpected(std::move(sim.error()));
    return RegisterLookahead(std::move(*sim));
}

RegisterLookahead::RegisterLookahead(Simulator sim)
    : m_sim(std::move(sim))
    , m_base(m_sim.state())
{
    m_base.drawPile.clear(); // a randomizer refills it from the deck when it draws
    std::fill(m_base.occupancy.begin(), m_base.occupancy.end(), std::uint8_t{0});
}

LookaheadResult RegisterLookahead::play(const RobotState &robot, int turn, int reg, const Card &card)
{
    GameState st = m_base;
    RobotState &r = st.robots.front();
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
    const rules::BoardIndex &b = m_sim.board();
    if (b.contains(r.pos))
        st.occupancy[static_cast<std::size_t>(b.indexOf(r.pos))] = 1;
    st.cursor = Cursor{.turn = turn, .reg = reg, .stage = Stage::Reveal, .index = 0, .started = true, .turnOpen = true};
    m_sim.restore(Snapshot{std::move(st)});
    while (m_sim.step()) {
        const Cursor &c = m_sim.cursor();
        if (c.reg != reg || c.stage == Stage::Repairs || c.stage == Stage::GameOver)
            break;
    }
    const GameState &after = m_sim.state();
    LookaheadResult res{after.robots.front(), false, after.winner == 0};
    res.dead = res.robot.destroyed || res.robot.rebooted || res.robot.destroyedOrder != 0 || res.robot.eliminated;
    return res;
}

} // namespace rf::sim
