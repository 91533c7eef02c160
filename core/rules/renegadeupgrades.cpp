// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The 2016 upgrades in the round (RULES.md 9.1-9.3): the upgrade phase with its shop, the
// programming phase, the register's start, a robot's activation and its pushes. The cards
// themselves are units of the library (cards/upgrade/), called here through their hooks.
#include "rules/renegadeupgrades.h"

#include "rules/antenna.h"
#include "rules/cards/damage/damagepiles.h"
#include "rules/cards/held.h"

#include <algorithm>

namespace rf::rules {

using namespace rf::model;
using cards::CardUnit;
using cards::Hook;
using game::VoidReason;

void upgradeShop(Engine &e, std::vector<int> &buyers)
{
    game::GameState &st = e.state();
    auto &shop = st.shop;
    shop.resize(static_cast<std::size_t>(e.robotCount()));
    for (int i = 0; i < e.robotCount(); ++i)
        e.robot(i).damagePicks = 0; // a new moment for pick-damage decisions
    // The top card of the upgrade deck, the discard pile shuffled in when it is empty.
    auto drawUpgrade = [&]() -> std::optional<UpgradeId> {
        if (st.upgradeDeck.empty()) {
            if (st.upgradeDiscard.empty())
                return std::nullopt;
            st.upgradeDeck.swap(st.upgradeDiscard);
            st.rng.shuffle(std::span<UpgradeId>(st.upgradeDeck));
            e.note(game::Code::UpgradeDeckShuffled, -1, -1, {-1, -1}, Direction::North,
                   static_cast<int>(st.upgradeDeck.size()));
        }
        const UpgradeId u = st.upgradeDeck.back();
        st.upgradeDeck.pop_back();
        return u;
    };
    if (!st.boughtLastRound) {
        int old = 0;
        for (auto &slot : shop) {
            if (!slot)
                continue;
            ++old;
            if (e.options().shopExchangeToDeck)
                st.upgradeDeck.push_back(*slot);
            else
                st.upgradeDiscard.push_back(*slot);
            slot.reset();
        }
        if (old > 0 && e.options().shopExchangeToDeck)
            st.rng.shuffle(std::span<UpgradeId>(st.upgradeDeck));
        e.note(game::Code::ShopExchanged, -1, -1, {-1, -1}, Direction::North, old);
    }
    int dealt = 0;
    for (auto &slot : shop) {
        if (slot)
            continue;
        slot = drawUpgrade();
        dealt += slot ? 1 : 0;
    }
    e.note(game::Code::ShopRefilled, -1, -1, {-1, -1}, Direction::North, dealt);
    st.boughtLastRound = false;
    // Buyers in antenna order, measured where they stand now (RULES.md 9.2).
    buyers.clear();
    for (int i = 0; i < e.robotCount(); ++i) {
        e.robot(i).boughtThisPhase = false;
        if (!e.robot(i).eliminated)
            buyers.push_back(i);
    }
    sortByAntenna(e, buyers);
}

namespace {

// Robot i's decision to buy an upgrade (RULES.md 9.2).
void buy(Engine &e, int i, const Decision &d)
{
    game::GameState &st = e.state();
    auto &r = e.robot(i);
    const cards::Library &library = cards::library(e);
    auto slot = std::ranges::find(st.shop, std::optional<UpgradeId>(d.upgrade));
    if (r.boughtThisPhase) {
        e.voidDecision(i, d, VoidReason::AlreadyUsed);
        return;
    }
    const CardUnit *card = library.upgrade(d.upgrade);
    if (slot == st.shop.end() || !card) {
        e.voidDecision(i, d, VoidReason::NotInShop);
        return;
    }
    const int cost = card->data.cost;
    if (cost > r.energy) {
        e.voidDecision(i, d, VoidReason::NoEnergy);
        return;
    }
    // A full row of that kind: the named card, or the oldest, goes to the discard pile.
    const bool permanent = card->data.permanent;
    auto sameKind = [&](const HeldUpgrade &h) {
        const CardUnit *u = library.upgrade(h.id);
        return u && u->data.permanent == permanent;
    };
    if (std::ranges::count_if(r.upgrades, sameKind) >= kUpgradeSlots) {
        auto out =
            d.upgradeSubject
                ? std::ranges::find_if(r.upgrades, [&](const HeldUpgrade &h) { return h.id == *d.upgradeSubject; })
                : std::ranges::find_if(r.upgrades, sameKind);
        if (out == r.upgrades.end() || !sameKind(*out)) {
            e.voidDecision(i, d, VoidReason::NotHeld);
            return;
        }
        e.noteUpgrade(game::Code::UpgradeReplaced, i, out->id);
        st.upgradeDiscard.push_back(out->id);
        r.upgrades.erase(out);
    }
    e.noteDecision(i, d);
    r.energy -= cost;
    r.upgrades.push_back(HeldUpgrade{d.upgrade, false});
    r.boughtThisPhase = true;
    st.boughtLastRound = true;
    slot->reset();
    e.highlight(r.pos);
    e.noteUpgrade(game::Code::UpgradeBought, i, d.upgrade, cost);
}

} // namespace

void upgradePurchase(Engine &e, int i)
{
    const TurnPlan *p = e.plan(i);
    if (!p || !e.decides(i))
        return;
    // The robot's upgrade-phase decisions act in the order listed (RULES.md 9.2).
    for (const Decision &d : p->decisions) {
        if (d.when != DecisionTime::UpgradePhase)
            continue;
        if (d.use == DecisionUse::Buy)
            buy(e, i, d);
        else if (d.use == DecisionUse::Upgrade && !useOutsideRegisters(e, i, d))
            e.voidDecision(i, d, e.holdsUpgrade(i, d.upgrade) ? VoidReason::NotNow : VoidReason::NotHeld);
        else if (d.use != DecisionUse::Upgrade)
            e.voidDecision(i, d, VoidReason::NotNow);
    }
}

bool useOutsideRegisters(Engine &e, int i, const Decision &d)
{
    if (!e.holdsUpgrade(i, d.upgrade))
        return false;
    const CardUnit *card = cards::library(e).upgrade(d.upgrade);
    return card && card->outsideRegisters && card->outsideRegisters(e, i, d);
}

void upgradesInProgramming(Engine &e, int i, std::vector<Card> &hand)
{
    const TurnPlan *p = e.plan(i);
    if (!p || !e.decides(i))
        return;
    for (const Decision &d : p->decisions) {
        if (d.when != DecisionTime::Programming || d.use != DecisionUse::Upgrade)
            continue;
        if (!e.holdsUpgrade(i, d.upgrade)) {
            e.voidDecision(i, d, VoidReason::NotHeld);
            continue;
        }
        const CardUnit *card = cards::library(e).upgrade(d.upgrade);
        if (card && card->programming && card->programming(e, i, d, hand))
            continue;
        if (!useOutsideRegisters(e, i, d))
            e.voidDecision(i, d, VoidReason::NotNow);
    }
}

void upgradesAfterProgram(Engine &e, int i, std::vector<Card> &rest)
{
    for (const CardUnit *card : cards::library(e).with(Hook::afterProgram))
        card->afterProgram(e, i, rest);
}

void handOffers(Engine &e, int i, std::span<const Card> hand)
{
    for (const CardUnit *card : cards::library(e).with(Hook::wantHand))
        card->wantHand(e, i, hand);
}

void restOffers(Engine &e, int i, std::span<const Card> rest)
{
    for (const CardUnit *card : cards::library(e).with(Hook::wantRest))
        card->wantRest(e, i, rest);
}

void upgradesAtRegisterStart(Engine &e)
{
    // The register's marks (RULES.md 9.3, 9.5): nobody deflects or moves first yet.
    for (int i = 0; i < e.robotCount(); ++i) {
        e.robot(i).deflecting = false;
        e.robot(i).movesFirst = 0;
    }
    if (!e.anyDecisions())
        return;
    const auto starting = cards::library(e).with(Hook::registerStart);
    for (int i = 0; i < e.robotCount(); ++i)
        for (const CardUnit *card : starting)
            card->registerStart(e, i);
}

void upgradeOrder(const Engine &e, std::vector<int> &order)
{
    // Robots marked to move first by rank (Manual Sort 1, Admin Privilege 2), then the others;
    // each group keeps its antenna order.
    std::ranges::stable_sort(order, [&e](int a, int b) {
        auto rank = [&e](int i) { return e.robot(i).movesFirst == 0 ? 3 : e.robot(i).movesFirst; };
        return rank(a) < rank(b);
    });
}

bool upgradesBeforeCard(Engine &e, int i)
{
    for (const CardUnit *card : cards::library(e).with(Hook::beforeCard))
        if (card->beforeCard(e, i))
            return true;
    return false;
}

bool replaysCard(Engine &e, int i)
{
    bool replay = false;
    for (const CardUnit *card : cards::library(e).with(Hook::replayCard))
        replay = card->replayCard(e, i) || replay;
    return replay;
}

void upgradesAfterCard(Engine &e, int i)
{
    if (!e.anyDecisions() || !e.inPlay(i))
        return;
    const TurnPlan *p = e.plan(i);
    if (!p)
        return;
    for (const Decision &d : p->decisions) {
        if (d.when != DecisionTime::Register || d.reg != e.reg() || d.use != DecisionUse::Upgrade)
            continue;
        const CardUnit *card = cards::library(e).upgrade(d.upgrade);
        if (!card || !card->afterCard)
            continue;
        if (!e.holdsUpgrade(i, d.upgrade)) {
            e.voidDecision(i, d, VoidReason::NotHeld);
            continue;
        }
        card->afterCard(e, i, d);
    }
}

void upgradePushEffects(Engine &e, int mover, int pushed, int squares)
{
    if (!e.inPlay(pushed) || e.robot(mover).upgrades.empty())
        return;
    // Once per executed card for each robot pushed, however far (ramming-per-square: per square).
    auto &done = e.scratch().rammed;
    const bool again = std::ranges::find(done, pushed) != done.end();
    if (again && !e.options().rammingPerSquare)
        return;
    if (!again)
        done.push_back(pushed);
    const cards::Library &library = cards::library(e);
    const std::uint64_t held = e.upgradeMask(mover);
    const int times = e.options().rammingPerSquare ? squares : 1;
    for (int n = 0; n < times && e.inPlay(pushed); ++n) {
        cards::PushHit hit;
        for (const CardUnit *card : library.with(Hook::pushHit))
            if (cards::inMask(held, *card))
                card->pushHit(e, mover, pushed, hit);
        for (int k = 0; k < hit.spam; ++k)
            hit.cards.insert(hit.cards.begin(), cards::kDamagePointPile);
        const bool spam = std::ranges::find(hit.cards, cards::kDamagePointPile) != hit.cards.end();
        bool onDraw = false;
        for (const CardUnit *card : library.with(Hook::onDrawPile))
            if (cards::inMask(held, *card))
                onDraw = card->onDrawPile(e, mover, pushed, spam) || onDraw;
        for (const DamageKind k : hit.cards) {
            e.noteCardFrom(game::Code::PushDamage, pushed, mover, Card{damageCard(k), 0});
            cards::takeDamageCard(e, pushed, k, onDraw && k == cards::kDamagePointPile);
        }
    }
    for (const CardUnit *card : library.with(Hook::afterPush))
        if (cards::inMask(held, *card))
            card->afterPush(e, mover, pushed);
}

} // namespace rf::rules
