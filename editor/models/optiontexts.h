// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/event.h"
#include "model/optioncards.h"
#include "model/scenario.h"
#include "sim/trace.h"

#include <QString>
#include <QStringList>

#include <vector>

// The debugger's words for option cards (RULES.md 8): the cards' printed names, what the robots
// hold, why a decision was void and the trace notes of the options, in the user's language (the
// CLI's English is in sim/tracetext.cpp). Kept apart from tracetexts.cpp, which chains to
// optionNoteText, so that neither file grows past a screenful of cases.
namespace rf::editor {

// The card as printed: "Ablative Coat".
QString optionTitle(model::OptionId id);
// The same for an option id of a trace note (Note::detail); "?" when there is none.
QString optionTitle(int id);
// A held option as the robot table and panel show it: "Ablative Coat (2)" with the uses left,
// "Flywheel: move 2 (500)" with the card lying on it, else only the name.
QString heldOptionText(const model::HeldOption &option, bool priorities = true);
QStringList heldOptionTexts(const std::vector<model::HeldOption> &options, bool priorities = true);
// Why a decision was void: "the register is locked".
QString voidReasonText(game::VoidReason reason);
// The sentence for an option note of the trace; empty for the other codes.
QString optionNoteText(const sim::Trace &trace, const game::Note &note);

} // namespace rf::editor
