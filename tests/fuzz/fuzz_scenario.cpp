// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// libFuzzer target for the .rfscenario reader: parseScenarioJson on arbitrary bytes, named as a
// file of a folder that holds the shipped boards (a course given by path is resolved and read
// there, long-haul.rfboard in turn refers to four boards). An input is either refused with an
// Error, or read into a scenario that scenarioToJson writes back to text reading as the same
// scenario and the same bytes (the round trip fuzz_board checks for boards). A scenario read keeps
// its arrays (turns, expectations, what-ifs, decisions) within the reader's limits, and a small one
// is played for a while, so that the turns, decisions, what-ifs and expectations the reader lets
// through reach the simulator and the checks.
#include "fuzzfolder.h"
#include "io/scenario/scenariofile.h"
#include "sim/scenariorun.h"

#include <cstdio>
#include <cstdlib>

namespace {

// Courses up to this many squares are played (a larger one takes seconds to index under the
// sanitizers, which is not what this target looks for); at most this many substeps.
constexpr long long kPlayedSquares = 64 * 64;
constexpr int kPlayedSteps = 400;

void checkArrays(const rf::model::Scenario &sc)
{
    using namespace rf::io;
    rf::fuzz::require(sc.robots.size() <= static_cast<std::size_t>(kMaxRobots), "robots over the limit");
    rf::fuzz::require(sc.whatIfs.size() <= static_cast<std::size_t>(kMaxWhatIfs), "what-ifs over the limit");
    rf::fuzz::require(sc.expectations.size() <= static_cast<std::size_t>(kMaxExpectations),
                      "expectations over the limit");
    for (const auto &[ruleset, list] : sc.rulesetExpectations)
        rf::fuzz::require(list.size() <= static_cast<std::size_t>(kMaxExpectations),
                          "ruleset expectations over the limit");
    for (const rf::model::ScenarioRobot &r : sc.robots) {
        rf::fuzz::require(r.turns.size() <= static_cast<std::size_t>(kMaxTurns), "turns over the limit");
        for (const rf::model::TurnPlan &t : r.turns)
            rf::fuzz::require(t.decisions.size() <= static_cast<std::size_t>(kMaxDecisionsPerTurn),
                              "decisions over the limit");
    }
    for (const rf::model::WhatIf &w : sc.whatIfs)
        rf::fuzz::require(w.afterStep >= 1 && w.afterStep <= kMaxWhatIfStep, "what-if step out of range");
}

void play(const rf::model::Scenario &sc)
{
    const rf::model::Size size = sc.course.combinedSize();
    if (static_cast<long long>(size.width) * size.height > kPlayedSquares)
        return;
    auto run = rf::sim::ScenarioRun::create(sc, rf::sim::ScenarioRun::Options{.record = true});
    if (!run)
        return; // a scenario the rules refuse (rules::ScenarioError): said by check and simulate
    for (int k = 0; k < kPlayedSteps && run->step(); ++k) {
    }
    const auto checks = run->finalChecks();
    if (rf::fuzz::verbose())
        std::fprintf(stderr, "played: %d substeps, %zu checks\n", run->position(), checks.size());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const QString fileName = [] {
        // The seeds in tests/fuzz/seeds/scenario name these: boards beside the scenario and in a
        // subfolder, and a link out of the folder.
        rf::fuzz::copyFiles(QStringLiteral(RF_SOURCE_DIR "/boards"), QStringLiteral("*.rfboard"), QStringLiteral("."));
        rf::fuzz::copyFiles(QStringLiteral(RF_SOURCE_DIR "/boards"), QStringLiteral("twin-gates.rfboard"),
                            QStringLiteral("sub"));
        rf::fuzz::linkOutside(QStringLiteral("outside.rfboard"),
                              "{\"format\": \"rallyforge-board\", \"version\": 1, \"size\": [2, 2]}");
        return rf::fuzz::folder().filePath(QStringLiteral("fuzz.rfscenario"));
    }();
    const QByteArray text = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    auto scenario = rf::io::parseScenarioJson(text, fileName);
    if (!scenario) {
        rf::fuzz::checkRefusal(scenario.error());
        return 0;
    }
    if (rf::fuzz::verbose())
        std::fprintf(stderr, "read: a scenario of %zu robot(s)\n", scenario->robots.size());
    checkArrays(*scenario);
    const QByteArray written = rf::io::scenarioToJson(*scenario);
    auto again = rf::io::parseScenarioJson(written, fileName);
    rf::fuzz::require(again && *again == *scenario && rf::io::scenarioToJson(*again) == written, "round trip mismatch",
                      (again ? QString() : again.error().toString() + QLatin1Char('\n')) + QString::fromUtf8(written));
    play(*scenario);
    return 0;
}
