// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Deflector Shield (RULES.md 9.5): for 1 energy, no robot laser hits the robot in this register;
// it still stops a beam (the volley reads game::RobotState::deflecting).
#include "rules/cards/upgrade/upgradeuse.h"

namespace rf::rules::cards {

using namespace rf::model;
using game::VoidReason;

namespace upgradedeflectorshield {

void raiseShield(Engine &e, int i)
{
    const Decision *d = e.upgradeDecision(i, DecisionTime::Register, DecisionUse::Upgrade, UpgradeId::DeflectorShield);
    if (!d)
        return;
    auto &r = e.robot(i);
    const bool held = e.holdsUpgrade(i, UpgradeId::DeflectorShield);
    if (!held || r.energy < 1 || !e.inPlay(i)) {
        e.voidDecision(i, *d, !held ? VoidReason::NotHeld : r.energy < 1 ? VoidReason::NoEnergy : VoidReason::NotNow);
        return;
    }
    e.noteDecision(i, *d);
    --r.energy;
    r.deflecting = true;
    e.note(game::Code::DeflectorShield, i, -1, r.pos, Direction::North, r.energy);
}

void offerShield(const Engine &e, int i, const HeldUpgrade &h, std::vector<DecisionOffer> &out)
{
    if (e.robot(i).energy >= 1)
        offerUpgrade(e, out, i, registerUse(e, h.id));
}

} // namespace upgradedeflectorshield

const CardUnit &deflectorShieldCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::DeflectorShield),
                               .registerStart = &upgradedeflectorshield::raiseShield,
                               .registerOffers = &upgradedeflectorshield::offerShield};
    return unit;
}

} // namespace rf::rules::cards
