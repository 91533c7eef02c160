// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/explanation.h"

#include "sim/tracetext.h"
#include "debugger/breakpoints.h"
#include "rules/ruleset.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <iterator>

namespace rf::debugger {

namespace {


QString robotName(const sim::Trace &t, int robot)
{
    if (robot < 0 || static_cast<std::size_t>(robot) >= t.header.robots.size())
        return QStringLiteral("?");
    return QString::fromStdString(t.header.robots[static_cast<std::size_t>(robot)].name);
}

QString at(model::Point p) { return QStringLiteral("%1,%2").arg(p.x).arg(p.y); }
QString dir(model::Direction d) { return QString::fromLatin1(model::directionLetter(d).data(), 1); }

} // namespace

QString cardTitle(const model::Card &c, bool priorities)
{
    static const char *const kNames[] = {QT_TRANSLATE_NOOP("rf::debugger::Explanation", "U-turn"),  QT_TRANSLATE_NOOP("rf::debugger::Explanation", "rotate left"),
                                         QT_TRANSLATE_NOOP("rf::debugger::Explanation", "rotate right"), QT_TRANSLATE_NOOP("rf::debugger::Explanation", "back up"),
                                         QT_TRANSLATE_NOOP("rf::debugger::Explanation", "move 1"),  QT_TRANSLATE_NOOP("rf::debugger::Explanation", "move 2"),
                                         QT_TRANSLATE_NOOP("rf::debugger::Explanation", "move 3"),  QT_TRANSLATE_NOOP("rf::debugger::Explanation", "again"),
                                         QT_TRANSLATE_NOOP("rf::debugger::Explanation", "power up"), QT_TRANSLATE_NOOP("rf::debugger::Explanation", "SPAM")};
    static_assert(std::size(kNames) == model::kCardKindCount);
    const QString name = QCoreApplication::translate("rf::debugger::Explanation", kNames[static_cast<int>(c.kind)]);
    if (!priorities || !model::cardIsClassic(c.kind))
        return name;
    return QStringLiteral("%1 (%2)").arg(name).arg(c.priority);
}

QString substepTitle(const sim::Trace &t, const game::Event &e)
{
    if (e.kind == game::EventKind::Card) {
        const bool priorities = rules::traitsOf(t.header.ruleset).priorities;
        return QCoreApplication::translate("rf::debugger::Explanation", "%1 plays %2").arg(robotName(t, e.actor), e.card ? cardTitle(*e.card, priorities) : QCoreApplication::translate("rf::debugger::Explanation", "nothing"));
    }
    return eventKindTitle(e.kind);
}

QString explanationHtml(const sim::Trace &t, const game::Event *e)
{
    if (!e)
        return QCoreApplication::translate("rf::debugger::Explanation", "<p>The start of the game: nothing has been played yet. Step forward (F11) to play the first substep.</p>");
    QString html = QStringLiteral("<p><b>%1</b> &mdash; %2</p>")
                       .arg(substepTitle(t, *e).toHtmlEscaped(),
                            e->reg > 0 ? QCoreApplication::translate("rf::debugger::Explanation", "turn %1, register %2, %3").arg(e->turn).arg(e->reg).arg(phaseTitle(e->phase).toHtmlEscaped())
                                       : QCoreApplication::translate("rf::debugger::Explanation", "turn %1, %2").arg(e->turn).arg(phaseTitle(e->phase).toHtmlEscaped()));
    if (e->notes.empty() && e->changes.empty())
        html += QCoreApplication::translate("rf::debugger::Explanation", "<p>Nothing happens in this substep.</p>");
    if (!e->notes.empty()) {
        html += QStringLiteral("<ul>");
        for (const game::Note &n : e->notes) {
            const QString sentence = QString::fromStdString(sim::noteText(t, n));
            const QString anchor = QString::fromLatin1(game::ruleAnchor(n.code).data(), static_cast<qsizetype>(game::ruleAnchor(n.code).size()));
            html += QStringLiteral("<li>%1 <a href=\"rule:%2\">[%3]</a></li>").arg(sentence.toHtmlEscaped(), anchor, QCoreApplication::translate("rf::debugger::Explanation", "rule"));
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
                s += QCoreApplication::translate("rf::debugger::Explanation", ", <b>destroyed</b> (%1)").arg(QString::fromLatin1(game::destroyCauseName(c.cause).data(), static_cast<qsizetype>(game::destroyCauseName(c.cause).size())));
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

QUrl ruleUrl(const QString &anchor)
{
    const QString app = QCoreApplication::applicationDirPath();
    const QStringList candidates{app + QStringLiteral("/../share/doc/rallyforge/rules.md"), app + QStringLiteral("/../../docs/rules.md"),
                                 app + QStringLiteral("/../../../docs/rules.md"), QDir::currentPath() + QStringLiteral("/docs/rules.md")};
    for (const QString &c : candidates) {
        if (QFileInfo::exists(c)) {
            QUrl url = QUrl::fromLocalFile(QFileInfo(c).canonicalFilePath());
            url.setFragment(anchor);
            return url;
        }
    }
    QUrl url(QStringLiteral("docs/rules.md"));
    url.setFragment(anchor);
    return url;
}

} // namespace rf::debugger
