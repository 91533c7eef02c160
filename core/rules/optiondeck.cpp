// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Option cards (RULES.md 8.1): the deck and discard pile, holding and discarding, the players'
// decisions, damage that options cancel, and the option lost at a destruction. What each card
// does is its unit's (cards/option/).
#include "rules/engine.h"

#include "rules/cards/held.h"

#include <algorithm>

namespace rf::rules {

using namespace rf::model;
using game::VoidReason;

namespace {
int optionValue(OptionId id) { return static_cast<int>(id); }
} // namespace

bool holdsOption(const game::RobotState &r, OptionId id)
{
    return std::ranges::any_of(r.options, [&](const HeldOption &h) { return h.id == id; });
}

HeldOption *Engine::held(int i, OptionId id)
{
    if (!holds(i, id))
        return nullptr;
    auto &opts = robot(i).options;
    const auto it = std::ranges::find_if(opts, [&](const HeldOption &h) { return h.id == id; });
    return it == opts.end() ? nullptr : &*it;
}

void Engine::discardOption(int i, OptionId id, Code why, int other)
{
    auto &opts = robot(i).options;
    const auto it = std::ranges::find_if(opts, [&](const HeldOption &h) { return h.id == id; });
    if (it == opts.end())
        return;
    opts.erase(it);
    m_st.optionDiscard.push_back(id);
    if (m_ev)
        m_ev->notes.push_back(game::Note{why, i, other, robot(i).pos, Direction::North, optionValue(id), kNoId, std::nullopt, optionValue(id)});
}

void Engine::drawOptionCard(int i)
{
    if (!m_st.optionDeckShuffled) {
        // First draw of the game: shuffle the cards nobody held, then lay the scenario's top on them.
        m_st.optionDeckShuffled = true;
        m_st.rng.shuffle(std::span<OptionId>(m_st.optionDeck));
        for (auto it = m_st.optionDeckTop.rbegin(); it != m_st.optionDeckTop.rend(); ++it)
            m_st.optionDeck.push_back(*it);
    }
    if (m_st.optionDeck.empty() && !m_st.optionDiscard.empty()) {
        m_st.optionDeck.swap(m_st.optionDiscard);
        m_st.rng.shuffle(std::span<OptionId>(m_st.optionDeck));
        note(Code::OptionDeckShuffled, i, -1, robot(i).pos, Direction::North, static_cast<int>(m_st.optionDeck.size()));
    }
    if (m_st.optionDeck.empty()) {
        note(Code::OptionDeckShuffled, i, -1, robot(i).pos, Direction::North, 0);
        return; // every card is held: nothing to draw (RULES.md 8.1 "Deck")
    }
    const OptionId id = m_st.optionDeck.back();
    m_st.optionDeck.pop_back();
    const cards::CardUnit *card = m_rules.cards().option(id);
    robot(i).options.push_back(HeldOption{id, card ? card->data.ammo : 0, std::nullopt});
    if (m_ev)
        m_ev->notes.push_back(game::Note{Code::OptionCardDrawn, i, -1, robot(i).pos, Direction::North, optionValue(id), kNoId, std::nullopt, optionValue(id)});
}

const Decision *Engine::weaponDecision(int i) const
{
    if (!m_decisions)
        return nullptr;
    const TurnPlan *p = plan(i);
    if (!p)
        return nullptr;
    for (const Decision &d : p->decisions)
        if (d.when == DecisionTime::Register && d.reg == reg() && d.use == DecisionUse::Option)
            if (const cards::CardUnit *card = cards::optionCard(d.option); card && card->data.weapon)
                return &d;
    return nullptr;
}

namespace {
// The card a decision names, for the trace (pick-damage, a routine's choice, hw-back1-purge's card).
std::optional<Card> decisionCard(const Decision &d)
{
    if ((d.use == DecisionUse::PickDamage || d.use == DecisionUse::RoutineCard || d.use == DecisionUse::HwBack1Purge) && d.card)
        return Card{*d.card, 0};
    if (d.use == DecisionUse::LayCard && !d.cards.empty())
        return d.cards.front();
    return std::nullopt;
}
} // namespace

// The option a decision is about: the option used, or the one discarded, lost...
int decisionDetail(const Decision &d)
{
    switch (d.use) {
    case DecisionUse::Option:
    case DecisionUse::LayCard: return optionValue(d.option);
    case DecisionUse::Upgrade:
    case DecisionUse::Buy:
    case DecisionUse::UpgradeInstall:
    case DecisionUse::UpgradeUninstall:
    case DecisionUse::HwInstall: return static_cast<int>(d.upgrade); // an upgrade (model::UpgradeId)
    case DecisionUse::PickDamage:
    case DecisionUse::RoutineCard: return -1; // the card is the note's
    default: return d.subject ? optionValue(*d.subject) : -1;
    }
}

void Engine::noteDecision(int i, const Decision &d, int other)
{
    markTold(i, d);
    if (m_ev)
        m_ev->notes.push_back(game::Note{Code::DecisionTaken, i, other, robot(i).pos, Direction::North, static_cast<int>(d.use), kNoId,
                                         decisionCard(d), decisionDetail(d)});
}

void Engine::voidDecision(int i, const Decision &d, VoidReason why)
{
    markTold(i, d);
    if (m_ev)
        m_ev->notes.push_back(game::Note{Code::DecisionVoid, i, -1, robot(i).pos, Direction::North, static_cast<int>(d.use), kNoId,
                                         decisionCard(d), decisionDetail(d), why});
}

int Engine::absorbDamage(int i, int amount, std::optional<Direction> from)
{
    auto &r = robot(i);
    // Only the cards a robot holds absorb: none to ask without one.
    const auto absorbing = cards::heldHooks(*this, i) & cards::hookBit(cards::Hook::absorb)
                               ? m_rules.cards().with(cards::Hook::absorb)
                               : std::span<const cards::CardUnit *const>{};
    int taken = 0;
    for (int point = 0; point < amount; ++point) {
        // The cards that cancel a point by themselves first, in table order (Power-Down Shield,
        // then Ablative Coat, which must absorb while it has uses).
        if (std::ranges::any_of(absorbing, [&](const cards::CardUnit *card) { return card->absorb(*this, i, from); }))
            continue;
        // Then the player may discard an option (one decision per point, RULES.md 8.1).
        // Outside the registers the only damage is Recompile's, while programming.
        bool cancelled = false;
        const DecisionTime when = reg() > 0 ? DecisionTime::Register : DecisionTime::Programming;
        while (true) {
            const Decision *d = decision(i, when, DecisionUse::DiscardOption, std::nullopt, r.discardsUsed);
            if (!d)
                break;
            ++r.discardsUsed;
            if (!d->subject || !holds(i, *d->subject)) {
                voidDecision(i, *d, VoidReason::NotHeld);
                continue;
            }
            noteDecision(i, *d);
            discardOption(i, *d->subject, Code::DamageCancelled);
            cancelled = true;
            break;
        }
        if (!cancelled)
            ++taken;
    }
    return taken;
}

void Engine::voidUnusedDiscards(int i, DecisionTime when)
{
    // A discard is chosen when a point arrives (RULES.md 8.1); one that no point called for, or
    // whose point a Shield, Ablative Coat or Fire Control made uncancellable, is still said.
    auto &r = robot(i);
    while (const Decision *d = decision(i, when, DecisionUse::DiscardOption, std::nullopt, r.discardsUsed)) {
        ++r.discardsUsed;
        voidDecision(i, *d, d->subject && holds(i, *d->subject) ? VoidReason::NoDamage : VoidReason::NotHeld);
    }
}

void Engine::markTold(int i, const Decision &d)
{
    // Kept in the game state, not in the engine (made anew for each substep), so that play
    // resumed from a snapshot knows it too. Decisions past the 64th of a turn are not tracked.
    const model::TurnPlan *p = plan(i);
    if (!p || &d < p->decisions.data() || &d >= p->decisions.data() + p->decisions.size())
        return;
    if (const auto k = static_cast<std::size_t>(&d - p->decisions.data()); k < 64)
        robot(i).decisionsTold |= std::uint64_t{1} << k;
}

bool Engine::told(int i, const Decision &d) const
{
    const model::TurnPlan *p = plan(i);
    if (!p || &d < p->decisions.data() || &d >= p->decisions.data() + p->decisions.size())
        return false;
    const auto k = static_cast<std::size_t>(&d - p->decisions.data());
    return k < 64 && (robot(i).decisionsTold >> k & 1U);
}

void Engine::voidUnusedUpgradeDecisions(int i)
{
    if (!decides(i))
        return;
    const auto &decisions = plan(i)->decisions;
    for (std::size_t k = 0; k < decisions.size() && k < 64; ++k) {
        const Decision &d = decisions[k];
        const bool upgradeUse = d.use == DecisionUse::Upgrade || d.use == DecisionUse::PickDamage || d.use == DecisionUse::RoutineCard;
        if (upgradeUse && d.when == DecisionTime::Register && d.reg == reg() && !(robot(i).decisionsTold >> k & 1U))
            voidDecision(i, d, VoidReason::NeverArose);
    }
}

void Engine::noteVoidOption(int i, OptionId option, VoidReason why)
{
    if (m_ev)
        m_ev->notes.push_back(game::Note{Code::DecisionVoid, i, -1, robot(i).pos, robot(i).facing, static_cast<int>(DecisionUse::Option), kNoId,
                                         std::nullopt, optionValue(option), why});
}

bool Engine::keepsFacing(int i) const
{
    for (const HeldOption &h : robot(i).options)
        if (const cards::CardUnit *card = m_rules.cards().option(h.id); card && card->keepsFacing && card->keepsFacing(*this, i))
            return true;
    return false;
}

void Engine::loseOptionOnDestruction(int i)
{
    auto &r = robot(i);
    r.lostAtDestruction.reset();
    if (r.options.empty())
        return;
    OptionId lost = r.options.front().id;
    if (const Decision *d = decision(i, DecisionTime::Destroyed, DecisionUse::LoseOption)) {
        if (d->subject && holds(i, *d->subject)) {
            noteDecision(i, *d);
            lost = *d->subject;
        } else {
            voidDecision(i, *d, VoidReason::NotHeld);
        }
    }
    r.lostAtDestruction = lost;
    discardOption(i, lost, Code::OptionLost);
}

} // namespace rf::rules
