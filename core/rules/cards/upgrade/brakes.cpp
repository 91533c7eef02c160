// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Brakes, the 2016 upgrade (RULES.md 9.5): a Move 1 moves the robot 0 squares.
#include "rules/cards/upgrade/upgradeuse.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgradebrakes {

bool brake(Engine &e, int i, const Card &card)
{
    const Decision *d = usable(e, i, UpgradeId::Brakes);
    if (!d)
        return false;
    if (card.kind != CardKind::Move1) {
        e.voidDecision(i, *d, game::VoidReason::NotNow);
        return false;
    }
    e.noteDecision(i, *d);
    const auto &r = e.robot(i);
    e.note(game::Code::UpgradeBraked, i, -1, r.pos, r.facing);
    return true;
}

void offerBrakes(const Engine &e, int i, const Card &card, std::vector<DecisionOffer> &out)
{
    if (card.kind == CardKind::Move1)
        offerUpgrade(e, out, i, registerUse(e, UpgradeId::Brakes));
}

} // namespace upgradebrakes

const CardUnit &brakesCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::Brakes),
                               .cardMove = &upgradebrakes::brake,
                               .cardOffers = &upgradebrakes::offerBrakes};
    return unit;
}

} // namespace rf::rules::cards
