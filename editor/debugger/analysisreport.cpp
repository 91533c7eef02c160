// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/analysisreport.h"

#include <QLocale>

namespace rf::debugger {

namespace {

QString percent(std::int64_t n, std::int64_t of)
{
    return QLocale().toString(of > 0 ? 100.0 * static_cast<double>(n) / static_cast<double>(of) : 0.0, 'f', 1) + QStringLiteral("\u00a0%");
}

QString number(double x, int decimals = 1) { return QLocale().toString(x, 'f', decimals); }

QString cell(const QString &text, bool right = false)
{
    return (right ? QStringLiteral("<td align=\"right\">") : QStringLiteral("<td>")) + text + QStringLiteral("</td>");
}

QString gameLink(int game) { return QStringLiteral("<a href=\"game:%1\">%2</a>").arg(game).arg(game + 1); }

} // namespace

QString AnalysisReport::skillText(analysis::Skill s)
{
    switch (s) {
    case analysis::Skill::Random: return tr("Random programs");
    case analysis::Skill::Novice: return tr("Novice (plans greedily, slips now and then)");
    case analysis::Skill::Expert: return tr("Expert (plans whole programs)");
    }
    return {};
}

QString AnalysisReport::killerText(analysis::Killer k)
{
    switch (k) {
    case analysis::Killer::Pit: return tr("pit");
    case analysis::Killer::Edge: return tr("board edge");
    case analysis::Killer::Drain: return tr("drain");
    case analysis::Killer::TrapDoor: return tr("trap door");
    case analysis::Killer::Crusher: return tr("crusher");
    case analysis::Killer::Laser: return tr("laser");
    case analysis::Killer::Flamer: return tr("flamer");
    case analysis::Killer::Fire: return tr("fire");
    case analysis::Killer::Acid: return tr("acid");
    case analysis::Killer::Radiation: return tr("radiation");
    case analysis::Killer::Ramming: return tr("ramming");
    case analysis::Killer::LedgeDrop: return tr("ledge drop");
    case analysis::Killer::Damage: return tr("other damage");
    }
    return {};
}

QString AnalysisReport::html(const analysis::AnalysisResult &r, const analysis::AnalysisOptions &o)
{
    QString s = QStringLiteral("<p>");
    s += r.cancelled ? tr("Cancelled after %n game(s): the figures cover the games played.", nullptr, r.games)
                     : tr("%n game(s)", nullptr, r.games) + QStringLiteral(", ") + tr("%n robot(s)", nullptr, static_cast<int>(r.robots));
    s += QStringLiteral("<br>") + tr("Robots: %1.").arg(skillText(o.skill).toHtmlEscaped());
    if (o.skill == analysis::Skill::Random)
        s += QLatin1Char(' ') + tr("They do not plan: the figures show where careless robots fail, not how long a race takes.");
    s += QStringLiteral("</p>");
    return s + finishing(r, o) + legs(r) + deaths(r) + squares(r) + replays(r) +
           QStringLiteral("<p>") + tr("The heat maps on the board have a legend beside the board: the colour scale from one robot to the busiest square.") +
           QStringLiteral("</p>");
}

QString AnalysisReport::finishing(const analysis::AnalysisResult &r, const analysis::AnalysisOptions &o)
{
    QString s = QStringLiteral("<h3>") + tr("Finishing") + QStringLiteral("</h3><p>");
    s += tr("Robots that took the last checkpoint within %n turn(s): %1 (%2)", nullptr, o.maxTurns).arg(r.robotsFinished).arg(percent(r.robotsFinished, r.robots));
    if (r.medianRobotTurnsToFinish)
        s += QStringLiteral("<br>") + tr("Median turns to finish: %1").arg(number(*r.medianRobotTurnsToFinish));
    if (r.robotsFinished > 0) {
        QStringList within;
        for (const int t : {o.maxTurns / 3, 2 * o.maxTurns / 3})
            if (t >= 1)
                within << tr("within %n turn(s): %1", nullptr, t).arg(percent(r.finishedByTurn[static_cast<std::size_t>(t - 1)], r.robots));
        if (!within.isEmpty())
            s += QStringLiteral("<br>") + within.join(QStringLiteral(", "));
    }
    s += QStringLiteral("<br>") + tr("Games won: %1 (%2)").arg(r.finishedGames).arg(percent(r.finishedGames, r.games));
    if (r.medianTurnsToFinish)
        s += QStringLiteral(", ") + tr("the winner's median: %1 turns").arg(number(*r.medianTurnsToFinish));
    return s + QStringLiteral("</p>");
}

QString AnalysisReport::legs(const analysis::AnalysisResult &r)
{
    if (r.legs.empty())
        return QStringLiteral("<p>") + tr("The course has no checkpoints.") + QStringLiteral("</p>");
    QString s = QStringLiteral("<h3>") + tr("Legs") + QStringLiteral("</h3><table cellspacing=\"0\" cellpadding=\"3\"><tr><th>") + tr("Leg") +
                QStringLiteral("</th><th>") + tr("Began") + QStringLiteral("</th><th>") + tr("Completed") + QStringLiteral("</th><th>") +
                tr("Median turns") + QStringLiteral("</th><th>") + tr("Destroyed on it") + QStringLiteral("</th></tr>");
    for (const analysis::LegResult &l : r.legs) {
        const QString from = l.from == 0 ? tr("start") : QString::number(l.from);
        s += QStringLiteral("<tr>") + cell(tr("%1 \u2192 %2").arg(from).arg(l.from + 1)) + cell(QString::number(l.began), true) +
             cell(percent(l.robots, l.began), true) + cell(l.medianTurns() ? number(*l.medianTurns()) : QStringLiteral("\u2013"), true) +
             cell(percent(l.died, l.began), true) + QStringLiteral("</tr>");
    }
    return s + QStringLiteral("</table>");
}

QString AnalysisReport::deaths(const analysis::AnalysisResult &r)
{
    const auto perTurn = [&](std::int64_t n) {
        return number(r.robotTurns > 0 ? static_cast<double>(n) / static_cast<double>(r.robotTurns) : 0.0, 4);
    };
    QString s = QStringLiteral("<h3>") + tr("Destroyed robots") + QStringLiteral("</h3><p>") +
                tr("%1 destructions in %2 robot-turns: %3 per robot-turn").arg(r.totalDeaths).arg(r.robotTurns).arg(perTurn(r.totalDeaths)) +
                QStringLiteral("</p>");
    if (r.totalDeaths == 0)
        return s;
    s += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\"><tr><th>") + tr("Destroyed by") + QStringLiteral("</th><th>") + tr("Robots") +
         QStringLiteral("</th><th>") + tr("Per robot-turn") + QStringLiteral("</th></tr>");
    for (int k = 0; k < analysis::kKillerCount; ++k)
        if (const std::int64_t n = r.deathsByKiller[static_cast<std::size_t>(k)]; n > 0)
            s += QStringLiteral("<tr>") + cell(killerText(static_cast<analysis::Killer>(k))) + cell(QString::number(n), true) + cell(perTurn(n), true) +
                 QStringLiteral("</tr>");
    return s + QStringLiteral("</table>");
}

