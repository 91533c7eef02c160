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
// One line of the document's Markdown as HTML: code, strong and emphasis marks; links keep their
// text only (they point into the repository); the rule anchors become <a name> targets.
QString markdownInlineHtml(const QString &markdown);
// The whole document as simple HTML (headings, paragraphs, lists, tables), each rule anchor a
// named target: for a text browser that scrolls to "rule-walls".
QString rulesHtml();

} // namespace rf::io
