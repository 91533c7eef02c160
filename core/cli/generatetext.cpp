// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/generatetext.h"

#include "analysis/generateerror.h"
#include "analysis/measure.h"
#include "cli/printable.h"
#include "io/jsonreader.h"
#include "io/measuredblock.h"
#include "text/fill.h"
#include "text/tracetext.h"

#include <QJsonArray>

namespace rf::cli {

namespace {

using analysis::GeneratedCourse;
using analysis::GenerateOptions;

QString turnsText(const std::optional<double> &t, int maxTurns)
{
    return t ? QString::number(*t) : QStringLiteral("over %1").arg(maxTurns);
}

QString percent(double share)
{
    return QString::number(share * 100.0, 'f', 1) + QLatin1Char('%');
}

QString legName(int from)
{
    return (from == 0 ? QStringLiteral("start") : QString::number(from)) + QStringLiteral(" -> ") +
           QString::number(from + 1);
}

// "median 12.5 turns (spread 11 to 14)".
QString lengthText(const GeneratedCourse &g)
{
    const model::TurnSpread &t = g.figures.turns;
    return QStringLiteral("median %1 turns (spread %2 to %3)")
        .arg(turnsText(t.median, g.maxTurns), turnsText(t.low, g.maxTurns), turnsText(t.high, g.maxTurns));
}

QString figuresText(const GeneratedCourse &g)
{
    const model::CourseFigures &f = g.figures;
    QString s = lengthText(g) + QStringLiteral(", %1 of the robots finished, %2 of the games won, %3 deaths per "
                                               "robot-turn, hardest leg %4 (%5 destroyed on it")
                                    .arg(percent(f.finishingShare), percent(f.gamesWonShare),
                                         QString::number(f.deathsPerRobotTurn, 'f', 3), legName(f.hardestLeg),
                                         percent(f.hardestLegDestroyed));
    if (f.hardestLegTurns)
        s += QStringLiteral(", median %1 turns").arg(QString::number(*f.hardestLegTurns, 'f', 1));
    return s + QLatin1Char(')');
}

// What keeps a course out of the front of the list: "outside gentle: 0.072 deaths per
// robot-turn", "a leg over the ceiling: 40.0% destroyed on 1 -> 2 (at most 30%)"; empty when none.
QString outsideText(const GeneratedCourse &g, const GenerateOptions &opt)
{
    QStringList why;
    if (!g.inBand)
        why << QStringLiteral("outside %1: %2 deaths per robot-turn")
                   .arg(QString::fromUtf8(analysis::dangerBandName(opt.danger)),
                        QString::number(g.figures.deathsPerRobotTurn, 'f', 3));
    if (!g.underLegCeiling && opt.maxLegLoss)
        why << QStringLiteral("a leg over the ceiling: %1 destroyed on %2 (at most %3%)")
                   .arg(percent(g.figures.hardestLegDestroyed), legName(g.figures.hardestLeg))
                   .arg(*opt.maxLegLoss);
    return why.join(QStringLiteral("; "));
}

QJsonValue optionalNumber(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

QJsonObject courseJson(const GeneratedCourse &g, const QString &file)
{
    QJsonArray boards;
    for (const std::string &b : g.boards)
        boards.append(QString::fromStdString(b));
    const model::Size size = g.course.combinedSize();
    const model::CourseFigures &f = g.figures;
    return QJsonObject{
        {QStringLiteral("file"), file},
        {QStringLiteral("name"), QString::fromStdString(g.course.info().name)},
        {QStringLiteral("boards"), boards},
        {QStringLiteral("size"), QJsonArray{size.width, size.height}},
        {QStringLiteral("measured"), g.measured},
        {QStringLiteral("inBand"), g.inBand},
        {QStringLiteral("underLegCeiling"), g.underLegCeiling},
        {QStringLiteral("games"), g.games},
        {QStringLiteral("seed"), QString::number(g.seed)},
        {QStringLiteral("maxTurns"), g.maxTurns},
        {QStringLiteral("medianTurns"), optionalNumber(f.turns.median)},
        {QStringLiteral("spread"), QJsonArray{optionalNumber(f.turns.low), optionalNumber(f.turns.high)}},
        {QStringLiteral("finishingShare"), f.finishingShare},
        {QStringLiteral("gamesWonShare"), f.gamesWonShare},
        {QStringLiteral("deathsPerRobotTurn"), f.deathsPerRobotTurn},
        {QStringLiteral("hardestLeg"), QJsonObject{{QStringLiteral("from"), f.hardestLeg},
                                                   {QStringLiteral("to"), f.hardestLeg + 1},
                                                   {QStringLiteral("destroyedShare"), f.hardestLegDestroyed},
                                                   {QStringLiteral("medianTurns"), optionalNumber(f.hardestLegTurns)}}},
        {QStringLiteral("idealRegisters"), g.idealRegisters},
        {QStringLiteral("score"), g.score},
    };
}

} // namespace

const char *generateStageName(analysis::GenerateStage stage)
{
    switch (stage) {
    case analysis::GenerateStage::Layouts: return "layouts";
    case analysis::GenerateStage::Screening: return "screening";
    case analysis::GenerateStage::Measuring: break;
    }
    return "measuring";
}

QString generateErrorText(const analysis::GenerateError &e)
{
    const analysis::GenerateErrorInfo &info = analysis::generateErrorInfo(e.code);
    const analysis::GenerateLimits limits = analysis::generateLimits(e.code);
    std::vector<std::string> args;
    long long count = 0;
    for (const char letter : info.args)
        switch (letter) {
        case 'n': count = e.number; break;
        case 'v': count = e.value; break;
        case 'N': args.push_back(std::to_string(e.number)); break;
        case 'L': args.push_back(std::to_string(limits.lowest)); break;
        case 'H': args.push_back(std::to_string(limits.highest)); break;
        case 'S': args.push_back(e.scenario ? text::scenarioErrorText(*e.scenario) : std::string("?")); break;
        }
    return QString::fromStdString(text::fill(info.text, args, count));
}

void describeCourse(GeneratedCourse &g, const GenerateOptions &opt, int rank, const QString &file, const QDateTime &at)
{
    // Named after its boards: long board names are cut so that validate reads the course.
    g.course.info().name = io::json::fitText(QStringLiteral("Generated %1 (seed %2): %3")
                                                 .arg(rank)
                                                 .arg(opt.seed)
                                                 .arg(QString::fromStdString(g.course.info().name)),
                                             io::json::kMaxNameLength)
                               .toStdString();
    g.course.info().author = "rallyforge-cli generate";
    QString notes = QStringLiteral("Generated for %1 players, %2, a target of %3 turns, danger %4.")
                        .arg(opt.players)
                        .arg(QString::fromStdString(opt.ruleset))
                        .arg(opt.targetTurns)
                        .arg(QString::fromUtf8(analysis::dangerBandName(opt.danger)));
    if (opt.maxLegLoss)
        notes += QStringLiteral(" At most %1% of the robots lost on one leg.").arg(*opt.maxLegLoss);
    if (!g.measured)
        notes += QStringLiteral(" Screened only (the search was interrupted) with %1 %2 games.")
                     .arg(g.games)
                     .arg(QString::fromUtf8(analysis::skillName(opt.skill)));
    if (const QString outside = outsideText(g, opt); !outside.isEmpty())
        notes += QStringLiteral(" Measured %1.").arg(outside);
    g.course.info().description = notes.toStdString();
    model::Measurement m = analysis::generatedMeasurement(g, opt);
    io::stampMeasurement(m, g.course, file, at);
    g.course.info().measured = std::move(m);
}

QJsonObject generateReportJson(const GenerateOptions &opt, const analysis::GenerateResult &r, const QStringList &files,
                               const std::vector<Recheck> &rechecks, double seconds)
{
    QJsonArray courses;
    for (std::size_t k = 0; k < r.courses.size(); ++k) {
        QJsonObject c = courseJson(r.courses[k], files.value(static_cast<qsizetype>(k)));
        if (k < rechecks.size())
            c[QStringLiteral("recheck")] =
                QJsonObject{{QStringLiteral("games"), rechecks[k].games},
                            {QStringLiteral("seed"), QString::number(rechecks[k].seed)},
                            {QStringLiteral("medianTurns"), optionalNumber(rechecks[k].turns.median)},
                            {QStringLiteral("withinSpread"), rechecks[k].withinSpread}};
        courses.append(c);
    }
    QJsonArray library;
    for (const analysis::LibraryBoard &b : opt.library)
        library.append(QString::fromStdString(b.name));
    QJsonObject options;
    for (const auto &[name, on] : opt.ruleOptions)
        options[QString::fromStdString(name)] = on;
    const analysis::DangerRange band = analysis::dangerRange(opt.danger);
    return QJsonObject{
        {QStringLiteral("library"), library},
        {QStringLiteral("players"), opt.players},
        {QStringLiteral("boards"), opt.boards},
        {QStringLiteral("checkpoints"), opt.checkpoints},
        {QStringLiteral("targetTurns"), opt.targetTurns},
        {QStringLiteral("danger"), QString::fromUtf8(analysis::dangerBandName(opt.danger))},
        {QStringLiteral("dangerRange"), QJsonArray{band.low, band.high}},
        {QStringLiteral("maxLegLoss"), opt.maxLegLoss ? QJsonValue(*opt.maxLegLoss) : QJsonValue()},
        {QStringLiteral("ruleset"), QString::fromStdString(opt.ruleset)},
        {QStringLiteral("options"), options},
        {QStringLiteral("skill"), QString::fromUtf8(analysis::skillName(opt.skill))},
        {QStringLiteral("seed"), QString::number(opt.seed)},
        {QStringLiteral("layouts"), r.layouts},
        {QStringLiteral("rejected"), r.rejected},
        {QStringLiteral("evaluated"), r.evaluated},
        {QStringLiteral("cancelled"), r.cancelled},
        {QStringLiteral("seconds"), seconds},
        {QStringLiteral("courses"), courses},
    };
}

void printGenerateReport(QTextStream &out, const GenerateOptions &opt, const analysis::GenerateResult &r,
                         const QStringList &files, const std::vector<Recheck> &rechecks, double seconds)
{
    const analysis::DangerRange band = analysis::dangerRange(opt.danger);
    const auto count = [](std::size_t n, const char *one, const char *many) {
        return QStringLiteral("%1 %2").arg(n).arg(QLatin1String(n == 1 ? one : many));
    };
    out << "Generated " << count(r.courses.size(), "course", "courses") << " for " << opt.players << " players, "
        << count(static_cast<std::size_t>(opt.boards), "board", "boards") << ", "
        << count(static_cast<std::size_t>(opt.checkpoints), "checkpoint", "checkpoints") << ", target " << opt.targetTurns << " turns, danger "
        << QString::fromUtf8(analysis::dangerBandName(opt.danger)) << " (" << band.low << " to " << band.high
        << " deaths per robot-turn)";
    if (opt.maxLegLoss)
        out << ", at most " << *opt.maxLegLoss << "% lost on one leg";
    out << ", seed " << opt.seed << '\n';
    out << "Searched " << r.layouts << " layouts, played " << r.evaluated << " candidates, rejected " << r.rejected
        << ", in " << QString::number(seconds, 'f', 1) << " s" << (r.cancelled ? " (interrupted: the best so far)" : "")
        << '\n';
    for (std::size_t k = 0; k < r.courses.size(); ++k) {
        const GeneratedCourse &g = r.courses[k];
        const model::Size size = g.course.combinedSize();
        out << k + 1 << ". " << printable(files.value(static_cast<qsizetype>(k))) << ": "
            << printable(g.course.info().name) << ", " << size.width << " x " << size.height << '\n';
        out << "   " << figuresText(g) << "; " << g.games << " games" << (g.measured ? "" : ", screening only") << '\n';
        if (const QString outside = outsideText(g, opt); !outside.isEmpty())
            out << "   " << outside << '\n';
        if (k < rechecks.size())
            out << "   re-measured from the file with seed " << rechecks[k].seed << " and " << rechecks[k].games
                << " games: median " << turnsText(rechecks[k].turns.median, g.maxTurns) << " turns, "
                << (rechecks[k].withinSpread ? "within" : "OUTSIDE") << " the spread\n";
    }
}

} // namespace rf::cli
