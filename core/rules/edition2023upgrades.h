// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/state.h"
#include "model/scenario.h"

#include <vector>

namespace rf::rules {

class Engine;
struct DecisionOffer;

// The upgrade side of the 2023 edition (RULES.md 10.2, 10.12): the upgrade deck and the
// collections at the start, and the upgrade phase, robot by robot in priority order.
void setUpEdition2023Upgrades(const model::Scenario &sc, game::GameState &st);
// The cards lying on robot i's Memory Cards go to its hand (RULES.md 10.12: at the start of the
// upgrade phase, or of the round in a game without one).
void memoryCardsToHand(Engine &e, int i);
// Memory Cards left robot i: the cards lying on it go to its discard pile (RULES.md 10.14).
void releaseMemoryCards(Engine &e, int i);
// The phase's order (priority order) and its new marks.
void edition2023UpgradeOrder(Engine &e, std::vector<int> &order);
// Robot i's upgrade-phase decisions, in the order listed: draw, install, uninstall.
void edition2023UpgradeTurn(Engine &e, int i);
// Robot i uses the installed upgrade its decision `d` names, when the upgrade acts at that moment
// by the decision alone (Recharge, and the programming-phase upgrades with `hand`, the hand just
// drawn); a decision of another moment is void (`not-now`), except in a register, where a later
// step may take it. Whether it was used.
bool useUpgrade(Engine &e, int i, const model::Decision &d, std::vector<model::Card> *hand);
// The same for each of robot i's decisions at `when` (in a register: the current one) not taken
// yet, in the order listed: the programming phase, or register k before the robot's card.
void edition2023UpgradeUses(Engine &e, int i, model::DecisionTime when, std::vector<model::Card> *hand);
// The choices robot i has at its turn of the upgrade phase (the debugger's offers).
void edition2023UpgradeOffers(const Engine &e, int i, std::vector<DecisionOffer> &out);
// The choices robot i's installed upgrades ask now, at its turn of the upgrade phase or of a
// register (Lucky Booster, Re-Initialize: the units' registerOffers).
void edition2023HeldOffers(const Engine &e, int i, std::vector<DecisionOffer> &out);
// Robot i's movement upgrades decided for this register right before its card (`before`) or
// right after it (RULES.md 10.13), in the order listed (edition2023moves.cpp).
void edition2023Moves(Engine &e, int i, bool before);

} // namespace rf::rules
