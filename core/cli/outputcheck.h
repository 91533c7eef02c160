// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

// What every command with an output checks before it writes: the output is not a folder, not
// one of the command's inputs (by path, link or hard link) and no file the command has read so
// far (io/readfiles.h, which refuses again at the write), so that no command replaces a file it
// reads.
namespace rf::cli {

// The message naming the output and why it cannot be written (nothing when it can).
std::optional<QString> outputProblem(const QString &out, const QStringList &inputs);
// Whether `path` ends in `suffix` (".rfpack"), letter case aside.
bool hasSuffix(const QString &path, const QString &suffix);

} // namespace rf::cli
