// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The cards of the 2016 edition that the renegade ruleset plays (renegade.cpp) and that need no
// part of its play loop: SPAM taken, what the other damage cards do, the programming phase as
// a step of its own and a robot's own deck at the start.
#include "rules/engine.h"

namespace rf::rules {

// damage-when-programmed (RULES.md 9.7): Trojan Horse, Worm and Virus act at the end of the
// programming phase instead of in their register.
bool actsWhenProgrammed(const RuleOptions &opt, model::CardKind k);

// Damage piles may run out (RULES.md 9.7): SPAM taken one card at a time from its pile.
void takeSpamFromPile(Engine &e, int i, int n);

// Robot i takes n SPAM cards onto its discard pile. Inline: the damage of every renegade game
// comes here, and most games have no piles (forced: GCC kept a call of its own, issue 28).
[[gnu::always_inline]] inline void takeSpam(Engine &e, int i, int n)
{
    if (e.upgradesInGame()) {
        takeSpamFromPile(e, i, n);
        return;
    }
    auto &r = e.robot(i);
    for (int k = 0; k < n; ++k)
        r.discard.push_back(Card{CardKind::Spam, 0});
    r.damage += n;
}

// What a damage card does (RULES.md 9.7); false when the robot plays nothing else.
bool damageEffect(Engine &e, int i, model::CardKind kind);

// Looking ahead (Engine::lookingAhead): robot i plays a Sandbox or Weasel Routine (`routine`)
// whose card is not chosen; each card it may play as is offered (RULES.md 9.7).
void routineOffers(Engine &e, int i, model::CardKind routine);

// The programming phase as a step of its own (RULES.md 9.1 step 2).
void programmingPhase(Engine &e, int i);

// Turn 1: the robot's own deck (the 20 cards and its SPAM, less the stated program), unless
// the scenario gave the piles.
void setUpDeck(Engine &e, int i, const model::Program *program);

} // namespace rf::rules
