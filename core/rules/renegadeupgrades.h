// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The 2016 edition's rules for its upgrades (RULES.md 9), which the renegade ruleset plays: when
// the cards of the library act and in what order. What each card does is its unit's
// (cards/upgrade/); nothing here names a card.
#include "rules/engine.h"

#include <vector>

namespace rf::rules {

// The upgrade phase (RULES.md 9.2): the shop refilled or exchanged, the buyers in antenna order;
// then robot i's turn to buy and to use its upgrade-phase upgrades, in the order decided.
void upgradeShop(Engine &e, std::vector<int> &buyers);
void upgradePurchase(Engine &e, int i);
// A temporary upgrade used in the upgrade or programming phase (Recharge, the routines): false
// when the decision is none of those.
bool useOutsideRegisters(Engine &e, int i, const model::Decision &d);
// The programming-phase upgrades of robot i acting on its hand (RULES.md 9.1 step 2), each
// decision in the order listed; then, with the program placed, the cards left (Cache Memory).
void upgradesInProgramming(Engine &e, int i, std::vector<model::Card> &hand);
void upgradesAfterProgram(Engine &e, int i, std::vector<model::Card> &rest);
// Looking ahead in the programming phase: the choices the hand and the cards left give.
void handOffers(Engine &e, int i, std::span<const model::Card> hand);
void restOffers(Engine &e, int i, std::span<const model::Card> rest);
// Register upgrades before any robot moves (the reveal), and the robots they move to the front.
void upgradesAtRegisterStart(Engine &e);
void upgradeOrder(const Engine &e, std::vector<int> &order);
// Robot i's activation: the upgrades before its card (true: it plays none), whether its card is
// played once more, and those after it.
bool upgradesBeforeCard(Engine &e, int i);
bool replaysCard(Engine &e, int i);
void upgradesAfterCard(Engine &e, int i);
// A push by robot `mover`'s own movement (RULES.md 9.3): the push effects of its upgrades on
// `pushed`, once per card for each robot unless ramming-per-square.
void upgradePushEffects(Engine &e, int mover, int pushed, int squares);
// The laser step when robots hold upgrades (RULES.md 9.3 "Order inside L").
void upgradeVolley(Engine &e);
// The robots one laser of robot s towards d shoots, nearest first (the first robot of the beam,
// or what an upgrade's line gives: Rail Gun).
void upgradeLaserHits(Engine &e, std::span<const LaserTarget> targets, int s, model::Direction d,
                      std::vector<int> &out);
// The upgrade choices the players could make before the substep the cursor is at, except the
// ones the scenario already makes.
void upgradeOffers(Engine &e, std::vector<DecisionOffer> &out);

} // namespace rf::rules
