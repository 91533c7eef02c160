// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QDialog>
#include <QList>
#include <QString>

#include <functional>

class QPushButton;
class QTreeWidget;

namespace rf::editor {

// One document a crashed RallyForge left unsaved: what the user sees of it, and what restoring
// or discarding it does (the board goes into the main window, a scenario into a debugger window).
struct RecoveryItem {
    QString title;                    // the file name, or "Untitled board"
    QString kind;                     // "Board", "Scenario"
    QString originalPath;             // empty for an untitled document
    QDateTime written;                // when its copy was written
    bool board = false;               // one board per window: a second one waits for the next start
    std::function<QString()> restore; // an error message, or ""
    std::function<void()> discard;
};

// At start-up: every document a crashed RallyForge left, with its name and how old its copy is
// ("saved 3 minutes ago"). The user restores or discards the selected ones; "Decide Later" (or
// closing the dialog) keeps the rest for the next start, so nothing is lost unasked.
class RecoveryDialog : public QDialog {
    Q_OBJECT
public:
    RecoveryDialog(QList<RecoveryItem> items, QWidget *parent = nullptr);

    // Shows the dialog when there is anything to offer (modal, returns when it closes).
    static void offer(QList<RecoveryItem> items, QWidget *parent);
    // "saved 3 minutes ago", relative to `now`.
    static QString savedAgo(const QDateTime &written, const QDateTime &now);

    // Widgets, for tests.
    QTreeWidget *list() const { return m_list; }
    QPushButton *restoreButton() const { return m_restore; }
    QPushButton *discardButton() const { return m_discard; }
    QPushButton *laterButton() const { return m_later; }
    // The rows still offered, as shown (title, kind, age), for tests.
    QStringList rowTexts() const;

private:
    void restoreSelected();
    void discardSelected();
    void updateButtons();
    // Removes the handled rows; closes when none is left.
    void removeRows(const QList<int> &rows);
    QList<int> selectedRows() const;

    QList<RecoveryItem> m_items; // parallel to the rows of m_list
    QTreeWidget *m_list;
    QPushButton *m_restore;
    QPushButton *m_discard;
    QPushButton *m_later;
    bool m_boardRestored = false;
};

} // namespace rf::editor
