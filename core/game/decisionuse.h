// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/event.h"
#include "model/scenario.h"

#include <string_view>

namespace rf::game {

// What a decision chose (model::DecisionUse, RULES.md 8.1 and 9), worded once: one row per use,
// whose templates the edges fill (the CLI in English, text/tracetext.h; the editor translated,
// words/tracetexts.h), like the trace codes' table (codeInfo).
//
// A choice's argument letters name fields of the model::Decision: 'p' the option used (`option`),
// 's' the option discarded, scrapped, reloaded or lost (`subject`), 'g' the upgrade (`upgrade`),
// 'G' the upgrade replaced (`upgradeSubject`), 'k' the card kind chosen (`card`, or the row's
// `card` when the decision names none), 'K' the routine drawn (`routine`), 'l' the card laid
// (`cards` front), 'n' the upgrade's cost (a count: %n), 'e' the side (`side`: left or right),
// 'd' the direction (`dir`), 'a' the number `count`.
struct DecisionUseInfo {
    std::string_view name;   // kebab-case: "discard-option"
    Wording note{};          // in a decision note (decision-taken, decision-void); letters as in Note
    Wording choice{};        // the choice, offered or recorded (the Decisions panel, `info`)
    Wording replacing{};     // Buy: the choice when it names the card bought in place of another
    model::CardKind card = model::CardKind::Spam; // 'k' when the decision names no card
};
inline constexpr int kDecisionUseCount = 23;
const DecisionUseInfo &decisionUseInfo(model::DecisionUse use);
// The card kind a choice names ('k').
model::CardKind choiceCard(const model::Decision &d);

} // namespace rf::game
