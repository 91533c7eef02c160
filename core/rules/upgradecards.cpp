// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The 2016 upgrades at the start of a register and after a robot's card (RULES.md 9.3, 9.5,
// 9.6): Deflector Shield, robot order (Admin Privilege, Manual Sort), Boink and Zoop.
#include "rules/engine.h"
#include "rules/renegade.h"

#include <algorithm>

namespace rf::rules {

using namespace rf::model;
using game::VoidReason;

void Engine::upgradesAtRegisterStart()
{
    for (game::RobotState &r : m_robots) {
        r.deflecting = false;
        r.movesFirst = 0;
    }
    if (!m_decisions)
        return;
    // Deflector Shield: 1 energy for this register (RULES.md 9.5).
    for (int i = 0; i < robotCount(); ++i) {
        const Decision *d = upgradeDecision(i, DecisionTime::Register, DecisionUse::Upgrade, UpgradeId::DeflectorShield);
        if (!d)
            continue;
        auto &r = robot(i);
        const bool held = holdsUpgrade(i, UpgradeId::DeflectorShield);
        if (!held || r.energy < 1 || !inPlay(i)) {
            voidDecision(i, *d, !held ? VoidReason::NotHeld : r.energy < 1 ? VoidReason::NoEnergy : VoidReason::NotNow);
            continue;
        }
        noteDecision(i, *d);
        --r.energy;
        r.deflecting = true;
        note(Code::DeflectorShield, i, -1, r.pos, Direction::North, r.energy);
    }
    // Manual Sort and Admin Privilege: the robot moves first (RULES.md 9.3).
    for (int i = 0; i < robotCount(); ++i) {
        for (const UpgradeId id : {UpgradeId::ManualSort, UpgradeId::AdminPrivilege}) {
            const Decision *d = upgradeDecision(i, DecisionTime::Register, DecisionUse::Upgrade, id);
            if (!d)
                continue;
            auto &r = robot(i);
            auto held = std::ranges::find_if(r.upgrades, [id](const HeldUpgrade &h) { return h.id == id; });
            if (held == r.upgrades.end()) {
                voidDecision(i, *d, VoidReason::NotHeld);
                continue;
            }
            if (held->usedThisRound || r.movesFirst != 0 || !inPlay(i) || r.rebooted) {
                voidDecision(i, *d, held->usedThisRound || r.movesFirst != 0 ? VoidReason::AlreadyUsed : VoidReason::NotNow);
                continue;
            }
            noteDecision(i, *d);
            noteUpgrade(Code::UpgradeMovesFirst, i, id);
            if (id == UpgradeId::AdminPrivilege)
                held->usedThisRound = true;
            else
                spendTemporary(i, id);
            r.movesFirst = id == UpgradeId::ManualSort ? 1 : 2;
        }
    }
}

void Engine::upgradeOrder(std::vector<int> &order) const
{
    // Manual Sort users, then Admin Privilege users, then the others; each group keeps its
    // antenna order.
    std::ranges::stable_sort(order, [this](int a, int b) {
        auto rank = [this](int i) { return robot(i).movesFirst == 0 ? 3 : robot(i).movesFirst; };
        return rank(a) < rank(b);
    });
}

void Engine::upgradesAfterCard(int i)
{
    if (!m_decisions || !inPlay(i))
        return;
    const TurnPlan *p = plan(i);
    if (!p)
        return;
    for (const Decision &d : p->decisions) {
        if (d.when != DecisionTime::Register || d.reg != reg() || d.use != DecisionUse::Upgrade)
            continue;
        if (d.upgrade != UpgradeId::Boink && d.upgrade != UpgradeId::Zoop)
            continue;
        if (!holdsUpgrade(i, d.upgrade)) {
            voidDecision(i, d, VoidReason::NotHeld);
            continue;
        }
        if (!d.dir || !inPlay(i)) {
            voidDecision(i, d, VoidReason::NotNow);
            continue;
        }
        noteDecision(i, d);
        spendTemporary(i, d.upgrade);
        auto &r = robot(i);
        if (d.upgrade == UpgradeId::Zoop) {
            r.facing = *d.dir;
            note(Code::ZoopTurn, i, -1, r.pos, r.facing);
        } else {
            // Boink: one square without turning, as an ordinary move that pushes (RULES.md 9.6).
            note(Code::BoinkStep, i, -1, r.pos, *d.dir);
            m_scratch.rammed.clear();
            m_pusher = i;
            pushStep(i, *d.dir, 1, true);
            m_pusher = -1;
        }
    }
}

} // namespace rf::rules
