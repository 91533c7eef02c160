// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"
#include "cli/messages.h"
#include "cli/printable.h"
#include "io/scenario/scenariofile.h"
#include "sim/runresult.h"
#include "text/statetext.h"
#include "text/tracetext.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace rf::cli {

namespace {

QString q(const std::string &s) { return QString::fromStdString(s); }

// Why play ended, for a FAIL line and the JSON ("play ended in turn 1 register 1: A took the last flag").
QJsonObject endJson(const sim::RunResult &r)
{
    QJsonObject o;
    const game::Cursor &c = r.finalState.cursor;
    switch (r.end) {
    case sim::ScenarioRun::End::Winner: o[QStringLiteral("reason")] = QStringLiteral("winner"); break;
    case sim::ScenarioRun::End::AllEliminated: o[QStringLiteral("reason")] = QStringLiteral("all-eliminated"); break;
    case sim::ScenarioRun::End::CardLimit: // refused: runScenario reports it as an error
    case sim::ScenarioRun::End::PlayLength:
    case sim::ScenarioRun::End::Playing: o[QStringLiteral("reason")] = QStringLiteral("play-length"); break;
    }
    o[QStringLiteral("turn")] = c.turn;
    o[QStringLiteral("register")] = c.reg;
    if (r.finalState.winner >= 0)
        o[QStringLiteral("winner")] = q(r.finalState.robots[static_cast<std::size_t>(r.finalState.winner)].name);
    return o;
}

QString endText(const sim::RunResult &r)
{
    const game::Cursor &c = r.finalState.cursor;
    if (r.end == sim::ScenarioRun::End::Winner)
        return QStringLiteral("play ended in turn %1 register %2: %3 took the last flag")
            .arg(c.turn)
            .arg(c.reg)
            .arg(printable(r.finalState.robots[static_cast<std::size_t>(r.finalState.winner)].name));
    if (r.end == sim::ScenarioRun::End::AllEliminated)
        return QStringLiteral("play ended in turn %1: every robot is eliminated").arg(c.turn);
    return {};
}

QJsonObject checkJson(const sim::Mismatch &m)
{
    QJsonObject o;
    o[QStringLiteral("turn")] = m.turn;
    o[QStringLiteral("register")] = m.afterRegister;
    if (!m.robot.empty())
        o[QStringLiteral("robot")] = q(m.robot);
    o[QStringLiteral("field")] = q(std::string(sim::fieldName(m.field)));
    o[QStringLiteral("expected")] = q(text::mismatchExpected(m));
    o[QStringLiteral("actual")] = q(text::mismatchActual(m));
    o[QStringLiteral("holds")] = m.holds;
    return o;
}

// A folder holding more scenario files is checked in part, with a warning (docs/limits.md).
constexpr qsizetype kMaxCheckedFiles = 10000;

// The scenario files in `folder` and its subfolders (links to folders are not followed, so a
// link cannot make a cycle), in path order, at most kMaxCheckedFiles.
QStringList scenariosUnder(const QString &folder, Io &io)
{
    QStringList found;
    QDirIterator it(folder, {QStringLiteral("*.rfscenario")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        if (found.size() == kMaxCheckedFiles) {
            io.err << "rallyforge-cli check: " << printable(folder) << ": more than " << kMaxCheckedFiles
                   << " scenario files; the first " << kMaxCheckedFiles << " found are checked\n";
            break;
        }
        found << it.next();
    }
    found.sort();
    return found;
}

} // namespace

int runCheck(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Run the expectations of scenarios (*.rfscenario; a folder means every scenario in it and its subfolders) and print "
        "PASS or FAIL per file, with expected and actual values per robot and field for failures. Exit status: 0 all pass, "
        "1 any failure, 2 unreadable, or a folder named holds no scenario."));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Scenario files or folders."), QStringLiteral("FILE..."));
    const QCommandLineOption format(QStringLiteral("format"),
                                    QStringLiteral("text (default) or json: one object per scenario with every comparison and why play ended "
                                                   "(resources/schema/rfcheck.schema.json)."),
                                    QStringLiteral("FORMAT"), QStringLiteral("text"));
    parser.addOption(format);
    if (auto done = parseArguments(parser, args, io))
        return *done;
    const QString fmt = parser.value(format);
    if (fmt != QLatin1String("text") && fmt != QLatin1String("json")) {
        io.err << "rallyforge-cli check: --format is text or json, not '" << fmt.left(40) << "'\n";
        return kExitBadInput;
    }
    const bool json = fmt == QLatin1String("json");
    QJsonArray reports;
    // In JSON the lines of the text report go nowhere: stdout holds one document.
    QString discard;
    QTextStream sink(&discard);
    QTextStream &out = json ? sink : io.out;
    QStringList files;
    QStringList emptyFolders;
    for (const QString &a : parser.positionalArguments()) {
        if (QFileInfo(a).isDir()) {
            const QStringList found = scenariosUnder(a, io);
            if (found.isEmpty())
                emptyFolders << a;
            files << found;
        } else {
            files << a;
        }
    }
    // A folder without scenarios is named: a mistyped folder must not pass as "0 passed" unseen.
    for (const QString &folder : emptyFolders)
        io.err << "rallyforge-cli check: " << printable(folder)
               << ": no scenario files (*.rfscenario) in this folder\n";
    if (files.isEmpty()) {
        if (emptyFolders.isEmpty())
            io.err << "rallyforge-cli check: no scenario files given\n";
        return kExitBadInput;
    }
    int failed = 0;
    int unreadable = 0;
    int passed = 0;
    for (const QString &file : files) {
        const FileScope reading(file);
        QJsonObject report{{QStringLiteral("file"), file}};
        auto unreadableFile = [&](const QString &why) {
            out << "ERROR " << printable(file) << '\n';
            io.err << printable(why) << '\n';
            report[QStringLiteral("pass")] = false;
            report[QStringLiteral("error")] = why;
            reports.append(report);
            ++unreadable;
        };
        const auto scenario = io::readScenarioFile(file);
        if (!scenario) {
            unreadableFile(scenario.error().toString());
            continue;
        }
        const auto result = sim::runScenario(*scenario);
        if (!result) {
            unreadableFile(file + QStringLiteral(": ") + QString::fromStdString(text::scenarioErrorText(result.error())));
            continue;
        }
        report[QStringLiteral("pass")] = result->passed();
        report[QStringLiteral("ended")] = endJson(*result);
        QJsonArray checks;
        for (const sim::Mismatch &m : result->checks)
            checks.append(checkJson(m));
        report[QStringLiteral("checks")] = checks;
        reports.append(report);
        for (const rules::ScenarioError &skipped : result->skippedWhatIfs)
            io.err << printable(file) << ": warning: " << printable(text::scenarioErrorText(skipped))
                   << " (left out)\n";
        if (scenario->expectations.empty() && scenario->rulesetExpectations.empty()) {
            out << "PASS " << printable(file) << " (no expectations)\n";
            ++passed;
            continue;
        }
        if (result->passed()) {
            out << "PASS " << printable(file) << '\n';
            ++passed;
            continue;
        }
        ++failed;
        out << "FAIL " << printable(file);
        if (const QString why = endText(*result); !why.isEmpty())
            out << " (" << why << ')';
        out << '\n';
        for (const sim::Mismatch &m : result->mismatches) {
            out << "  " << q(text::checkMoment(m)) << ": " << q(text::checkSubject(m)) << ": expected "
                << QString::fromStdString(text::mismatchExpected(m)) << ", actual "
                << QString::fromStdString(text::mismatchActual(m)) << '\n';
        }
    }
    out << passed << " passed, " << failed << " failed";
    if (unreadable)
        out << ", " << unreadable << " unreadable";
    out << '\n';
    if (json) {
        const QJsonObject doc{{QStringLiteral("format"), QStringLiteral("rallyforge-check")}, {QStringLiteral("version"), 1},
                              {QStringLiteral("passed"), passed},  {QStringLiteral("failed"), failed},
                              {QStringLiteral("unreadable"), unreadable}, {QStringLiteral("scenarios"), reports}};
        io.out << QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Indented));
    }
    // A named folder without scenarios is a request that could not be met, whatever the others gave.
    if (unreadable || !emptyFolders.isEmpty())
        return kExitBadInput;
    return failed ? kExitFailure : kExitOk;
}

} // namespace rf::cli
