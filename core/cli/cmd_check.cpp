// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"
#include "io/scenario/scenariofile.h"
#include "sim/runner.h"
#include "sim/tracetext.h"

#include <QDir>
#include <QFileInfo>

namespace rf::cli {

namespace {

QString momentText(const sim::Mismatch &m)
{
    if (m.turn == 0)
        return QStringLiteral("at the end");
    if (m.afterRegister == 0)
        return QStringLiteral("after turn %1").arg(m.turn);
    return QStringLiteral("after turn %1 register %2").arg(m.turn).arg(m.afterRegister);
}

} // namespace

int runCheck(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Run the expectations of scenarios (*.rfscenario; a folder means every scenario in it) and print PASS or FAIL per file, "
        "with expected and actual values per robot and field for failures. Exit status: 0 all pass, 1 any failure, 2 unreadable."));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Scenario files or folders."), QStringLiteral("FILE..."));
    if (auto done = parseArguments(parser, args, io))
        return *done;
    QStringList files;
    for (const QString &a : parser.positionalArguments()) {
        if (QFileInfo(a).isDir()) {
            const QDir dir(a);
            for (const QString &f : dir.entryList({QStringLiteral("*.rfscenario")}, QDir::Files, QDir::Name))
                files << dir.filePath(f);
        } else {
            files << a;
        }
    }
    if (files.isEmpty()) {
        io.err << "rallyforge-cli check: no scenario files given\n";
        return kExitBadInput;
    }
    int failed = 0;
    int unreadable = 0;
    int passed = 0;
    for (const QString &file : files) {
        const auto scenario = io::readScenarioFile(file);
        if (!scenario) {
            io.out << "ERROR " << file << '\n';
            io.err << scenario.error().toString() << '\n';
            ++unreadable;
            continue;
        }
        const auto result = sim::runScenario(*scenario);
        if (!result) {
            io.out << "ERROR " << file << '\n';
            io.err << file << ": " << QString::fromStdString(sim::scenarioErrorText(result.error())) << '\n';
            ++unreadable;
            continue;
        }
        for (const rules::ScenarioError &skipped : result->skippedWhatIfs)
            io.err << file << ": warning: " << QString::fromStdString(sim::scenarioErrorText(skipped)) << " (left out)\n";
        if (scenario->expectations.empty() && scenario->rulesetExpectations.empty()) {
            io.out << "PASS " << file << " (no expectations)\n";
            ++passed;
            continue;
        }
        if (result->passed()) {
            io.out << "PASS " << file << '\n';
            ++passed;
            continue;
        }
        ++failed;
        io.out << "FAIL " << file << '\n';
        for (const sim::Mismatch &m : result->mismatches) {
            const QString who = m.robot.empty() ? QString() : QString::fromStdString(m.robot) + QLatin1Char(' ');
            io.out << "  " << momentText(m) << ": " << who << QString::fromStdString(m.field) << ": expected "
                   << QString::fromStdString(m.expected) << ", actual " << QString::fromStdString(m.actual) << '\n';
        }
    }
    io.out << passed << " passed, " << failed << " failed";
    if (unreadable)
        io.out << ", " << unreadable << " unreadable";
    io.out << '\n';
    if (unreadable)
        return kExitBadInput;
    return failed ? kExitFailure : kExitOk;
}

} // namespace rf::cli
