// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/translate.h"

#include "model/translatable.h"
#include "rules/cards/damage/damagepoint.h"

#include <algorithm>
#include <array>
#include <optional>

namespace rf::rules {

using namespace rf::model;

namespace {

// Priorities for cards that come without one: the highest priority of that kind not yet used in
// the turn among the target's cards, so robots listed first move first among cards of one kind.
class PriorityPool {
public:
    PriorityPool(std::span<const Card> deck, const std::vector<Card> &taken)
    {
        for (const Card &c : deck)
            if (std::find(taken.begin(), taken.end(), c) == taken.end())
                m_free.push_back(c);
    }
    std::optional<Card> take(CardKind k)
    {
        for (std::size_t i = m_free.size(); i-- > 0;) {
            if (m_free[i].kind == k) {
                const Card c = m_free[i];
                m_free.erase(m_free.begin() + static_cast<std::ptrdiff_t>(i));
                return c;
            }
        }
        return std::nullopt;
    }

private:
    std::vector<Card> m_free; // in priority order
};

// To an edition without priorities: cards keep their kind, power downs are dropped when the
// edition has none, damage becomes SPAM cards, cards a register may not hold are emptied.
void dropPriorities(Scenario &out, const Ruleset &target, std::vector<TranslationNote> &notes)
{
    const RulesetTraits &traits = target.traits();
    const std::string rules = std::string(target.id());
    for (ScenarioRobot &r : out.robots) {
        for (std::size_t t = 0; t < r.turns.size(); ++t) {
            TurnPlan &plan = r.turns[t];
            if (plan.program)
                for (std::size_t k = 0; k < kRegisterCount; ++k)
                    if (auto &c = (*plan.program)[k]) {
                        const int reg = static_cast<int>(k) + 1;
                        // A card the edition lacks, or may not play in this register, leaves it empty.
                        if (!target.allowedInRegister(c->kind, reg)) {
                            notes.push_back({.code = target.hasCard(c->kind) ? TranslationNote::Code::NotInRegister
                                                                             : TranslationNote::Code::NoCounterpart,
                                             .robot = r.name,
                                             .turn = static_cast<int>(t) + 1,
                                             .reg = reg,
                                             .from = *c,
                                             .ruleset = rules});
                            c.reset();
                            continue;
                        }
                        const Card to{c->kind, 0};
                        notes.push_back({.code = TranslationNote::Code::CardCarried,
                                         .robot = r.name,
                                         .turn = static_cast<int>(t) + 1,
                                         .reg = reg,
                                         .from = *c,
                                         .to = to});
                        c = to;
                    }
            std::vector<Card> hand;
            for (Card c : plan.hand) {
                if (!target.hasCard(c.kind)) {
                    notes.push_back({.code = TranslationNote::Code::NoCounterpart,
                                     .robot = r.name,
                                     .turn = static_cast<int>(t) + 1,
                                     .from = c,
                                     .ruleset = rules});
                    continue;
                }
                c.priority = 0;
                hand.push_back(c);
            }
            plan.hand = std::move(hand);
            if (plan.powerDown && !traits.powerDown) {
                notes.push_back({.code = TranslationNote::Code::PowerDownDropped,
                                 .robot = r.name,
                                 .turn = static_cast<int>(t) + 1,
                                 .ruleset = rules});
                plan.powerDown = false;
            }
        }
        if (r.poweredDown && !traits.powerDown) {
            notes.push_back({.code = TranslationNote::Code::PoweredDownPlays, .robot = r.name, .turn = 1, .ruleset = rules});
            r.poweredDown = false;
        }
        if (r.damage > 0 && traits.deckPerRobot)
            notes.push_back({.code = TranslationNote::Code::DamageToSpam, .robot = r.name, .number = r.damage});
    }
}

// To an edition with priorities: cards without a priority get a free one of their kind, cards the
// edition lacks are emptied; own decks and energy are ignored when it has none, and SPAM cards
// become damage points.
void givePriorities(Scenario &out, const Ruleset &target, std::vector<TranslationNote> &notes)
{
    const RulesetTraits &traits = target.traits();
    const std::string rules = std::string(target.id());
    std::size_t turns = 0;
    for (const ScenarioRobot &r : out.robots)
        turns = std::max(turns, r.turns.size());
    for (std::size_t t = 0; t < turns; ++t) {
        // Cards that already carry a priority of the target's keep it; the others get free ones.
        std::vector<Card> taken;
        for (const ScenarioRobot &r : out.robots)
            if (t < r.turns.size() && r.turns[t].program)
                for (const auto &c : *r.turns[t].program)
                    if (c && target.hasCard(c->kind) && c->priority > 0)
                        taken.push_back(*c);
        PriorityPool pool(target.programCards(), taken);
        for (ScenarioRobot &r : out.robots) {
            if (t >= r.turns.size())
                continue;
            TurnPlan &plan = r.turns[t];
            auto translate = [&](std::optional<Card> &c, int reg) {
                const Card from = *c;
                if (!target.hasCard(c->kind)) {
                    notes.push_back({.code = TranslationNote::Code::NoCounterpart,
                                     .robot = r.name,
                                     .turn = static_cast<int>(t) + 1,
                                     .reg = reg,
                                     .from = from,
                                     .ruleset = rules});
                    c.reset();
                    return;
                }
                if (c->priority == 0) {
                    const auto p = pool.take(c->kind);
                    if (!p) {
                        notes.push_back({.code = TranslationNote::Code::NoFreePriority,
                                         .robot = r.name,
                                         .turn = static_cast<int>(t) + 1,
                                         .reg = reg,
                                         .from = from,
                                         .ruleset = rules});
                        c.reset();
                        return;
                    }
                    c = *p;
                }
                notes.push_back({.code = TranslationNote::Code::CardCarried,
                                 .robot = r.name,
                                 .turn = static_cast<int>(t) + 1,
                                 .reg = reg,
                                 .from = from,
                                 .to = *c});
            };
            if (plan.program)
                for (std::size_t k = 0; k < kRegisterCount; ++k)
                    if ((*plan.program)[k])
                        translate((*plan.program)[k], static_cast<int>(k) + 1);
            std::vector<Card> hand;
            for (const Card &c : plan.hand) {
                std::optional<Card> o = c;
                translate(o, 0);
                if (o)
                    hand.push_back(*o);
            }
            plan.hand = std::move(hand);
        }
    }
    for (ScenarioRobot &r : out.robots) {
        if (!traits.deckPerRobot && (r.deck || !r.discard.empty()))
            notes.push_back({.code = TranslationNote::Code::DeckIgnored, .robot = r.name, .ruleset = rules});
        if (!traits.energy && r.energy && *r.energy > 0)
            notes.push_back(
                {.code = TranslationNote::Code::EnergyIgnored, .robot = r.name, .number = *r.energy, .ruleset = rules});
        if (traits.deckPerRobot)
            continue;
        // A given deck defines the SPAM cards; damage points count them.
        int spam = r.damage;
        if (r.deck) {
            spam = 0;
            for (const auto *pile : {&*r.deck, &r.discard})
                spam += static_cast<int>(
                    std::count_if(pile->begin(), pile->end(), [](const Card &c) { return cards::isDamagePoint(c.kind); }));
            if (!r.turns.empty() && r.turns.front().program)
                for (const auto &c : *r.turns.front().program)
                    spam += c && cards::isDamagePoint(c->kind) ? 1 : 0;
        }
        if (spam > 0)
            notes.push_back({.code = spam > 9 ? TranslationNote::Code::SpamToDamageCapped : TranslationNote::Code::SpamToDamage,
                             .robot = r.name,
                             .number = spam,
                             .value = std::min(spam, 9)});
        r.damage = std::min(spam, 9);
        r.deck.reset();
        r.discard.clear();
        if (!traits.energy)
            r.energy.reset();
    }
}

bool useOf2023(DecisionUse u) { return u >= DecisionUse::Shutdown; }
bool useOf2016(DecisionUse u) { return u >= DecisionUse::Upgrade && u <= DecisionUse::LayCard; }

// What the 2023 edition has and the others not, and back (RULES.md 10.1): face-down Haywires,
// two-card registers, rebooting over rounds, the token and the shared damage deck go when the
// target has no damage deck; upgrades go between the editions with upgrades of their own (the
// 2016 and the 2023 cards are other cards); the decisions about what went go with it. Energy
// keeps its amount where the editions start with different amounts.
void crossEditions(Scenario &out, const Ruleset &source, const Ruleset &target, std::vector<TranslationNote> &notes)
{
    const RulesetTraits &from = source.traits();
    const RulesetTraits &to = target.traits();
    const std::string rules = std::string(target.id());
    const bool ownUpgrades = to.upgrades || to.damageDeck;
    const bool dropUpgrades = ownUpgrades && (from.upgrades || from.damageDeck);
    if (!to.priorityToken && !out.priorityToken.empty()) {
        notes.push_back({.code = TranslationNote::Code::TokenDropped, .robot = out.priorityToken, .ruleset = rules});
        out.priorityToken.clear();
    }
    if (!to.damageDeck && (!out.damageDeck.empty() || !out.damageDiscard.empty())) {
        notes.push_back({.code = TranslationNote::Code::DamageDeckDropped, .ruleset = rules});
        out.damageDeck.clear();
        out.damageDiscard.clear();
    }
    if (dropUpgrades && out.upgradePhase) {
        notes.push_back({.code = TranslationNote::Code::UpgradeSetupDropped, .ruleset = rules});
        out.upgradePhase.reset();
    }
    for (ScenarioRobot &r : out.robots) {
        if (from.energy && to.energy && from.startingEnergy != to.startingEnergy)
            r.energy = r.energy.value_or(from.startingEnergy);
        if (dropUpgrades && !r.upgrades.empty()) {
            notes.push_back({.code = TranslationNote::Code::UpgradesDropped, .robot = r.name, .number = static_cast<int>(r.upgrades.size()), .ruleset = rules});
            r.upgrades.clear();
        }
        if (!to.damageDeck && !r.collection.empty()) {
            notes.push_back({.code = TranslationNote::Code::CollectionDropped, .robot = r.name, .number = static_cast<int>(r.collection.size()), .ruleset = rules});
            r.collection.clear();
        }
        if (!to.damageDeck) {
            for (std::size_t k = 0; k < kRegisterCount; ++k)
                if (const auto hw = r.haywires[k]) {
                    notes.push_back({.code = TranslationNote::Code::HaywireDropped, .robot = r.name, .turn = 1, .reg = static_cast<int>(k) + 1, .from = Card(*hw), .ruleset = rules});
                    r.haywires[k].reset();
                }
            if (r.rebooting) {
                notes.push_back({.code = TranslationNote::Code::RebootingDropped, .robot = r.name, .ruleset = rules});
                r.rebooting = false;
            }
        }
        for (std::size_t t = 0; t < r.turns.size(); ++t) {
            TurnPlan &plan = r.turns[t];
            if (!to.damageDeck)
                for (std::size_t k = 0; k < kRegisterCount; ++k)
                    if (const auto second = plan.paired[k]) {
                        notes.push_back({.code = TranslationNote::Code::PairDropped, .robot = r.name, .turn = static_cast<int>(t) + 1, .reg = static_cast<int>(k) + 1, .from = *second, .ruleset = rules});
                        plan.paired[k].reset();
                    }
            auto gone = [&](const Decision &d) { return (useOf2023(d.use) && !to.damageDeck) || (useOf2016(d.use) && dropUpgrades); };
            for (const Decision &d : plan.decisions)
                if (gone(d))
                    notes.push_back({.code = TranslationNote::Code::DecisionDropped, .robot = r.name, .turn = static_cast<int>(t) + 1, .reg = d.reg, .ruleset = rules});
            std::erase_if(plan.decisions, gone);
        }
    }
}

// In the order of TranslationNote::Code.
constexpr std::array<TranslationInfo, kTranslationCodeCount> kTranslations{{
    {"card-carried", "kK", "%1", "%2", ""},
    {"no-counterpart", "kis", "%1", "", RF_TRANSLATABLE("TranslationNotes", "'%2' has no %3 counterpart: the register is empty")},
    {"no-free-priority", "ks", "%1", "", RF_TRANSLATABLE("TranslationNotes", "every %2 card of this kind is in use: the register is empty")},
    {"power-down-dropped", "s", RF_TRANSLATABLE("TranslationNotes", "power down"), "", RF_TRANSLATABLE("TranslationNotes", "the %1 rules have no power down: ignored")},
    {"powered-down-plays", "s", RF_TRANSLATABLE("TranslationNotes", "powered down"), "", RF_TRANSLATABLE("TranslationNotes", "the %1 rules have no power down: the robot plays")},
    {"damage-to-spam", "N", RF_TRANSLATABLE("TranslationNotes", "%1 damage"), RF_TRANSLATABLE("TranslationNotes", "%1 SPAM"), RF_TRANSLATABLE("TranslationNotes", "each damage point becomes a SPAM card in the robot's deck")},
    {"deck-ignored", "s", RF_TRANSLATABLE("TranslationNotes", "deck and discard pile"), "", RF_TRANSLATABLE("TranslationNotes", "%1 robots have no own deck: ignored")},
    {"energy-ignored", "Ns", RF_TRANSLATABLE("TranslationNotes", "%1 energy"), "", RF_TRANSLATABLE("TranslationNotes", "the %2 rules have no energy: ignored")},
    {"spam-to-damage", "NV", RF_TRANSLATABLE("TranslationNotes", "%1 SPAM"), RF_TRANSLATABLE("TranslationNotes", "%2 damage"), RF_TRANSLATABLE("TranslationNotes", "each SPAM card becomes a damage point")},
    {"spam-to-damage-capped", "NV", RF_TRANSLATABLE("TranslationNotes", "%1 SPAM"), RF_TRANSLATABLE("TranslationNotes", "%2 damage"), RF_TRANSLATABLE("TranslationNotes", "SPAM cards become damage points, at most 9")},
    {"what-if-dropped", "N", RF_TRANSLATABLE("TranslationNotes", "what-if after substep %1"), "", RF_TRANSLATABLE("TranslationNotes", "the other edition plays other substeps: dropped")},
    {"haywire-dropped", "ks", RF_TRANSLATABLE("TranslationNotes", "%1 face down"), "", RF_TRANSLATABLE("TranslationNotes", "the %2 rules have no Haywires: removed")},
    {"pair-dropped", "ks", RF_TRANSLATABLE("TranslationNotes", "%1 as a second card"), "", RF_TRANSLATABLE("TranslationNotes", "the %2 rules play one card per register: dropped")},
    {"rebooting-dropped", "s", RF_TRANSLATABLE("TranslationNotes", "rebooting"), "", RF_TRANSLATABLE("TranslationNotes", "the %1 rules do not reboot over rounds: the robot starts on its square")},
    {"token-dropped", "s", RF_TRANSLATABLE("TranslationNotes", "priority token"), "", RF_TRANSLATABLE("TranslationNotes", "the %1 rules have no priority token: ignored")},
    {"damage-deck-dropped", "s", RF_TRANSLATABLE("TranslationNotes", "damage deck and damage discard pile"), "", RF_TRANSLATABLE("TranslationNotes", "the %1 rules have no shared damage deck: ignored")},
    {"upgrades-dropped", "Ns", RF_TRANSLATABLE("TranslationNotes", "upgrades installed: %1"), "", RF_TRANSLATABLE("TranslationNotes", "the %2 upgrades are other cards: removed")},
    {"collection-dropped", "Ns", RF_TRANSLATABLE("TranslationNotes", "upgrades in the collection: %1"), "", RF_TRANSLATABLE("TranslationNotes", "the %2 rules have no upgrade collection: removed")},
    {"upgrade-setup-dropped", "s", RF_TRANSLATABLE("TranslationNotes", "upgrade deck and discard pile"), "", RF_TRANSLATABLE("TranslationNotes", "the %1 upgrades are other cards: ignored")},
    {"decision-dropped", "s", RF_TRANSLATABLE("TranslationNotes", "decision"), "", RF_TRANSLATABLE("TranslationNotes", "the %1 rules have no such decision: dropped")},
    {"not-in-register", "ks", "%1", "", RF_TRANSLATABLE("TranslationNotes", "the %2 rules do not allow it in this register: the register is empty")},
}};


} // namespace

const TranslationInfo &translationInfo(TranslationNote::Code code) { return kTranslations[static_cast<std::size_t>(code)]; }

bool TranslationNote::translated() const { return !translationInfo(code).to.empty(); }

Scenario translateScenario(const Scenario &sc, const Ruleset &target, std::vector<TranslationNote> &notes)
{
    Scenario out = sc;
    if (target.id() == sc.ruleset)
        return out;
    out.ruleset = std::string(target.id());
    out.expectations.clear(); // they were stated for the scenario's own ruleset
    // What-ifs name substeps, and the editions play different substeps.
    for (const WhatIf &w : out.whatIfs)
        notes.push_back({.code = TranslationNote::Code::WhatIfDropped, .robot = w.robot, .number = w.afterStep});
    out.whatIfs.clear();
    const Ruleset *source = rulesetById(sc.ruleset);
    crossEditions(out, source ? *source : defaultRuleset(), target, notes);
    if (target.traits().priorities)
        givePriorities(out, target, notes);
    else
        dropPriorities(out, target, notes);
    return out;
}

} // namespace rf::rules
