// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"
#include "rules/ruleset.h"

#include <array>
#include <span>
#include <vector>

namespace rf::rules {

// The 20-card programming deck every robot owns in the 2016 edition (RULES.md 6): move 1 x5,
// move 2 x3, move 3 x1, turn left x3, turn right x3, U-turn x1, back up x1, power up x1, again x2.
// Renegade cards carry no priority (the antenna orders the robots).
std::span<const model::Card> renegadeDeck();
inline constexpr int kRenegadeDeckSize = 20;

// A deck of priority-less cards from its composition, (kind, count) rows in order (the 2016 and
// 2023 editions' own decks).
struct DeckRow {
    model::CardKind kind;
    int count;
};
template<std::size_t N, std::size_t Rows>
constexpr std::array<model::Card, N> deckOf(const std::array<DeckRow, Rows> &rows)
{
    std::array<model::Card, N> d{};
    std::size_t i = 0;
    for (const DeckRow &r : rows)
        for (int n = 0; n < r.count; ++n)
            d[i++] = model::Card{r.kind, 0};
    return d;
}
inline constexpr int kRenegadeHandSize = 9;
inline constexpr int kRebootDamage = 2;

// How many cards of kind `k` the deck holds (SPAM: 0, they come only as damage).
int renegadeDeckCount(model::CardKind k);

// Removes one card of kind `k` from `pile` (the one nearest the top, i.e. the back); false when
// the pile holds none.
bool takeCardOfKind(std::vector<model::Card> &pile, model::CardKind k);

// The editions with a deck per robot (2016, 2023): one card of each kind of the deck and SPAM,
// without priorities (what a program is chosen from), and the board substeps they play: blue
// belts twice, green belts, push panels, gears (RULES.md 6, 10.5).
std::span<const model::Card> ownDeckCardKinds();
std::span<const BoardStep> ownDeckBoardSteps();

// Damage cards are played by playing the top card of the deck instead (RULES.md 6).
constexpr bool isDamageCard(model::CardKind k) { return model::cardIsDamage(k); }

} // namespace rf::rules
