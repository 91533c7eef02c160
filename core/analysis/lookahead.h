// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/course.h"
#include "sim/scenariorun.h"

#include <expected>
#include <map>
#include <span>
#include <string>
#include <vector>

namespace rf::analysis {

// What one register does to a robot alone on the course.
struct LookaheadResult {
    game::RobotState robot;
    bool dead = false; // destroyed (classic) or rebooted (renegade) during the register, or not in play (off the grid)
    bool won = false;  // took the course's last checkpoint
};

// A lookahead through the real engine: a robot plays one card in one register (reveal, its card,
// the board elements, lasers, checkpoints), played by a ScenarioRun under the rule "one register
// from this state" (sim::StopRule::oneRegister). Planners ask it what a card would do. Alone on the
// course by default (the cost field); after standWith() the game's other robots stand where
// they are, without programs: they block and are pushed, and their lasers fire. Copies are cheap
// (they share the board tables) and independent, so each game owns one.
class RegisterLookahead {
public:
    // `robots`: the robots of the games it will look ahead in (their starts), so that standWith()
    // can place them; none: one robot alone. Errors as sim::ScenarioRun::create (ruleset, options, course).
    static std::expected<RegisterLookahead, rules::ScenarioError> create(const model::Course &course, const std::string &ruleset,
                                                                         const std::map<std::string, bool> &options,
                                                                         const std::vector<model::ScenarioRobot> &robots = {});

    // Plays `card` for `robot` in register `reg` (1..5) of turn `turn`; the robot's other
    // registers are emptied first. A robot off the grid plays nothing and comes back dead.
    LookaheadResult play(const game::RobotState &robot, int turn, int reg, const model::Card &card);

    // The plays that follow are robot `self`'s among `robots` (a state of the game, as many
    // robots as create() was given), the others standing still as they are there.
    void standWith(std::span<const game::RobotState> robots, int self);
    // The plays that follow are of a robot alone on the course.
    void standAlone();

    const rules::BoardIndex &board() const { return m_run.simulator().board(); }
    const rules::Ruleset &ruleset() const { return m_run.simulator().ruleset(); }

private:
    // play() for a robot on the grid.
    LookaheadResult playOnGrid(const game::RobotState &robot, int turn, int reg, const model::Card &card);

    RegisterLookahead(sim::ScenarioRun run, sim::ScenarioRun one);
    sim::ScenarioRun m_run;     // the game's robots
    sim::ScenarioRun m_one;     // robot 0 alone: standAlone()'s plays
    game::GameState m_alone;    // m_run's robot 0 alone (the others out of play)
    game::GameState m_oneBase;  // m_one's start of every play (robot 0 replaced)
    game::GameState m_base;     // m_run's start of every play (robot m_self replaced)
    int m_self = 0;
    bool m_isAlone = true;
};

} // namespace rf::analysis
