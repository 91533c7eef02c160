// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/renegadecards.h"

#include "rules/cards/damage/damagepiles.h"
#include "rules/cards/library.h"
#include "rules/cards/held.h"
#include "rules/renegadedeck.h"
#include "rules/renegadeupgrades.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace rf::rules {

using namespace rf::model;

// The programming phase as a step of its own (RULES.md 9.1 step 2): the hand is drawn (or
// given), the programming-phase upgrades act on it, then the program is placed from it and
// the rest of the hand is discarded.
void programmingPhase(Engine &e, int i)
{
    auto &r = e.robot(i);
    const TurnPlan *plan = e.plan(i);
    std::vector<Card> &hand = r.hand;
    hand.clear();
    // A robot that states none of its piles and no hand has the 20-card deck.
    const bool given = r.dealtPiles || (plan && !plan->hand.empty());
    if (e.turn() == 1 && !given)
        setUpDeck(e, i, nullptr);
    if (e.turn() == 1 && plan && !plan->hand.empty()) {
        hand = plan->hand;
    } else {
        const auto size = static_cast<std::size_t>(kRenegadeHandSize + cards::sumOverUpgrades(e, i, &cards::CardUnit::extraCards));
        while (hand.size() < size)
            if (const auto c = e.drawOwnCard(i))
                hand.push_back(*c);
            else
                break;
    }
    r.dealtPiles = true;
    e.note(Code::UpgradeHandDrawn, i, -1, r.pos, Direction::North, static_cast<int>(hand.size()));
    e.noteHand(i, hand);
    upgradesInProgramming(e, i, hand);
    e.noteHand(i, hand);
    if (e.lookingAhead())
        handOffers(e, i, hand);
    std::vector<Card> rest = hand; // the hand stays as it is now (expectations look at it)
    Program prog{};
    if (plan && plan->program) {
        for (std::size_t k = 0; k < prog.size(); ++k) {
            const auto &c = (*plan->program)[k];
            if (!c)
                continue;
            const auto in = std::ranges::find_if(rest, [&](const Card &h) { return h.kind == c->kind && (!c->choice || h.choice == c->choice || !h.choice); });
            if (in == rest.end()) {
                e.noteCard(Code::CardNotInDeck, i, *c, static_cast<int>(k) + 1);
                continue;
            }
            prog[k] = Card{c->kind, 0, c->choice ? c->choice : in->choice};
            rest.erase(in);
        }
    } else {
        e.state().rng.shuffle(std::span<Card>(rest));
        const cards::Library &library = e.rules().cards();
        const auto opener = std::find_if(rest.begin(), rest.end(), [&](const Card &c) {
            const cards::CardUnit *special = library.program(c.kind);
            return c.kind != CardKind::Again && !(special && special->data.repeats);
        });
        if (opener != rest.end())
            std::iter_swap(rest.begin(), opener);
        std::size_t next = 0;
        for (std::size_t k = 0; k < prog.size() && next < rest.size(); ++k)
            prog[k] = rest[next++];
        rest.erase(rest.begin(), rest.begin() + static_cast<std::ptrdiff_t>(next));
        e.note(Code::RandomProgram, i, -1, r.pos, Direction::North, static_cast<int>(next));
    }
    if (e.lookingAhead())
        restOffers(e, i, rest);
    upgradesAfterProgram(e, i, rest);
    // The cards not programmed go to the discard pile.
    r.discard.insert(r.discard.end(), rest.begin(), rest.end());
    r.program = prog;
}

// Turn 1: the robot's own deck (the 20 cards and its SPAM, less the stated program), unless
// the scenario gave the piles.
void setUpDeck(Engine &e, int i, const Program *program)
{
    auto &r = e.robot(i);
    if (!r.deck.empty() || !r.discard.empty()) {
        int spam = 0;
        for (const auto *pile : {&r.deck, &r.discard})
            spam += static_cast<int>(std::count_if(pile->begin(), pile->end(), [](const Card &c) { return cards::isDamagePoint(c.kind); }));
        if (program)
            spam += static_cast<int>(std::count_if(program->begin(), program->end(), [](const auto &c) { return c && cards::isDamagePoint(c->kind); }));
        r.damage = spam;
        return;
    }
    const auto deck = renegadeDeck();
    r.deck.assign(deck.begin(), deck.end());
    for (int k = 0; k < r.damage; ++k)
        r.deck.push_back(cards::kDamagePoint);
    if (program)
        for (const auto &c : *program)
            if (c)
                takeCardOfKind(r.deck, c->kind);
    e.state().rng.shuffle(std::span<Card>(r.deck));
}

} // namespace rf::rules
