// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/renegadedeck.h"

#include <algorithm>

namespace rf::rules {

using model::Card;
using model::CardKind;

namespace {

constexpr std::array<Card, kRenegadeDeckSize> makeRenegadeDeck()
{
    std::array<Card, kRenegadeDeckSize> d{};
    std::size_t i = 0;
    auto add = [&](CardKind k, int count) {
        for (int n = 0; n < count; ++n)
            d[i++] = Card{k, 0};
    };
    add(CardKind::Move1, 5);
    add(CardKind::Move2, 3);
    add(CardKind::Move3, 1);
    add(CardKind::RotateLeft, 3);
    add(CardKind::RotateRight, 3);
    add(CardKind::UTurn, 1);
    add(CardKind::BackUp, 1);
    add(CardKind::PowerUp, 1);
    add(CardKind::Again, 2);
    return d;
}

constexpr std::array<Card, kRenegadeDeckSize> kRenegadeDeck = makeRenegadeDeck();

} // namespace

std::span<const Card> renegadeDeck() { return kRenegadeDeck; }

std::span<const Card> ownDeckCardKinds()
{
    static constexpr std::array<Card, model::kRenegadeCardKindCount> kCardKinds = [] {
        std::array<Card, model::kRenegadeCardKindCount> cards{};
        for (int k = 0; k < model::kRenegadeCardKindCount; ++k)
            cards[static_cast<std::size_t>(k)] = Card{static_cast<CardKind>(k), 0};
        return cards;
    }();
    return kCardKinds;
}

std::span<const BoardStep> ownDeckBoardSteps()
{
    static constexpr std::array<BoardStep, 5> kSteps{BoardStep::ExpressBelts, BoardStep::ExpressBelts, BoardStep::NormalBelts, BoardStep::Pushers,
                                                     BoardStep::Gears};
    return kSteps;
}

int renegadeDeckCount(CardKind k)
{
    return static_cast<int>(std::count_if(kRenegadeDeck.begin(), kRenegadeDeck.end(), [k](const Card &c) { return c.kind == k; }));
}

bool takeCardOfKind(std::vector<Card> &pile, CardKind k)
{
    for (std::size_t i = pile.size(); i-- > 0;) {
        if (pile[i].kind == k) {
            pile.erase(pile.begin() + static_cast<std::ptrdiff_t>(i));
            return true;
        }
    }
    return false;
}

} // namespace rf::rules
