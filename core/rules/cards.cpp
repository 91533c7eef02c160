// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/cards.h"

#include <array>

namespace rf::rules {

namespace {

constexpr std::array<Card, 84> makeDeck()
{
    std::array<Card, 84> d{};
    std::size_t i = 0;
    auto add = [&](CardKind k, int first, int count, int stepBy) {
        for (int n = 0; n < count; ++n)
            d[i++] = Card{k, first + n * stepBy};
    };
    add(CardKind::UTurn, 10, 6, 10);
    add(CardKind::RotateLeft, 70, 18, 20);
    add(CardKind::RotateRight, 80, 18, 20);
    add(CardKind::BackUp, 430, 6, 10);
    add(CardKind::Move1, 490, 18, 10);
    add(CardKind::Move2, 670, 12, 10);
    add(CardKind::Move3, 790, 6, 10);
    return d;
}

constexpr std::array<Card, 84> kDeck = makeDeck();

} // namespace

std::span<const Card> classicDeck() { return kDeck; }

int cardSquares(CardKind k)
{
    switch (k) {
    case CardKind::Move1:
    case CardKind::BackUp: return 1;
    case CardKind::Move2: return 2;
    case CardKind::Move3: return 3;
    default: return 0;
    }
}

bool cardIsMove(CardKind k) { return cardSquares(k) > 0; }

int cardQuarterTurns(CardKind k)
{
    switch (k) {
    case CardKind::RotateRight: return 1;
    case CardKind::RotateLeft: return 3;
    case CardKind::UTurn: return 2;
    default: return 0;
    }
}

} // namespace rf::rules
