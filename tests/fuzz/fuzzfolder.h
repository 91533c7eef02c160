// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/error.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QTemporaryDir>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

// The folder a fuzz target works in: readers that take a path get the input as a file in it,
// and readers that follow references (a scenario's course, a Tiled map's tileset, an LMU
// course's boards) find seed files beside the input, so that the fuzzer reaches the code that
// resolves and reads them. Everything a reference can name lies inside this folder.
namespace rf::fuzz {

// The targets' assertion: a broken invariant is a finding, and libFuzzer keeps the input that
// broke it (abort() is what it watches for).
inline void require(bool holds, const char *what, const QString &detail = {})
{
    if (holds)
        return;
    std::fprintf(stderr, "fuzz check failed: %s%s%s\n", what, detail.isEmpty() ? "" : ": ", qPrintable(detail));
    std::abort();
}

// A fresh temporary folder per process, removed at exit.
inline const QDir &folder()
{
    static const QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/rf-fuzz-XXXXXX"));
    static const QDir root = [] {
        require(dir.isValid(), "cannot make the fuzz folder");
        return QDir(dir.path());
    }();
    return root;
}

// Writes `data` to `relative` in the folder, creating its parent folders.
inline void writeFile(const QString &relative, const char *data, qint64 size)
{
    const QString path = folder().filePath(relative);
    require(QDir().mkpath(QFileInfo(path).path()), "cannot make a folder for", path);
    QFile f(path);
    require(f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data, size) == size && f.flush(), "cannot write", path);
}

inline void writeFile(const QString &relative, const QByteArray &data)
{
    writeFile(relative, data.constData(), data.size());
}

// Writes a fuzz input to `path` (in the folder, its parent made before). The file is
// overwritten and then cut to size, never truncated to zero first: ext4 (auto_da_alloc) writes
// a file truncated to zero back to the disk when it is closed, which made the targets wait for
// the disk on every input (ten times slower than on tmpfs).
inline void writeInput(const QString &path, const std::uint8_t *data, std::size_t size)
{
    QFile f(path);
    const auto n = static_cast<qint64>(size);
    require(f.open(QIODevice::ReadWrite) && f.write(reinterpret_cast<const char *>(data), n) == n && f.resize(n), "cannot write the input", path);
}

// Copies every file of `source` whose name matches `pattern` into `relative` in the folder. A
// source that does not exist (../shared on another checkout) is skipped: the seeds that refer to
// its files then take the "not found" paths.
inline void copyFiles(const QString &source, const QString &pattern, const QString &relative)
{
    const QDir from(source);
    for (const QString &name : from.entryList({pattern}, QDir::Files)) {
        QFile f(from.filePath(name));
        if (f.open(QIODevice::ReadOnly))
            writeFile(relative + QLatin1Char('/') + name, f.readAll());
    }
}

// A symbolic link `relative` in the folder to a file outside it (holding `data`): references to
// it must be refused ("leads outside"), and the fuzzer reaches that check through seeds naming it.
inline void linkOutside(const QString &relative, const QByteArray &data)
{
    static const QTemporaryDir outside(QDir::tempPath() + QStringLiteral("/rf-fuzz-outside-XXXXXX"));
    const QString target = QDir(outside.path()).filePath(QFileInfo(relative).fileName());
    QFile f(target);
    require(outside.isValid() && f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size(), "cannot write", target);
    f.close();
    const QString link = folder().filePath(relative);
    require(QDir().mkpath(QFileInfo(link).path()) && QFile::link(target, link), "cannot make the link", link);
}

// RF_FUZZ_VERBOSE=1 prints what became of each input, to see where seeds get (run the target
// with the seed files as arguments).
inline bool verbose()
{
    static const bool on = qEnvironmentVariableIntValue("RF_FUZZ_VERBOSE") == 1;
    return on;
}

// A refusal must say why.
inline void checkRefusal(const io::Error &e)
{
    require(!e.message.isEmpty(), "refused without a message", e.toString());
    if (verbose())
        std::fprintf(stderr, "refused: %s\n", qPrintable(e.toString()));
}

} // namespace rf::fuzz
