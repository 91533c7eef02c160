// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"
#include "cli/messages.h"
#include "cli/outputcheck.h"
#include "cli/printable.h"
#include "cli/rulingargs.h"

#include "io/checkedsavefile.h"
#include "io/readfiles.h"
#include "io/scenario/scenariofile.h"
#include "words/language.h"
#include "render/rulingreport.h"

#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>

// `report`: the ruling of a scenario as one HTML page (or Markdown with PNGs beside it). The
// report is render::rulingReportHtml's; this file parses, checks the outputs and writes.
namespace rf::cli {

namespace {

// "--steps all|changes|N,M,..." into the options. Error: the message.
std::optional<QString> parseSteps(const QString &spec, render::ReportOptions &o)
{
    if (spec == QLatin1String("changes")) {
        o.steps = render::ReportOptions::Steps::Changes;
        return std::nullopt;
    }
    if (spec == QLatin1String("all")) {
        o.steps = render::ReportOptions::Steps::All;
        return std::nullopt;
    }
    o.steps = render::ReportOptions::Steps::Chosen;
    const QStringList parts = spec.split(QLatin1Char(','));
    if (parts.size() > render::kMaxReportSteps)
        return QStringLiteral("--steps names more than %1 substeps").arg(render::kMaxReportSteps);
    for (const QString &part : parts) {
        bool ok = false;
        const int n = part.trimmed().toInt(&ok);
        if (!ok || n < 1)
            return QStringLiteral("--steps must be all, changes or substep numbers from 1 separated by commas, not '%1'").arg(printable(spec.left(80)));
        o.chosen.push_back(n);
    }
    return std::nullopt;
}

} // namespace

int runReport(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Write the ruling of a scenario as one self-contained HTML page to hand to the players: the question, the rulings, "
        "a picture of the board at every substep shown with what happened and the rule it follows, the final state and the "
        "expectations; with two rulings (--ruleset twice, or --option) where they part, side by side. --format md writes "
        "Markdown with one PNG per picture beside it, for forum posts. Exit status: 0 written, 1 the write failed, 2 bad input."));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The scenario (*.rfscenario)."));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("The report to write (.html, or .md with --format md)."),
                                    QStringLiteral("OUT"));
    const QCommandLineOption ruleset(QStringLiteral("ruleset"), QStringLiteral("A ruleset to play; repeat it to compare. Default: the scenario's."),
                                     QStringLiteral("ID"));
    const QCommandLineOption option(QStringLiteral("option"),
                                    QStringLiteral("A rule option flipped (NAME) or set (NAME=on|off), as one more ruling to compare; repeat it."),
                                    QStringLiteral("NAME[=on|off]"));
    const QCommandLineOption steps(QStringLiteral("steps"),
                                   QStringLiteral("The substeps shown with a picture: changes (every one that changed the game, and each that decided an expectation; the default), all, or numbers such as 3,7,12."),
                                   QStringLiteral("WHICH"), QStringLiteral("changes"));
    const QCommandLineOption format(QStringLiteral("format"), QStringLiteral("html (default) or md."), QStringLiteral("FORMAT"), QStringLiteral("html"));
    const QCommandLineOption force(QStringLiteral("force"), QStringLiteral("With --format md: replace PNGs of the same names beside OUT."));
    const QCommandLineOption lang(QStringLiteral("lang"),
                                  QStringLiteral("The language of the report: %1 (default en). The rule texts it quotes are in English.")
                                      .arg(words::languages().join(QStringLiteral(", "))),
                                  QStringLiteral("CODE"), QStringLiteral("en"));
    parser.addOptions({output, ruleset, option, steps, format, force, lang});
    if (auto done = parseArguments(parser, args, io))
        return *done;
    const auto usage = [&io](const QString &message) {
        io.err << "rallyforge-cli report: " << printable(message) << '\n';
        return kExitBadInput;
    };
    if (parser.positionalArguments().size() != 1)
        return usage(QStringLiteral("expected one scenario FILE (see --help)"));
    if (!parser.isSet(output))
        return usage(QStringLiteral("missing -o OUT"));
    const QString fmt = parser.value(format);
    if (fmt != QLatin1String("html") && fmt != QLatin1String("md"))
        return usage(QStringLiteral("--format must be html or md"));
    const bool markdown = fmt == QLatin1String("md");
    const QString out = parser.value(output);
    if (!hasSuffix(out, markdown ? QStringLiteral(".md") : QStringLiteral(".html")) && !hasSuffix(out, QStringLiteral(".htm")))
        return usage(QStringLiteral("the output '%1' must end in %2").arg(out, markdown ? QStringLiteral(".md") : QStringLiteral(".html")));
    render::ReportOptions options;
    if (auto bad = parseSteps(parser.value(steps), options))
        return usage(*bad);
    options.language = parser.value(lang);
    if (!words::languages().contains(options.language))
        return usage(QStringLiteral("--lang must be one of %1, not '%2'").arg(words::languages().join(QStringLiteral(", ")), printable(options.language.left(20))));
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        io.err << "rallyforge-cli report: internal error: pictures need a QGuiApplication\n";
        return kExitFailure;
    }

    const QString in = parser.positionalArguments().first();
    const FileScope reading(in);
    if (const auto problem = outputProblem(out, {in}))
        return usage(*problem);
    const auto scenario = io::readScenarioFile(in);
    if (!scenario) {
        io.err << printable(scenario.error().toString()) << '\n';
        return kExitBadInput;
    }
    auto variants = rulingVariants(parser.values(ruleset), parser.values(option), *scenario);
    if (!variants)
        return usage(variants.error());
    if (variants->size() > 1 || parser.isSet(ruleset))
        options.variants = std::move(*variants);

    const QFileInfo outInfo(out);
    if (!markdown) {
        const auto html = render::rulingReportHtml(*scenario, options);
        if (!html) {
            io.err << printable(in) << ": " << printable(html.error()) << '\n';
            return kExitBadInput;
        }
        const FileScope writing(out);
        if (auto saved = io::saveFile(out, *html); !saved) {
            io.err << "rallyforge-cli report: " << printable(out) << ": " << printable(saved.error()) << '\n';
            return kExitFailure;
        }
        io.out << "wrote " << printable(out) << " (" << html->size() / 1024 << " KiB)\n";
        return kExitOk;
    }
    const auto md = render::rulingReportMarkdown(*scenario, options, outInfo.completeBaseName());
    if (!md) {
        io.err << printable(in) << ": " << printable(md.error()) << '\n';
        return kExitBadInput;
    }
    // The pictures go beside OUT, named by their content: one already there with these bytes is
    // kept as it is; another file of that name is not replaced unless asked (it may be the
    // user's), and none may be an input. OUT is written last, so a run stopped half-way leaves
    // the old page and its pictures whole.
    // The page may be a file read only now (the scenario's course): refused before any picture
    // is written beside it.
    if (const auto refusal = io::writeRefusal(out))
        return usage(QStringLiteral("%1: %2").arg(out, *refusal));
    const QDir dir = outInfo.absoluteDir();
    std::vector<std::size_t> toWrite;
    for (std::size_t i = 0; i < md->images.size(); ++i) {
        const QString path = dir.filePath(md->images[i].first);
        if (const auto problem = outputProblem(path, {in}))
            return usage(*problem);
        if (io::holdsBytes(path, md->images[i].second))
            continue;
        if (QFileInfo::exists(path) && !parser.isSet(force))
            return usage(QStringLiteral("%1 already exists (use --force to replace it)").arg(path));
        toWrite.push_back(i);
    }
    for (const std::size_t i : toWrite) {
        const auto &[name, bytes] = md->images[i];
        const QString path = dir.filePath(name);
        const FileScope writing(path);
        if (auto saved = io::saveFile(path, bytes); !saved) {
            io.err << "rallyforge-cli report: " << printable(path) << ": " << printable(saved.error()) << '\n';
            return kExitFailure;
        }
    }
    const FileScope writing(out);
    if (auto saved = io::saveFile(out, md->markdown); !saved) {
        io.err << "rallyforge-cli report: " << printable(out) << ": " << printable(saved.error()) << '\n';
        return kExitFailure;
    }
    io.out << "wrote " << printable(out) << " and " << md->images.size() << " pictures beside it\n";
    return kExitOk;
}

} // namespace rf::cli
