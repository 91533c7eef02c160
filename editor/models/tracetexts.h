// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/event.h"
#include "rules/scenarioerror.h"
#include "sim/trace.h"

#include <QCoreApplication>
#include <QString>

#include <string_view>

// The debugger's words for what the core says in codes: substep kinds, phases, cards, the
// explanation of every trace note and why a scenario cannot be played, in the user's language
// (the CLI has its own English in sim/tracetext.h).
namespace rf::editor {

// The translation context of every trace text (tracetexts.cpp and optiontexts.cpp), so
// translators find the option sentences next to the others.
class TraceTexts {
    Q_DECLARE_TR_FUNCTIONS(rf::editor::TraceTexts)
};

QString robotName(const sim::Trace &trace, int robot); // "?" for none
QString cellText(model::Point p);                      // "3,2"
QString directionText(model::Direction d);             // "N"
QString eventKindTitle(game::EventKind k);             // "Express belts"
QString phaseTitle(game::Phase p);                     // "C: board elements move"
QString destroyCauseTitle(game::DestroyCause c);
// "move 2 (500)"; without priorities (or for cards that have none) only the kind.
QString cardTitle(const model::Card &card, bool priorities = true);
// "R1 plays move 2 (500)", "Express belts"...
QString substepTitle(const sim::Trace &trace, const game::Event &event);
// One sentence for a note of the trace: what happened and why.
QString noteText(const sim::Trace &trace, const game::Note &note);
// What a rule option of RULES.md 7 does (its name is the identifier files use).
QString ruleOptionDescription(std::string_view name);
// Why a scenario cannot be played, or a what-if not made.
QString scenarioErrorText(const rules::ScenarioError &error);

} // namespace rf::editor
