// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"
#include "cli/coursesummary.h"
#include "cli/messages.h"
#include "cli/outputcheck.h"
#include "cli/printable.h"
#include "io/interop/formatregistry.h"
#include "render/tilesetart.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

namespace rf::cli {

namespace {

using rf::io::interop::BoardFormat;
using rf::io::interop::ConversionNote;
using rf::io::interop::FormatRegistry;

const BoardFormat *namedFormat(const QString &name, bool forWriting, Io &io)
{
    const BoardFormat *f = FormatRegistry::instance().byName(name);
    if (!f) {
        io.err << "rallyforge-cli convert: unknown format '" << printable(name.left(80))
               << "' (see 'rallyforge-cli formats')\n";
        return nullptr;
    }
    if (forWriting ? !f->canWrite() : !f->canRead()) {
        io.err << "rallyforge-cli convert: format '" << printable(name) << "' cannot "
               << (forWriting ? "write" : "read") << '\n';
        return nullptr;
    }
    return f;
}

void printNotes(const QString &file, const char *stage, const std::vector<ConversionNote> &notes, Io &io)
{
    for (const ConversionNote &n : notes)
        io.out << printable(file) << ": " << stage << ": " << printable(n.toString()) << '\n';
}

} // namespace

int runConvert(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Convert a board or course between RallyForge and other clients' formats.\n"
        "The formats are taken from the file contents and extensions, or from --from / --to "
        "(see 'rallyforge-cli formats'). Every element that cannot be carried over unchanged is "
        "listed as FILE: import|export: dropped|approximated ELEMENT at PLACE: what happened.\n"
        "Exit status: 0 converted, 1 losses with --strict (nothing is written) or the output could "
        "not be written, 2 unreadable input or bad usage."));
    parser.addPositionalArgument(QStringLiteral("IN"), QStringLiteral("File to read."));
    parser.addPositionalArgument(QStringLiteral("OUT"), QStringLiteral("File to write."));
    const QCommandLineOption toOption(QStringLiteral("to"), QStringLiteral("Format to write."), QStringLiteral("FORMAT"));
    const QCommandLineOption fromOption(QStringLiteral("from"), QStringLiteral("Format to read (default: detected)."), QStringLiteral("FORMAT"));
    const QCommandLineOption strictOption(QStringLiteral("strict"), QStringLiteral("Fail (exit 1, write nothing) when anything would be dropped or approximated."));
    parser.addOption(toOption);
    parser.addOption(fromOption);
    const QCommandLineOption forceOption(QStringLiteral("force"), QStringLiteral("Replace files beside OUT that hold other content than this export writes (a Tiled tileset edited in Tiled); without it they are kept and nothing is written."));
    parser.addOption(strictOption);
    parser.addOption(forceOption);
    if (auto done = parseArguments(parser, args, io))
        return *done;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 2) {
        io.err << "rallyforge-cli convert: expected IN and OUT\n";
        return kExitBadInput;
    }
    const QString in = files[0];
    const FileScope reading(in);
    const QString out = files[1];
    // What the output is comes first, as in every command with one (outputcheck.h).
    if (const auto problem = outputProblem(out, {in})) {
        io.err << "rallyforge-cli convert: " << printable(*problem) << '\n';
        return kExitBadInput;
    }
    const FormatRegistry &registry = FormatRegistry::instance();

    const BoardFormat *reader = nullptr;
    if (parser.isSet(fromOption)) {
        reader = namedFormat(parser.value(fromOption), false, io);
    } else if (auto detected = registry.formatForReading(in)) {
        reader = *detected;
    } else {
        io.err << printable(detected.error().toString()) << '\n';
        return kExitBadInput;
    }
    const BoardFormat *writer = nullptr;
    if (parser.isSet(toOption)) {
        writer = namedFormat(parser.value(toOption), true, io);
    } else if (auto byExtension = registry.formatForWriting(out)) {
        writer = *byExtension;
    } else {
        io.err << printable(byExtension.error().toString()) << '\n';
        return kExitBadInput;
    }
    if (!reader || !writer)
        return kExitBadInput;

    auto imported = reader->read(in);
    if (!imported) {
        io.err << printable(imported.error().toString()) << '\n';
        return kExitBadInput;
    }
    printNotes(in, "import", imported->notes, io);
    if (const auto problem = courseProblem(imported->course)) {
        io.err << printable(in) << ": " << printable(*problem) << '\n';
        return kExitBadInput;
    }
    // Tiled exports get their tileset image drawn with the element art.
    auto options = render::writeOptionsFor(*writer);
    if (!options) {
        io.err << "rallyforge-cli convert: " << printable(options.error()) << '\n';
        return kExitFailure;
    }
    options->replaceSideFiles = parser.isSet(forceOption);
    if (parser.isSet(strictOption)) {
        // Decide before writing: a dry run into a temporary folder counts the losses, so that
        // nothing next to OUT (an older OUT, a tileset) is written or removed when they refuse.
        QTemporaryDir dryRun;
        if (!dryRun.isValid()) {
            io.err << "rallyforge-cli convert: no temporary folder for the --strict dry run: " << dryRun.errorString() << '\n';
            return kExitFailure;
        }
        auto trial = writer->write(dryRun.filePath(QFileInfo(out).fileName()), imported->course, *options);
        if (!trial) {
            io::Error e = trial.error();
            e.file = out; // the user's name, not the dry run's
            io.err << printable(e.toString()) << '\n';
            return e.writeFailure ? kExitFailure : kExitBadInput;
        }
        if (const std::size_t losses = imported->notes.size() + trial->notes.size(); losses > 0) {
            printNotes(out, "export", trial->notes, io);
            io.err << "rallyforge-cli convert: " << losses << " element(s) dropped or approximated; nothing written (--strict)\n";
            return kExitFailure;
        }
    }
    const FileScope writing(out);
    auto exported = writer->write(out, imported->course, *options);
    if (!exported) {
        io.err << printable(exported.error().toString()) << '\n';
        return exported.error().writeFailure ? kExitFailure : kExitBadInput;
    }
    printNotes(out, "export", exported->notes, io);
    const std::size_t losses = imported->notes.size() + exported->notes.size();
    io.out << printable(in) << " (" << reader->name() << ") -> " << printable(exported->files.join(QLatin1String(", ")))
           << " (" << writer->name() << "): " << losses << " element(s) dropped or approximated\n";
    return kExitOk;
}

} // namespace rf::cli
