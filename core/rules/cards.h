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

// The 84 cards of the classic deck (RULES.md 2), by kind and then priority.
std::span<const Card> classicDeck();
inline constexpr int kClassicDeckSize = 84;
// The place of a card in classicDeck(), or -1 for a card the deck does not hold (its priorities
// are unique, so a card is in the deck at most once).
int classicDeckIndex(const Card &card);

// Squares moved by a card (0 for rotations), and whether it moves backwards. (Inline: every
// card played asks.)
constexpr int cardSquares(CardKind k)
{
    switch (k) {
    case CardKind::Move1:
    case CardKind::BackUp: return 1;
    case CardKind::Move2: return 2;
    case CardKind::Move3: return 3;
    default: return 0;
    }
}
constexpr bool cardIsMove(CardKind k)
{
    return cardSquares(k) > 0;
}
constexpr bool cardIsBackward(CardKind k)
{
    return k == CardKind::BackUp;
}
// Quarter turns clockwise of a rotation card (0 for moves).
constexpr int cardQuarterTurns(CardKind k)
{
    switch (k) {
    case CardKind::RotateRight: return 1;
    case CardKind::RotateLeft: return 3;
    case CardKind::UTurn: return 2;
    default: return 0;
    }
}

} // namespace rf::rules
