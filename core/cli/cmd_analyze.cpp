// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/analysis.h"
#include "cli/commands.h"
#include "cli/messages.h"
#include "cli/outputcheck.h"
#include "cli/printable.h"
#include "cli/rulingargs.h"
#include "cli/terminal.h"
#include "io/boardfile.h"
#include "io/jsonreader.h"
#include "io/scenario/scenariofile.h"
#include "rules/ruleset.h"
#include "text/tracetext.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace rf::cli {

namespace {

QJsonArray gridJson(const analysis::AnalysisResult &r, const std::vector<std::int64_t> &cells)
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

QJsonObject resultJson(const QString &name, const analysis::AnalysisOptions &opt, const analysis::AnalysisResult &r)
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
    for (const analysis::CheckpointReach &c : r.checkpoints)
        cps.append(QJsonObject{{QStringLiteral("number"), c.number}, {QStringLiteral("robots"), static_cast<qint64>(c.robots)}, {QStringLiteral("share"), c.share}});
    o[QStringLiteral("checkpoints")] = cps;
    QJsonArray starts;
    for (const analysis::StartResult &s : r.starts)
        starts.append(QJsonObject{{QStringLiteral("number"), s.number},
                                  {QStringLiteral("at"), QJsonArray{s.at.x, s.at.y}},
                                  {QStringLiteral("robots"), static_cast<qint64>(s.robots)},
                                  {QStringLiteral("finished"), static_cast<qint64>(s.finished)},
                                  {QStringLiteral("deaths"), static_cast<qint64>(s.deaths)}});
    o[QStringLiteral("starts")] = starts;
    o[QStringLiteral("skill")] = QString::fromUtf8(analysis::skillName(opt.skill));
    o[QStringLiteral("robotTurns")] = static_cast<qint64>(r.robotTurns);
    o[QStringLiteral("robotsFinished")] = static_cast<qint64>(r.robotsFinished);
    o[QStringLiteral("medianRobotTurnsToFinish")] = r.medianRobotTurnsToFinish ? QJsonValue(*r.medianRobotTurnsToFinish) : QJsonValue();
    QJsonArray byTurn;
    for (const std::int64_t n : r.finishedByTurn)
        byTurn.append(static_cast<qint64>(n));
    o[QStringLiteral("finishedByTurn")] = byTurn;
    QJsonArray legs;
    for (const analysis::LegResult &l : r.legs)
        legs.append(QJsonObject{{QStringLiteral("from"), l.from},
                                {QStringLiteral("to"), l.from + 1},
                                {QStringLiteral("began"), static_cast<qint64>(l.began)},
                                {QStringLiteral("robots"), static_cast<qint64>(l.robots)},
                                {QStringLiteral("died"), static_cast<qint64>(l.died)},
                                {QStringLiteral("deaths"), static_cast<qint64>(l.deaths)},
                                {QStringLiteral("medianRegisters"), l.medianRegisters ? QJsonValue(*l.medianRegisters) : QJsonValue()},
                                {QStringLiteral("medianTurns"), l.medianTurns() ? QJsonValue(*l.medianTurns()) : QJsonValue()}});
    o[QStringLiteral("legs")] = legs;
    QJsonObject killers;
    for (int k = 0; k < analysis::kKillerCount; ++k)
        if (const std::int64_t n = r.deathsByKiller[static_cast<std::size_t>(k)]; n > 0)
            killers[QString::fromUtf8(analysis::killerName(static_cast<analysis::Killer>(k)))] = static_cast<qint64>(n);
    o[QStringLiteral("deathsByKiller")] = killers;
    QJsonArray dangerous;
    for (const analysis::DangerousSquare &d : r.dangerous)
        dangerous.append(QJsonObject{{QStringLiteral("at"), QJsonArray{d.at.x, d.at.y}},
                                     {QStringLiteral("deaths"), static_cast<qint64>(d.deaths)},
                                     {QStringLiteral("killer"), QString::fromUtf8(analysis::killerName(d.killer))},
                                     {QStringLiteral("byKiller"), static_cast<qint64>(d.byKiller)},
                                     {QStringLiteral("firstGame"), d.firstGame + 1}});
    o[QStringLiteral("dangerous")] = dangerous;
    QJsonObject replay;
    auto game = [](const std::optional<int> &g) { return g ? QJsonValue(*g + 1) : QJsonValue(); };
    replay[QStringLiteral("fastestWin")] = game(r.fastestGame);
    replay[QStringLiteral("slowestWin")] = game(r.slowestGame);
    replay[QStringLiteral("mostDeaths")] = game(r.deadliestGame);
    o[QStringLiteral("replay")] = replay;
    o[QStringLiteral("deathMap")] = gridJson(r, r.deaths);
    o[QStringLiteral("visitMap")] = gridJson(r, r.visits);
    return o;
}

