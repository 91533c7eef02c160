// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <span>

#include <QCommandLineParser>

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace rf::cli {

// Exit codes shared by every subcommand.
enum ExitCode : int {
    kExitOk = 0,
    kExitFailure = 1,  // validation errors, failed expectations, lossy export with --strict
    kExitBadInput = 2, // unreadable or malformed input, bad usage
};

struct Io {
    QTextStream &out;
    QTextStream &err;
};

// One subcommand: `args` starts with the subcommand name (as QCommandLineParser expects
// argv[0]). Every subcommand answers --help.
using CommandFn = int (*)(const QStringList &args, Io &io);

struct Command {
    const char *name;
    const char *summary;
    CommandFn run;
};

// Adds --help, parses `args` and handles --help and usage errors (printed as
// "rallyforge-cli NAME: message"). Returns the exit code to return at once, or nullopt to go on.
std::optional<int> parseArguments(QCommandLineParser &parser, const QStringList &args, Io &io);

// The table of subcommands (cli.cpp).
std::span<const Command> commands();

// Runs the CLI on a full argument list (args[0] = program name). Used by main() and by tests.
int run(const QStringList &args, Io &io);

} // namespace rf::cli
