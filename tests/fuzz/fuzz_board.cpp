// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// libFuzzer target for the .rfboard reader: any input is either refused with an Error or read
// into a course that writes back to text reading as the same course.
#include "io/boardfile.h"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray text = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    // References to other files are refused: the fuzzer must not read the disk.
    const rf::io::SourceLoader noFiles = [](const QString &rel) -> std::expected<rf::io::SourceText, rf::io::Error> {
        return std::unexpected(rf::io::Error{rel, QString(), QStringLiteral("not available")});
    };
    auto course = rf::io::parseBoardJson(text, QStringLiteral("fuzz.rfboard"), noFiles);
    if (!course) {
        if (course.error().message.isEmpty())
            std::abort(); // every refusal says why
        return 0;
    }
    const QByteArray written = rf::io::boardToJson(*course);
    auto again = rf::io::parseBoardJson(written, QStringLiteral("again.rfboard"), noFiles);
    if (!again || !(*again == *course) || rf::io::boardToJson(*again) != written) {
        std::fprintf(stderr, "round trip mismatch:\n%s\n", written.constData());
        std::abort();
    }
    return 0;
}