QString percent(double share) { return QString::number(share * 100.0, 'f', 1) + QLatin1Char('%'); }

// The cells with the highest counts, highest first (ties in reading order).
void printTop(QTextStream &out, const analysis::AnalysisResult &r, const std::vector<std::int64_t> &cells, const char *title, std::int64_t total)
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
void printHeat(QTextStream &out, const analysis::AnalysisResult &r, const std::vector<std::int64_t> &cells)
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

QString share(std::int64_t n, std::int64_t of) { return percent(of > 0 ? static_cast<double>(n) / static_cast<double>(of) : 0.0); }

// The turns at which the finishing share is worth printing: a third, two thirds and all of them.
void printFinishing(QTextStream &out, const analysis::AnalysisOptions &opt, const analysis::AnalysisResult &r)
{
    out << "Robots finished (took the last checkpoint, playing on after the winner): " << r.robotsFinished << " of " << r.robots << " ("
        << share(r.robotsFinished, r.robots) << ")";
    if (r.medianRobotTurnsToFinish)
        out << ", median " << *r.medianRobotTurnsToFinish << " turns";
    out << '\n';
    if (r.robotsFinished > 0) {
        out << "  finished within";
        for (const int t : {opt.maxTurns / 3, 2 * opt.maxTurns / 3, opt.maxTurns})
            if (t >= 1)
                out << ' ' << t << " turns: " << share(r.finishedByTurn[static_cast<std::size_t>(t - 1)], r.robots) << (t == opt.maxTurns ? "" : ",");
        out << '\n';
    }
    out << "Games won (the first robot to finish): " << r.finishedGames << " (" << share(r.finishedGames, r.games) << ")";
    if (r.medianTurnsToFinish)
        out << ", median " << *r.medianTurnsToFinish << " turns";
    out << '\n';
}

void printLegs(QTextStream &out, const analysis::AnalysisResult &r)
{
    if (r.legs.empty())
        return;
    out << "Legs (robots that began the leg, completed it in a median of turns, and were destroyed on it):\n";
    for (const analysis::LegResult &l : r.legs) {
        out << "  " << (l.from == 0 ? QStringLiteral("start") : QString::number(l.from)) << " -> " << l.from + 1 << ": " << l.began << " began, "
            << l.robots << " completed (" << share(l.robots, l.began) << ")";
        if (l.medianTurns())
            out << ", median " << QString::number(*l.medianTurns(), 'f', 1) << " turns";
        out << ", " << l.died << " destroyed on it (" << share(l.died, l.began) << ")\n";
    }
}

void printDeaths(QTextStream &out, const analysis::AnalysisResult &r)
{
    const auto perTurn = [&](std::int64_t n) {
        return QString::number(r.robotTurns > 0 ? static_cast<double>(n) / static_cast<double>(r.robotTurns) : 0.0, 'f', 4);
    };
    out << "Deaths: " << r.totalDeaths << " in " << r.robotTurns << " robot-turns, " << perTurn(r.totalDeaths) << " per robot-turn\n";
    for (int k = 0; k < analysis::kKillerCount; ++k)
        if (const std::int64_t n = r.deathsByKiller[static_cast<std::size_t>(k)]; n > 0)
            out << "  " << QString::fromUtf8(analysis::killerName(static_cast<analysis::Killer>(k))).leftJustified(11) << QString::number(n).rightJustified(9) << "  "
                << perTurn(n) << " per robot-turn\n";
    out << "Deadliest squares (what destroyed most robots there; the first game with a death there):\n";
    for (const analysis::DangerousSquare &d : r.dangerous)
        out << "  " << QStringLiteral("%1,%2").arg(d.at.x).arg(d.at.y).leftJustified(7) << ' ' << QString::number(d.deaths).rightJustified(9) << "  "
            << share(d.deaths, r.totalDeaths).rightJustified(6) << "  " << QString::fromUtf8(analysis::killerName(d.killer)) << ' ' << d.byKiller << ", game "
            << d.firstGame + 1 << '\n';
}

