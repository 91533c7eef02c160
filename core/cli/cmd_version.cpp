// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/commands.h"

#include "io/versions.h"

namespace rf::cli {

int runVersion(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Print the versions of RallyForge, Qt and KArchive."));
    if (auto done = parseArguments(parser, args, io))
        return *done;
    io.out << rf::io::versionSummary() << '\n';
    return kExitOk;
}

} // namespace rf::cli
