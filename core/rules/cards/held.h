// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The cards a robot holds, as units of its edition's library: what the engine and the rulesets
// ask of a robot's cards without naming one.
#include "rules/cards/library.h"
#include "rules/engine.h"

namespace rf::rules::cards {

// The library of the edition being played.
inline const Library &library(const Engine &e)
{
    return e.rules().cards();
}

// Whether robot i holds an upgrade unit with `flag` set (a hook or a flag).
template<typename Member> bool anyUpgradeWith(const Engine &e, int i, Member CardUnit::*member)
{
    for (const model::HeldUpgrade &h : e.robot(i).upgrades)
        if (const CardUnit *u = library(e).upgrade(h.id); u && u->*member)
            return true;
    return false;
}

// The sum of `field` over robot i's upgrades.
inline int sumOverUpgrades(const Engine &e, int i, int CardUnit::*field)
{
    int n = 0;
    for (const model::HeldUpgrade &h : e.robot(i).upgrades)
        if (const CardUnit *u = library(e).upgrade(h.id))
            n += u->*field;
    return n;
}

// The same over robot i's option cards.
template<typename Member> bool anyOptionWith(const Engine &e, int i, Member CardUnit::*member)
{
    for (const model::HeldOption &h : e.robot(i).options)
        if (const CardUnit *u = library(e).option(h.id); u && u->*member)
            return true;
    return false;
}
inline int sumOverOptions(const Engine &e, int i, int CardUnit::*field)
{
    int n = 0;
    for (const model::HeldOption &h : e.robot(i).options)
        if (const CardUnit *u = library(e).option(h.id))
            n += u->*field;
    return n;
}

// The hooks of the cards robot i holds, options and upgrades, as a mask of hookBit().
inline std::uint64_t heldHooks(const Engine &e, int i)
{
    std::uint64_t hooks = 0;
    for (const model::HeldOption &h : e.robot(i).options)
        hooks |= library(e).optionHooks(h.id);
    for (const model::HeldUpgrade &h : e.robot(i).upgrades)
        hooks |= library(e).upgradeHooks(h.id);
    return hooks;
}

// Whether a card with `hook`, one of the hooks marked "held or decided" (cardunit.h), may act for
// robot i: it holds one, or its plan holds decisions, which a card takes or voids (RULES.md 8.1).
// Without either, the cards are not asked (the hot path of a game with option cards). Options and
// upgrades both count, whatever the edition's cards are.
inline bool mayAct(const Engine &e, int i, Hook hook)
{
    return e.decides(i) || (heldHooks(e, i) & hookBit(hook)) != 0;
}

// Robot i's decision of this moment to use upgrade `id`, not taken or void yet, or nullptr; a
// decision for an upgrade the robot does not hold is void then (`not-held`) and nullptr too.
inline const model::Decision *decidedUpgrade(Engine &e, int i, model::DecisionTime when, model::UpgradeId id)
{
    const model::Decision *d = e.upgradeDecision(i, when, model::DecisionUse::Upgrade, id);
    if (!d || e.told(i, *d))
        return nullptr;
    if (!e.holdsUpgrade(i, id)) {
        e.voidDecision(i, *d, game::VoidReason::NotHeld);
        return nullptr;
    }
    return d;
}

// Whether `mask` (a robot's upgrades, Engine::upgradeMask) holds the upgrade unit `card`.
inline bool inMask(std::uint64_t mask, const CardUnit &card)
{
    return (mask >> card.data.id) & 1U;
}

} // namespace rf::rules::cards
