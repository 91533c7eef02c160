// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Answers the editor's start-up RecoveryDialog with real clicks, for the editor and debugger tests.

#include "widgets/recoverydialog.h"

#include <QApplication>
#include <QPushButton>
#include <QTest>
#include <QTreeWidget>

namespace rf::test {

enum class RecoveryAnswer {
    RestoreFirst, // clicks the first (newest) row, then Restore
    RestoreAll,   // Ctrl+A, then Restore
    DiscardAll,   // Ctrl+A, then Discard
    Later,        // Decide Later
};

// Clicks the row `row` of the dialog's list.
inline void clickRecoveryRow(editor::RecoveryDialog *dialog, int row)
{
    QTreeWidget *list = dialog->list();
    const QRect rect = list->visualItemRect(list->topLevelItem(row));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
}

// Answers `dialog` as `answer` says; `rows` receives the rows it offered.
inline void answerRecoveryDialog(editor::RecoveryDialog *dialog, RecoveryAnswer answer, QStringList *rows = nullptr)
{
    if (rows)
        *rows = dialog->rowTexts();
    switch (answer) {
    case RecoveryAnswer::RestoreFirst:
        clickRecoveryRow(dialog, 0);
        QTest::mouseClick(dialog->restoreButton(), Qt::LeftButton);
        break;
    case RecoveryAnswer::RestoreAll:
    case RecoveryAnswer::DiscardAll:
        dialog->list()->setFocus();
        QTest::keyClick(dialog->list(), Qt::Key_A, Qt::ControlModifier);
        QTest::mouseClick(answer == RecoveryAnswer::RestoreAll ? dialog->restoreButton() : dialog->discardButton(),
                          Qt::LeftButton);
        break;
    case RecoveryAnswer::Later: QTest::mouseClick(dialog->laterButton(), Qt::LeftButton); break;
    }
    // Whatever is left (a second board cannot be restored into the same window) waits.
    if (dialog->isVisible() && answer != RecoveryAnswer::DiscardAll)
        QTest::mouseClick(dialog->laterButton(), Qt::LeftButton);
}

} // namespace rf::test
