// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"
#include "io/boardfile.h"
#include "io/scenario/scenariofile.h"
#include "sim/analysis.h"
#include "sim/tracetext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace rf::cli {

namespace {

QJsonArray gridJson(const sim::AnalysisResult &r, const std::vector<std::int64_t> &cells)
{
    QJsonArray rows;
    for (int y = 0; y < r.height; ++y) {
        QJsonArray row;
        for (int x = 0; x < r.width; ++x)
            row.append(static_cast<qint64>(cells[static_cast<std::size_t>(y * r.width + x)]));
        rows.append(row);
    }
    return rows;
}

QJsonObject resultJson(const QString &name, const sim::AnalysisOptions &opt, const sim::AnalysisResult &r)
{
    QJsonObject o;
    o[QStringLiteral("course")] = name;
    o[QStringLiteral("ruleset")] = QString::fromStdString(opt.ruleset);
    o[QStringLiteral("seed")] = QString::number(opt.seed);
    o[QStringLiteral("maxTurns")] = opt.maxTurns;
    o[QStringLiteral("games")] = r.games;
    o[QStringLiteral("robots")] = static_cast<qint64>(r.robots);
    o[QStringLiteral("size")] = QJsonArray{r.width, r.height};
    o[QStringLiteral("finishedGames")] = r.finishedGames;
    o[QStringLiteral("medianTurnsToFinish")] = r.medianTurnsToFinish ? QJsonValue(*r.medianTurnsToFinish) : QJsonValue();
    o[QStringLiteral("turnsPlayed")] = static_cast<qint64>(r.turnsPlayed);
    o[QStringLiteral("deaths")] = static_cast<qint64>(r.totalDeaths);
    QJsonObject causes;
    for (const auto &[cause, n] : r.deathsByCause)
        causes[QString::fromStdString(cause)] = static_cast<qint64>(n);
    o[QStringLiteral("deathsByCause")] = causes;
    QJsonArray cps;
    for (const sim::CheckpointReach &c : r.checkpoints)
        cps.append(QJsonObject{{QStringLiteral("number"), c.number}, {QStringLiteral("robots"), static_cast<qint64>(c.robots)}, {QStringLiteral("share"), c.share}});
    o[QStringLiteral("checkpoints")] = cps;
    QJsonArray starts;
    for (const sim::StartResult &s : r.starts)
        starts.append(QJsonObject{{QStringLiteral("number"), s.number},
                                  {QStringLiteral("at"), QJsonArray{s.at.x, s.at.y}},
                                  {QStringLiteral("robots"), static_cast<qint64>(s.robots)},
                                  {QStringLiteral("finished"), static_cast<qint64>(s.finished)},
                                  {QStringLiteral("deaths"), static_cast<qint64>(s.deaths)}});
    o[QStringLiteral("starts")] = starts;
    if (opt.skill != sim::Skill::Random) {
        // Only with a planning skill, so that the output of random games stays as it was.
        o[QStringLiteral("skill")] = QString::fromUtf8(sim::skillName(opt.skill));
        QJsonArray legs;
        for (const sim::LegResult &l : r.legs)
            legs.append(QJsonObject{{QStringLiteral("from"), l.from},
                                    {QStringLiteral("to"), l.from + 1},
                                    {QStringLiteral("robots"), static_cast<qint64>(l.robots)},
                                    {QStringLiteral("medianRegisters"), l.medianRegisters ? QJsonValue(*l.medianRegisters) : QJsonValue()}});
        o[QStringLiteral("legs")] = legs;
    }
    o[QStringLiteral("deathMap")] = gridJson(r, r.deaths);
    o[QStringLiteral("visitMap")] = gridJson(r, r.visits);
    return o;
}

QString percent(double share) { return QString::number(share * 100.0, 'f', 1) + QLatin1Char('%'); }

// The cells with the highest counts, highest first (ties in reading order).
void printTop(QTextStream &out, const sim::AnalysisResult &r, const std::vector<std::int64_t> &cells, const char *title, std::int64_t total)
{
    std::vector<int> idx(cells.size());
    for (std::size_t i = 0; i < idx.size(); ++i)
        idx[i] = static_cast<int>(i);
    std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) { return cells[static_cast<std::size_t>(a)] > cells[static_cast<std::size_t>(b)]; });
    out << title << ":\n";
    for (std::size_t k = 0; k < std::min<std::size_t>(10, idx.size()); ++k) {
        const std::int64_t n = cells[static_cast<std::size_t>(idx[k])];
        if (n == 0)
            break;
        out << "  " << QStringLiteral("%1,%2").arg(idx[k] % r.width).arg(idx[k] / r.width).leftJustified(7) << ' ' << QString::number(n).rightJustified(9)
            << "  " << percent(total > 0 ? static_cast<double>(n) / static_cast<double>(total) : 0.0) << '\n';
    }
}

