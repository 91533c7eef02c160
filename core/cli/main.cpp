// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("rallyforge-cli"));
    QTextStream out(stdout);
    QTextStream err(stderr);
    rf::cli::Io io{out, err};
    const int code = rf::cli::run(QCoreApplication::arguments(), io);
    out.flush();
    err.flush();
    return code;
}
