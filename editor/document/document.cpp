// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/document.h"

#include <QFileInfo>
#include <QUndoStack>

namespace rf::editor {

Document::Document(QObject *parent)
    : QObject(parent)
    , m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
    connect(m_undo, &QUndoStack::canUndoChanged, this, &Document::undoRedoAvailabilityChanged);
    connect(m_undo, &QUndoStack::canRedoChanged, this, &Document::undoRedoAvailabilityChanged);
}

Document::~Document() = default;

void Document::setFilePath(const QString &path)
{
    if (path == m_filePath)
        return;
    m_filePath = path;
    emit filePathChanged(path);
}

bool Document::isModified() const
{
    return !m_undo->isClean();
}

void Document::markSaved()
{
    m_undo->setClean();
    emit saved();
}

void Document::markDiscarded() { emit discarded(); }

QString Document::displayName() const
{
    return m_filePath.isEmpty() ? tr("Untitled") : QFileInfo(m_filePath).fileName();
}

} // namespace rf::editor
