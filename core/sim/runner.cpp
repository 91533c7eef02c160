// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/runner.h"

#include <format>

namespace rf::sim {

using namespace rf::game;
using namespace rf::model;

std::string pointText(Point p) { return std::format("{},{}", p.x, p.y); }

namespace {

std::string boolText(bool b) { return b ? "true" : "false"; }

void compare(const Expectation &ex, const GameState &st, std::vector<Mismatch> &out, const rules::Ruleset &rules)
{
    auto add = [&](const std::string &robot, const char *field, std::string expected, std::string actual) {
        if (expected != actual)
            out.push_back(Mismatch{ex.turn, ex.afterRegister, robot, field, std::move(expected), std::move(actual)});
    };
    for (const RobotExpectation &re : ex.robots) {
        const RobotState *r = nullptr;
        for (const RobotState &c : st.robots)
            if (c.name == re.robot)
                r = &c;
        if (!r) {
            out.push_back(Mismatch{ex.turn, ex.afterRegister, re.robot, "robot", "present", "no such robot"});
            continue;
        }
        const bool gone = r->destroyed || r->eliminated;
        if (re.at)
            add(re.robot, "at", pointText(*re.at), gone ? "destroyed" : pointText(r->pos));
        if (re.facing)
            add(re.robot, "facing", std::string(directionLetter(*re.facing)), std::string(directionLetter(r->facing)));
        if (re.damage)
            add(re.robot, "damage", std::to_string(*re.damage), std::to_string(r->damage));
        if (re.destroyed)
            add(re.robot, "destroyed", boolText(*re.destroyed), boolText(gone));
        if (re.lives)
            add(re.robot, "lives", std::to_string(*re.lives), std::to_string(r->lives));
        if (re.flags)
            add(re.robot, "flags", std::to_string(*re.flags), std::to_string(r->flags));
        if (re.archive)
            add(re.robot, "archive", pointText(*re.archive), pointText(r->archive));
        if (re.eliminated)
            add(re.robot, "eliminated", boolText(*re.eliminated), boolText(r->eliminated));
        if (re.poweredDown)
            add(re.robot, "powered-down", boolText(*re.poweredDown), boolText(r->poweredDown));
        // Energy and reboots belong to the 2016 rules; the classic engine has neither.
        const std::string absent = std::format("not part of the {} rules", rules.id());
        if (re.energy)
            add(re.robot, "energy", std::to_string(*re.energy), rules.traits().energy ? std::to_string(r->energy) : absent);
        if (re.rebooted)
            add(re.robot, "rebooted", boolText(*re.rebooted), rules.traits().reboots ? boolText(r->rebooted) : absent);
    }
    if (ex.winner) {
        const std::string actual = st.winner >= 0 ? st.robots[static_cast<std::size_t>(st.winner)].name : std::string();
        if (*ex.winner != actual)
            out.push_back(Mismatch{ex.turn, ex.afterRegister, {}, "winner", ex.winner->empty() ? "none" : *ex.winner, actual.empty() ? "none" : actual});
    }
}

} // namespace

std::expected<RunResult, std::string> runScenario(const Scenario &sc, TraceSink *sink, const RunLimits &limits)
{
    auto sim = Simulator::create(sc, limits.seed);
    if (!sim)
        return std::unexpected(sim.error());
    sim->setSink(sink);
    const int registers = limits.registers.value_or(limits.turns ? 0 : sc.registers);
    const int turns = limits.turns.value_or(sc.turns);
    // The last substep to play: after register `registers` (counted from turn 1) with the end of
    // that turn when it is register 5 and endOfTurn is set, or after `turns` whole turns.
    const int lastTurn = registers > 0 ? (registers - 1) / kRegisterCount + 1 : turns;
    const int lastReg = registers > 0 ? (registers - 1) % kRegisterCount + 1 : 0;
    const bool throughEnd = registers == 0 || (lastReg == kRegisterCount && sc.endOfTurn);

    RunResult result;
    // The plain expectations and those given for the ruleset played.
    std::vector<Expectation> expectations = sc.expectations;
    if (const auto it = sc.rulesetExpectations.find(sc.ruleset); it != sc.rulesetExpectations.end())
        expectations.insert(expectations.end(), it->second.begin(), it->second.end());
    std::vector<bool> done(expectations.size(), false);
    auto checkMoment = [&](int turn, int reg) {
        for (std::size_t k = 0; k < expectations.size(); ++k) {
            const Expectation &ex = expectations[k];
            if (!done[k] && ex.turn == turn && ex.afterRegister == reg) {
                done[k] = true;
                compare(ex, sim->state(), result.mismatches, sim->ruleset());
            }
        }
    };
    for (;;) {
        const Cursor before = sim->cursor();
        if (!sim->step())
            break;
        if (before.stage == Stage::Checkpoints) {
            checkMoment(before.turn, before.reg);
            if (!throughEnd && before.turn == lastTurn && before.reg == lastReg)
                break;
        }
        if (before.stage == Stage::Cleanup) {
            checkMoment(before.turn, 0);
            if (before.turn == lastTurn)
                break;
        }
    }
    // Expectations at the end of the run (turn 0), and any moment the game never reached.
    for (std::size_t k = 0; k < expectations.size(); ++k) {
        const Expectation &ex = expectations[k];
        if (done[k])
            continue;
        if (ex.turn == 0) {
            compare(ex, sim->state(), result.mismatches, sim->ruleset());
        } else {
            const std::string when = ex.afterRegister > 0 ? std::format("turn {} register {}", ex.turn, ex.afterRegister) : std::format("end of turn {}", ex.turn);
            result.mismatches.push_back(Mismatch{ex.turn, ex.afterRegister, {}, "moment", when, "not reached (game over or play stopped earlier)"});
        }
    }
    result.finalState = sim->state();
    return result;
}

} // namespace rf::sim