void printResult(QTextStream &out, const QString &name, const analysis::AnalysisOptions &opt, const analysis::AnalysisResult &r)
{
    out << printable(name) << ": " << r.games << " games, " << r.robots << " robots planning as "
        << QString::fromUtf8(analysis::skillName(opt.skill)) << ", ruleset " << printable(opt.ruleset) << ", seed "
        << opt.seed << ", at most " << opt.maxTurns << " turns\n";
    // Said here too, not only in docs/analysis.md: a reader of 2016 figures must know the robots
    // played without the shop.
    if (const auto *rs = rules::rulesetById(opt.ruleset); rs && rs->traits().upgrades)
        out << "The robots do not buy upgrades: the figures are those of " << printable(opt.ruleset)
            << " without upgrades, special cards or damage cards other than SPAM (docs/analysis.md)\n";
    if (r.cancelled)
        out << "Cancelled: the figures cover the games played\n";
    printFinishing(out, opt, r);
    printLegs(out, r);
    out << "Average turns per game: " << QString::number(r.games > 0 ? static_cast<double>(r.turnsPlayed) / r.games : 0.0, 'f', 1) << '\n';
    out << "Checkpoints reached (share of robots):\n";
    if (r.checkpoints.empty())
        out << "  the course has no checkpoints\n";
    for (const analysis::CheckpointReach &c : r.checkpoints)
        out << "  " << c.number << ": " << c.robots << " (" << percent(c.share) << ")\n";
    out << "Starts:\n";
    for (const analysis::StartResult &st : r.starts)
        out << "  " << st.number << " at " << st.at.x << ',' << st.at.y << ": " << st.robots << " robots, " << st.finished << " won, " << st.deaths
            << " deaths\n";
    printDeaths(out, r);
    std::int64_t visits = 0;
    for (const std::int64_t v : r.visits)
        visits += v;
    printTop(out, r, r.visits, "Most visited cells", visits);
    out << "Death map (darker = more deaths):\n";
    printHeat(out, r, r.deaths);
    out << "Games to replay (--save-game N FILE writes game N as a scenario):";
    bool any = false;
    for (const auto &[what, game] : {std::pair{"fastest win", r.fastestGame}, std::pair{"slowest win", r.slowestGame}, std::pair{"most deaths", r.deadliestGame}})
        if (game) {
            out << (any ? ", " : " ") << what << ' ' << *game + 1;
            any = true;
        }
    out << (any ? "\n" : " none stands out (no wins, no deaths)\n");
}

