// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/state.h"
#include "model/scenario.h"

#include <span>

namespace rf::rules {

class Engine;

// The 20-card programming deck every robot owns in the 2023 edition (RULES.md 10.2): move 1 x4,
// move 2 x3, move 3 x1, move back x1, rotate left x4, rotate right x4, U-turn x1, power up x1,
// again x1.
std::span<const model::Card> edition2023Deck();
inline constexpr int kEdition2023HandSize = 9;
inline constexpr int kEdition2023RebootDamage = 2;
inline constexpr int kEdition2023MoreDeadlyRebootDamage = 3; // A More Deadly Game (RULES.md 10.17)
inline constexpr int kEdition2023MaxEnergy = 10;

// The damage deck at the start (RULES.md 10.2): given, never running out, or the 23 SPAM and the
// Haywires the edition plays (all but hw-install) not lying elsewhere, shuffled with the seed; and
// the damage discard pile.
void setUpDamageDeck(const model::Scenario &sc, game::GameState &st);
// Robot i draws `n` damage cards one at a time (RULES.md 10.8): SPAM to its discard pile, a
// Haywire face down under the register being played (one per register; a second one, or one
// drawn outside the registers, to the damage discard pile). An empty deck takes the shuffled
// discard pile; when both are empty the robot takes no more damage.
void drawDamage(Engine &e, int i, int n);
// The damage cards of the substep's lasers and weapons, drawn robot by robot in priority order:
// board lasers' first, then robot weapons' (RULES.md 10.8).
void drawPendingDamage(Engine &e);
// A damage card that leaves a robot goes to the damage discard pile.
void discardDamage(Engine &e, model::CardKind k);
// Robot i's card in register `slot` is replaced by `card` (Abort Switch, Lucky Booster, Scrambler):
// the old card goes to the damage discard pile when it is a damage card, to the robot's discard
// pile otherwise, together with the second card of a Crab Legs pair (RULES.md 10.14, 10.15).
void replaceRegisterCard(Engine &e, int i, std::size_t slot, const model::Card &card);

} // namespace rf::rules
