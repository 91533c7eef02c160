// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Brakes of the 2023 edition (RULES.md 10.14): a Move 1 card lying in the robot's register (also
// one that replaced a SPAM or an Again in register 1, was put there by another upgrade or drawn by
// hw-double-draw) may move it 0 squares. Not an Again repeating a Move 1, not a Haywire's moves,
// not a Crab Legs pair (the 2016 card also braked those).
#include "rules/cards/upgrade/upgradeuse.h"
#include "rules/cards/upgrade2023/decided.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023brakes {
int brake(Engine &e, int i, CardKind kind, int squares)
{
    if (kind != CardKind::Move1 || !e.scratch().lyingCard)
        return squares; // a later card of the register may still be the Move 1 (never-arose otherwise)
    const Decision *d = upgrade2023::decided(e, i, UpgradeId::Brakes);
    if (!d)
        return squares;
    e.noteDecision(i, *d);
    const auto &r = e.robot(i);
    e.note(game::Code::UpgradeBraked, i, -1, r.pos, r.facing);
    return 0;
}
// The debugger offers it before a Move 1 lying in the register.
void offers(const Engine &e, int i, const Card &card, std::vector<DecisionOffer> &out)
{
    if (card.kind == CardKind::Move1)
        offerUpgrade(e, out, i, registerUse(e, UpgradeId::Brakes));
}
} // namespace upgrade2023brakes

const CardUnit &brakes2023Card()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::Brakes), .squares = &upgrade2023brakes::brake,
                               .cardOffers = &upgrade2023brakes::offers};
    return unit;
}

} // namespace rf::rules::cards
