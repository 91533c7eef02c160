// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/trace.h"

#include <QString>
#include <QUrl>

// The explanation pane: what a substep did and why (models/tracetexts.h words each code), and
// the link ("rule:BOOK/ANCHOR", io/rulesreference.h) from an explanation code to its rule in the
// rulebook of the edition played, which RulesViewer shows and ruleLinkToolTip() sums up.
namespace rf::debugger {

// HTML for the explanation pane: one sentence per note, each with a link to its rule
// ("rule:edition-2016/rule-robot-lasers"), then what changed for each robot. nullptr = the start
// of the game.
QString explanationHtml(const sim::Trace &trace, const game::Event *event);
// Where an explanation's link is hovered (QTextBrowser::highlighted): the rule's title and first
// sentence for a rule link, empty for anything else.
QString ruleLinkToolTip(const QUrl &link);
// The rule reference of a rule link ("edition-2016/rule-robot-lasers"), empty for another link.
QString ruleLinkReference(const QUrl &link);

} // namespace rf::debugger
