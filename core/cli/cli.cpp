// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli.h"
#include "cli/printable.h"

#include "cli/commands.h"
#include "cli/messages.h"
#include "io/readfiles.h"
#include "io/versions.h"

#include <array>

namespace rf::cli {

namespace {

constexpr std::array kCommands{
    Command{"version", "Print the versions of RallyForge, Qt and KArchive", &runVersion},
    Command{"demo", "The headless quick start: demo course summary, simulation trace and a PNG", &runDemo},
    Command{"convert", "Convert boards and courses to and from other clients' formats", &runConvert},
    Command{"formats", "List the board formats convert reads and writes", &runFormats},
    Command{"validate", "Check boards, courses and packs for errors and warnings", &runValidate},
    Command{"info", "Describe a board, course or pack", &runInfo},
    Command{"pack", "Bundle boards, courses and scenarios into a .rfpack", &runPack},
    Command{"unpack", "Extract a .rfpack into a folder (safely)", &runUnpack},
    Command{"render", "Render a board or course to PNG, SVG or PDF", &runRender},
    Command{"simulate", "Play a scenario and print every substep with what moved and why", &runSimulate},
    Command{"check", "Run the expectations of scenarios: PASS or FAIL per file", &runCheck},
    Command{"compare", "Play a scenario under several rulesets or rule options and show where the rulings part", &runCompare},
    Command{"report", "Write the ruling of a scenario as one HTML page (or Markdown with pictures) to show the players", &runReport},
    Command{"analyze", "Play many random games on a course: death and visit heat maps, checkpoint reach", &runAnalyze},
    Command{"generate", "Generate courses from a board library to a target length and danger, measured by planning robots", &runGenerate},
};

void printUsage(QTextStream &s)
{
    s << "Usage: rallyforge-cli [--version] [--help] COMMAND [ARGS...]\n\n"
      << "Headless tools of RallyForge, a board and scenario editor for RoboRally-style games.\n\n"
      << "Commands:\n";
    for (const Command &c : kCommands)
        s << "  " << QString::fromLatin1(c.name).leftJustified(12) << ' ' << c.summary << '\n';
    s << "\nRun 'rallyforge-cli COMMAND --help' for the options of one command.\n";
}

} // namespace

std::span<const Command> commands() { return kCommands; }

std::optional<int> parseArguments(QCommandLineParser &parser, const QStringList &args, Io &io)
{
    parser.addHelpOption();
    const QString name = args.isEmpty() ? QString() : args.first();
    if (!parser.parse(args)) {
        io.err << "rallyforge-cli " << name << ": " << printable(parser.errorText()) << '\n';
        return kExitBadInput;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        io.out << parser.helpText().replace(QLatin1String("Usage: ") + name, QLatin1String("Usage: rallyforge-cli ") + name);
        return kExitOk;
    }
    return std::nullopt;
}

int run(const QStringList &args, Io &io)
{
    if (args.size() < 2) {
        printUsage(io.err);
        return kExitBadInput;
    }
    const QString first = args.at(1);
    if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
        io.out << rf::io::versionSummary() << '\n';
        return kExitOk;
    }
    if (first == QLatin1String("--help") || first == QLatin1String("-h") || first == QLatin1String("help")) {
        printUsage(io.out);
        return kExitOk;
    }
    for (const Command &c : kCommands) {
        if (first == QLatin1String(c.name)) {
            const MessageScope messages(io.err);
            // No command writes onto a file it read (io/readfiles.h).
            const io::ReadFilesGuard reads;
            const int code = c.run(args.mid(1), io);
            // An output refused for naming a file read is a request the input cannot meet.
            return code == kExitFailure && reads.refusedWrites() ? kExitBadInput : code;
        }
    }
    io.err << "rallyforge-cli: unknown command '" << printable(first.left(80)) << "'\n\n";
    printUsage(io.err);
    return kExitBadInput;
}

} // namespace rf::cli
