// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The four damage piles of the 2016 edition (RULES.md 9.7): taking a card of a kind, another
// kind when that pile is empty (the player's pick-damage decision), returning played cards.
#include "rules/cards/damage/damagepiles.h"

#include "rules/cards/library.h"

#include <algorithm>

namespace rf::rules::cards {

using namespace rf::model;

namespace damagedamagepiles {
// The default order of the piles taken instead of an empty one (RULES.md 9.7).
constexpr DamageKind kFallback[] = {DamageKind::Virus, DamageKind::Trojan, DamageKind::Worm, DamageKind::Spam};

// Looking ahead: robot i must take a card from an empty pile and no decision says which. Each
// pile that is not empty is offered, in the default's order; a single one is no choice.
void pickOffers(Engine &e, int i, DecisionTime when)
{
    const auto &piles = e.state().damagePiles;
    if (std::ranges::count_if(piles, [](int left) { return left != 0; }) < 2)
        return;
    for (const DamageKind k : kFallback)
        if (piles[static_cast<std::size_t>(k)] != 0)
            e.want(i, Decision{.when = when,
                               .reg = when == DecisionTime::Register ? e.reg() : 0,
                               .use = DecisionUse::PickDamage,
                               .card = damageCard(k)});
}
} // namespace damagedamagepiles


void takeDamageCard(Engine &e, int i, DamageKind k, bool onDraw)
{
    auto &r = e.robot(i);
    auto &piles = e.state().damagePiles;
    auto available = [&](DamageKind d) { return piles[static_cast<std::size_t>(d)] != 0; };
    DamageKind taken = k;
    if (!available(k)) {
        // One pick-damage decision per card, in the order the cards are taken.
        const DecisionTime when = e.reg() > 0 ? DecisionTime::Register
                                  : e.state().cursor.stage == game::Stage::Upgrades ? DecisionTime::UpgradePhase
                                                                                    : DecisionTime::Programming;
        std::optional<DamageKind> pick;
        if (const Decision *d = e.upgradeDecision(i, when, DecisionUse::PickDamage, std::nullopt, r.damagePicks)) {
            ++r.damagePicks;
            if (d->card && cardIsDamage(*d->card) && available(damageKindOf(*d->card))) {
                e.noteDecision(i, *d);
                pick = damageKindOf(*d->card);
            } else {
                e.voidDecision(i, *d, game::VoidReason::NotNow);
            }
        } else if (e.lookingAhead()) {
            damagedamagepiles::pickOffers(e, i, when);
        }
        if (!pick)
            for (const DamageKind d : damagedamagepiles::kFallback)
                if (available(d)) {
                    pick = d;
                    break;
                }
        if (!pick) {
            e.note(game::Code::DamagePilesEmpty, i, -1, r.pos);
            return;
        }
        taken = *pick;
        e.noteCard(game::Code::DamagePileEmpty, i, Card{damageCard(taken), 0});
    }
    if (int &left = piles[static_cast<std::size_t>(taken)]; left > 0)
        --left;
    const Card card{damageCard(taken), 0};
    if (onDraw)
        r.deck.push_back(card);
    else
        r.discard.push_back(card);
    ++r.damageDealt[static_cast<std::size_t>(taken)];
    if (isDamagePoint(card.kind))
        ++r.damage;
    else
        e.noteCard(game::Code::DamageCardTaken, i, card);
}

void returnDamageCard(Engine &e, CardKind k)
{
    if (!cardIsDamage(k))
        return;
    if (int &left = e.state().damagePiles[static_cast<std::size_t>(damageKindOf(k))]; left >= 0)
        ++left;
}

// Not inlined: most games have no piles.
void takeDamagePointsFromPile(Engine &e, int i, int n)
{
    for (int k = 0; k < n; ++k)
        takeDamageCard(e, i, kDamagePointPile);
}

bool actsWhenProgrammed(const Engine &e, CardKind k)
{
    if (!e.options().damageWhenProgrammed)
        return false;
    const CardUnit *card = e.rules().cards().program(k);
    return card && card->damaged;
}

} // namespace rf::rules::cards
