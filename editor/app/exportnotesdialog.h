// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QStringList>

class QCheckBox;
class QPlainTextEdit;
class QPushButton;

namespace rf::editor {

// Asked before File > Export writes a format that cannot hold the whole course: lists what would
// be dropped or approximated (the notes `convert` prints), with Copy for a bug report or a
// checklist. "Always cancel when something would be lost" is the editor's `convert --strict`:
// remembered, and from then on such exports are refused without asking.
class ExportNotesDialog : public QDialog {
    Q_OBJECT
public:
    // `notes` are lines (one may stand for several squares); `elements` is how many elements
    // they are about (the lines' count when -1).
    ExportNotesDialog(const QString &path, const QStringList &notes, int elements = -1, QWidget *parent = nullptr);

    // The remembered "always cancel" choice.
    static bool alwaysCancel();
    static void setAlwaysCancel(bool on);

    QString notesText() const { return m_notes.join(QLatin1Char('\n')); }

    // Widgets, for tests.
    QPlainTextEdit *notesView() const { return m_view; }
    QPushButton *exportButton() const { return m_export; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *copyButton() const { return m_copy; }
    QCheckBox *alwaysCancelBox() const { return m_alwaysCancel; }

    void done(int result) override;

private:
    void copyNotes();
    void alwaysCancelToggled(bool on);

    QStringList m_notes;
    QPlainTextEdit *m_view = nullptr;
    QCheckBox *m_alwaysCancel = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_copy = nullptr;
};

} // namespace rf::editor
