// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/exportnotesdialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace rf::editor {

namespace {

const QString kAlwaysCancelKey = QStringLiteral("export/alwaysCancelWhenLossy");

} // namespace

ExportNotesDialog::ExportNotesDialog(const QString &path, const QStringList &notes, int elements, QWidget *parent)
    : QDialog(parent)
    , m_notes(notes)
{
    setWindowTitle(tr("Export Notes"));
    const int count = elements >= 0 ? elements : static_cast<int>(notes.size());
    const QString file = QFileInfo(path).fileName();
    auto *intro = new QLabel(
        tr("Exporting to %1 drops or approximates %n element(s) that its format cannot hold:", nullptr, count)
            .arg(file),
        this);
    intro->setWordWrap(true);

    m_view = new QPlainTextEdit(this);
    m_view->setReadOnly(true);
    m_view->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_view->setPlainText(notesText());

    m_alwaysCancel = new QCheckBox(tr("&Always cancel when something would be lost"), this);
    m_alwaysCancel->setToolTip(tr("Refuse such exports from now on without asking, like convert --strict"));

    auto *buttons = new QDialogButtonBox(this);
    m_export = buttons->addButton(tr("&Export Anyway"), QDialogButtonBox::AcceptRole);
    m_cancel = buttons->addButton(QDialogButtonBox::Cancel);
    // An action button: copying leaves the dialog open, to decide afterwards.
    m_copy = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    m_copy->setToolTip(tr("Copy the list as plain text"));
    // Focused after a click, it would otherwise take over Return from Export Anyway.
    m_copy->setAutoDefault(false);
    m_export->setDefault(true);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_copy, &QPushButton::clicked, this, &ExportNotesDialog::copyNotes);
    connect(m_alwaysCancel, &QCheckBox::toggled, this, &ExportNotesDialog::alwaysCancelToggled);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_alwaysCancel);
    layout->addWidget(buttons);
    resize(640, 360);
}

bool ExportNotesDialog::alwaysCancel()
{
    return QSettings().value(kAlwaysCancelKey, false).toBool();
}

void ExportNotesDialog::setAlwaysCancel(bool on)
{
    QSettings().setValue(kAlwaysCancelKey, on);
}

void ExportNotesDialog::done(int result)
{
    // The choice counts however the dialog closes; while it is checked, this export cancels too.
    if (m_alwaysCancel->isChecked()) {
        setAlwaysCancel(true);
        result = QDialog::Rejected;
    }
    QDialog::done(result);
}

void ExportNotesDialog::copyNotes()
{
    QApplication::clipboard()->setText(notesText());
}

void ExportNotesDialog::alwaysCancelToggled(bool on)
{
    // "Always cancel" with "Export Anyway" would contradict itself: Cancel is the answer then.
    m_export->setEnabled(!on);
    m_export->setDefault(!on);
    m_cancel->setDefault(on);
}

} // namespace rf::editor
