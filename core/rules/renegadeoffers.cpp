// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The upgrade choices a player could make before the next substep (RULES.md 9.2-9.7): the
// debugger's decision points of the 2016 edition. Only what the rules could play at that moment
// is offered; a choice the scenario already makes is not offered again. The shop and the
// temporary upgrades of the phases are offered from the cards' data, the rest by each card
// (cards/upgrade/). What depends on cards not seen yet (the hand of the programming phase, the
// damage card taken instead of one from an empty pile, the card a routine drawn in play becomes)
// is found by playing the next substep on a copy: the rules `want` the decisions they ask for
// there and do not find (ScenarioRun::decisionOffers). Memory Swap is offered with its default
// only: other cards to put back are written in the scenario.
#include "rules/renegadeupgrades.h"

#include "rules/cards/held.h"
#include "rules/cards/upgrade/upgradeuse.h"

#include <algorithm>

namespace rf::rules {

using namespace rf::model;
using cards::CardUnit;
using cards::Hook;

namespace {

// Temporary upgrades robot i could use at a moment outside the registers (`t`: U or P).
void temporaries(const Engine &e, std::vector<DecisionOffer> &out, int i, DecisionTime when, UpgradeTiming t)
{
    for (const HeldUpgrade &h : e.robot(i).upgrades) {
        const CardUnit *card = cards::library(e).upgrade(h.id);
        // Memory Swap is offered with its default: the three cards drawn go back (its decision
        // without cards).
        if (!card || card->data.permanent || !upgradeActsAt(card->data.timing, t))
            continue;
        cards::offerUpgrade(e, out, i, Decision{.when = when, .use = DecisionUse::Upgrade, .upgrade = h.id});
    }
}

// The robot whose turn to buy it is: each upgrade of the shop it can pay, with the card that
// makes room when its row is full (the player chooses; oldest first, the rules' default).
void shopOffers(const Engine &e, std::vector<DecisionOffer> &out, int i)
{
    const auto &r = e.robot(i);
    const cards::Library &library = cards::library(e);
    for (const auto &slot : e.state().shop) {
        const CardUnit *card = slot ? library.upgrade(*slot) : nullptr;
        if (!card || card->data.cost > r.energy)
            continue;
        Decision d{.when = DecisionTime::UpgradePhase, .use = DecisionUse::Buy, .upgrade = *slot};
        const bool permanent = card->data.permanent;
        auto sameKind = [&](const HeldUpgrade &h) {
            const CardUnit *u = library.upgrade(h.id);
            return u && u->data.permanent == permanent;
        };
        if (std::ranges::count_if(r.upgrades, sameKind) < kUpgradeSlots) {
            cards::offerUpgrade(e, out, i, d);
            continue;
        }
        for (const HeldUpgrade &h : r.upgrades)
            if (sameKind(h)) {
                d.upgradeSubject = h.id;
                cards::offerUpgrade(e, out, i, d);
            }
    }
    temporaries(e, out, i, DecisionTime::UpgradePhase, UpgradeTiming::UpgradePhase);
}

// Before a robot's card: the cards that change how it moves, a push it would make, or act
// around it.
void beforeCardUpgradeOffers(const Engine &e, std::vector<DecisionOffer> &out)
{
    const auto index = static_cast<std::size_t>(e.state().cursor.index);
    if (index >= e.state().order.size())
        return;
    const int i = e.state().order[index];
    const auto &r = e.robot(i);
    const auto &card = r.program[static_cast<std::size_t>(e.reg() - 1)];
    if (!e.inPlay(i) || r.rebooted || !card)
        return;
    const std::uint64_t held = e.upgradeMask(i);
    for (const CardUnit *u : cards::library(e).with(Hook::cardOffers))
        if (cards::inMask(held, *u))
            u->cardOffers(e, i, *card, out);
}

// The cards that act on a robot the holder's laser hits (the volley): the main laser, and the
// rear one when upgrades act on every laser.
void upgradeLaserOffers(Engine &e, std::vector<DecisionOffer> &out)
{
    const auto offering = cards::library(e).with(Hook::laserOffers);
    std::vector<int> line;
    packTargets(e, e.scratch().targets);
    for (int s = 0; s < e.robotCount(); ++s) {
        const auto &shooter = e.robot(s);
        const std::uint64_t held = e.upgradeMask(s);
        const bool any = std::ranges::any_of(offering, [&](const CardUnit *u) { return cards::inMask(held, *u); });
        if (!e.inPlay(s) || shooter.isVirtual || !any)
            continue;
        const bool rear = cards::anyUpgradeWith(e, s, &CardUnit::rearLaser) && !e.options().modsMainLaserOnly;
        for (const Direction d : {shooter.facing, opposite(shooter.facing)}) {
            if (d != shooter.facing && !rear)
                break;
            upgradeLaserHits(e, e.scratch().targets, s, d, line);
            for (const int t : line)
                for (const CardUnit *u : offering)
                    if (cards::inMask(held, *u))
                        u->laserOffers(e, s, d, t, out);
        }
    }
}

} // namespace

void upgradeOffers(Engine &e, std::vector<DecisionOffer> &out)
{
    const game::Cursor &c = e.state().cursor;
    switch (c.stage) {
    case game::Stage::Upgrades: {
        // Substep 0 refills the shop; then each buyer in turn (the simulator's order).
        const auto &order = e.state().order;
        if (c.index < 1 || static_cast<std::size_t>(c.index) > order.size())
            break;
        const int i = order[static_cast<std::size_t>(c.index - 1)];
        if (!e.robot(i).eliminated)
            shopOffers(e, out, i);
        break;
    }
    case game::Stage::Deal:
        if (!e.state().programming)
            break;
        for (int i = 0; i < e.robotCount(); ++i)
            if (!e.robot(i).eliminated)
                temporaries(e, out, i, DecisionTime::Programming, UpgradeTiming::Programming);
        break;
    case game::Stage::Reveal:
        for (int i = 0; i < e.robotCount(); ++i) {
            const auto &r = e.robot(i);
            if (!e.inPlay(i) || r.rebooted)
                continue;
            for (const HeldUpgrade &h : r.upgrades)
                if (const CardUnit *card = cards::library(e).upgrade(h.id); card && card->registerOffers)
                    card->registerOffers(e, i, h, out);
        }
        break;
    case game::Stage::RobotMoves: beforeCardUpgradeOffers(e, out); break;
    case game::Stage::Lasers: upgradeLaserOffers(e, out); break;
    default: break;
    }
}

} // namespace rf::rules
