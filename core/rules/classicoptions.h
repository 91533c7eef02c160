// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The classic edition's rules for its option cards (RULES.md 8.1), which the classic ruleset
// plays: when the cards of the library act. What each card does is its unit's (cards/option/);
// nothing here names a card.
#include "rules/engine.h"

#include <span>
#include <vector>

namespace rf::rules {

// Start of the turn: the turn's marks cleared, the decisions taken then.
void optionsAtTurnStart(Engine &e);
// The hand just dealt to robot i, before the program is drawn from it; then the decisions after
// programming (`hand`: the hand, empty when the scenario gives the program).
void optionsOnHand(Engine &e, int i, std::vector<model::Card> &hand);
void optionsAfterProgramming(Engine &e, int i, std::span<const model::Card> hand);
// The scenario gives robot i's program.
void optionsOnGivenProgram(Engine &e, int i);
// After programming: the lay-card decisions of robot i (Flywheel, Conditional Program). The card
// must be in `hand` when the hand is known, and in no register of the program.
void layCards(Engine &e, int i, std::span<const model::Card> hand, bool handKnown);
// The number of cards robot i is dealt this turn: `base` and what its cards add.
int handSize(const Engine &e, int i, int base);
// Phase E for robot i: the cards that act there, then the board's option sites (radioactive
// waste, chop shops: RULES.md 8.3).
void optionsInCheckpoints(Engine &e, int i);
// The repair site robot i reaches from where it stands when it stands on none (Mechanical Arm).
std::optional<model::Point> repairSiteReached(const Engine &e, int i);
// End of the turn: the cleanup's start for robot i, its re-entry at `at`, and after the
// power-down announcements.
void optionsAtTurnEnd(Engine &e, int i);
void optionsAtReentry(Engine &e, int i, model::Point at);
void optionsAfterAnnouncements(Engine &e, int i);
// The choices the players could make before the substep the cursor is at (option cards, and the
// board's option sites), except the ones the scenario already makes.
void optionOffers(Engine &e, std::vector<DecisionOffer> &out);

} // namespace rf::rules
