// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/geometry.h"
#include "model/scenario.h"
#include "sim/trace.h"

#include <string>

// The English words that fill the templates: cells, directions, cards, robots and option cards,
// one spelling each for every English text of the CLI and the file messages.
namespace rf::text {

std::string cellWord(model::Point p);             // "3,2"
std::string directionLetter(model::Direction d); // "N"
std::string directionWord(model::Direction d);   // "north"
// "move 2 (500)"; without priorities (or for cards that have none) only the kind.
std::string cardWord(const model::Card &card, bool priorities = true);
std::string optionWord(int id); // the file id, "ablative-coat"; "?" for none
std::string upgradeWord(int id); // the file id, "rail-gun"; "?" for none
std::string robotWord(const sim::Trace &trace, int robot); // its name, "?" for none
// Whether the trace's ruleset gives cards priorities.
bool tracePriorities(const sim::Trace &trace);

} // namespace rf::text
