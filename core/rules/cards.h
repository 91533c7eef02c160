// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"

#include <array>
#include <cstddef>
#include <cstdint>
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

// Moves the top `n` cards of `pile` (top at the back) to `out`, top first: what drawing them one
// by one gives. n <= pile.size().
inline void takeTop(std::vector<Card> &pile, std::size_t n, std::vector<Card> &out)
{
    out.assign(pile.rbegin(), pile.rbegin() + static_cast<std::ptrdiff_t>(n));
    pile.erase(pile.end() - static_cast<std::ptrdiff_t>(n), pile.end());
}

// Squares moved by a card (0 for rotations), and whether it moves backwards. (Inline, and from
// tables rather than switches: every card played asks, and random cards would make a switch's
// branches mispredicted.)
namespace detail {
struct CardMotion {
    std::int8_t squares = 0;      // squares moved (0 for rotations and renegade specials)
    std::int8_t quarterTurns = 0; // quarter turns clockwise of a rotation card
};
// By CardKind: UTurn, RotateLeft, RotateRight, BackUp, Move1, Move2, Move3, Again, PowerUp, Spam;
// the damage and special cards of RULES.md 9.7 move nobody themselves (Speed Routine plays as a
// Move 3, the routines as their chosen card: renegade.cpp).
inline constexpr std::array<CardMotion, model::kCardKindCount> kCardMotion{{
    {0, 2}, {0, 3}, {0, 1}, {1, 0}, {1, 0}, {2, 0}, {3, 0}, {0, 0}, {0, 0}, {0, 0},
    {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0},
    // The Haywires (RULES.md 10.16) are played by their card units.
    {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0},
    {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}}};
} // namespace detail
constexpr int cardSquares(CardKind k)
{
    return detail::kCardMotion[static_cast<std::size_t>(k)].squares;
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
    return detail::kCardMotion[static_cast<std::size_t>(k)].quarterTurns;
}
static_assert(cardSquares(CardKind::Move3) == 3 && cardSquares(CardKind::BackUp) == 1 && cardSquares(CardKind::Spam) == 0 &&
              cardQuarterTurns(CardKind::RotateLeft) == 3 && cardQuarterTurns(CardKind::UTurn) == 2 && cardQuarterTurns(CardKind::Move1) == 0);

} // namespace rf::rules
