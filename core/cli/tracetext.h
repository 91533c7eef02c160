// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/state.h"
#include "sim/trace.h"

#include <string>

// English text of a trace for the CLI (`simulate`): every turn, register, phase and substep
// with what moved and why. The editor makes its own (translated) text from the same codes.
namespace rf::cli {

std::string noteText(const sim::Trace &trace, const sim::Note &note);
std::string traceText(const sim::Trace &trace);
std::string finalStateText(const sim::GameState &state);

} // namespace rf::cli
