// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/renegadecards.h"

#include "rules/renegadedeck.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace rf::rules {

using namespace rf::model;

bool actsWhenProgrammed(const RuleOptions &opt, CardKind k)
{
    return opt.damageWhenProgrammed && (k == CardKind::Trojan || k == CardKind::Worm || k == CardKind::Virus);
}

// Damage piles may run out (RULES.md 9.7). Not inlined: most games have no piles.
void takeSpamFromPile(Engine &e, int i, int n)
{
    for (int k = 0; k < n; ++k)
        e.takeDamageCard(i, DamageKind::Spam);
}


// What a damage card does (RULES.md 9.7); false when the robot plays nothing else.
bool damageEffect(Engine &e, int i, CardKind kind)
{
    auto &r = e.robot(i);
    const RuleOptions &opt = e.options();
    switch (kind) {
    case CardKind::Worm: e.destroy(i, DestroyCause::Worm, Code::WormPlayed); return false;
    case CardKind::Trojan:
        e.note(Code::TrojanPlayed, i, -1, r.pos);
        takeSpam(e, i, 2);
        if (opt.damageNoReplacement)
            return false;
        break;
    case CardKind::Virus: {
        // The card is played first, then the robots near take their Virus: the trace tells the
        // cause before its consequences.
        std::vector<int> near;
        for (int j = 0; j < e.robotCount(); ++j) {
            if (j == i || !e.inPlay(j))
                continue;
            const Point off = e.robot(j).pos - r.pos;
            if (opt.virusRadiusSquare ? std::max(std::abs(off.x), std::abs(off.y)) <= kVirusRadius : std::abs(off.x) + std::abs(off.y) <= kVirusRadius)
                near.push_back(j);
        }
        e.note(Code::VirusPlayed, i, -1, r.pos, Direction::North, static_cast<int>(near.size()));
        for (const int j : near)
            e.takeDamageCard(j, DamageKind::Virus);
        if (opt.damageNoReplacement)
            return false;
        break;
    }
    default: break;
    }
    return true;
}

void routineOffers(Engine &e, int i, CardKind routine)
{
    // In the order of RULES.md 9.7; cardChoiceAllowed keeps the routine's own.
    static constexpr CardKind kChoices[] = {CardKind::Move1,  CardKind::Move2,      CardKind::Move3,
                                            CardKind::BackUp, CardKind::RotateLeft, CardKind::RotateRight,
                                            CardKind::UTurn};
    for (const CardKind k : kChoices)
        if (cardChoiceAllowed(routine, k))
            e.want(i, Decision{.when = DecisionTime::Register,
                               .reg = e.reg(),
                               .use = DecisionUse::RoutineCard,
                               .card = k,
                               .routine = routine});
}

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
        const auto size = static_cast<std::size_t>(kRenegadeHandSize + (e.holdsUpgrade(i, UpgradeId::MemoryStick) ? 1 : 0));
        while (hand.size() < size)
            if (const auto c = e.drawOwnCard(i))
                hand.push_back(*c);
            else
                break;
    }
    r.dealtPiles = true;
    e.note(Code::UpgradeHandDrawn, i, -1, r.pos, Direction::North, static_cast<int>(hand.size()));
    e.noteHand(i, hand);
    e.upgradesInProgramming(i, hand);
    e.noteHand(i, hand);
    if (e.lookingAhead())
        e.handOffers(i, hand);
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
        const auto opener = std::find_if(rest.begin(), rest.end(), [](const Card &c) { return c.kind != CardKind::Again && c.kind != CardKind::RepeatRoutine; });
        if (opener != rest.end())
            std::iter_swap(rest.begin(), opener);
        std::size_t next = 0;
        for (std::size_t k = 0; k < prog.size() && next < rest.size(); ++k)
            prog[k] = rest[next++];
        rest.erase(rest.begin(), rest.begin() + static_cast<std::ptrdiff_t>(next));
        e.note(Code::RandomProgram, i, -1, r.pos, Direction::North, static_cast<int>(next));
    }
    if (e.lookingAhead())
        e.cacheOffers(i, rest);
    e.cacheMemory(i, rest);
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
            spam += static_cast<int>(std::count_if(pile->begin(), pile->end(), [](const Card &c) { return c.kind == CardKind::Spam; }));
        if (program)
            spam += static_cast<int>(std::count_if(program->begin(), program->end(), [](const auto &c) { return c && c->kind == CardKind::Spam; }));
        r.damage = spam;
        return;
    }
    const auto deck = renegadeDeck();
    r.deck.assign(deck.begin(), deck.end());
    for (int k = 0; k < r.damage; ++k)
        r.deck.push_back(Card{CardKind::Spam, 0});
    if (program)
        for (const auto &c : *program)
            if (c)
                takeCardOfKind(r.deck, c->kind);
    e.state().rng.shuffle(std::span<Card>(r.deck));
}

} // namespace rf::rules
