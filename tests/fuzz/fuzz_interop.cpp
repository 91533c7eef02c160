// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// libFuzzer target for one interop reader of the format registry, built once per format
// (tests/fuzz/CMakeLists.txt): RF_FUZZ_FORMAT is the format's registry name, RF_FUZZ_INPUT the
// name the input is written under in the fuzz folder (the readers read files). The format's
// probe sees the input, then its reader reads it; an input is either refused with an Error or
// imported. Readers that follow references find files to follow beside the input: the Tiled
// formats our tileset in both encodings (also in a subfolder, with an image, through a link out
// of the folder and as a folder), the LMU course the test and sample boards in boards/ and
// ../boards/.
//
// With RF_FUZZ_NATIVE_ROUNDTRIP=1 in the environment, an imported course must also survive
// saving as .rfboard and reading back unchanged (what the editor does after an import). That
// property is off by default: it does not hold yet (a Tiled start numbered -5 imports, and the
// native reader refuses it; docs/fuzzing.md), and a run would stop at the first such input.
#include "fuzzfolder.h"
#include "io/boardfile.h"
#include "io/interop/formatregistry.h"
#include "io/interop/tiled.h"

#include <cstdio>
#include <cstdlib>

#ifndef RF_FUZZ_FORMAT
#error "RF_FUZZ_FORMAT names the registry format to fuzz"
#endif

namespace {

namespace fz = rf::fuzz;
namespace td = rf::io::interop::tiled;

void addTilesets()
{
    const td::TilesetImage image = td::tilesetImageLayout();
    fz::writeFile(QStringLiteral("rallyforge-elements.tsx"), td::tilesetXml());
    fz::writeFile(QStringLiteral("rallyforge-elements.tsj"), td::tilesetJson());
    fz::writeFile(QStringLiteral("tilesets/elements-image.tsx"), td::tilesetXml(&image));
    fz::writeFile(QStringLiteral("tilesets/elements-image.tsj"), td::tilesetJson(&image));
    fz::linkOutside(QStringLiteral("outside.tsx"), td::tilesetXml());
    fz::require(fz::folder().mkpath(QStringLiteral("folder.tsj")), "cannot make the folder folder.tsj");
}

void addLmuBoards()
{
    // The course lies in courses/: its boards are found in courses/boards/ (the test course's F1
    // and F2) and in ../boards/ (the LMU samples' A, B, 1A, 4A, 5B), as in the LMU client.
    fz::copyFiles(QStringLiteral(RF_SOURCE_DIR "/tests/data/interop/lmu-sep/boards"), QStringLiteral("*.json"),
                  QStringLiteral("courses/boards"));
    fz::copyFiles(QStringLiteral(RF_SHARED_DIR "/interop/lmu-sep/samples/boards"), QStringLiteral("*.json"),
                  QStringLiteral("boards"));
    fz::linkOutside(QStringLiteral("courses/boards/outside.json"), "{}");
}

const QString &inputPath()
{
    static const QString path = [] {
        const QString format = QStringLiteral(RF_FUZZ_FORMAT);
        if (format.startsWith(QLatin1String("tiled-")))
            addTilesets();
        else if (format == QLatin1String("lmu-sep"))
            addLmuBoards();
        const QString input = fz::folder().filePath(QStringLiteral(RF_FUZZ_INPUT));
        fz::require(QDir().mkpath(QFileInfo(input).path()), "cannot make the input's folder", input);
        return input;
    }();
    return path;
}

void checkNativeRoundTrip(const rf::model::Course &course)
{
    const QByteArray written = rf::io::boardToJson(course);
    auto again = rf::io::parseBoardJson(written, QStringLiteral("again.rfboard"));
    fz::require(again && *again == course, "imported course does not read back from .rfboard",
                (again ? QString() : again.error().toString() + QLatin1Char('\n')) + QString::fromUtf8(written));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const rf::io::interop::BoardFormat *format = [] {
        const auto *f = rf::io::interop::FormatRegistry::instance().byName(QStringLiteral(RF_FUZZ_FORMAT));
        fz::require(f && f->canRead(), "no readable format " RF_FUZZ_FORMAT);
        return f;
    }();
    static const bool roundTrip = qEnvironmentVariableIntValue("RF_FUZZ_NATIVE_ROUNDTRIP") == 1;
    const QString &path = inputPath();
    fz::writeInput(path, data, size);
    (void)format->probe(path,
                        QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size)));
    auto imported = format->read(path);
    if (!imported) {
        fz::checkRefusal(imported.error());
        return 0;
    }
    if (fz::verbose())
        std::fprintf(stderr, "read: a course of %zu board(s), %zu note(s)\n", imported->course.placements().size(),
                     imported->notes.size());
    if (roundTrip)
        checkNativeRoundTrip(imported->course);
    return 0;
}
