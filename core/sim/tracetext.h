// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/state.h"
#include "rules/scenarioerror.h"
#include "sim/trace.h"

#include <string>

// English text of a trace for the CLI (`simulate`): every turn, register, phase and substep
// with what moved and why. The editor makes its own (translated) text from the same codes.
namespace rf::sim {

std::string noteText(const sim::Trace &trace, const game::Note &note);
std::string traceText(const sim::Trace &trace);
std::string finalStateText(const game::GameState &state);
// Why a scenario cannot be played (errortext.cpp).
std::string scenarioErrorText(const rules::ScenarioError &error);

} // namespace rf::sim
