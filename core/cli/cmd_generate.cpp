// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/analysis.h"
#include "analysis/generator.h"
#include "cli/commands.h"
#include "cli/shippedboards.h"
#include "cli/generatetext.h"
#include "cli/messages.h"
#include "cli/outputcheck.h"
#include "cli/printable.h"
#include "cli/rulingargs.h"
#include "cli/terminal.h"
#include "io/boardfile.h"
#include "io/boardlibrary.h"
#include "rules/options.h"
#include "rules/ruleset.h"
#include "text/tracetext.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTimeZone>

#include <algorithm>

namespace rf::cli {

namespace {

struct Parsed {
    analysis::GenerateOptions opt;
    QStringList folders;
    QString prefix;
    bool force = false, json = false, quiet = false, progressLines = false, check = false;
};

struct Options {
    QCommandLineOption library{
        QStringLiteral("library"),
        QStringLiteral(
            "A folder of boards (or a board file) to generate from; repeat it. Default: the shipped boards."),
        QStringLiteral("DIR")};
    QCommandLineOption players{QStringLiteral("players"), QStringLiteral("Robots per game, %1 to %2 (default 4).").arg(analysis::GenerateOptions::kMinPlayers).arg(analysis::GenerateOptions::kMaxPlayers),
                               QStringLiteral("N"), QStringLiteral("4")};
    QCommandLineOption boards{QStringLiteral("boards"), QStringLiteral("Boards per course, %1 to %2 (default 2).").arg(analysis::GenerateOptions::kMinBoards).arg(analysis::GenerateOptions::kMaxBoards),
                              QStringLiteral("N"), QStringLiteral("2")};
    QCommandLineOption checkpoints{QStringLiteral("checkpoints"), QStringLiteral("Checkpoints, %1 to %2 (default 3).").arg(analysis::GenerateOptions::kMinCheckpoints).arg(analysis::GenerateOptions::kMaxCheckpoints),
                                   QStringLiteral("N"), QStringLiteral("3")};
    QCommandLineOption turns{
        QStringLiteral("turns"),
        QStringLiteral(
            "The target median game length in turns: the turn the first robot takes the last checkpoint (default 12)."),
        QStringLiteral("T"), QStringLiteral("12")};
    QCommandLineOption danger{
        QStringLiteral("danger"),
        QStringLiteral(
            "gentle (under 0.07 deaths per robot-turn), normal (0.07 to 0.12, default) or brutal (0.12 and more)."),
        QStringLiteral("BAND"), QStringLiteral("normal")};
    QCommandLineOption maxLegLoss{
        QStringLiteral("max-leg-loss"),
        QStringLiteral("The most robots, in percent (%1 to %2), that one leg may destroy: courses with a deadlier leg "
                       "are listed after the others (default: no ceiling).")
            .arg(analysis::GenerateOptions::kMinLegLoss)
            .arg(analysis::GenerateOptions::kMaxLegLoss),
        QStringLiteral("PERCENT")};
    QCommandLineOption seed{QStringLiteral("seed"),
                            QStringLiteral("Random seed (default 1): the same seed and options give the same courses."),
                            QStringLiteral("S"), QStringLiteral("1")};
    QCommandLineOption ruleset{QStringLiteral("ruleset"), QStringLiteral("%1 (edition-2016 is also read as renegade; default: classic).").arg(QString::fromStdString(rules::rulesetList(" or "))),
                               QStringLiteral("R"), QStringLiteral("classic")};
    QCommandLineOption option{QStringLiteral("option"),
                              QStringLiteral("A rule option, NAME=on or NAME=off; repeat it."),
                              QStringLiteral("NAME=on|off")};
    QCommandLineOption skill{
        QStringLiteral("skill"),
        QStringLiteral("The planning robots that measure the courses: novice (default) or expert (slower)."),
        QStringLiteral("SKILL"), QStringLiteral("novice")};
    QCommandLineOption results{QStringLiteral("results"), QStringLiteral("Courses to write, 1 to 10 (default 3)."),
                               QStringLiteral("N"), QStringLiteral("3")};
    QCommandLineOption output{
        {QStringLiteral("o"), QStringLiteral("output")},
        QStringLiteral("The courses are written to PREFIX-1.rfboard, PREFIX-2.rfboard... (default: generated)."),
        QStringLiteral("PREFIX"),
        QStringLiteral("generated")};
    QCommandLineOption force{QStringLiteral("force"), QStringLiteral("Replace existing files of those names.")};
    QCommandLineOption json{QStringLiteral("json"), QStringLiteral("Print the report as JSON.")};
    QCommandLineOption check{QStringLiteral("check"),
                             QStringLiteral("Read each course back from its file and measure it again with another "
                                            "seed and 4x the games: is its median within the reported spread?")};
    QCommandLineOption threads{QStringLiteral("threads"),
                               QStringLiteral("Worker threads (default: all cores); the courses do not depend on it."),
                               QStringLiteral("N")};
    QCommandLineOption layouts{QStringLiteral("layouts"), QStringLiteral("Board arrangements tried (default 48)."),
                               QStringLiteral("N")};
    QCommandLineOption screenGames{QStringLiteral("screen-games"),
                                   QStringLiteral("Games per candidate while screening (default 24)."),
                                   QStringLiteral("N")};
    QCommandLineOption finalGames{QStringLiteral("final-games"),
                                  QStringLiteral("Games per finalist, the reported figures (default 200)."),
                                  QStringLiteral("N")};
    QCommandLineOption quiet{QStringLiteral("quiet"),
                             QStringLiteral("Print no progress (shown on stderr when it is a terminal).")};
    QCommandLineOption progress{QStringLiteral("progress"),
                                QStringLiteral("Print progress on stderr even when it is not a terminal.")};
};

// Reads the arguments into `p`; the message of the first bad one otherwise.
std::optional<QString> parseOptions(const QCommandLineParser &parser, const Options &o, Parsed &p)
{
    auto number = [&](const QCommandLineOption &opt, int min, int max, int &to) -> std::optional<QString> {
        bool ok = false;
        const int n = parser.value(opt).toInt(&ok);
        if (!ok || n < min || n > max)
            return QStringLiteral("--%1 needs a number from %2 to %3").arg(opt.names().constLast()).arg(min).arg(max);
        to = n;
        return std::nullopt;
    };
    using G = analysis::GenerateOptions;
    analysis::GenerateOptions &g = p.opt;
    for (const auto &[opt, min, max, to] :
         {std::tuple{&o.players, G::kMinPlayers, G::kMaxPlayers, &g.players},
          std::tuple{&o.boards, G::kMinBoards, G::kMaxBoards, &g.boards},
          std::tuple{&o.checkpoints, G::kMinCheckpoints, G::kMaxCheckpoints, &g.checkpoints},
          std::tuple{&o.results, 1, G::kMaxResults, &g.results}})
        if (auto bad = number(*opt, min, max, *to))
            return bad;
    for (const auto &[opt, to] : {std::pair{&o.threads, &g.threads}, std::pair{&o.layouts, &g.layouts},
                                  std::pair{&o.screenGames, &g.screenGames}, std::pair{&o.finalGames, &g.finalGames}})
        if (parser.isSet(*opt))
            if (auto bad = number(*opt, 1, opt == &o.threads ? 256 : 100000, *to))
                return bad;
    bool ok = false;
    g.targetTurns = parser.value(o.turns).toDouble(&ok);
    if (!ok || !(g.targetTurns >= G::kMinTargetTurns && g.targetTurns <= G::kMaxTargetTurns))
        return QStringLiteral("--turns needs a number of turns from %1 to %2")
            .arg(G::kMinTargetTurns)
            .arg(G::kMaxTargetTurns);
    g.seed = parser.value(o.seed).toULongLong(&ok);
    if (!ok)
        return QStringLiteral("--seed needs a non-negative integer");
    const auto band = analysis::dangerBandFromName(parser.value(o.danger).toStdString());
    if (!band)
        return QStringLiteral("--danger needs gentle, normal or brutal");
    g.danger = *band;
    if (parser.isSet(o.maxLegLoss)) {
        int ceiling = 0;
        if (auto bad = number(o.maxLegLoss, G::kMinLegLoss, G::kMaxLegLoss, ceiling))
            return bad;
        g.maxLegLoss = ceiling;
    }
    const auto skill = analysis::skillFromName(parser.value(o.skill).toStdString());
    if (!skill || *skill == analysis::Skill::Random)
        return QStringLiteral("--skill needs novice or expert");
    g.skill = *skill;
    const auto ruleset = rulesetArgument(parser.value(o.ruleset));
    if (!ruleset)
        return ruleset.error();
    g.ruleset = *ruleset;
    for (const QString &spec : parser.values(o.option)) {
        const QString name = spec.section(QLatin1Char('='), 0, 0);
        const QString value = spec.section(QLatin1Char('='), 1);
        const auto table = rules::optionTable();
        if (std::ranges::none_of(table, [&](const rules::OptionInfo &i) {
                return QString::fromUtf8(i.name.data(), static_cast<qsizetype>(i.name.size())) == name;
            }))
            return QStringLiteral("unknown rule option '%1'").arg(printable(name.left(80)));
        if (value != QLatin1String("on") && value != QLatin1String("off"))
            return QStringLiteral("--option %1: give NAME=on or NAME=off").arg(printable(spec.left(80)));
        g.ruleOptions[name.toStdString()] = value == QLatin1String("on");
    }
    p.folders = parser.isSet(o.library) ? parser.values(o.library) : QStringList{shippedBoardsDir()};
    p.prefix = parser.value(o.output);
    p.force = parser.isSet(o.force);
    p.json = parser.isSet(o.json);
    p.check = parser.isSet(o.check);
    p.quiet = parser.isSet(o.quiet);
    p.progressLines = parser.isSet(o.progress);
    return std::nullopt;
}

QString outputPath(const Parsed &p, int k)
{
    return QStringLiteral("%1-%2.rfboard").arg(p.prefix).arg(k);
}

// Every file the command may write is free (or --force) and none is an input.
std::optional<QString> outputsProblem(const Parsed &p, const std::vector<io::LibraryEntry> &library)
{
    QStringList inputs;
    for (const io::LibraryEntry &e : library)
        inputs << e.file;
    for (int k = 1; k <= p.opt.results; ++k) {
        const QString path = outputPath(p, k);
        if (const auto problem = outputProblem(path, inputs))
            return problem;
        if (QFileInfo::exists(path) && !p.force)
            return QStringLiteral("%1 already exists (use --force to replace it); nothing written").arg(path);
    }
    return std::nullopt;
}

void setProgress(Parsed &p, Io &io, bool terminal)
{
    if (p.quiet || !(p.progressLines || terminal))
        return;
    p.opt.progress = [&io, terminal, shown = QString()](const analysis::GenerateProgress &g) mutable {
        const QString line = QStringLiteral("%1 %2 of %3 (candidates played: %4)")
                                 .arg(QString::fromUtf8(generateStageName(g.stage)))
                                 .arg(g.done)
                                 .arg(g.total)
                                 .arg(g.evaluated);
        if (line == shown)
            return;
        shown = line;
        io.err << (terminal ? "\r" : "") << "rallyforge-cli generate: " << line << (terminal ? "   " : "\n");
        io.err.flush();
    };
}

// When the courses were measured: now, or SOURCE_DATE_EPOCH (seconds since 1970) when it is set,
// so that a build that generates courses can give the same files each time.
QDateTime measuredAt()
{
    bool ok = false;
    const qint64 epoch = qEnvironmentVariable("SOURCE_DATE_EPOCH").toLongLong(&ok);
    return ok ? QDateTime::fromSecsSinceEpoch(epoch, QTimeZone::UTC) : QDateTime::currentDateTimeUtc();
}

int writeCourses(const Parsed &p, analysis::GenerateResult &r, QStringList &files, Io &io)
{
    for (std::size_t k = 0; k < r.courses.size(); ++k) {
        analysis::GeneratedCourse &g = r.courses[k];
        const QString path = outputPath(p, static_cast<int>(k) + 1);
        describeCourse(g, p.opt, static_cast<int>(k) + 1, QFileInfo(path).fileName(), measuredAt());
        const FileScope writing(path);
        if (auto written = io::writeBoardFile(path, g.course); !written) {
            io.err << "rallyforge-cli generate: " << printable(written.error().toString()) << '\n';
            return kExitFailure;
        }
        files << path;
    }
    return kExitOk;
}

// The courses read back from their files and analysed again with another seed and 4x the games.
std::expected<std::vector<Recheck>, QString> recheck(const Parsed &p, const analysis::GenerateResult &r,
                                                     const QStringList &files)
{
    std::vector<Recheck> out;
    for (std::size_t k = 0; k < r.courses.size(); ++k) {
        const analysis::GeneratedCourse &g = r.courses[k];
        const QString &file = files.at(static_cast<qsizetype>(k));
        auto course = io::readBoardFile(file);
        if (!course)
            return std::unexpected(course.error().toString());
        const analysis::AnalysisOptions ao{.games = 4 * g.games,
                                           .seed = analysis::analysisGameSeed(g.seed, -2),
                                           .maxTurns = g.maxTurns,
                                           .robotsPerGame = p.opt.players,
                                           .ruleset = p.opt.ruleset,
                                           .ruleOptions = p.opt.ruleOptions,
                                           .threads = p.opt.threads,
                                           .skill = p.opt.skill,
                                           .cancel = p.opt.cancel};
        const auto a = analysis::analyzeCourse(*course, ao);
        if (!a)
            return std::unexpected(file + QStringLiteral(": ") +
                                   QString::fromStdString(text::scenarioErrorText(a.error())));
        Recheck c{.games = a->games, .seed = ao.seed, .turns = analysis::turnSpread(a->wonByTurn, a->games)};
        const model::TurnSpread &t = g.figures.turns;
        const double high = t.high.value_or(1e9);
        c.withinSpread = c.turns.median && t.low && *c.turns.median >= *t.low && *c.turns.median <= high;
        out.push_back(c);
    }
    return out;
}

} // namespace

int runGenerate(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Generate courses from a library of boards: boards placed side by side, a start board and checkpoints chosen "
        "so that "
        "planning robots race for about the target number of turns at the danger asked for, measured by playing the "
        "candidates. "
        "Writes the best courses as PREFIX-1.rfboard... with their measured figures in their measured block. "
        "Exit status: 0 written, 1 a write failed, 2 bad input or no course found, 130 interrupted (the best so far is "
        "written)."));
    const Options o;
    parser.addOptions({o.library, o.players, o.boards,      o.checkpoints, o.turns,  o.danger,  o.maxLegLoss, o.seed,
                       o.ruleset, o.option,  o.skill,       o.results,     o.output, o.force,   o.json,       o.check,
                       o.threads, o.layouts, o.screenGames, o.finalGames,  o.quiet,  o.progress});
    if (auto done = parseArguments(parser, args, io))
        return *done;
    const auto usage = [&io](const QString &message) {
        io.err << "rallyforge-cli generate: " << printable(message) << '\n';
        return kExitBadInput;
    };
    if (!parser.positionalArguments().isEmpty())
        return usage(QStringLiteral("takes no file arguments (the library is given with --library DIR)"));
    Parsed p;
    if (auto bad = parseOptions(parser, o, p))
        return usage(*bad);
    if (p.folders.contains(QString()))
        return usage(QStringLiteral("the shipped boards were not found; give --library DIR"));
    const io::BoardLibrary library = io::readBoardLibrary(p.folders);
    // A path given that does not exist is a mistake; a file of a folder that cannot be read is
    // skipped with a warning, so that one broken board does not stop the others.
    for (const io::Error &e : library.skipped) {
        if (p.folders.contains(e.file) && !QFileInfo::exists(e.file)) {
            io.err << printable(e.toString()) << '\n';
            return kExitBadInput;
        }
        io.err << printable(e.toString()) << " (skipped)\n";
    }
    if (auto problem = outputsProblem(p, library.boards))
        return usage(*problem);
    for (const io::LibraryEntry &e : library.boards)
        p.opt.library.push_back(analysis::LibraryBoard{e.name.toStdString(), e.board});

    const bool terminal = !p.progressLines && stderrIsTerminal();
    setProgress(p, io, terminal);
    const InterruptScope interrupt;
    p.opt.cancel = &InterruptScope::flag();
    QElapsedTimer clock;
    clock.start();
    auto result = analysis::generateCourses(p.opt);
    const double seconds = static_cast<double>(clock.elapsed()) / 1000.0;
    if (terminal && p.opt.progress)
        io.err << '\n';
    if (!result)
        return usage(generateErrorText(result.error()));
    QStringList files;
    if (const int written = writeCourses(p, *result, files, io); written != kExitOk)
        return written;
    std::vector<Recheck> rechecks;
    if (p.check && !interrupt.interrupted()) {
        auto checked = recheck(p, *result, files);
        if (!checked) {
            io.err << "rallyforge-cli generate: " << printable(checked.error()) << '\n';
            return kExitFailure;
        }
        rechecks = std::move(*checked);
    }
    if (p.json)
        io.out << QString::fromUtf8(
            QJsonDocument(generateReportJson(p.opt, *result, files, rechecks, seconds)).toJson());
    else
        printGenerateReport(io.out, p.opt, *result, files, rechecks, seconds);
    if (interrupt.interrupted()) {
        if (result->courses.empty())
            io.err << "rallyforge-cli generate: interrupted before a course was played; nothing written\n";
        else
            io.err << "rallyforge-cli generate: interrupted; wrote the " << result->courses.size()
                   << " best courses found so far\n";
        return kExitInterrupted;
    }
    return kExitOk;
}

} // namespace rf::cli
