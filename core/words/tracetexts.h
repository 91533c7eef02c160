// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/event.h"
#include "words/tracewords.h"
#include "rules/scenarioerror.h"
#include "rules/translate.h"
#include "sim/trace.h"

#include <QString>

#include <string_view>

// The debugger's sentences for what the core says in codes, in the user's language: each code's
// template from its table (game::codeInfo, rules::scenarioErrorInfo, rules::translationInfo)
// translated and filled with the words of tracewords.h. The CLI fills the same templates in
// English (text/tracetext.h).
namespace rf::words {

// "R1 plays move 2 (500)", "Express belts"...
QString substepTitle(const sim::Trace &trace, const game::Event &event);
// One sentence for a note of the trace: what happened and why.
QString noteText(const sim::Trace &trace, const game::Note &note);
// What a decision chooses (its use's row, game::decisionUseInfo): "discard Brakes to cancel a
// damage point".
QString choiceText(const model::Decision &decision);
// What a rule option of RULES.md 7 does (its name is the identifier files use).
QString ruleOptionDescription(std::string_view name);
// Why a scenario cannot be played, or a what-if not made.
QString scenarioErrorText(const rules::ScenarioError &error);
// What carrying a scenario to another edition did: "R1 turn 1 register 2: move 2 (500) -> move 2".
QString translationNoteText(const rules::TranslationNote &note);

} // namespace rf::words
