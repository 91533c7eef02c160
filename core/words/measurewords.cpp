// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "words/measurewords.h"

#include "words/elementnames.h"

#include <QCoreApplication>
#include <QLocale>

#include <cstdlib>

namespace rf::words {

namespace {

// Turns as the locale writes them: "10", "10.5" ("10,5").
QString turnsNumber(double t)
{
    return QLocale().toString(t, 'g', 4);
}

} // namespace

QString turnsText(const model::TurnSpread &t, int maxTurns)
{
    if (!t.median)
        return QCoreApplication::translate("MeasuredFigures", "most games have no winner within %n turn(s)", nullptr,
                                           maxTurns);
    const QString low = turnsNumber(t.low.value_or(0));
    if (!t.high)
        return QCoreApplication::translate("MeasuredFigures", "median %1 turns (%2 to over %3)")
            .arg(turnsNumber(*t.median), low, QLocale().toString(maxTurns));
    return QCoreApplication::translate("MeasuredFigures", "median %1 turns (%2 to %3)")
        .arg(turnsNumber(*t.median), low, turnsNumber(*t.high));
}

QString legText(int from)
{
    const QString start =
        from == 0 ? QCoreApplication::translate("MeasuredFigures", "start") : QLocale().toString(from);
    return QCoreApplication::translate("MeasuredFigures", "%1 to %2").arg(start, QLocale().toString(from + 1));
}

QString percentText(double share)
{
    return QCoreApplication::translate("MeasuredFigures", "%1%", "a percentage")
        .arg(QLocale().toString(share * 100.0, 'f', 0));
}

QString dangerFigureText(double deathsPerRobotTurn)
{
    return QLocale().toString(deathsPerRobotTurn, 'f', 3);
}

QString dangerBandTitle(analysis::DangerBand band)
{
    switch (band) {
    case analysis::DangerBand::Gentle: return QCoreApplication::translate("MeasuredFigures", "Gentle");
    case analysis::DangerBand::Normal: return QCoreApplication::translate("MeasuredFigures", "Normal");
    case analysis::DangerBand::Brutal: break;
    }
    return QCoreApplication::translate("MeasuredFigures", "Brutal");
}

analysis::DangerBand dangerBandOf(double deathsPerRobotTurn)
{
    for (const auto band : {analysis::DangerBand::Gentle, analysis::DangerBand::Normal})
        if (deathsPerRobotTurn < analysis::dangerRange(band).high)
            return band;
    return analysis::DangerBand::Brutal;
}

QString figuresText(const model::CourseFigures &f, int maxTurns)
{
    return QCoreApplication::translate(
               "MeasuredFigures",
               "%1; %2 of the robots finish; %3 deaths per robot-turn; hardest leg %4 (%5 destroyed on it)")
        .arg(turnsText(f.turns, maxTurns), percentText(f.finishingShare), dangerFigureText(f.deathsPerRobotTurn),
             legText(f.hardestLeg), percentText(f.hardestLegDestroyed));
}

QString skillTitle(std::string_view skill)
{
    switch (analysis::skillFromName(skill).value_or(analysis::Skill::Random)) {
    case analysis::Skill::Novice: return QCoreApplication::translate("MeasuredFigures", "novice planning robots");
    case analysis::Skill::Expert: return QCoreApplication::translate("MeasuredFigures", "expert planning robots");
    case analysis::Skill::Random: break;
    }
    return skill == "random" ? QCoreApplication::translate("MeasuredFigures", "robots with random programs")
                             : QString::fromUtf8(skill.data(), static_cast<qsizetype>(skill.size()));
}

QString elementKindName(std::string_view kind)
{
    if (kind == "raised")
        return QCoreApplication::translate("MeasuredFigures", "raised squares");
    if (const auto k = model::floorKindFromName(kind))
        return floorName(*k);
    if (const auto k = model::deviceKindFromName(kind))
        return deviceName(*k);
    if (const auto k = model::edgeKindFromName(kind))
        return edgeName(*k);
    if (const auto k = model::markerKindFromName(kind))
        return markerName(*k);
    return QString::fromUtf8(kind.data(), static_cast<qsizetype>(kind.size()));
}

QString countChangesText(const std::vector<model::CountChange> &changes, int most)
{
    QStringList parts;
    for (const model::CountChange &c : changes) {
        if (std::ssize(parts) == most) {
            parts << QStringLiteral("...");
            break;
        }
        const int d = c.after - c.before;
        const QString name = elementKindName(c.kind);
        if (d > 0)
            parts << QCoreApplication::translate("MeasuredFigures", "%1: %n more", nullptr, d).arg(name);
        else
            parts << QCoreApplication::translate("MeasuredFigures", "%1: %n fewer", nullptr, -d).arg(name);
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace rf::words
