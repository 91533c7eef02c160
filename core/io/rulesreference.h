// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/event.h"

#include <QString>
#include <QStringList>

#include <string_view>

// The players' rulebooks (docs/rules/<book>.md, one per edition), compiled in as
// ":/docs/rules/<book>.md": the text that the rule links of a trace point to, for the editor's
// rule viewer and tool tips and for the ruling report. A rule is named by its reference,
// "edition-2016/rule-robot-lasers" (rules::RuleRef::reference()): the book, a slash, the anchor.
// Which rule a trace code cites is core/rules' answer (rules::citedRule()).
namespace rf::io {

// The rule that `code` cites when `rulesetId` is played, as a reference; empty when the code does
// not occur in that edition.
QString citedRuleReference(std::string_view rulesetId, game::Code code);

// Every book (file names without ".md"), in the order of rules::rulebooks().
QStringList rulebookNames();
// The book's Markdown; empty when there is no such book.
QString rulebookMarkdown(const QString &book);
// The book's title (its first heading): "Classic rules".
QString rulebookTitle(const QString &book);
// The whole book as simple HTML (headings, paragraphs, lists, tables), each rule anchor a named
// target: for a text browser that scrolls to "rule-walls".
QString rulebookHtml(const QString &book);

// A rule is the paragraph or list item that starts with its anchor, then its title in bold:
// <a id="rule-walls"></a>**Walls.** A wall stops a robot...
// The rule's title without its closing full stop ("Walls"); empty when there is no such rule.
QString ruleTitle(const QString &reference);
// The title and the book's: "Robot lasers (2016 edition rules)"; empty when there is no such rule.
QString ruleTitleWithBook(const QString &reference);
// The rule's text after its title, in Markdown; empty when there is no such rule.
QString ruleText(const QString &reference);
// The first sentence of ruleText() as plain text (emphasis and code marks removed), for tool tips.
QString ruleFirstSentence(const QString &reference);

// What hovering a link to the rule shows: its title and first sentence, "Walls: A wall stops a
// robot that tries to move through it, without damage; the rest of its card is lost."
QString ruleToolTip(const QString &reference);

// `markdown` without its emphasis, code and link marks.
QString plainRuleText(const QString &markdown);
// One line of a book's Markdown as HTML: code, strong and emphasis marks; links keep their text
// only; the rule anchors become <a name> targets.
QString markdownInlineHtml(const QString &markdown);

} // namespace rf::io
