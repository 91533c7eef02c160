// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"
#include "cli/coursesummary.h"
#include "cli/messages.h"
#include "cli/namedcourse.h"
#include "cli/printable.h"
#include "cli/scenariosummary.h"
#include "io/package.h"
#include "io/scenario/scenariofile.h"
#include "sim/scenariorun.h"
#include "text/tracetext.h"

#include <QFileInfo>

namespace rf::cli {

namespace {

void printManifest(const io::Package &pack, QTextStream &out)
{
    const io::PackManifest &m = pack.manifest;
    out << "Pack: " << printable(m.title) << '\n';
    if (!m.author.isEmpty())
        out << "Author: " << printable(m.author) << '\n';
    if (!m.licence.isEmpty())
        out << "Licence: " << printable(m.licence) << '\n';
    if (!m.description.isEmpty())
        out << "Description: " << printable(m.description) << '\n';
    if (!m.createdWith.isEmpty())
        out << "Created with: " << printable(m.createdWith) << '\n';
    out << "Entries: " << pack.entries.size() << '\n';
    for (const io::PackEntry &e : pack.entries)
        out << "  " << io::packEntryTypeName(e.type).leftJustified(9) << ' ' << printable(e.name) << " ("
            << e.data.size() << " bytes)\n";
}

} // namespace

int runInfo(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Describe a board, course, scenario or pack: size, boards, counts of every element kind, checkpoints "
        "and starts; for a scenario, its rules, robots with their option cards and decisions (its setup checked as check checks it before playing), and then its "
        "course; for a pack, its manifest and then each board and course in it."));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A *.rfboard, *.rfscenario or *.rfpack file."));
    if (auto done = parseArguments(parser, args, io))
        return *done;
    if (parser.positionalArguments().size() != 1) {
        io.err << "rallyforge-cli info: give exactly one FILE\n";
        return kExitBadInput;
    }
    const QString path = parser.positionalArguments().first();
    const FileScope reading(path);
    const QFileInfo fi(path);
    if (path.endsWith(QLatin1String(".rfscenario"), Qt::CaseInsensitive)) {
        const auto sc = io::readScenarioFile(path);
        if (!sc) {
            io.err << printable(sc.error().toString()) << '\n';
            return kExitBadInput;
        }
        io.out << "File: " << printable(path) << " (" << fi.size() << " bytes)\n";
        printScenarioSummary(*sc, io.out);
        io.out << "\nCourse"
               << (sc->courseSource.empty() ? QString() : QStringLiteral(" (%1)").arg(printable(sc->courseSource)))
               << '\n';
        printCourseSummary(sc->course, io.out);
        // The setup checked as check and simulate check it before they play (a robot off the
        // board, an upgrade given twice, an overfull shop): a file info passes can be played.
        if (const auto run = sim::ScenarioRun::create(*sc); !run) {
            io.err << printable(path) << ": " << printable(text::scenarioErrorText(run.error())) << '\n';
            return kExitBadInput;
        }
        io.out << "\nThe setup can be played (its programs are checked as they are played: check or simulate).\n";
        return kExitOk;
    }
    if (path.endsWith(QLatin1String(".rfpack"), Qt::CaseInsensitive)) {
        auto pack = io::readPackage(path);
        if (!pack) {
            io.err << printable(pack.error().toString()) << '\n';
            return kExitBadInput;
        }
        io.out << "File: " << printable(path) << " (" << fi.size() << " bytes)\n";
        printManifest(*pack, io.out);
    }
    auto docs = loadNamedCourses(path);
    if (!docs) {
        io.err << printable(docs.error().toString()) << '\n';
        return kExitBadInput;
    }
    for (const NamedCourse &doc : *docs) {
        if (doc.name == path)
            io.out << "File: " << printable(path) << " (" << fi.size() << " bytes)\n";
        else
            io.out << "\n" << printable(doc.name) << '\n';
        printCourseSummary(doc.course, io.out);
    }
    return kExitOk;
}

} // namespace rf::cli
