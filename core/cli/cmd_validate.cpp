// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"
#include "cli/messages.h"
#include "cli/namedcourse.h"
#include "cli/printable.h"
#include "cli/rulingargs.h"
#include "rules/ruleset.h"
#include "text/tracetext.h"
#include "validate/validator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace rf::cli {

namespace {

using rf::validate::Diagnostic;

// "x,y" of the diagnostic's cell, or of the edge's cell (the one the file format names), or
// nothing for course-level findings.
QString place(const Diagnostic &d)
{
    if (d.cell)
        return QStringLiteral("%1,%2").arg(d.cell->x).arg(d.cell->y);
    if (d.edge)
        return QStringLiteral("%1,%2").arg(d.edge->x).arg(d.edge->y);
    return {};
}

QJsonObject diagnosticJson(const Diagnostic &d)
{
    QJsonObject o;
    o.insert(QLatin1String("code"), QString::fromStdString(d.code));
    o.insert(QLatin1String("severity"), QString::fromUtf8(rf::validate::severityName(d.severity)));
    if (d.cell) {
        o.insert(QLatin1String("x"), d.cell->x);
        o.insert(QLatin1String("y"), d.cell->y);
    }
    if (d.edge) {
        o.insert(QLatin1String("edge"), QJsonObject{{QLatin1String("x"), d.edge->x},
                                                    {QLatin1String("y"), d.edge->y},
                                                    {QLatin1String("axis"), d.edge->axis == model::EdgePos::Axis::Horizontal ? QStringLiteral("h") : QStringLiteral("v")}});
    }
    if (d.element != model::kNoId)
        o.insert(QLatin1String("element"), static_cast<qint64>(d.element));
    QJsonArray args;
    for (const std::string &a : d.args)
        args.append(QString::fromStdString(a));
    o.insert(QLatin1String("args"), args);
    o.insert(QLatin1String("message"), QString::fromStdString(rf::text::diagnosticText(d)));
    return o;
}

} // namespace

int runValidate(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Check boards, courses and packs for errors and warnings.\n"
        "Prints FILE:x,y: error|warning CODE: message. Exit status: 0 clean, 1 when an error was found "
        "(or a warning with --werror), 2 when a file cannot be read."));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("*.rfboard or *.rfpack files."), QStringLiteral("FILE..."));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print the findings as JSON."));
    const QCommandLineOption werror(QStringLiteral("werror"), QStringLiteral("Treat warnings as errors."));
    const QCommandLineOption ruleset(QStringLiteral("ruleset"),
                                     QStringLiteral("Also check what the edition R needs: %1 (default: none of them, only what every edition needs).")
                                         .arg(QString::fromStdString(rules::rulesetList(" or "))),
                                     QStringLiteral("R"));
    parser.addOption(json);
    parser.addOption(werror);
    parser.addOption(ruleset);
    if (auto done = parseArguments(parser, args, io))
        return *done;
    const rules::RulesetTraits *edition = nullptr;
    if (parser.isSet(ruleset)) {
        const auto id = rulesetArgument(parser.value(ruleset));
        if (!id) {
            io.err << "rallyforge-cli validate: " << id.error() << '\n';
            return kExitBadInput;
        }
        edition = &rules::rulesetById(*id)->traits();
    }
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) {
        io.err << "rallyforge-cli validate: give at least one FILE\n";
        return kExitBadInput;
    }
    bool unreadable = false;
    bool failed = false;
    QJsonArray report;
    for (const QString &file : files) {
        const FileScope reading(file);
        auto docs = loadNamedCourses(file, PackEntries::Every);
        if (!docs) {
            unreadable = true;
            io.err << printable(docs.error().toString()) << '\n';
            report.append(QJsonObject{{QLatin1String("file"), file},
                                      {QLatin1String("readable"), false},
                                      {QLatin1String("error"), QJsonObject{{QLatin1String("file"), docs.error().file},
                                                                           {QLatin1String("where"), docs.error().where},
                                                                           {QLatin1String("message"), docs.error().message}}}});
            continue;
        }
        for (const NamedCourse &doc : *docs) {
            const std::vector<Diagnostic> found = edition ? rf::validate::validate(doc.course, *edition) : rf::validate::validate(doc.course);
            QJsonArray list;
            for (const Diagnostic &d : found) {
                if (d.severity == rf::validate::Severity::Error || parser.isSet(werror))
                    failed = true;
                if (parser.isSet(json)) {
                    list.append(diagnosticJson(d));
                    continue;
                }
                const QString where = place(d);
                io.out << printable(doc.name) << ':' << (where.isEmpty() ? QString() : where + QLatin1Char(':')) << ' '
                       << QString::fromUtf8(rf::validate::severityName(d.severity)) << ' '
                       << QString::fromStdString(d.code) << ": " << printable(rf::text::diagnosticText(d)) << '\n';
            }
            if (parser.isSet(json))
                report.append(QJsonObject{{QLatin1String("file"), doc.name}, {QLatin1String("readable"), true}, {QLatin1String("diagnostics"), list}});
        }
    }
    if (parser.isSet(json))
        io.out << QString::fromUtf8(QJsonDocument(report).toJson(QJsonDocument::Indented));
    if (unreadable)
        return kExitBadInput;
    return failed ? kExitFailure : kExitOk;
}

} // namespace rf::cli