// One character per cell, darker = more deaths relative to the deadliest cell.
void printHeat(QTextStream &out, const sim::AnalysisResult &r, const std::vector<std::int64_t> &cells)
{
    static constexpr char kRamp[] = " .:-=+*#%@";
    const std::int64_t max = *std::max_element(cells.begin(), cells.end());
    for (int y = 0; y < r.height; ++y) {
        out << "  |";
        for (int x = 0; x < r.width; ++x) {
            const std::int64_t n = cells[static_cast<std::size_t>(y * r.width + x)];
            const auto level = max > 0 && n > 0 ? 1 + (n * 8) / max : 0;
            out << kRamp[level];
        }
        out << "|\n";
    }
}

void printResult(QTextStream &out, const QString &name, const sim::AnalysisOptions &opt, const sim::AnalysisResult &r)
{
    out << name << ": " << r.games << " games, " << r.robots << " robots, ruleset " << QString::fromStdString(opt.ruleset) << ", seed " << opt.seed
        << ", at most " << opt.maxTurns << " turns\n";
    out << "Finished (a robot took the last checkpoint): " << r.finishedGames << " games ("
        << percent(r.games > 0 ? static_cast<double>(r.finishedGames) / r.games : 0.0) << ")";
    if (r.medianTurnsToFinish)
        out << ", median " << *r.medianTurnsToFinish << " turns";
    out << '\n';
    if (opt.skill != sim::Skill::Random) {
        out << "Robots planning as: " << QString::fromUtf8(sim::skillName(opt.skill)) << '\n';
        out << "Legs (median registers, 5 per turn, of the robots that completed the leg):\n";
        for (const sim::LegResult &l : r.legs) {
            out << "  " << (l.from == 0 ? QStringLiteral("start") : QString::number(l.from)) << " -> " << l.from + 1 << ": " << l.robots << " robots";
            if (l.medianRegisters)
                out << ", median " << *l.medianRegisters << " registers";
            out << '\n';
        }
    }
    out << "Average turns per game: " << QString::number(r.games > 0 ? static_cast<double>(r.turnsPlayed) / r.games : 0.0, 'f', 1) << '\n';
    out << "Checkpoints reached (share of robots):\n";
    if (r.checkpoints.empty())
        out << "  the course has no checkpoints\n";
    for (const sim::CheckpointReach &c : r.checkpoints)
        out << "  " << c.number << ": " << c.robots << " (" << percent(c.share) << ")\n";
    out << "Starts:\n";
    for (const sim::StartResult &s : r.starts)
        out << "  " << s.number << " at " << s.at.x << ',' << s.at.y << ": " << s.robots << " robots, " << s.finished << " finished, " << s.deaths
            << " deaths\n";
    out << "Deaths: " << r.totalDeaths;
    if (!r.deathsByCause.empty()) {
        out << " (";
        bool first = true;
        for (const auto &[cause, n] : r.deathsByCause) {
            out << (first ? "" : ", ") << QString::fromStdString(cause) << ' ' << n;
            first = false;
        }
        out << ')';
    }
    out << '\n';
    printTop(out, r, r.deaths, "Deadliest cells", r.totalDeaths);
    std::int64_t visits = 0;
    for (const std::int64_t v : r.visits)
        visits += v;
    printTop(out, r, r.visits, "Most visited cells", visits);
    out << "Death map (darker = more deaths):\n";
    printHeat(out, r, r.deaths);
}

} // namespace

