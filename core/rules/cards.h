// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"

#include <span>
#include <string_view>
#include <vector>

namespace rf::rules {

using model::Card;
using model::CardKind;

// The 84 cards of the classic deck (RULES.md 2), in priority order.
std::span<const Card> classicDeck();

// Squares moved by a card (0 for rotations), and whether it moves backwards.
int cardSquares(CardKind k);
bool cardIsMove(CardKind k);
inline bool cardIsBackward(CardKind k) { return k == CardKind::BackUp; }
// Quarter turns clockwise of a rotation card (0 for moves).
int cardQuarterTurns(CardKind k);


} // namespace rf::rules
