// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"
#include "io/interop/formatregistry.h"

namespace rf::cli {

int runFormats(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "List the board formats 'convert' reads and writes: name, capability (r = read, w = write), "
        "file extensions and a description."));
    if (auto done = parseArguments(parser, args, io))
        return *done;
    for (const auto &f : rf::io::interop::FormatRegistry::instance().formats()) {
        QStringList exts;
        for (const QString &e : f->extensions())
            exts << (e.isEmpty() ? QStringLiteral("(none)") : QLatin1Char('.') + e);
        const QString caps = QString(f->canRead() ? QLatin1Char('r') : QLatin1Char('-')) + (f->canWrite() ? QLatin1Char('w') : QLatin1Char('-'));
        io.out << f->name().leftJustified(18) << ' ' << caps << "  " << exts.join(QLatin1Char(' ')).leftJustified(16) << ' ' << f->description() << '\n';
    }
    return kExitOk;
}

} // namespace rf::cli
