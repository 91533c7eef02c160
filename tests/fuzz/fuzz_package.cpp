// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// libFuzzer target for the .rfpack reader: the input is written to a file of the fuzz folder
// (KZip reads files) and read with the default limits, then every entry in it is read as
// `validate` reads it: boards, courses, scenarios and the preview.
#include "fuzzfolder.h"
#include "io/package.h"
#include "io/scenario/scenariofile.h"

#include <optional>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const QString path = rf::fuzz::folder().filePath(QStringLiteral("fuzz.rfpack"));
    rf::fuzz::writeInput(path, data, size);
    auto pack = rf::io::readPackage(path);
    if (!pack) {
        rf::fuzz::checkRefusal(pack.error());
        return 0;
    }
    // Every entry as `validate` reads it; each refusal must say why.
    for (const rf::io::PackEntry &e : pack->entries) {
        std::optional<rf::io::Error> refused;
        if (e.type == rf::io::PackEntryType::Board || e.type == rf::io::PackEntryType::Course) {
            if (auto c = rf::io::readPackedBoard(*pack, e, path); !c)
                refused = c.error();
        } else if (e.type == rf::io::PackEntryType::Scenario) {
            if (auto sc = rf::io::readPackedScenario(*pack, e, path); !sc)
                refused = sc.error();
        } else if (auto checked = rf::io::checkPackPreview(e, path); !checked) {
            refused = checked.error();
        }
        if (refused)
            rf::fuzz::checkRefusal(*refused);
    }
    return 0;
}
