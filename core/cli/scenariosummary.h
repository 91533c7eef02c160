// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"

#include <QTextStream>

#include <string>

namespace rf::cli {

// A human summary of a scenario for `info`: ruleset and rule options, seed, what is played, each
// robot with its start, damage, option cards (ammunition, stored card) and decisions, the fixed
// deck tops and the expectations. The course follows (printCourseSummary).
void printScenarioSummary(const model::Scenario &sc, QTextStream &out);

// "ablative-coat (2 uses), flywheel (card move2:700)", or "none".
std::string heldOptionsText(const std::vector<model::HeldOption> &options);
// "register 2: pressor-beam at B".
std::string decisionText(const model::Decision &d);

} // namespace rf::cli
