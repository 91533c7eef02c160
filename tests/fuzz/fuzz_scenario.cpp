// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// libFuzzer target for the .rfscenario reader: parseScenarioJson on arbitrary bytes, named as a
// file of a folder that holds the shipped boards (a course given by path is resolved and read
// there, long-haul.rfboard in turn refers to four boards). An input is either refused with an
// Error, or read into a scenario that scenarioToJson writes back to text reading as the same
// scenario and the same bytes (the round trip fuzz_board checks for boards).
#include "fuzzfolder.h"
#include "io/scenario/scenariofile.h"

#include <cstdio>
#include <cstdlib>

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
    const QByteArray written = rf::io::scenarioToJson(*scenario);
    auto again = rf::io::parseScenarioJson(written, fileName);
    rf::fuzz::require(again && *again == *scenario && rf::io::scenarioToJson(*again) == written, "round trip mismatch",
                      (again ? QString() : again.error().toString() + QLatin1Char('\n')) + QString::fromUtf8(written));
    return 0;
}
