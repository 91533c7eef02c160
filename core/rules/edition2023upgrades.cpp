// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The 2023 upgrade phase (RULES.md 10.12): each robot in priority order may draw one upgrade into
// its collection for 1 energy, install one from its collection for its cost (at most 3
// permanent and 3 temporary installed), and uninstall any. A void decision costs nothing and
// does not use up the draw or the install.
#include "rules/edition2023upgrades.h"

#include "model/upgrades2023.h"
#include "rules/cards/held.h"
#include "rules/cards/library.h"
#include "rules/engine.h"

#include <algorithm>

namespace rf::rules {

using namespace rf::model;
using game::Code;
using game::VoidReason;

namespace {

constexpr int kDrawCost = 1;
constexpr int kSetupDeal = 3; // upgrades dealt to each robot at setup (RULES.md 10.2)

int installedOfKind(const game::RobotState &r, bool permanent)
{
    return static_cast<int>(std::ranges::count_if(r.upgrades, [&](const HeldUpgrade &h) { return upgradeIsPermanent(h.id) == permanent; }));
}

void draw(Engine &e, int i, const Decision &d)
{
    game::GameState &st = e.state();
    auto &r = e.robot(i);
    if (r.drewUpgrade) {
        e.voidDecision(i, d, VoidReason::AlreadyUsed);
        return;
    }
    if (r.energy < kDrawCost) {
        e.voidDecision(i, d, VoidReason::NoEnergy);
        return;
    }
    if (st.upgradeDeck.empty()) {
        if (st.upgradeDiscard.empty()) {
            e.voidDecision(i, d, VoidReason::DeckEmpty);
            return;
        }
        st.upgradeDeck.swap(st.upgradeDiscard);
        st.rng.shuffle(std::span<UpgradeId>(st.upgradeDeck));
        e.note(Code::UpgradeDeckShuffled, -1, -1, {-1, -1}, Direction::North, static_cast<int>(st.upgradeDeck.size()));
    }
    e.noteDecision(i, d);
    const UpgradeId id = st.upgradeDeck.back();
    st.upgradeDeck.pop_back();
    r.energy -= kDrawCost;
    r.collection.push_back(id);
    r.drewUpgrade = true;
    e.noteUpgrade(Code::UpgradeDrawn, i, id, r.energy);
}

void install(Engine &e, int i, const Decision &d)
{
    auto &r = e.robot(i);
    const auto it = std::ranges::find(r.collection, d.upgrade);
    const int cost = edition2023UpgradeCost(d.upgrade);
    const VoidReason *why = nullptr;
    static constexpr VoidReason kUsed = VoidReason::AlreadyUsed, kNotHeld = VoidReason::NotHeld, kNoEnergy = VoidReason::NoEnergy,
                                kFull = VoidReason::SlotsFull;
    if (r.boughtThisPhase)
        why = &kUsed;
    else if (it == r.collection.end())
        why = &kNotHeld;
    else if (r.energy < cost)
        why = &kNoEnergy;
    else if (installedOfKind(r, upgradeIsPermanent(d.upgrade)) >= kEdition2023UpgradeSlots)
        why = &kFull;
    if (why) {
        e.voidDecision(i, d, *why);
        return;
    }
    e.noteDecision(i, d);
    r.collection.erase(it);
    r.energy -= cost;
    r.upgrades.push_back(HeldUpgrade{d.upgrade, false});
    r.boughtThisPhase = true;
    e.highlight(r.pos);
    e.noteUpgrade(Code::UpgradeInstalled, i, d.upgrade, cost);
}

void uninstall(Engine &e, int i, const Decision &d)
{
    auto &r = e.robot(i);
    const auto it = std::ranges::find(r.upgrades, d.upgrade, &HeldUpgrade::id);
    if (it == r.upgrades.end()) {
        e.voidDecision(i, d, VoidReason::NotHeld);
        return;
    }
    e.noteDecision(i, d);
    r.upgrades.erase(it);
    e.state().upgradeDiscard.push_back(d.upgrade);
    e.noteUpgrade(Code::UpgradeUninstalled, i, d.upgrade);
    // Cards lying on it (an upgrade that takes cards at the end of programming: Memory Cards).
    if (const cards::CardUnit *card = cards::library(e).upgrade(d.upgrade); card && card->afterProgram)
        releaseMemoryCards(e, i);
}

bool decided(const Engine &e, int i, const Decision &offer)
{
    const TurnPlan *p = e.plan(i);
    return p && std::ranges::any_of(p->decisions, [&](const Decision &d) {
               return d.when == DecisionTime::UpgradePhase && d.use == offer.use &&
                      (offer.use == DecisionUse::UpgradeDraw || offer.use == DecisionUse::UpgradeInstall || d.upgrade == offer.upgrade);
           });
}

} // namespace

void setUpEdition2023Upgrades(const Scenario &sc, game::GameState &st)
{
    for (std::size_t i = 0; i < sc.robots.size() && i < st.robots.size(); ++i)
        st.robots[i].collection = sc.robots[i].collection;
    if (!sc.upgradePhase)
        return;
    const UpgradeSetup &u = *sc.upgradePhase;
    std::vector<UpgradeId> deck = u.deck;
    if (u.seededDeck) {
        // Every upgrade of the edition that no robot holds and that is not discarded (RULES.md 10.2).
        auto held = [&](UpgradeId id) {
            return std::ranges::find(u.discard, id) != u.discard.end() || std::ranges::any_of(sc.robots, [&](const ScenarioRobot &r) {
                       return std::ranges::find(r.upgrades, id) != r.upgrades.end() || std::ranges::find(r.collection, id) != r.collection.end();
                   });
        };
        for (const UpgradeId id : edition2023Upgrades())
            if (!held(id))
                deck.push_back(id);
        st.rng.shuffle(std::span<UpgradeId>(deck));
    }
    st.upgradePhase = true;
    st.upgradeDeck.assign(deck.rbegin(), deck.rend()); // top first in files, at the back here
    st.upgradeDiscard = u.discard;
    st.cursor.stage = game::Stage::Upgrades;
    // The setup deal (RULES.md 10.2): 3 cards from the top into each collection, robot by robot in
    // priority order. A scenario that gives the deck or any robot's collection is the game as it
    // stands, after the deal (docs/rules.md).
    const bool given = !u.seededDeck || std::ranges::any_of(sc.robots, [](const ScenarioRobot &r) { return !r.collection.empty(); });
    if (given)
        return;
    const int robots = static_cast<int>(st.robots.size());
    for (int n = 0; n < robots; ++n) {
        auto &r = st.robots[static_cast<std::size_t>((st.tokenHolder + n) % robots)];
        for (int k = 0; k < kSetupDeal && !st.upgradeDeck.empty(); ++k) {
            r.collection.push_back(st.upgradeDeck.back());
            st.upgradeDeck.pop_back();
        }
    }
}

void memoryCardsToHand(Engine &e, int i)
{
    auto &r = e.robot(i);
    if (r.memory.empty())
        return;
    r.kept.insert(r.kept.end(), r.memory.begin(), r.memory.end());
    e.note(Code::MemoryCardsTaken, i, -1, r.pos, Direction::North, static_cast<int>(r.memory.size()));
    r.memory.clear();
}

void releaseMemoryCards(Engine &e, int i)
{
    auto &r = e.robot(i);
    if (r.memory.empty())
        return;
    r.discard.insert(r.discard.end(), r.memory.begin(), r.memory.end());
    r.memory.clear();
}

void edition2023UpgradeOrder(Engine &e, std::vector<int> &order)
{
    order.clear();
    for (int i = 0; i < e.robotCount(); ++i)
        memoryCardsToHand(e, i);
    const int holder = e.state().tokenHolder;
    for (int n = 0; n < e.robotCount(); ++n) {
        const int i = (holder + n) % e.robotCount();
        auto &r = e.robot(i);
        r.drewUpgrade = false;
        r.boughtThisPhase = false;
        order.push_back(i);
    }
}

bool useUpgrade(Engine &e, int i, const Decision &d, std::vector<Card> *hand)
{
    const cards::CardUnit *card = cards::library(e).upgrade(d.upgrade);
    const bool onHand = hand && card && card->programming;
    if (card && card->afterProgram && d.when == DecisionTime::Programming)
        return false; // taken at the end of programming (Memory Cards)
    if (!card || (!onHand && !card->outsideRegisters)) {
        // In a register another moment may still take it (a weapon, Deflector Shield); what none
        // took is void at the end of the register.
        if (d.when != DecisionTime::Register)
            e.voidDecision(i, d, VoidReason::NotNow);
        return false;
    }
    if (!e.holdsUpgrade(i, d.upgrade)) {
        e.voidDecision(i, d, VoidReason::NotHeld);
        return false;
    }
    if (onHand ? card->programming(e, i, d, *hand) : card->outsideRegisters(e, i, d))
        return true;
    e.voidDecision(i, d, VoidReason::NotNow);
    return false;
}

void edition2023UpgradeUses(Engine &e, int i, DecisionTime when, std::vector<Card> *hand)
{
    if (!e.decides(i))
        return;
    for (const Decision &d : e.plan(i)->decisions)
        if (d.when == when && d.use == DecisionUse::Upgrade && (when != DecisionTime::Register || d.reg == e.reg()) && !e.told(i, d))
            useUpgrade(e, i, d, hand);
}

void edition2023UpgradeTurn(Engine &e, int i)
{
    const TurnPlan *p = e.plan(i);
    if (!p || !e.decides(i))
        return;
    for (const Decision &d : p->decisions) {
        if (d.when != DecisionTime::UpgradePhase)
            continue;
        switch (d.use) {
        case DecisionUse::UpgradeDraw: draw(e, i, d); break;
        case DecisionUse::UpgradeInstall: install(e, i, d); break;
        case DecisionUse::UpgradeUninstall: uninstall(e, i, d); break;
        case DecisionUse::Upgrade: useUpgrade(e, i, d, nullptr); break;
        default: e.voidDecision(i, d, VoidReason::NotNow); break;
        }
    }
}

void edition2023UpgradeOffers(const Engine &e, int i, std::vector<DecisionOffer> &out)
{
    const auto &r = e.robot(i);
    auto offer = [&](const Decision &d) {
        if (!decided(e, i, d))
            out.push_back(DecisionOffer{i, d});
    };
    const game::GameState &st = e.state();
    if (r.energy >= kDrawCost && (!st.upgradeDeck.empty() || !st.upgradeDiscard.empty()))
        offer(Decision{.when = DecisionTime::UpgradePhase, .use = DecisionUse::UpgradeDraw});
    for (const UpgradeId id : r.collection)
        if (r.energy >= edition2023UpgradeCost(id) && installedOfKind(r, upgradeIsPermanent(id)) < kEdition2023UpgradeSlots)
            offer(Decision{.when = DecisionTime::UpgradePhase, .use = DecisionUse::UpgradeInstall, .upgrade = id});
    for (const HeldUpgrade &h : r.upgrades)
        offer(Decision{.when = DecisionTime::UpgradePhase, .use = DecisionUse::UpgradeUninstall, .upgrade = h.id});
    // The upgrades used now that ask a choice (Re-Initialize's target).
    edition2023HeldOffers(e, i, out);
}

void edition2023HeldOffers(const Engine &e, int i, std::vector<DecisionOffer> &out)
{
    for (const HeldUpgrade &h : e.robot(i).upgrades)
        if (const cards::CardUnit *card = cards::library(e).upgrade(h.id); card && card->registerOffers)
            card->registerOffers(e, i, h, out);
}

} // namespace rf::rules
