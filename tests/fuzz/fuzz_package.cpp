// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// libFuzzer target for the .rfpack reader: the input is written to a temporary file (KZip reads
// files) and read with the default limits, then every board and course in it is parsed.
#include "io/package.h"

#include <QTemporaryFile>

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static QTemporaryFile *file = [] {
        auto *f = new QTemporaryFile(QStringLiteral("/tmp/rf-fuzz-XXXXXX.rfpack"));
        if (!f->open())
            std::abort();
        return f;
    }();
    file->resize(0);
    file->seek(0);
    if (file->write(reinterpret_cast<const char *>(data), static_cast<qint64>(size)) != static_cast<qint64>(size) || !file->flush())
        std::abort();
    auto pack = rf::io::readPackage(file->fileName());
    if (!pack) {
        if (pack.error().message.isEmpty())
            std::abort();
        return 0;
    }
    for (const rf::io::PackEntry &e : pack->entries)
        if (e.type == rf::io::PackEntryType::Board || e.type == rf::io::PackEntryType::Course)
            (void)rf::io::readPackedBoard(*pack, e, file->fileName());
    return 0;
}
