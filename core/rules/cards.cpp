// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/cards.h"

#include <array>
#include <cstdint>

namespace rf::rules {

namespace {

constexpr std::array<Card, 84> makeClassicDeck()
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

constexpr std::array<Card, 84> kClassicDeck = makeClassicDeck();
static_assert(kClassicDeck.size() == kClassicDeckSize);

// Deck index by priority / 10 (every priority is a multiple of 10, from 10 to 840).
constexpr std::array<std::int8_t, 85> kIndexByPriority = [] {
    std::array<std::int8_t, 85> index{};
    index.fill(-1);
    for (std::size_t i = 0; i < kClassicDeck.size(); ++i)
        index[static_cast<std::size_t>(kClassicDeck[i].priority / 10)] = static_cast<std::int8_t>(i);
    return index;
}();

} // namespace

std::span<const Card> classicDeck() { return kClassicDeck; }

int classicDeckIndex(const Card &card)
{
    if (card.priority < 0 || card.priority % 10 != 0 || card.priority / 10 >= static_cast<int>(kIndexByPriority.size()))
        return -1;
    const int i = kIndexByPriority[static_cast<std::size_t>(card.priority / 10)];
    return i >= 0 && kClassicDeck[static_cast<std::size_t>(i)] == card ? i : -1;
}

} // namespace rf::rules
