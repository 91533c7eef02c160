// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/checkedsavefile.h"

#include "io/readfiles.h"
#include "io/referencedfile.h"

#include <QFileInfo>

#include <cerrno>

namespace rf::io {

bool CheckedSaveFile::open(OpenMode mode)
{
    if (const auto refusal = writeRefusal(fileName())) {
        setErrorString(*refusal);
        return false;
    }
    return QSaveFile::open(mode);
}

std::expected<void, QString> CheckedSaveFile::finish()
{
    if (m_failure.isEmpty()) {
        errno = 0;
        if (!flush())
            m_failure = reason();
    }
    if (m_failure.isEmpty() && !commit())
        m_failure = errorString();
    if (!m_failure.isEmpty())
        return std::unexpected(m_failure);
    return {};
}

qint64 CheckedSaveFile::writeData(const char *data, qint64 len)
{
    errno = 0;
    const qint64 written = QSaveFile::writeData(data, len);
    if (written != len && m_failure.isEmpty())
        m_failure = reason();
    return written;
}

QString CheckedSaveFile::reason() const { return errno != 0 ? qt_error_string(errno) : errorString(); }

bool holdsBytes(const QString &path, const QByteArray &data)
{
    QFile f(path);
    const ComparingRead comparing;
    if (!openRegularFile(f) || f.size() != data.size())
        return false;
    return f.readAll() == data;
}

std::expected<void, QString> saveFile(const QString &path, const QByteArray &data)
{
    // QSaveFile would write a temporary file beside a folder of that name and then fail to
    // replace it; say what is wrong before anything is written.
    if (QFileInfo(path).isDir())
        return std::unexpected(QStringLiteral("is a folder"));
    CheckedSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return std::unexpected(f.errorString());
    f.write(data);
    return f.finish();
}

} // namespace rf::io