int runAnalyze(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Play many games of robots with random (or, with --skill, planned) programs on a course (one robot per start marker) and report where robots die, "
        "which cells they visit, the share of robots reaching each checkpoint and the median turns to finish. FILE is a board, "
        "course (*.rfboard) or a scenario (*.rfscenario: its course, ruleset and options)."));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The course to analyse."));
    const QCommandLineOption games(QStringLiteral("games"), QStringLiteral("Number of games (default 1000)."), QStringLiteral("N"), QStringLiteral("1000"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("Random seed (default 1): the same seed gives the same result."), QStringLiteral("S"),
                                  QStringLiteral("1"));
    const QCommandLineOption turns(QStringLiteral("turns"), QStringLiteral("Stop a game without a winner after T turns (default 30)."), QStringLiteral("T"),
                                   QStringLiteral("30"));
    const QCommandLineOption robots(QStringLiteral("robots"), QStringLiteral("Robots per game (default: one per start marker, at most 8)."), QStringLiteral("K"));
    const QCommandLineOption ruleset(QStringLiteral("ruleset"), QStringLiteral("classic or renegade (default: classic, or the scenario's)."), QStringLiteral("R"));
    const QCommandLineOption threads(QStringLiteral("threads"), QStringLiteral("Worker threads (default: all cores); the result does not depend on it."),
                                     QStringLiteral("N"));
    const QCommandLineOption skill(QStringLiteral("skill"),
                                   QStringLiteral("How robots program: random (the rules' random program, default), novice (greedy with noise) or "
                                                  "expert (beam search), planning on the course's cost-to-go field."),
                                   QStringLiteral("SKILL"), QStringLiteral("random"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print the result as JSON, with the full heat maps."));
    parser.addOptions({games, seed, turns, robots, ruleset, threads, skill, json});
    if (auto done = parseArguments(parser, args, io))
        return *done;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1) {
        io.err << "rallyforge-cli analyze: expected one board, course or scenario file\n";
        return kExitBadInput;
    }
    sim::AnalysisOptions opt;
    auto number = [&](const QCommandLineOption &o, int min, int max, const char *what) -> std::optional<int> {
        bool ok = false;
        const int n = parser.value(o).toInt(&ok);
        if (!ok || n < min || n > max) {
            io.err << "rallyforge-cli analyze: --" << what << " needs a number from " << min << " to " << max << '\n';
            return std::nullopt;
        }
        return n;
    };
    const auto g = number(games, 1, 10'000'000, "games");
    const auto t = number(turns, 1, 1000, "turns");
    if (!g || !t)
        return kExitBadInput;
    opt.games = *g;
    opt.maxTurns = *t;
    if (parser.isSet(robots)) {
        const auto k = number(robots, 1, 8, "robots");
        if (!k)
            return kExitBadInput;
        opt.robotsPerGame = *k;
    }
    if (parser.isSet(threads)) {
        const auto k = number(threads, 1, 256, "threads");
        if (!k)
            return kExitBadInput;
        opt.threads = *k;
    }
    if (const auto k = sim::skillFromName(parser.value(skill).toStdString())) {
        opt.skill = *k;
    } else {
        io.err << "rallyforge-cli analyze: --skill needs random, novice or expert\n";
        return kExitBadInput;
    }
    bool ok = false;
    opt.seed = parser.value(seed).toULongLong(&ok);
    if (!ok) {
        io.err << "rallyforge-cli analyze: --seed needs a non-negative integer\n";
        return kExitBadInput;
    }

    const QString file = files.first();
    model::Course course;
    if (file.endsWith(QLatin1String(".rfscenario"), Qt::CaseInsensitive)) {
        auto sc = io::readScenarioFile(file);
        if (!sc) {
            io.err << sc.error().toString() << '\n';
            return kExitBadInput;
        }
        opt.ruleset = sc->ruleset;
        opt.ruleOptions = sc->options;
        course = std::move(sc->course);
    } else {
        auto doc = io::readBoardFile(file);
        if (!doc) {
            io.err << doc.error().toString() << '\n';
            return kExitBadInput;
        }
        course = std::move(*doc);
    }
    if (parser.isSet(ruleset))
        opt.ruleset = parser.value(ruleset).toStdString();

    const auto result = sim::analyzeCourse(course, opt);
    if (!result) {
        io.err << file << ": " << QString::fromStdString(sim::scenarioErrorText(result.error())) << '\n';
        return kExitBadInput;
    }
    if (parser.isSet(json))
        io.out << QString::fromUtf8(QJsonDocument(resultJson(file, opt, *result)).toJson());
    else
        printResult(io.out, file, opt, *result);
    return kExitOk;
}

} // namespace rf::cli
