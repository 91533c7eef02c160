// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/state.h"
#include "model/course.h"
#include "rules/scenarioerror.h"
#include "rules/translate.h"
#include "sim/expectations.h"
#include "sim/trace.h"
#include "validate/diagnostic.h"

#include <string>

namespace rf::rules {
struct RulesetTraits;
}

// The English of the core's codes, for the CLI and for file messages: each code's template from
// its table (game::codeInfo, rules::scenarioErrorInfo, validate::kCodes, rules::translationInfo)
// filled with English argument words (words.h). The editor fills the same templates translated.
namespace rf::text {

std::string noteText(const sim::Trace &trace, const game::Note &note);
// What a decision chooses (its use's row, game::decisionUseInfo): "discard brakes to cancel a
// damage point".
std::string choiceText(const model::Decision &decision);
// What one substep changed of a robot: "Red: 3,2 N -> 3,4 N, damage 0 -> 1".
std::string changeText(const sim::Trace &trace, const game::RobotChange &change);
// Every turn, register, phase and substep of a trace with what moved and why (`simulate`):
// traceHeaderText then traceEntriesText. `simulate` prints a long game in pieces as it is
// played, each piece a Trace of some entries under the game's header.
std::string traceText(const sim::Trace &trace);
std::string traceHeaderText(const sim::Trace &trace);
std::string traceEntriesText(const sim::Trace &trace);
// The robots and the game at the end of play, in the fields of the edition (`traits`).
std::string finalStateText(const game::GameState &state, const rules::RulesetTraits &traits);
// Why a scenario cannot be played (errortext.cpp).
std::string scenarioErrorText(const rules::ScenarioError &error);
// Why the boards of `course` cannot be combined.
std::string combineErrorText(const model::Course &course, const model::CombineError &error);
// What carrying a scenario to another edition did to one card or robot (errortext.cpp).
std::string translationText(const rules::TranslationNote &note);
// What an expectation wanted and what play gave, in words (errortext.cpp).
std::string mismatchExpected(const sim::Mismatch &mismatch);
std::string mismatchActual(const sim::Mismatch &mismatch);
// A validator finding (diagnostictext.cpp).
std::string diagnosticText(const validate::Diagnostic &diagnostic);

} // namespace rf::text
