// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Option cards around the register phases (RULES.md 8.1): at the start of the turn, on the hand
// dealt, after programming, in phase E, at the end of the turn; the board's option sites
// (radioactive waste, chop shops, RULES.md 8.3). The cards are units of the library.
#include "rules/classicoptions.h"

#include "rules/cards/held.h"

#include <algorithm>

namespace rf::rules {

using namespace rf::model;
using cards::CardUnit;
using cards::Hook;
using game::VoidReason;

void optionsAtTurnStart(Engine &e)
{
    // Without option cards or decisions no card has marked anything to clear.
    const bool cards = e.anyOptions();
    const auto starting = cards::library(e).with(Hook::turnStart);
    for (int i = 0; i < e.robotCount(); ++i) {
        auto &r = e.robot(i);
        r.discardsUsed = 0; // the count of programming discards (Recompile's point) starts here
        const TurnPlan *p = e.plan(i);
        r.paired = p && p->program ? p->paired : PairedCards{};
        if (!cards)
            continue;
        for (const CardUnit *card : starting)
            card->turnStart(e, i);
        if (r.eliminated || !p || !e.anyDecisions())
            continue;
        // Any other decision at the start of the turn is not one the rules know.
        for (const Decision &d : p->decisions)
            if (d.when == DecisionTime::TurnStart &&
                !(d.use == DecisionUse::Option && decisionTime(d.use, d.option) == DecisionTime::TurnStart))
                e.voidDecision(i, d, VoidReason::NotNow);
    }
}

void optionsOnHand(Engine &e, int i, std::vector<Card> &hand)
{
    if (cards::mayAct(e, i, Hook::dealt))
        for (const CardUnit *card : cards::library(e).with(Hook::dealt))
            card->dealt(e, i, hand);
    optionsAfterProgramming(e, i, hand);
}

void optionsAfterProgramming(Engine &e, int i, std::span<const Card> hand)
{
    if (cards::mayAct(e, i, Hook::programmed))
        for (const CardUnit *card : cards::library(e).with(Hook::programmed))
            card->programmed(e, i, hand);
    e.voidUnusedDiscards(i, DecisionTime::Programming);
}

void optionsOnGivenProgram(Engine &e, int i)
{
    for (const CardUnit *card : cards::library(e).with(Hook::programGiven))
        card->programGiven(e, i);
}

void layCards(Engine &e, int i, std::span<const Card> hand, bool handKnown)
{
    if (!e.decides(i))
        return;
    for (const Decision &d : e.plan(i)->decisions) {
        if (d.use != DecisionUse::LayCard || d.when != DecisionTime::Programming || d.cards.empty())
            continue;
        const Card &card = d.cards.front();
        HeldOption *h = e.held(i, d.option);
        const auto &program = e.robot(i).program;
        const bool programmed =
            std::ranges::any_of(program, [&](const std::optional<Card> &c) { return c && *c == card; });
        const bool inHand = !handKnown || std::ranges::find(hand, card) != hand.end();
        if (!h) {
            e.voidDecision(i, d, VoidReason::NotHeld);
        } else if (h->card) {
            e.voidDecision(i, d, VoidReason::AlreadyUsed); // one card at a time
        } else if (programmed || !inHand) {
            e.voidDecision(i, d, VoidReason::NotNow); // not an unused card of the hand
        } else {
            e.noteDecision(i, d);
            h->card = card;
            if (const CardUnit *unit = cards::library(e).option(d.option); unit && unit->cardLaid)
                unit->cardLaid(e, i, card);
        }
    }
}

int handSize(const Engine &e, int i, int base)
{
    return base + cards::sumOverOptions(e, i, &CardUnit::extraCards);
}

int nextHandSize(const game::RobotState &r)
{
    if (r.eliminated || r.announcedPowerDown)
        return 0;
    int n = std::max(0, 9 - (r.destroyed ? 2 : r.damage));
    for (const HeldOption &h : r.options)
        if (const CardUnit *card = cards::optionCard(h.id))
            n += card->extraCards + (card->cardsKept ? card->cardsKept(h) : 0);
    return n;
}

void optionsInCheckpoints(Engine &e, int i)
{
    auto &r = e.robot(i);
    if (cards::mayAct(e, i, Hook::checkpoint))
        for (const CardUnit *card : cards::library(e).with(Hook::checkpoint))
            card->checkpoint(e, i);
    const BoardIndex &b = e.board();
    // Radioactive waste: the player may draw an option.
    if (const Decision *d = e.decision(i, DecisionTime::Register, DecisionUse::DrawOption)) {
        if (b.floor(r.pos) != FloorKind::RadioactiveWaste)
            e.voidDecision(i, *d, VoidReason::NotOnSite);
        else if (r.poweredDown)
            e.voidDecision(i, *d, VoidReason::PoweredDown);
        else {
            e.noteDecision(i, *d);
            e.drawOptionCard(i);
        }
    }
    // Chop shop: scrap one option and draw another, or reload one; one function per phase.
    bool used = false;
    for (const DecisionUse use : {DecisionUse::ChopShopScrap, DecisionUse::ChopShopReload}) {
        const Decision *d = e.decision(i, DecisionTime::Register, use);
        if (!d)
            continue;
        HeldOption *h = d->subject ? e.held(i, *d->subject) : nullptr;
        const CardUnit *card = h ? cards::library(e).option(h->id) : nullptr;
        const int full = card ? card->data.ammo : 0;
        if (b.device(r.pos).kind != DeviceKind::ChopShop)
            e.voidDecision(i, *d, VoidReason::NotOnSite);
        else if (used)
            e.voidDecision(i, *d, VoidReason::AlreadyUsed);
        else if (!h)
            e.voidDecision(i, *d, VoidReason::NotHeld);
        else if (use == DecisionUse::ChopShopScrap && r.poweredDown)
            e.voidDecision(i, *d, VoidReason::PoweredDown);
        else if (use == DecisionUse::ChopShopReload && full == 0)
            e.voidDecision(i, *d, VoidReason::NotNow);
        else {
            e.noteDecision(i, *d);
            used = true;
            if (use == DecisionUse::ChopShopReload) {
                h->ammo = full;
                e.note(game::Code::ChopShopReload, i, -1, r.pos, Direction::North, h->ammo, kNoId);
            } else {
                e.discardOption(i, h->id, game::Code::ChopShopScrap);
                e.drawOptionCard(i);
            }
        }
    }
}

std::optional<Point> repairSiteReached(const Engine &e, int i)
{
    for (const HeldOption &h : e.robot(i).options)
        if (const CardUnit *card = cards::library(e).option(h.id); card && card->repairSite)
            if (const auto site = card->repairSite(e, i))
                return site;
    return std::nullopt;
}

void optionsAtTurnEnd(Engine &e, int i)
{
    if (cards::mayAct(e, i, Hook::turnEnd))
        for (const CardUnit *card : cards::library(e).with(Hook::turnEnd))
            card->turnEnd(e, i);
}

void optionsAtReentry(Engine &e, int i, Point at)
{
    for (const CardUnit *card : cards::library(e).with(Hook::reentry))
        card->reentry(e, i, at);
}

void optionsAfterAnnouncements(Engine &e, int i)
{
    if (cards::mayAct(e, i, Hook::turnEnded))
        for (const CardUnit *card : cards::library(e).with(Hook::turnEnded))
            card->turnEnded(e, i);
}

} // namespace rf::rules
