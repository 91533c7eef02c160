// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/referencedfile.h"

#include "io/jsonreader.h"
#include "io/readfiles.h"

#include <QDir>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace rf::io {

namespace {

// The checks of the written path shared by resolveInside and resolveUnder: relative, '/'
// separators, no drive letter.
std::expected<void, QString> checkRelative(const QString &relative)
{
    const QString shown = json::excerpt(relative);
    if (relative.isEmpty())
        return std::unexpected(QStringLiteral("path is empty"));
    // A NUL would end the name the system sees ("ok.rfboard\u0000x" opens ok.rfboard), and
    // other control characters name no file anyone meant.
    for (const QChar c : relative)
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            return std::unexpected(QStringLiteral("\"%1\" holds a control character (U+%2); a file name cannot")
                                       .arg(shown)
                                       .arg(static_cast<uint>(c.unicode()), 4, 16, QLatin1Char('0')));
    if (relative.startsWith(QLatin1Char('/')) || relative.contains(QLatin1Char('\\')) || QDir::isAbsolutePath(relative) ||
        (relative.size() > 1 && relative.at(1) == QLatin1Char(':')))
        return std::unexpected(
            QStringLiteral("\"%1\" must be a relative path with '/' separators").arg(shown));
    return {};
}

// `path` once symbolic links are resolved must lie inside `folder` (also resolved).
std::expected<QString, QString> staysInside(const QString &folder, const QString &path, const QString &relative,
                                            const QString &document)
{
    const QFileInfo target(path);
    if (!target.exists() && !target.isSymLink())
        return path;
    // A dangling link counts as leaving: where it would lead is unknown.
    const QString resolved = target.canonicalFilePath();
    QString root = QFileInfo(folder.isEmpty() ? QStringLiteral(".") : folder).canonicalFilePath();
    if (!root.endsWith(QLatin1Char('/')))
        root += QLatin1Char('/');
    if (resolved.isEmpty() || !resolved.startsWith(root))
        return std::unexpected(
            QStringLiteral("\"%1\" leads outside %2 through a symbolic link").arg(json::excerpt(relative), document));
    return path;
}

} // namespace

std::expected<QString, QString> resolveUnder(const QString &root, const QString &base, const QString &relative,
                                             const QString &document)
{
    if (auto ok = checkRelative(relative); !ok)
        return std::unexpected(ok.error());
    for (const QString &part : relative.split(QLatin1Char('/')))
        if (part.isEmpty())
            return std::unexpected(
                QStringLiteral("\"%1\" must stay inside %2 (no empty parts)").arg(json::excerpt(relative), document));
    const QString top = QDir::cleanPath(QDir(root.isEmpty() ? QStringLiteral(".") : root).absolutePath());
    const QString path = QDir::cleanPath(QDir(base.isEmpty() ? QStringLiteral(".") : base).absoluteFilePath(relative));
    if (!path.startsWith(top.endsWith(QLatin1Char('/')) ? top : top + QLatin1Char('/')))
        return std::unexpected(QStringLiteral("\"%1\" must stay inside %2").arg(json::excerpt(relative), document));
    return staysInside(top, path, relative, document);
}

std::expected<QString, QString> resolveInside(const QString &folder, const QString &relative, const QString &document)
{
    const QString shown = json::excerpt(relative);
    if (auto ok = checkRelative(relative); !ok)
        return std::unexpected(ok.error());
    for (const QString &part : relative.split(QLatin1Char('/'))) {
        if (part == QLatin1String("..") || part.isEmpty())
            return std::unexpected(
                QStringLiteral("\"%1\" must stay inside %2 (no \"..\" or empty parts)").arg(shown, document));
        // "." names the folder itself (or nothing): not a file, and not a link either.
        if (part == QLatin1String("."))
            return std::unexpected(QStringLiteral("\"%1\" must name a file in %2 without \".\" parts").arg(shown, document));
    }
    const QString path = QDir(folder).filePath(relative);
    return staysInside(folder, path, relative, document);
}

std::expected<void, QString> openRegularFile(QFile &file)
{
#ifdef Q_OS_UNIX
    // Open without blocking (a FIFO without a writer would wait forever), then look at what
    // was opened, so that nothing can be swapped in between a check and the open.
    const QByteArray name = QFile::encodeName(file.fileName());
    const int fd = ::open(name.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return std::unexpected(QString::fromLocal8Bit(std::strerror(errno)));
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        const bool dir = S_ISDIR(st.st_mode);
        ::close(fd);
        return std::unexpected(dir ? QStringLiteral("is a folder, not a file") : QStringLiteral("not a regular file (a pipe, socket or device is not read)"));
    }
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags >= 0)
        ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return std::unexpected(file.errorString());
    }
    noteReadFile(file.fileName(), static_cast<quint64>(st.st_dev), static_cast<quint64>(st.st_ino));
    return {};
#else
    const QFileInfo info(file.fileName());
    if (info.exists() && !info.isFile())
        return std::unexpected(info.isDir() ? QStringLiteral("is a folder, not a file") : QStringLiteral("not a regular file (a pipe, socket or device is not read)"));
    if (!file.open(QIODevice::ReadOnly))
        return std::unexpected(file.errorString());
    return {};
#endif
}

} // namespace rf::io
