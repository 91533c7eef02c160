// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"
#include "cli/messages.h"
#include "cli/outputcheck.h"
#include "cli/printable.h"
#include "io/boardfile.h"
#include "io/jsonreader.h"
#include "io/package.h"
#include "io/referencedfile.h"
#include "io/scenario/scenariofile.h"
#include "io/versions.h"

#include <QFile>
#include <QFileInfo>

namespace rf::cli {

namespace {

// Boards and courses are re-written with every referenced board embedded, so each entry of the
// pack stands on its own; so are scenarios that name their course by path (the others are
// stored as they are, once they have been read); an image becomes the preview.
std::expected<io::PackEntry, io::Error> entryFor(const QString &path, bool &havePreview)
{
    const QFileInfo fi(path);
    const QString suffix = fi.suffix().toLower();
    if (suffix == QLatin1String("rfboard")) {
        auto course = io::readBoardFile(path);
        if (!course)
            return std::unexpected(course.error());
        for (model::Placement &p : course->placements())
            p.source.clear();
        const bool single = course->isSingleBoard() && course->info() == course->placements().front().board.info();
        return io::PackEntry{(single ? QStringLiteral("boards/") : QStringLiteral("courses/")) + fi.fileName(),
                             single ? io::PackEntryType::Board : io::PackEntryType::Course, io::boardToJson(*course)};
    }
    io::PackEntry e;
    if (suffix == QLatin1String("rfscenario")) {
        auto scenario = io::readScenarioFile(path);
        if (!scenario)
            return std::unexpected(scenario.error());
        e = {QStringLiteral("scenarios/") + fi.fileName(), io::PackEntryType::Scenario, {}};
        if (!scenario->courseSource.empty()) {
            scenario->courseSource.clear();
            for (model::Placement &p : scenario->course.placements())
                p.source.clear();
            e.data = io::scenarioToJson(*scenario);
            return e;
        }
    } else if (suffix == QLatin1String("png") || suffix == QLatin1String("jpg") || suffix == QLatin1String("svg")) {
        if (havePreview)
            return std::unexpected(io::Error{path, QString(), QStringLiteral("a pack holds one preview image")});
        havePreview = true;
        e = {QStringLiteral("preview.") + suffix, io::PackEntryType::Preview, {}};
    } else {
        return std::unexpected(io::Error{path, QString(), QStringLiteral("cannot pack this kind of file (.rfboard, .rfscenario, or a .png/.jpg/.svg preview)")});
    }
    QFile f(path);
    if (auto opened = io::openRegularFile(f); !opened)
        return std::unexpected(io::Error{path, QString(), opened.error()});
    const io::PackLimits limits;
    if (f.size() > limits.maxEntryBytes)
        return std::unexpected(io::Error{path, QString(), QStringLiteral("larger than %1 bytes").arg(limits.maxEntryBytes)});
    e.data = f.readAll();
    if (e.type == io::PackEntryType::Preview)
        if (auto checked = io::checkPackPreview(e, path); !checked)
            return std::unexpected(io::Error{path, QString(), checked.error().message});
    return e;
}

} // namespace

int runPack(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Bundle boards, courses, scenarios and a preview image into a .rfpack file. Courses are stored "
        "with their boards embedded."));
    parser.addPositionalArgument(QStringLiteral("OUT"), QStringLiteral("The .rfpack file to write."));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("*.rfboard, *.rfscenario, or one .png/.jpg/.svg preview."), QStringLiteral("FILE..."));
    const QCommandLineOption title(QStringLiteral("title"), QStringLiteral("Title of the pack (default: the first board's name)."), QStringLiteral("TEXT"));
    const QCommandLineOption author(QStringLiteral("author"), QStringLiteral("Author of the pack."), QStringLiteral("TEXT"));
    const QCommandLineOption licence(QStringLiteral("licence"), QStringLiteral("Licence of the pack, e.g. CC-BY-SA-4.0."), QStringLiteral("TEXT"));
    const QCommandLineOption description(QStringLiteral("description"), QStringLiteral("A description of the pack."), QStringLiteral("TEXT"));
    parser.addOptions({title, author, licence, description});
    if (auto done = parseArguments(parser, args, io))
        return *done;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() < 2) {
        io.err << "rallyforge-cli pack: give OUT.rfpack and at least one FILE\n";
        return kExitBadInput;
    }
    // The first argument is written: one that is not a pack is a file to pack given first.
    if (!hasSuffix(pos.first(), QStringLiteral(".rfpack"))) {
        io.err << "rallyforge-cli pack: " << printable(pos.first())
               << ": the pack to write comes first and ends in .rfpack; nothing written\n";
        return kExitBadInput;
    }
    if (const auto problem = outputProblem(pos.first(), pos.mid(1))) {
        io.err << "rallyforge-cli pack: " << printable(*problem) << '\n';
        return kExitBadInput;
    }
    io::Package pack;
    bool havePreview = false;
    for (const QString &path : pos.mid(1)) {
        const FileScope reading(path);
        auto e = entryFor(path, havePreview);
        if (!e) {
            io.err << printable(e.error().toString()) << '\n';
            return kExitBadInput;
        }
        if (pack.entry(e->name)) {
            io.err << printable(path) << ": a file named " << printable(QFileInfo(path).fileName())
                   << " is already in the pack\n";
            return kExitBadInput;
        }
        if (pack.manifest.title.isEmpty() && e->type != io::PackEntryType::Preview && e->type != io::PackEntryType::Scenario) {
            auto course = io::parseBoardJson(e->data, path);
            if (course)
                pack.manifest.title = QString::fromStdString(course->info().name);
        }
        pack.entries.push_back(std::move(*e));
    }
    // A title made up from a name is cut to fit; text the user gave that a pack cannot hold is refused.
    if (parser.isSet(title) || pack.manifest.title.isEmpty())
        pack.manifest.title = parser.isSet(title) ? parser.value(title)
                                                  : io::json::fitText(QFileInfo(pos.first()).completeBaseName(), io::json::kMaxNameLength);
    for (const auto &[option, max] : {std::pair{&title, io::json::kMaxNameLength}, std::pair{&author, io::json::kMaxNameLength},
                                      std::pair{&licence, io::json::kMaxNameLength}, std::pair{&description, io::json::kMaxTextLength}})
        if (const qsizetype n = io::json::characterCount(parser.value(*option)); n > max) {
            io.err << "rallyforge-cli pack: --" << option->names().constFirst() << " has " << n << " characters; a pack holds at most "
                   << max << "; nothing written\n";
            return kExitBadInput;
        }
    pack.manifest.author = parser.value(author);
    pack.manifest.licence = parser.value(licence);
    pack.manifest.description = parser.value(description);
    pack.manifest.createdWith = QStringLiteral("RallyForge ") + io::rallyForgeVersion();
    const FileScope writing(pos.first());
    if (auto written = io::writePackage(pos.first(), pack); !written) {
        io.err << printable(written.error().toString()) << '\n';
        return written.error().writeFailure ? kExitFailure : kExitBadInput;
    }
    io.out << "Wrote " << printable(pos.first()) << " with " << pack.entries.size() << " entries\n";
    return kExitOk;
}

} // namespace rf::cli
