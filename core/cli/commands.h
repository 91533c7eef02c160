// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/cli.h"

// One function per subcommand; each lives in its own file (cmd_NAME.cpp).
namespace rf::cli {

int runVersion(const QStringList &args, Io &io);
int runDemo(const QStringList &args, Io &io);
int runConvert(const QStringList &args, Io &io);
int runFormats(const QStringList &args, Io &io);
int runValidate(const QStringList &args, Io &io);
int runInfo(const QStringList &args, Io &io);
int runPack(const QStringList &args, Io &io);
int runUnpack(const QStringList &args, Io &io);
int runRender(const QStringList &args, Io &io);
int runSimulate(const QStringList &args, Io &io);
int runCheck(const QStringList &args, Io &io);
int runCompare(const QStringList &args, Io &io);
int runReport(const QStringList &args, Io &io);
int runAnalyze(const QStringList &args, Io &io);
int runGenerate(const QStringList &args, Io &io);

} // namespace rf::cli
