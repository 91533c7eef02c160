// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli.h"
#include "sim/allocator.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <cstdio>
#include <cstring>
#include <memory>

int main(int argc, char **argv)
{
    rf::sim::tuneAllocator();
    // `render`, `demo` and `report` lay out text, which needs a QGuiApplication; it runs on the offscreen platform
    // unless QT_QPA_PLATFORM says otherwise. Other commands stay free of any GUI platform.
    const bool gui = argc > 1 && (std::strcmp(argv[1], "render") == 0 || std::strcmp(argv[1], "demo") == 0
                                   || std::strcmp(argv[1], "report") == 0);
    if (gui && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> app;
    if (gui)
        app = std::make_unique<QGuiApplication>(argc, argv);
    else
        app = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("rallyforge-cli"));
    QTextStream out(stdout);
    QTextStream err(stderr);
    rf::cli::Io io{out, err};
    const int code = rf::cli::run(QCoreApplication::arguments(), io);
    out.flush();
    err.flush();
    return code;
}
