// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The damage cards of the 2016 edition (RULES.md 6, 9.7): SPAM is the edition's damage, one card
// per point; with the upgrades four piles (SPAM, Trojan Horse, Worm, Virus) that may run out.
#include "rules/cards/damage/damagepoint.h"
#include "rules/engine.h"

namespace rf::rules::cards {

// Robot i takes one damage card of kind `k` from its pile (another kind when it is empty: the
// player's pick-damage decision, RULES.md 9.7), onto its discard pile or, `onDraw`, onto its
// draw pile.
void takeDamageCard(Engine &e, int i, model::DamageKind k, bool onDraw = false);
// A played or trashed damage card goes back to its pile.
void returnDamageCard(Engine &e, model::CardKind k);
// Damage piles may run out: SPAM taken one card at a time from its pile.
void takeDamagePointsFromPile(Engine &e, int i, int n);

// Robot i takes n damage points (SPAM cards) onto its discard pile. Inline: the damage of every
// 2016 game comes here, and most games have no piles (forced: GCC kept a call of its own, issue 28).
[[gnu::always_inline]] inline void takeDamagePoints(Engine &e, int i, int n)
{
    if (e.upgradesInGame()) {
        takeDamagePointsFromPile(e, i, n);
        return;
    }
    auto &r = e.robot(i);
    for (int k = 0; k < n; ++k)
        r.discard.push_back(kDamagePoint);
    r.damage += n;
}

// damage-when-programmed (RULES.md 9.7): whether a damage card of kind `k` acts at the end of the
// programming phase instead of in its register (the cards that do something when played).
bool actsWhenProgrammed(const Engine &e, model::CardKind k);

} // namespace rf::rules::cards
