// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// docs/rules.md, the rules as the simulator plays them, compiled in (":/docs/rules.md"): the
// text that the rule links of a trace point to, for the editor's rule viewer and the ruling report.
namespace rf::io {

// The whole document (Markdown).
QString rulesMarkdown();
// The rule at `anchor` ("rule-walls"): the paragraph or list item holding <a id="anchor">, from
// the anchor to the next rule anchor that starts a line, in Markdown without the anchor tags.
// Empty when no rule has that anchor.
QString ruleText(const QString &anchor);
// The rule's first sentence as plain text (emphasis and code marks removed), for tool tips.
QString ruleFirstSentence(const QString &anchor);
// `markdown` without its emphasis, code and link marks.
QString plainRuleText(const QString &markdown);

} // namespace rf::io
