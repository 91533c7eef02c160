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
        return std::unexpected(rules::courseError(course, combined.error()));
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
    // A robot alone plays in a game of one robot: the others, out of play, would only be copied
    // at every play (the cost field plays about 140 registers per square).
    sc.robots.resize(1);
    auto one = sim::ScenarioRun::create(sc, sim::ScenarioRun::Options{.limits = {.seed = 0}});
    if (!one)
        return std::unexpected(std::move(one.error()));
    return RegisterLookahead(std::move(*run), std::move(*one));
}

namespace {

// A state of `run` to play lookaheads from: robot 0 alone on the course.
GameState aloneIn(const sim::ScenarioRun &run)
{
    GameState st = run.state();
    st.drawPile.clear(); // a randomizer refills it from the deck when it draws
    std::fill(st.occupancy.begin(), st.occupancy.end(), std::uint8_t{0});
    for (std::size_t i = 1; i < st.robots.size(); ++i)
        st.robots[i].eliminated = true;
    return st;
}

} // namespace

RegisterLookahead::RegisterLookahead(sim::ScenarioRun run, sim::ScenarioRun one)
    : m_run(std::move(run))
    , m_one(std::move(one))
    , m_alone(aloneIn(m_run))
    , m_oneBase(aloneIn(m_one))
{
    m_oneBase.rng = m_alone.rng; // the same draws as in the game of all the robots
    m_base = m_alone;
}

void RegisterLookahead::standAlone()
{
    m_isAlone = true;
    m_self = 0;
}

void RegisterLookahead::standWith(std::span<const RobotState> robots, int self)
{
    m_isAlone = false;
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
    // Off the grid the robot is not in play: a renegade robot whose reboot is still pending (a
    // reboot loop that ran out of tries, docs/rules.md "rule-validate-reboot-loop"). Its cards
    // would play off the board's cells. (Two functions, so that playOnGrid's result is built in
    // place: a second return here made the compiler move it, +2.5 % of a planned game.)
    if (!board().contains(robot.pos))
        return LookaheadResult{robot, true, false};
    return playOnGrid(robot, turn, reg, card);
}

LookaheadResult RegisterLookahead::playOnGrid(const RobotState &robot, int turn, int reg, const Card &card)
{
    // The robot is put into m_base itself and m_base is copied into the simulator's state: both
    // copies assign into buffers that earlier plays have grown, so a play allocates nothing
    // (copying a fresh state, then freeing the last, was half of a play).
    GameState &base = m_isAlone ? m_oneBase : m_base;
    sim::ScenarioRun &run = m_isAlone ? m_one : m_run;
    RobotState &r = base.robots[static_cast<std::size_t>(m_self)];
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
    const auto cell = static_cast<std::size_t>(board().indexOf(r.pos));
    ++base.occupancy[cell];
    base.cursor = Cursor{.turn = turn, .reg = reg, .stage = Stage::Reveal, .index = 0, .started = true, .turnOpen = true};
    run.resume(base, sim::StopRule::oneRegister(turn, reg));
    --base.occupancy[cell]; // the base again holds the others alone
    run.runToEnd();
    const GameState &after = run.state();
    LookaheadResult res{after.robots[static_cast<std::size_t>(m_self)], false, after.winner == m_self};
    res.dead = res.robot.destroyed || res.robot.rebooted || res.robot.destroyedOrder != 0 || res.robot.eliminated;
    return res;
}

} // namespace rf::analysis
