// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The command line run in the test's own process, for the tests of rallyforge-cli's commands
// (their programs link rf_cli).
#pragma once

#include "cli/cli.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace rf::test {

// What one run of the command line returned and printed.
struct CliRun {
    int code = 0;
    QString out;
    QString err;
};

// Runs `rallyforge-cli ARGS...`.
inline CliRun runCli(const QStringList &args)
{
    CliRun r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    cli::Io io{out, err};
    r.code = cli::run(QStringList{QStringLiteral("rallyforge-cli")} + args, io);
    out.flush();
    err.flush();
    return r;
}

} // namespace rf::test
