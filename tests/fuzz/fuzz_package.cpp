// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// libFuzzer target for the .rfpack reader: the input is written to a file of the fuzz folder
// (KZip reads files) and read with the default limits, then every board and course in it is
// parsed.
#include "fuzzfolder.h"
#include "io/package.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const QString path = rf::fuzz::folder().filePath(QStringLiteral("fuzz.rfpack"));
    rf::fuzz::writeInput(path, data, size);
    auto pack = rf::io::readPackage(path);
    if (!pack) {
        rf::fuzz::checkRefusal(pack.error());
        return 0;
    }
    for (const rf::io::PackEntry &e : pack->entries)
        if (e.type == rf::io::PackEntryType::Board || e.type == rf::io::PackEntryType::Course)
            (void)rf::io::readPackedBoard(*pack, e, path);
    return 0;
}
