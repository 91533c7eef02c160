// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/explanation.h"

#include "io/rulesreference.h"
#include "words/tracetexts.h"

#include <QCoreApplication>


namespace rf::debugger {

namespace {

using words::robotName;
QString at(model::Point p) { return words::cellText(p); }
QString dir(model::Direction d) { return words::directionText(d); }

} // namespace

QString explanationHtml(const sim::Trace &t, const game::Event *e)
{
    if (!e)
        return QCoreApplication::translate("rf::debugger::Explanation", "<p>The start of the game: nothing has been played yet. Step forward (F11) to play the first substep.</p>");
    QString html = QStringLiteral("<p><b>%1</b> &mdash; %2</p>")
                       .arg(words::substepTitle(t, *e).toHtmlEscaped(),
                            e->reg > 0 ? QCoreApplication::translate("rf::debugger::Explanation", "turn %1, register %2, %3").arg(e->turn).arg(e->reg).arg(words::phaseTitle(e->phase).toHtmlEscaped())
                                       : QCoreApplication::translate("rf::debugger::Explanation", "turn %1, %2").arg(e->turn).arg(words::phaseTitle(e->phase).toHtmlEscaped()));
    if (e->notes.empty() && e->changes.empty())
        html += QCoreApplication::translate("rf::debugger::Explanation", "<p>Nothing happens in this substep.</p>");
    if (!e->notes.empty()) {
        html += QStringLiteral("<ul>");
        for (const game::Note &n : e->notes) {
            const QString sentence = words::noteText(t, n);
            // The rule of the edition played; a code the edition never notes has none to link.
            const QString reference = io::citedRuleReference(t.header.ruleset, n.code);
            if (reference.isEmpty())
                html += QStringLiteral("<li>%1</li>").arg(sentence.toHtmlEscaped());
            else
                html += QStringLiteral("<li>%1 <a href=\"rule:%2\">[%3]</a></li>")
                            .arg(sentence.toHtmlEscaped(), reference.toHtmlEscaped(), QCoreApplication::translate("rf::debugger::Explanation", "rule"));
        }
        html += QStringLiteral("</ul>");
    }
    if (!e->changes.empty()) {
        html += QStringLiteral("<p>%1</p><ul>").arg(QCoreApplication::translate("rf::debugger::Explanation", "Changes:"));
        for (const game::RobotChange &c : e->changes) {
            QString s = QCoreApplication::translate("rf::debugger::Explanation", "%1: %2 %3 &rarr; %4 %5").arg(robotName(t, c.robot).toHtmlEscaped(), at(c.fromPos), dir(c.fromFacing), at(c.toPos), dir(c.toFacing));
            if (c.fromDamage != c.toDamage)
                s += QCoreApplication::translate("rf::debugger::Explanation", ", damage %1 &rarr; %2").arg(c.fromDamage).arg(c.toDamage);
            if (c.destroyed)
                s += QCoreApplication::translate("rf::debugger::Explanation", ", <b>destroyed</b> (%1)").arg(words::destroyCauseTitle(c.cause));
            if (c.fromLives != c.toLives)
                s += QCoreApplication::translate("rf::debugger::Explanation", ", lives %1 &rarr; %2").arg(c.fromLives).arg(c.toLives);
            if (c.reentered)
                s += QCoreApplication::translate("rf::debugger::Explanation", ", re-entered");
            if (c.flagTaken)
                s += QCoreApplication::translate("rf::debugger::Explanation", ", takes checkpoint %1").arg(c.flagTaken);
            if (c.archiveMoved)
                s += QCoreApplication::translate("rf::debugger::Explanation", ", archive %1 &rarr; %2").arg(at(c.fromArchive), at(c.toArchive));
            html += QStringLiteral("<li>%1</li>").arg(s);
        }
        html += QStringLiteral("</ul>");
    }
    return html;
}

QString ruleLinkReference(const QUrl &link) { return link.scheme() == QLatin1String("rule") ? link.path() : QString(); }

QString ruleLinkToolTip(const QUrl &link)
{
    const QString reference = ruleLinkReference(link);
    return reference.isEmpty() ? QString() : io::ruleToolTip(reference);
}

} // namespace rf::debugger
