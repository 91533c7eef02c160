// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Deflector Shield of the 2023 edition (RULES.md 10.13, 10.14): decided for a register, it is paid
// (1 energy) only when laser or weapon damage first comes to the robot in that register (board
// lasers, robot lasers, Mini Howitzer); then no such damage reaches it for the rest of the
// register. Pits, edges, pushes and weapon movements are not stopped. (The 2016 card was paid at
// the start of the register and stopped robot lasers only.)
#include "rules/cards/library.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023deflector {
bool stops(Engine &e, int i)
{
    auto &r = e.robot(i);
    if (r.deflecting)
        return true;
    const Decision *d = e.upgradeDecision(i, DecisionTime::Register, DecisionUse::Upgrade, UpgradeId::DeflectorShield);
    if (!d || e.told(i, *d))
        return false;
    if (!e.holdsUpgrade(i, UpgradeId::DeflectorShield)) {
        e.voidDecision(i, *d, game::VoidReason::NotHeld);
        return false;
    }
    if (r.energy < 1) {
        e.voidDecision(i, *d, game::VoidReason::NoEnergy);
        return false;
    }
    --r.energy;
    r.deflecting = true;
    e.noteDecision(i, *d);
    e.note(game::Code::ShieldRaised, i, -1, r.pos, r.facing, r.energy);
    return true;
}
} // namespace upgrade2023deflector

const CardUnit &deflectorShield2023Card()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::DeflectorShield), .deflects = &upgrade2023deflector::stops};
    return unit;
}

} // namespace rf::rules::cards
