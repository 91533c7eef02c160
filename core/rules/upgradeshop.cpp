// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The 2016 upgrade phase (RULES.md 9.2): the shop refilled or exchanged, robots buying in antenna
// order, the slot limits, and the temporary upgrades used then (Recharge, the routines).
#include "rules/engine.h"
#include "rules/renegade.h"

#include <algorithm>

namespace rf::rules {

using namespace rf::model;
using game::VoidReason;

namespace {

// The special programming card a routine upgrade puts into the discard pile (RULES.md 9.6).
std::optional<CardKind> routineCard(UpgradeId id)
{
    switch (id) {
    case UpgradeId::EnergyRoutine: return CardKind::EnergyRoutine;
    case UpgradeId::RepeatRoutine: return CardKind::RepeatRoutine;
    case UpgradeId::SandboxRoutine: return CardKind::SandboxRoutine;
    case UpgradeId::SpamFolder: return CardKind::SpamFolder;
    case UpgradeId::SpeedRoutine: return CardKind::SpeedRoutine;
    case UpgradeId::WeaselRoutine: return CardKind::WeaselRoutine;
    default: return std::nullopt;
    }
}

} // namespace

bool Engine::holdsUpgrade(int i, UpgradeId id) const
{
    const auto &ups = robot(i).upgrades;
    return std::ranges::any_of(ups, [id](const HeldUpgrade &h) { return h.id == id; });
}

std::uint64_t Engine::upgradeMask(int i) const
{
    std::uint64_t mask = 0;
    for (const HeldUpgrade &h : robot(i).upgrades)
        mask |= upgradeBit(h.id);
    return mask;
}

const Decision *Engine::upgradeDecision(int i, DecisionTime when, DecisionUse use, std::optional<UpgradeId> id, int nth) const
{
    return findDecision(i, when, use, nth, [&](const Decision &d) { return !id || d.upgrade == *id; });
}

void Engine::gainEnergy(int i, int amount, Code why)
{
    auto &r = robot(i);
    r.energy += amount;
    note(why, i, -1, r.pos, Direction::North, r.energy);
}

void Engine::spendTemporary(int i, UpgradeId id)
{
    auto &ups = robot(i).upgrades;
    const auto it = std::ranges::find_if(ups, [id](const HeldUpgrade &h) { return h.id == id; });
    if (it == ups.end())
        return;
    ups.erase(it);
    if (m_opt.temporaryToDiscard)
        m_st.upgradeDiscard.push_back(id);
}

void Engine::shopSubstep(std::vector<int> &buyers)
{
    auto &shop = m_st.shop;
    shop.resize(m_robots.size());
    for (game::RobotState &r : m_robots)
        r.damagePicks = 0; // a new moment for pick-damage decisions
    // The top card of the upgrade deck, the discard pile shuffled in when it is empty.
    auto drawUpgrade = [this]() -> std::optional<UpgradeId> {
        if (m_st.upgradeDeck.empty()) {
            if (m_st.upgradeDiscard.empty())
                return std::nullopt;
            m_st.upgradeDeck.swap(m_st.upgradeDiscard);
            m_st.rng.shuffle(std::span<UpgradeId>(m_st.upgradeDeck));
            note(Code::UpgradeDeckShuffled, -1, -1, {-1, -1}, Direction::North, static_cast<int>(m_st.upgradeDeck.size()));
        }
        const UpgradeId u = m_st.upgradeDeck.back();
        m_st.upgradeDeck.pop_back();
        return u;
    };
    if (!m_st.boughtLastRound) {
        int old = 0;
        for (auto &slot : shop) {
            if (!slot)
                continue;
            ++old;
            if (m_opt.shopExchangeToDeck)
                m_st.upgradeDeck.push_back(*slot);
            else
                m_st.upgradeDiscard.push_back(*slot);
            slot.reset();
        }
        if (old > 0 && m_opt.shopExchangeToDeck)
            m_st.rng.shuffle(std::span<UpgradeId>(m_st.upgradeDeck));
        note(Code::ShopExchanged, -1, -1, {-1, -1}, Direction::North, old);
    }
    int dealt = 0;
    for (auto &slot : shop) {
        if (slot)
            continue;
        slot = drawUpgrade();
        dealt += slot ? 1 : 0;
    }
    note(Code::ShopRefilled, -1, -1, {-1, -1}, Direction::North, dealt);
    m_st.boughtLastRound = false;
    // Buyers in antenna order, measured where they stand now (RULES.md 9.2).
    buyers.clear();
    for (int i = 0; i < robotCount(); ++i) {
        robot(i).boughtThisPhase = false;
        if (!robot(i).eliminated)
            buyers.push_back(i);
    }
    sortByAntenna(*this, buyers);
}

void Engine::purchaseSubstep(int i)
{
    const TurnPlan *p = plan(i);
    if (!p || !m_decisions)
        return;
    // The robot's upgrade-phase decisions act in the order listed (RULES.md 9.2).
    for (const Decision &d : p->decisions) {
        if (d.when != DecisionTime::UpgradePhase)
            continue;
        if (d.use == DecisionUse::Buy) {
            auto &r = robot(i);
            auto slot = std::ranges::find(m_st.shop, std::optional<UpgradeId>(d.upgrade));
            if (r.boughtThisPhase) {
                voidDecision(i, d, VoidReason::AlreadyUsed);
                continue;
            }
            if (slot == m_st.shop.end()) {
                voidDecision(i, d, VoidReason::NotInShop);
                continue;
            }
            const int cost = upgradeCost(d.upgrade);
            if (cost > r.energy) {
                voidDecision(i, d, VoidReason::NoEnergy);
                continue;
            }
            // A full row of that kind: the named card, or the oldest, goes to the discard pile.
            const bool permanent = upgradeIsPermanent(d.upgrade);
            auto sameKind = [permanent](const HeldUpgrade &h) { return upgradeIsPermanent(h.id) == permanent; };
            if (std::ranges::count_if(r.upgrades, sameKind) >= kUpgradeSlots) {
                auto out = d.upgradeSubject ? std::ranges::find_if(r.upgrades, [&](const HeldUpgrade &h) { return h.id == *d.upgradeSubject; })
                                            : std::ranges::find_if(r.upgrades, sameKind);
                if (out == r.upgrades.end() || !sameKind(*out)) {
                    voidDecision(i, d, VoidReason::NotHeld);
                    continue;
                }
                noteUpgrade(Code::UpgradeReplaced, i, out->id);
                m_st.upgradeDiscard.push_back(out->id);
                r.upgrades.erase(out);
            }
            noteDecision(i, d);
            r.energy -= cost;
            r.upgrades.push_back(HeldUpgrade{d.upgrade, false});
            r.boughtThisPhase = true;
            m_st.boughtLastRound = true;
            slot->reset();
            highlight(r.pos);
            noteUpgrade(Code::UpgradeBought, i, d.upgrade, cost);
        } else if (d.use == DecisionUse::Upgrade) {
            if (!useUpgradeOutsideRegisters(i, d))
                voidDecision(i, d, holdsUpgrade(i, d.upgrade) ? VoidReason::NotNow : VoidReason::NotHeld);
        } else {
            voidDecision(i, d, VoidReason::NotNow);
        }
    }
}

bool Engine::useUpgradeOutsideRegisters(int i, const Decision &d)
{
    if (!holdsUpgrade(i, d.upgrade))
        return false;
    auto &r = robot(i);
    if (d.upgrade == UpgradeId::Recharge) {
        noteDecision(i, d);
        spendTemporary(i, d.upgrade);
        gainEnergy(i, 3, Code::Recharged);
        return true;
    }
    if (const auto card = routineCard(d.upgrade)) {
        noteDecision(i, d);
        spendTemporary(i, d.upgrade);
        r.discard.push_back(Card{*card, 0});
        noteCard(Code::SpecialCardGained, i, Card{*card, 0});
        return true;
    }
    return false;
}

} // namespace rf::rules
