// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Refresh (RULES.md 9.6): at the start of its activation the robot replaces its register's card
// by a card of the base deck; a replaced damage card goes back to its pile when trashed, else to
// the discard pile.
#include "rules/cards/damage/damagepiles.h"
#include "rules/cards/upgrade/upgradeuse.h"

#include <algorithm>

namespace rf::rules::cards {

using namespace rf::model;

namespace upgraderefresh {

// The cards Refresh may put in the register, in the order they are offered.
constexpr CardKind kCards[] = {CardKind::Move1,       CardKind::Move2, CardKind::Move3,  CardKind::RotateLeft,
                               CardKind::RotateRight, CardKind::UTurn, CardKind::BackUp, CardKind::Again};

bool refresh(Engine &e, int i)
{
    const Decision *d = usable(e, i, UpgradeId::Refresh);
    if (!d)
        return false;
    auto &r = e.robot(i);
    const auto slot = static_cast<std::size_t>(e.reg() - 1);
    if (!d->card || std::ranges::find(kCards, *d->card) == std::end(kCards) || !r.program[slot]) {
        e.voidDecision(i, *d, game::VoidReason::NotNow);
        return false;
    }
    e.noteDecision(i, *d);
    e.spendTemporary(i, UpgradeId::Refresh);
    const Card old = *r.program[slot];
    if (cardIsDamage(old.kind) && d->trash) {
        returnDamageCard(e, old.kind);
        if (isDamagePoint(old.kind))
            r.damage = std::max(0, r.damage - 1);
    } else {
        r.discard.push_back(old);
    }
    r.program[slot] = Card{*d->card, 0};
    e.noteCard(game::Code::Refreshed, i, *r.program[slot]);
    return false; // the robot plays its new card
}

// Each card it may become, and a replaced damage card trashed or not. Again is not offered in
// register 1, where it repeats nothing and the robot would give up its card for no move.
void offerRefresh(const Engine &e, int i, const Card &card, std::vector<DecisionOffer> &out)
{
    for (const CardKind k : kCards) {
        if (k == CardKind::Again && e.reg() == 1)
            continue;
        Decision d = registerUse(e, UpgradeId::Refresh);
        d.card = k;
        offerUpgrade(e, out, i, d);
        if (cardIsDamage(card.kind)) {
            d.trash = true;
            offerUpgrade(e, out, i, d);
        }
    }
}

} // namespace upgraderefresh

const CardUnit &refreshCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::Refresh),
                               .beforeCard = &upgraderefresh::refresh,
                               .cardOffers = &upgraderefresh::offerRefresh};
    return unit;
}

} // namespace rf::rules::cards
