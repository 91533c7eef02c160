// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"
#include "cli/shippedboards.h"
#include "cli/coursesummary.h"
#include "cli/printable.h"
#include "io/boardfile.h"
#include "io/scenario/scenariofile.h"
#include "render/imageexport.h"
#include "rules/ruleset.h"
#include "sim/runresult.h"
#include "text/tracetext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace rf::cli {

int runDemo(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "The headless quick start: print the summary of the demo course, simulate the demo scenario "
        "step by step and write a PNG of the board."));
    parser.addPositionalArgument(QStringLiteral("COURSE"), QStringLiteral("Course to show instead of the bundled demo course."), QStringLiteral("[COURSE]"));
    const QCommandLineOption scenarioOpt(QStringLiteral("scenario"), QStringLiteral("Scenario to simulate (default: the bundled demo scenario)."), QStringLiteral("FILE"));
    const QCommandLineOption outOpt(QStringLiteral("out"), QStringLiteral("Folder for the PNG (default: the current folder)."), QStringLiteral("DIR"), QStringLiteral("."));
    parser.addOptions({scenarioOpt, outOpt});
    if (auto done = parseArguments(parser, args, io))
        return *done;
    if (parser.positionalArguments().size() > 1) {
        io.err << "rallyforge-cli demo: expected at most one course file\n";
        return kExitBadInput;
    }

    const QString boards = shippedBoardsDir();
    QString coursePath = parser.positionalArguments().value(0);
    if (coursePath.isEmpty()) {
        if (boards.isEmpty()) {
            io.err << "rallyforge-cli demo: the bundled boards (demo.rfboard) were not found; give a course file\n";
            return kExitBadInput;
        }
        coursePath = QDir(boards).filePath(QStringLiteral("demo.rfboard"));
    }
    const auto course = io::readBoardFile(coursePath);
    if (!course) {
        io.err << printable(course.error().toString()) << '\n';
        return kExitBadInput;
    }
    if (const auto problem = courseProblem(*course)) {
        io.err << printable(coursePath) << ": " << printable(*problem) << '\n';
        return kExitBadInput;
    }
    io.out << "== Course " << printable(QDir::toNativeSeparators(coursePath)) << '\n';
    printCourseSummary(*course, io.out);

    QString scenarioPath = parser.value(scenarioOpt);
    if (scenarioPath.isEmpty() && !boards.isEmpty() && parser.positionalArguments().isEmpty())
        scenarioPath = QDir(boards).filePath(QStringLiteral("demo.rfscenario"));
    if (!scenarioPath.isEmpty()) {
        const auto scenario = io::readScenarioFile(scenarioPath);
        if (!scenario) {
            io.err << printable(scenario.error().toString()) << '\n';
            return kExitBadInput;
        }
        const auto result = sim::runScenario(*scenario, sim::ScenarioRun::Options{.record = true});
        if (!result) {
            io.err << printable(scenarioPath) << ": " << printable(text::scenarioErrorText(result.error())) << '\n';
            return kExitBadInput;
        }
        io.out << "\n== Simulation of " << printable(QDir::toNativeSeparators(scenarioPath)) << '\n'
               << QString::fromStdString(text::traceText(result->trace)) << '\n'
               << QString::fromStdString(text::finalStateText(result->finalState, rules::traitsOf(result->trace.header.ruleset)));
    }

    const QDir outDir(parser.value(outOpt));
    if (!QDir().mkpath(outDir.path())) {
        io.err << "rallyforge-cli demo: cannot create " << printable(QDir::toNativeSeparators(outDir.path())) << '\n';
        return kExitFailure;
    }
    const QString png = outDir.absoluteFilePath(QFileInfo(coursePath).completeBaseName() + QStringLiteral(".png"));
    render::ExportOptions options;
    options.scale = 0.5;
    // A large course is drawn smaller, as render does, instead of failing over the pixel budget.
    if (const double fitted = render::pngScaleWithin(course->combinedSize(), options); fitted < options.scale) {
        options.scale = fitted;
        io.err << "rallyforge-cli demo: note: the course is drawn at --scale " << fitted << " to stay within "
               << render::kMaxImagePixels << " pixels\n";
    }
    if (auto written = render::exportPng(*course, png, options); !written) {
        io.err << "rallyforge-cli demo: " << printable(written.error()) << '\n';
        return kExitFailure;
    }
    io.out << "\n== Board image written to " << printable(QDir::toNativeSeparators(png)) << '\n';
    return kExitOk;
}

} // namespace rf::cli