int saveAnalysisGame(const QString &number, const QString &out, const QString &file, const model::Course &course, const analysis::AnalysisOptions &opt, Io &io)
{
    bool ok = false;
    const int game = number.toInt(&ok);
    if (!ok || game < 1) {
        io.err << "rallyforge-cli analyze: --save-game needs a game number from 1 to " << opt.games << '\n';
        return kExitBadInput;
    }
    auto sc = analysis::analysisGameScenario(course, opt, game - 1);
    if (!sc) {
        io.err << printable(file) << ": " << printable(text::scenarioErrorText(sc.error())) << '\n';
        return kExitBadInput;
    }
    sc->title = io::json::fitText(QStringLiteral("Analysis game %1 of %2").arg(QString::number(game), QFileInfo(file).fileName()),
                                  io::json::kMaxNameLength)
                    .toStdString();
    sc->description = QStringLiteral("Game %1 of rallyforge-cli analyze %2 --games %3 --seed %4 --turns %5 --skill %6: robots on their start markers, "
                                     "the game's seed, and the programs the planning robots chose as what-ifs after each deal.")
                          // One call: a "%3" in the file name is text, not a place for the next argument.
                          .arg(QString::number(game), QFileInfo(file).fileName(), QString::number(opt.games),
                               QString::number(opt.seed), QString::number(opt.maxTurns),
                               QString::fromUtf8(analysis::skillName(opt.skill)))
                          .toStdString();
    if (auto written = io::writeScenarioFile(out, *sc); !written) {
        io.err << printable(written.error().toString()) << '\n';
        return kExitFailure;
    }
    io.out << "Wrote game " << game << " (seed " << sc->seed << ", " << sc->whatIfs.size() << " planned programs) to "
           << printable(out) << '\n';
    return kExitOk;
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
    const QCommandLineOption ruleset(QStringLiteral("ruleset"), QStringLiteral("%1 (edition-2016 is also read as renegade; default: classic, or the scenario's).")
                                                                             .arg(QString::fromStdString(rules::rulesetList(" or "))), QStringLiteral("R"));
    const QCommandLineOption threads(QStringLiteral("threads"), QStringLiteral("Worker threads (default: all cores); the result does not depend on it."),
                                     QStringLiteral("N"));
    const QCommandLineOption skill(QStringLiteral("skill"),
                                   QStringLiteral("How robots program: random (the rules' random program, default), novice (greedy with noise) or "
                                                  "expert (beam search), planning on the course's cost-to-go field."),
                                   QStringLiteral("SKILL"), QStringLiteral("random"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print the result as JSON, with the full heat maps."));
    const QCommandLineOption saveGame(QStringLiteral("save-game"),
                                      QStringLiteral("Instead of the analysis, write its game N (1 = the first) to FILE as a scenario that replays it "
                                                     "(the game's seed; the planners' programs as what-ifs): rallyforge-cli simulate or the debugger "
                                                     "plays it. Give --save-game N FILE."),
                                      QStringLiteral("N"));
    const QCommandLineOption quiet(QStringLiteral("quiet"),
                                   QStringLiteral("Print no progress (shown on stderr when it is a terminal)."));
    const QCommandLineOption progress(
        QStringLiteral("progress"),
        QStringLiteral("Print progress on stderr even when it is not a terminal: a line per percent."));
    parser.addOptions({games, seed, turns, robots, ruleset, threads, skill, json, saveGame, quiet, progress});
    if (auto done = parseArguments(parser, args, io))
        return *done;
    const QStringList files = parser.positionalArguments();
    if (files.size() != (parser.isSet(saveGame) ? 2 : 1)) {
        io.err << (parser.isSet(saveGame) ? "rallyforge-cli analyze: --save-game N needs the course and the scenario file to write: analyze FILE --save-game N OUT.rfscenario\n"
                                          : "rallyforge-cli analyze: expected one board, course or scenario file\n");
        return kExitBadInput;
    }
    if (parser.isSet(saveGame)) {
        if (!hasSuffix(files.at(1), QStringLiteral(".rfscenario"))) {
            io.err << "rallyforge-cli analyze: " << printable(files.at(1))
                   << ": --save-game writes a scenario, a file ending in .rfscenario; nothing written\n";
            return kExitBadInput;
        }
        if (const auto problem = outputProblem(files.at(1), {files.at(0)})) {
            io.err << "rallyforge-cli analyze: " << printable(*problem) << '\n';
            return kExitBadInput;
        }
    }
    analysis::AnalysisOptions opt;
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
    if (const auto k = analysis::skillFromName(parser.value(skill).toStdString())) {
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
    const FileScope reading(file);
    model::Course course;
    if (file.endsWith(QLatin1String(".rfscenario"), Qt::CaseInsensitive)) {
        auto sc = io::readScenarioFile(file);
        if (!sc) {
            io.err << printable(sc.error().toString()) << '\n';
            return kExitBadInput;
        }
        opt.ruleset = sc->ruleset;
        opt.ruleOptions = sc->options;
        course = std::move(sc->course);
    } else {
        auto doc = io::readBoardFile(file);
        if (!doc) {
            io.err << printable(doc.error().toString()) << '\n';
            return kExitBadInput;
        }
        course = std::move(*doc);
    }
    if (parser.isSet(ruleset)) {
        const auto id = rulesetArgument(parser.value(ruleset));
        if (!id) {
            io.err << "rallyforge-cli analyze: " << id.error() << '\n';
            return kExitBadInput;
        }
        opt.ruleset = *id;
    }

    if (parser.isSet(saveGame))
        return saveAnalysisGame(parser.value(saveGame), files.at(1), file, course, opt, io);
    // Progress: on a terminal a line rewritten in place, with --progress a line per percent.
    const bool terminal = !parser.isSet(progress) && stderrIsTerminal();
    int shown = -1;
    if (!parser.isSet(quiet) && (parser.isSet(progress) || terminal))
        opt.progress = [&](int done, int total) {
            const int percent = static_cast<int>(100LL * done / std::max(total, 1));
            if (percent == shown)
                return;
            shown = percent;
            io.err << (terminal ? "\r" : "") << "rallyforge-cli analyze: " << percent << "% (" << done << " of "
                   << total << " games)" << (terminal && done < total ? "" : "\n");
            io.err.flush();
        };
    if (opt.progress)
        opt.progress(0, opt.games); // at once: a long run shows it has started
    const InterruptScope interrupt;
    opt.cancel = &InterruptScope::flag();
    const auto result = analysis::analyzeCourse(course, opt);
    if (terminal && shown >= 0 && shown < 100)
        io.err << '\n'; // end the line rewritten in place
    if (!result) {
        io.err << printable(file) << ": " << printable(text::scenarioErrorText(result.error())) << '\n';
        return kExitBadInput;
    }
    if (parser.isSet(json))
        io.out << QString::fromUtf8(QJsonDocument(resultJson(file, opt, *result)).toJson());
    else
        printResult(io.out, file, opt, *result);
    if (interrupt.interrupted()) {
        io.err << "rallyforge-cli analyze: interrupted; the figures cover the " << result->games << " of " << opt.games
               << " games finished\n";
        return kExitInterrupted;
    }
    return kExitOk;
}

} // namespace rf::cli
