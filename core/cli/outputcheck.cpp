// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/outputcheck.h"

#include "io/readfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <filesystem>
#include <system_error>

namespace rf::cli {

namespace {

bool sameFile(const QString &a, const QString &b)
{
    if (QDir::cleanPath(QFileInfo(a).absoluteFilePath()) == QDir::cleanPath(QFileInfo(b).absoluteFilePath()))
        return true;
    // Both exist: a link or a hard link names the same file under another path.
    std::error_code ec;
    const auto path = [](const QString &p) { return std::filesystem::path(QFile::encodeName(p).toStdString()); };
    return std::filesystem::equivalent(path(a), path(b), ec) && !ec;
}

} // namespace

std::optional<QString> outputProblem(const QString &out, const QStringList &inputs)
{
    if (QFileInfo(out).isDir())
        return QStringLiteral("%1: is a folder; give the name of the file to write").arg(out);
    for (const QString &in : inputs)
        if (sameFile(out, in))
            return QStringLiteral("%1: is also an input of this command; give another file to write").arg(out);
    // Files read so far besides the inputs named (a course's boards, a scenario's course, ...);
    // writing checks again for those read later.
    if (const auto refusal = io::writeRefusal(out))
        return QStringLiteral("%1: %2").arg(out, *refusal);
    return std::nullopt;
}

bool hasSuffix(const QString &path, const QString &suffix) { return path.endsWith(suffix, Qt::CaseInsensitive); }

} // namespace rf::cli
