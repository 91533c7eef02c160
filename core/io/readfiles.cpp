// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/readfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <mutex>
#include <set>
#include <utility>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace rf::io {

namespace {

struct ReadFiles {
    std::mutex mutex;
    bool keeping = false;
    bool refused = false;
    std::set<std::pair<quint64, quint64>> identities; // device, inode
    std::set<QString> paths;                           // cleaned absolute paths, as opened
};

// Readers may run on worker threads (the generator's library, the analysis).
ReadFiles &readFiles()
{
    static ReadFiles files;
    return files;
}

thread_local int comparing = 0;

QString cleaned(const QString &path) { return QDir::cleanPath(QFileInfo(path).absoluteFilePath()); }

} // namespace

ReadFilesGuard::ReadFilesGuard()
{
    ReadFiles &f = readFiles();
    const std::scoped_lock lock(f.mutex);
    f.keeping = true;
    f.refused = false;
    f.identities.clear();
    f.paths.clear();
}

ReadFilesGuard::~ReadFilesGuard()
{
    ReadFiles &f = readFiles();
    const std::scoped_lock lock(f.mutex);
    f.keeping = false;
    f.identities.clear();
    f.paths.clear();
}

bool ReadFilesGuard::refusedWrites() const
{
    ReadFiles &f = readFiles();
    const std::scoped_lock lock(f.mutex);
    return f.refused;
}

ComparingRead::ComparingRead() { ++comparing; }
ComparingRead::~ComparingRead() { --comparing; }

void noteReadFile(const QString &path, quint64 device, quint64 inode)
{
    if (comparing > 0)
        return;
    ReadFiles &f = readFiles();
    const std::scoped_lock lock(f.mutex);
    if (!f.keeping)
        return;
    f.identities.emplace(device, inode);
    f.paths.insert(cleaned(path));
}

std::optional<QString> writeRefusal(const QString &path)
{
    const QFileInfo info(path);
    if (info.isSymLink() && !info.exists())
        return QStringLiteral("is a symbolic link to a file that does not exist; give the file itself");
    ReadFiles &f = readFiles();
    const std::scoped_lock lock(f.mutex);
    if (!f.keeping)
        return std::nullopt;
    bool read = f.paths.contains(cleaned(path));
#ifdef Q_OS_UNIX
    struct stat st {};
    if (!read && ::stat(QFile::encodeName(path).constData(), &st) == 0)
        read = f.identities.contains({static_cast<quint64>(st.st_dev), static_cast<quint64>(st.st_ino)});
#endif
    f.refused = f.refused || read;
    if (read)
        return QStringLiteral("is a file this command reads; give another file to write");
    return std::nullopt;
}

} // namespace rf::io
