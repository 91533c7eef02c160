// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"
#include "rules/ruleset.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// Carrying a scenario over to another edition (docs/rules.md, "Translating programs between
// editions"), driven by the target ruleset's traits: priorities given or dropped, cards the
// edition lacks emptied, power downs, own decks, SPAM and energy carried over or ignored.
namespace rf::rules {

// A program card (or hand or deck) carried over to another edition, or not: a code and its
// arguments. Each code's templates are in translationInfo().
struct TranslationNote {
    enum class Code : std::uint8_t {
        CardCarried,        // from -> to
        NoCounterpart,      // from: the target edition has no card of its kind
        NoFreePriority,     // from: every card of its kind is in use in the turn
        PowerDownDropped,   // a power down announced in turn `turn`
        PoweredDownPlays,   // a robot powered down at the start
        DamageToSpam,       // number: the damage points
        DeckIgnored,        // an own deck and discard pile
        EnergyIgnored,      // number: the energy
        SpamToDamage,       // number: the SPAM cards, value: the damage points
        SpamToDamageCapped, // the same, more than 9 SPAM cards
        WhatIfDropped,      // number: the substep the what-if applied after
        // Between the 2023 edition and the others (RULES.md 10): what one has and the other not.
        HaywireDropped,     // from: the Haywire face down in register `reg`
        PairDropped,        // from: the second card of a two-card register (Crab Legs)
        RebootingDropped,   // a robot rebooting since the last round starts on its square
        TokenDropped,       // the priority token's first holder (`robot`)
        DamageDeckDropped,  // the shared damage deck and its discard pile
        UpgradesDropped,    // number: the upgrades installed or held
        CollectionDropped,  // number: the upgrades in the 2023 collection
        UpgradeSetupDropped,// the upgrade deck, shop or discard pile of the upgrade phase
        DecisionDropped,    // a decision of turn `turn` the target edition has no counterpart of
        NotInRegister,      // from: the target edition does not allow it in register `reg`
    };
    Code code = Code::CardCarried;
    std::string robot{};
    int turn = 0;
    int reg = 0; // 0: not a register (hand, deck, damage, other robot state)
    std::optional<model::Card> from{};
    std::optional<model::Card> to{};
    int number = 0;
    int value = 0;
    std::string ruleset{}; // the target edition
    bool translated() const;
};

inline constexpr int kTranslationCodeCount = 21;
// One row per code: three English templates for what it was, what it became (empty: nothing,
// the note says why it was not translated) and why, sharing one argument list, one letter per
// placeholder: k the card it was, K the card it became, i the card kind it was, s the target
// ruleset, N number, V value. The editor looks them up in translation context
// "TranslationNotes".
struct TranslationInfo {
    std::string_view name;
    std::string_view args;
    std::string_view from;
    std::string_view to;
    std::string_view reason;
};
const TranslationInfo &translationInfo(TranslationNote::Code code);

// Translates the programs, hands and robot state of `sc` to `target`. Expectations stated for
// the scenario's own ruleset are dropped when the ruleset changes (per-ruleset expectations stay),
// and so are what-ifs, which name substeps of the scenario's own edition.
model::Scenario translateScenario(const model::Scenario &sc, const Ruleset &target,
                                  std::vector<TranslationNote> &notes);

} // namespace rf::rules
