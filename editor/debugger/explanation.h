// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/trace.h"

#include <QString>
#include <QUrl>

// The explanation pane: what a substep did and why (models/tracetexts.h words each code), and
// the link from an explanation code to its rule in docs/rules.md.
namespace rf::debugger {

// HTML for the explanation pane: one sentence per note, each with a link to its rule
// ("rule:ANCHOR"), then what changed for each robot. nullptr = the start of the game.
QString explanationHtml(const sim::Trace &trace, const game::Event *event);
// docs/rules.md#anchor as a file URL when the documentation is found next to the program or
// in the source tree; otherwise the anchor on the project's documentation path.
QUrl ruleUrl(const QString &anchor);

} // namespace rf::debugger
