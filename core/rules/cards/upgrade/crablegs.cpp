// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Crab Legs, the 2016 upgrade (RULES.md 9.5): a Move 1 played forward, sideways, forward (one
// square sideways only with crab-legs-sidestep); a blocked step loses the rest.
#include "rules/cards/upgrade/upgradeuse.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgradecrablegs {

bool crabWalk(Engine &e, int i, const Card &card)
{
    const Decision *d = usable(e, i, UpgradeId::CrabLegs);
    if (!d)
        return false;
    if (card.kind != CardKind::Move1 || d->side == 0) {
        e.voidDecision(i, *d, game::VoidReason::NotNow);
        return false;
    }
    e.noteDecision(i, *d);
    const auto &r = e.robot(i);
    const Direction side = d->side < 0 ? turnLeft(r.facing) : turnRight(r.facing);
    const Direction ahead = r.facing;
    e.note(game::Code::UpgradeCrabLegs, i, -1, r.pos, side);
    if (e.options().crabLegsSidestep) {
        e.pushStep(i, side, 1, true);
        return true;
    }
    for (const Direction step : {ahead, side, ahead})
        if (!e.inPlay(i) || e.pushStep(i, step, 1, true) != StepResult::Moved)
            break;
    return true;
}

void offerCrabLegs(const Engine &e, int i, const Card &card, std::vector<DecisionOffer> &out)
{
    if (card.kind != CardKind::Move1)
        return;
    for (const int side : {-1, 1}) {
        Decision d = registerUse(e, UpgradeId::CrabLegs);
        d.side = side;
        offerUpgrade(e, out, i, d);
    }
}

} // namespace upgradecrablegs

const CardUnit &crabLegsCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::CrabLegs),
                               .cardMove = &upgradecrablegs::crabWalk,
                               .cardOffers = &upgradecrablegs::offerCrabLegs};
    return unit;
}

} // namespace rf::rules::cards
