// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"
#include "rules/ruleset.h"

#include <string>
#include <vector>

// Carrying a scenario over to another edition (docs/rules.md, "Translating programs between
// editions"), driven by the target ruleset's traits: priorities given or dropped, cards the
// edition lacks emptied, power downs, own decks, SPAM and energy carried over or ignored.
namespace rf::rules {

// A program card (or hand or deck) carried over to another edition, or not (`to` empty).
struct TranslationNote {
    std::string robot{};
    int turn = 0;
    int reg = 0; // 0: not a register (hand, deck, damage, other robot state)
    std::string from{};
    std::string to{};
    std::string message{}; // why it could not be translated, or what changed in meaning (English)
    bool translated() const { return !to.empty(); }
};

// Translates the programs, hands and robot state of `sc` to `target`. Expectations stated for
// the scenario's own ruleset are dropped when the ruleset changes (per-ruleset expectations stay),
// and so are what-ifs, which name substeps of the scenario's own edition.
model::Scenario translateScenario(const model::Scenario &sc, const Ruleset &target,
                                  std::vector<TranslationNote> &notes);

} // namespace rf::rules
