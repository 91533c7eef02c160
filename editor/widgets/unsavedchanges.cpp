// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/unsavedchanges.h"

#include "document/document.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace rf::editor {

bool keepOrDiscardChanges(QWidget *window, Document &doc, const QString &question,
                          const std::function<bool()> &save)
{
    if (!doc.isModified())
        return true;
    const auto answer = QMessageBox::warning(
        window, QCoreApplication::translate("rf::editor::UnsavedChanges", "Unsaved changes"), question,
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    if (answer != QMessageBox::Discard)
        return false;
    doc.markDiscarded();
    return true;
}

} // namespace rf::editor
