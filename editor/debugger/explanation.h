// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/trace.h"

#include <QString>

// The explanation pane: what a substep did and why (models/tracetexts.h words each code), and
// the link ("rule:ANCHOR") from an explanation code to its rule, which RulesViewer shows.
namespace rf::debugger {

// HTML for the explanation pane: one sentence per note, each with a link to its rule
// ("rule:ANCHOR"), then what changed for each robot. nullptr = the start of the game.
QString explanationHtml(const sim::Trace &trace, const game::Event *event);

} // namespace rf::debugger
