// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/recovery.h"

#include "commands/coursecommands.h"
#include "document/boarddocument.h"
#include "io/boardfile.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>

namespace rf::editor {

Recovery::Recovery(BoardDocument *doc, QObject *parent) : QObject(parent), m_doc(doc), m_timer(new QTimer(this)), m_dir(defaultDirectory())
{
    m_timer->setInterval(kIntervalMs);
    connect(m_timer, &QTimer::timeout, this, &Recovery::saveNow);
    // Saving the document makes the recovery copy pointless.
    connect(doc, &BoardDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified && !m_restoring)
            discard();
    });
}

QString Recovery::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

QString Recovery::recoveryFile() const { return m_dir + QStringLiteral("/recovery.rfboard"); }
QString Recovery::noteFile() const { return m_dir + QStringLiteral("/recovery.path"); }

void Recovery::start() { m_timer->start(); }

bool Recovery::saveNow()
{
    if (!m_doc->isModified())
        return false;
    if (!QDir().mkpath(m_dir))
        return false;
    if (!io::writeBoardFile(recoveryFile(), m_doc->course()))
        return false;
    QSaveFile note(noteFile());
    if (!note.open(QIODevice::WriteOnly))
        return false;
    note.write(m_doc->filePath().toUtf8());
    return note.commit();
}

void Recovery::discard()
{
    QFile::remove(recoveryFile());
    QFile::remove(noteFile());
}

bool Recovery::hasRecovery() const { return QFile::exists(recoveryFile()); }

QString Recovery::recoveredOriginalPath() const
{
    QFile note(noteFile());
    if (!note.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(note.readAll());
}

QString Recovery::restore()
{
    auto course = io::readBoardFile(recoveryFile());
    if (!course)
        return course.error().toString();
    const QString original = recoveredOriginalPath();
    m_restoring = true;
    m_doc->resetCourse(*course, original);
    m_restoring = false;
    // Mark the document modified: the recovered content is not on disk under its name.
    m_doc->undoStack()->resetClean();
    return {};
}

} // namespace rf::editor
