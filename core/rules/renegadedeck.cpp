// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/renegadedeck.h"

#include <algorithm>

namespace rf::rules {

using model::Card;
using model::CardKind;

namespace {

constexpr std::array<Card, kRenegadeDeckSize> kRenegadeDeck = deckOf<kRenegadeDeckSize>(std::array<DeckRow, 9>{{
    {CardKind::Move1, 5}, {CardKind::Move2, 3}, {CardKind::Move3, 1}, {CardKind::RotateLeft, 3}, {CardKind::RotateRight, 3},
    {CardKind::UTurn, 1}, {CardKind::BackUp, 1}, {CardKind::PowerUp, 1}, {CardKind::Again, 2}}});

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
