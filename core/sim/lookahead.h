// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/course.h"
#include "sim/simulator.h"

#include <expected>
#include <map>
#include <string>

namespace rf::sim {

// What one register does to a robot alone on the course.
struct LookaheadResult {
    game::RobotState robot;
    bool dead = false; // destroyed (classic) or rebooted (renegade) during the register
    bool won = false;  // took the course's last checkpoint
};

// A single-robot lookahead through the real engine: the robot plays one card in one register
// (reveal, its card, the board elements, lasers, checkpoints) on the course with no other robot.
// Planners ask it what a card would do; other robots are ignored. Copies are cheap (they share
// the board tables) and independent, so each game owns one.
class RegisterLookahead {
public:
    // Errors as Simulator::create (ruleset, options, course).
    static std::expected<RegisterLookahead, rules::ScenarioError>
    create(const model::Course &course, const std::string &ruleset, const std::map<std::string, bool> &options);

    // Plays `card` for `robot` in register `reg` (1..5) of turn `turn`; the robot's other
    // registers are emptied first.
    LookaheadResult play(const game::RobotState &robot, int turn, int reg, const model::Card &card);

    const rules::BoardIndex &board() const { return m_sim.board(); }
    const rules::Ruleset &ruleset() const { return m_sim.ruleset(); }

private:
    explicit RegisterLookahead(Simulator sim);
    Simulator m_sim;
    game::GameState m_base; // the one-robot state every play starts from (its robot replaced)
};

} // namespace rf::sim