QString AnalysisReport::squares(const analysis::AnalysisResult &r)
{
    if (r.dangerous.empty())
        return {};
    QString s = QStringLiteral("<h3>") + tr("The deadliest squares") + QStringLiteral("</h3><table cellspacing=\"0\" cellpadding=\"3\"><tr><th>") +
                tr("Square") + QStringLiteral("</th><th>") + tr("Destroyed") + QStringLiteral("</th><th>") + tr("Mostly by") +
                QStringLiteral("</th><th>") + tr("First in game") + QStringLiteral("</th></tr>");
    for (const analysis::DangerousSquare &d : r.dangerous)
        s += QStringLiteral("<tr>") + cell(QStringLiteral("%1,%2").arg(d.at.x).arg(d.at.y)) + cell(QString::number(d.deaths), true) +
             cell(tr("%1 (%2)").arg(killerText(d.killer)).arg(d.byKiller)) + cell(gameLink(d.firstGame), true) + QStringLiteral("</tr>");
    return s + QStringLiteral("</table>");
}

QString AnalysisReport::replays(const analysis::AnalysisResult &r)
{
    QStringList links;
    if (r.fastestGame)
        links << tr("the fastest win: game %1").arg(gameLink(*r.fastestGame));
    if (r.slowestGame && r.slowestGame != r.fastestGame)
        links << tr("the slowest win: game %1").arg(gameLink(*r.slowestGame));
    if (r.deadliestGame)
        links << tr("the most destructions: game %1").arg(gameLink(*r.deadliestGame));
    if (links.isEmpty())
        return {};
    return QStringLiteral("<h3>") + tr("Replay a game in the debugger") + QStringLiteral("</h3><p>") + links.join(QStringLiteral("<br>")) +
           QStringLiteral("</p>");
}

} // namespace rf::debugger
