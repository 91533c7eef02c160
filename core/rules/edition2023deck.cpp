// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The 2023 edition's programming deck and its shared damage deck (RULES.md 10.2, 10.8).
#include "rules/edition2023deck.h"

#include "rules/cards/damage/damagepoint.h"
#include "rules/cards/library.h"
#include "rules/engine.h"
#include "rules/renegadedeck.h"

#include <algorithm>
#include <array>
#include <utility>

namespace rf::rules {

using namespace rf::model;

namespace {

constexpr int kDeckSize = 20;

constexpr std::array<Card, kDeckSize> kDeck = deckOf<kDeckSize>(std::array<DeckRow, 9>{{
    {CardKind::Move1, 4}, {CardKind::Move2, 3}, {CardKind::Move3, 1}, {CardKind::BackUp, 1}, {CardKind::RotateLeft, 4},
    {CardKind::RotateRight, 4}, {CardKind::UTurn, 1}, {CardKind::PowerUp, 1}, {CardKind::Again, 1}}});

} // namespace

std::span<const Card> edition2023Deck() { return kDeck; }

void setUpDamageDeck(const Scenario &sc, game::GameState &st)
{
    st.damageDiscard.assign(sc.damageDiscard.begin(), sc.damageDiscard.end());
    switch (sc.damageDeckSource) {
    case DamageDeckSource::Given: st.damageDeck.assign(sc.damageDeck.rbegin(), sc.damageDeck.rend()); return; // top at the back
    case DamageDeckSource::EndlessSpam: st.endlessSpam = true; return;
    case DamageDeckSource::Seeded: break;
    }
    // The cards lying elsewhere at the start are not in the deck: the discard pile, the
    // Haywires in registers, the SPAM the robots own.
    int spam = kEdition2023SpamCount;
    std::array<bool, kHaywireCount> out{};
    auto away = [&](CardKind k) {
        if (k == cards::kDamagePoint.kind)
            --spam;
        else if (cardIsHaywire(k))
            out[static_cast<std::size_t>(k) - static_cast<std::size_t>(CardKind::HwMove2Right)] = true;
    };
    for (const CardKind k : sc.damageDiscard)
        away(k);
    for (const ScenarioRobot &r : sc.robots) {
        for (const auto &h : r.haywires)
            if (h)
                away(*h);
        for (const Card &c : r.deck.value_or(std::vector<Card>{}))
            away(c.kind);
        for (const Card &c : r.discard)
            away(c.kind);
        if (!r.turns.empty()) {
            for (const Card &c : r.turns.front().hand)
                away(c.kind);
            if (const auto &p = r.turns.front().program)
                for (std::size_t k = 0; k < p->size(); ++k)
                    if ((*p)[k] && (*p)[k]->kind == cards::kDamagePoint.kind)
                        away(cards::kDamagePoint.kind);
        }
    }
    st.damageDeck.clear();
    for (int n = 0; n < std::max(0, spam); ++n)
        st.damageDeck.push_back(cards::kDamagePoint.kind);
    // Every Haywire is a unit of the edition's library: the seeded deck holds 40 cards.
    for (int k = 0; k < kHaywireCount; ++k) {
        const auto kind = static_cast<CardKind>(static_cast<int>(CardKind::HwMove2Right) + k);
        if (!out[static_cast<std::size_t>(k)] && cards::edition2023Cards().program(kind))
            st.damageDeck.push_back(kind);
    }
    st.rng.shuffle(std::span<CardKind>(st.damageDeck));
}

void discardDamage(Engine &e, CardKind k) { e.state().damageDiscard.push_back(k); }

void replaceRegisterCard(Engine &e, int i, std::size_t slot, const Card &card)
{
    auto &r = e.robot(i);
    if (const auto old = std::exchange(r.program[slot], card); old && (cardIsHaywire(old->kind) || old->kind == cards::kDamagePoint.kind))
        discardDamage(e, old->kind);
    else if (old)
        r.discard.push_back(*old);
    if (const auto second = std::exchange(r.paired[slot], std::nullopt))
        r.discard.push_back(*second);
}

void drawDamage(Engine &e, int i, int n)
{
    game::GameState &st = e.state();
    auto &r = e.robot(i);
    for (int drawn = 0; drawn < n; ++drawn) {
        CardKind k = cards::kDamagePoint.kind;
        if (!st.endlessSpam) {
            if (st.damageDeck.empty()) {
                if (st.damageDiscard.empty()) {
                    e.note(Code::DamageDeckEmpty, i, -1, r.pos);
                    return;
                }
                st.damageDeck.swap(st.damageDiscard);
                st.rng.shuffle(std::span<CardKind>(st.damageDeck));
                e.note(Code::DamageDeckShuffled, -1, -1, {-1, -1}, Direction::North, static_cast<int>(st.damageDeck.size()));
            }
            k = st.damageDeck.back();
            st.damageDeck.pop_back();
        }
        ++r.damage;
        if (k == cards::kDamagePoint.kind) {
            ++r.damageDealt[0];
            r.discard.push_back(Card{k, 0});
            e.noteCard(Code::DamageDrawn, i, Card{k, 0});
            continue;
        }
        ++r.haywiresDrawn[static_cast<std::size_t>(k) - static_cast<std::size_t>(CardKind::HwMove2Right)];
        const int reg = e.reg();
        if (reg >= 1 && !r.haywires[static_cast<std::size_t>(reg - 1)]) {
            r.haywires[static_cast<std::size_t>(reg - 1)] = k;
            e.noteCard(Code::HaywireFaceDown, i, Card{k, 0}, reg);
        } else {
            st.damageDiscard.push_back(k);
            e.noteCard(Code::HaywireDiscarded, i, Card{k, 0}, reg);
        }
    }
}

void drawPendingDamage(Engine &e)
{
    for (auto *pending : {&e.scratch().pendingDraws, &e.scratch().pendingWeaponDraws}) {
        if (pending->empty())
            continue;
        const int holder = e.state().tokenHolder;
        for (int n = 0; n < e.robotCount(); ++n) {
            const int i = (holder + n) % e.robotCount();
            const int draws = i < static_cast<int>(pending->size()) ? (*pending)[static_cast<std::size_t>(i)] : 0;
            if (draws > 0 && e.inPlay(i))
                drawDamage(e, i, draws);
        }
        pending->clear();
    }
}

} // namespace rf::rules
