// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Phase C (RULES.md 2.4 C and 4): belts and currents as simultaneous movement with the
// conflict rules, rotating and merging belt pieces, gears and crushers (pushers: pushers.cpp).
#include "model/passage.h"
#include "rules/engine.h"

namespace rf::rules {

using namespace rf::model;

namespace {

DirectionSet beltInputs(const Device &belt)
{
    // A belt without inputs is read as straight.
    return belt.inputs.empty() ? straightInputs(belt.dir) : belt.inputs;
}

} // namespace

void Engine::simultaneousMove(std::vector<Scratch::Mover> &movers, Code carried, bool rotateOnBelts)
{
    for (auto &m : movers) {
        if (!passable(m_board.crossing(m.from, m.dir))) {
            m.active = false;
            note(Code::BeltIntoWall, m.robot, -1, m.from, m.dir);
        }
    }
    auto isVirtual = [&](const Scratch::Mover &m) { return robot(m.robot).isVirtual; };
    bool changed = true;
    while (changed) {
        changed = false;
        for (auto &m : movers) {
            if (!m.active || isVirtual(m) || !m_board.contains(m.to))
                continue;
            // Two robots ending on the same square: neither moves.
            for (auto &m2 : movers) {
                if (&m2 == &m || !m2.active || isVirtual(m2) || m2.to != m.to)
                    continue;
                m.active = false;
                m2.active = false;
                note(Code::BeltConflict, m.robot, m2.robot, m.to);
                changed = true;
            }
            if (!m.active)
                continue;
            const int o = obstacleAt(m.to, m.robot);
            if (o < 0)
                continue;
            const Scratch::Mover *om = nullptr;
            for (const auto &m2 : movers)
                if (m2.robot == o && m2.active)
                    om = &m2;
            if (!om) {
                // The square is held by a robot that is not leaving it.
                m.active = false;
                note(Code::BeltBlockedByRobot, m.robot, o, m.to);
                changed = true;
            } else if (om->to == m.from) {
                // Two robots would swap squares: neither moves.
                m.active = false;
                for (auto &m2 : movers)
                    if (m2.robot == o)
                        m2.active = false;
                note(Code::BeltSwap, m.robot, o, m.to);
                changed = true;
            }
        }
    }
    for (const auto &m : movers)
        if (m.active)
            relocate(m.robot, m.to);
    for (const auto &m : movers) {
        if (!m.active)
            continue;
        note(carried, m.robot, -1, m.to, m.dir);
        enterCell(m.robot, m.from, m.dir, false);
        if (!rotateOnBelts || !inPlay(m.robot))
            continue;
        // A belt turns a robot it carries onto a curve through one of the curve's turning
        // inputs; entering from the straight input, or by any other means, turns nothing.
        const Device &next = m_board.device(m.to);
        if (next.kind != DeviceKind::Belt || m.dir == next.dir || m.dir == opposite(next.dir))
            continue;
        if (!beltInputs(next).contains(opposite(m.dir)))
            continue;
        auto &r = robot(m.robot);
        const int turn = next.dir == turnRight(m.dir) ? 1 : -1;
        if (!r.options.empty() && keepsFacing(m.robot)) {
            note(Code::GyroscopeHolds, m.robot, -1, m.to, r.facing, turn);
            continue;
        }
        r.facing = turnRight(r.facing, turn);
        note(Code::TurnedByBelt, m.robot, -1, m.to, r.facing, turn);
    }
}

void Engine::beltSubstep(bool expressOnly, bool normalOnly, int only)
{
    auto &movers = m_scratch.movers;
    movers.clear();
    for (int i = 0; i < robotCount(); ++i) {
        if (!inPlay(i) || (only >= 0 && i != only))
            continue;
        const auto &r = robot(i);
        const Device &d = m_board.device(r.pos);
        if (d.kind != DeviceKind::Belt || (expressOnly && !d.express) || (normalOnly && d.express))
            continue;
        if (!expressOnly && !d.express && r.carriedByExpress && !m_opt.beltTransfer)
            continue; // rule option belt-transfer off: no second move on the normal belt
        movers.push_back({i, r.pos, step(r.pos, d.dir), d.dir, true});
    }
    highlightAll(expressOnly ? m_board.expressBelts() : m_board.allBelts());
    simultaneousMove(movers, Code::CarriedByBelt, true);
    if (expressOnly)
        for (const auto &m : movers)
            if (m.active)
                robot(m.robot).carriedByExpress = true;
}

void Engine::currentSubstep()
{
    auto &movers = m_scratch.movers;
    movers.clear();
    for (int i = 0; i < robotCount(); ++i) {
        if (!inPlay(i))
            continue;
        const auto &floor = m_board.cell(robot(i).pos).floor;
        if (floor.kind == FloorKind::Water && floor.current)
            movers.push_back({i, robot(i).pos, step(robot(i).pos, *floor.current), *floor.current, true});
    }
    highlightAll(m_board.currents());
    simultaneousMove(movers, Code::CarriedByCurrent, false);
}

void Engine::gearSubstep()
{
    highlightAll(m_board.gears());
    for (const Point p : m_board.gears()) {
        if (countAt(p) == 0)
            continue; // no robot in play there (the usual case): skip the robot loop
        const bool cw = m_board.device(p).clockwise;
        for (int i = 0; i < robotCount(); ++i) {
            if (inPlay(i) && robot(i).pos == p) {
                if (!robot(i).options.empty() && keepsFacing(i)) {
                    note(Code::GyroscopeHolds, i, -1, p, robot(i).facing, cw ? 1 : -1, m_board.device(p).id);
                    continue;
                }
                robot(i).facing = turnRight(robot(i).facing, cw ? 1 : -1);
                note(Code::GearTurn, i, -1, p, robot(i).facing, cw ? 1 : -1, m_board.device(p).id);
            }
        }
    }
}

void Engine::crusherSubstep()
{
    for (const Point p : m_board.crushers()) {
        if (!m_board.device(p).registers.contains(reg()))
            continue;
        highlight(p);
        for (int i = 0; countAt(p) > 0 && i < robotCount(); ++i)
            if (inPlay(i) && robot(i).pos == p)
                destroy(i, DestroyCause::Crusher, Code::Crushed);
    }
}

} // namespace rf::rules
