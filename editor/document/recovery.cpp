// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/recovery.h"

#include "document/document.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>

namespace rf::editor {

Recovery::Recovery(Document *doc, const QString &name, QObject *parent)
    : QObject(parent)
    , m_doc(doc)
    , m_timer(new QTimer(this))
    , m_dir(defaultDirectory())
    , m_name(name)
{
    m_timer->setInterval(kIntervalMs);
    connect(m_timer, &QTimer::timeout, this, &Recovery::saveNow);
    // Saved or given up: the copy is pointless. Not on modifiedChanged(false): opening a file
    // over restored work also makes the document clean, and the work would go with its copy.
    connect(doc, &Document::saved, this, qOverload<>(&Recovery::discard));
    connect(doc, &Document::discarded, this, qOverload<>(&Recovery::discard));
}

QString Recovery::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

QString Recovery::recoveryFile() const
{
    return m_dir + QLatin1Char('/') + m_name + QLatin1Char('.') + m_doc->fileSuffix();
}
QString Recovery::noteFile() const
{
    return m_dir + QLatin1Char('/') + m_name + QStringLiteral(".path");
}

void Recovery::setInterval(int ms) { m_timer->setInterval(ms); }
int Recovery::interval() const { return m_timer->interval(); }

void Recovery::start()
{
    m_timer->start();
}

bool Recovery::saveNow()
{
    if (!m_doc->isModified())
        return false;
    if (!QDir().mkpath(m_dir))
        return false;
    if (!m_doc->writeCopy(recoveryFile()).isEmpty())
        return false;
    QSaveFile note(noteFile());
    if (!note.open(QIODevice::WriteOnly))
        return false;
    note.write(m_doc->filePath().toUtf8());
    return note.commit();
}

void Recovery::discard()
{
    discard(m_dir, m_name, m_doc->fileSuffix());
}

void Recovery::discard(const QString &dir, const QString &name, const QString &suffix)
{
    QFile::remove(dir + QLatin1Char('/') + name + QLatin1Char('.') + suffix);
    QFile::remove(dir + QLatin1Char('/') + name + QStringLiteral(".path"));
}

bool Recovery::hasRecovery() const
{
    return QFile::exists(recoveryFile());
}

QString Recovery::recoveredOriginalPath() const
{
    QFile note(noteFile());
    if (!note.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(note.readAll());
}

QString Recovery::restore()
{
    return m_doc->restoreCopy(recoveryFile(), recoveredOriginalPath());
}

QStringList Recovery::leftBehind(const QString &dir, const QString &prefix, const QString &suffix)
{
    QStringList names;
    for (const QString &f : QDir(dir).entryList({prefix + QStringLiteral("*.") + suffix}, QDir::Files, QDir::Name))
        names << f.chopped(suffix.size() + 1);
    return names;
}

} // namespace rf::editor
