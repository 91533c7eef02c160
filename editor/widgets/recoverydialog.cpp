// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/recoverydialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace rf::editor {

RecoveryDialog::RecoveryDialog(QList<RecoveryItem> items, QWidget *parent)
    : QDialog(parent)
    , m_items(std::move(items))
    , m_list(new QTreeWidget(this))
    , m_restore(new QPushButton(tr("&Restore"), this))
    , m_discard(new QPushButton(tr("&Discard"), this))
    , m_later(new QPushButton(tr("Decide &Later"), this))
{
    setWindowTitle(tr("Recover Unsaved Work"));
    // Newest first: the work of the last session is what the user looks for.
    std::ranges::stable_sort(m_items, std::greater{}, &RecoveryItem::written);
    auto *intro = new QLabel(tr("RallyForge did not close properly. These documents have unsaved changes. "
                                "Restore or discard them; the others are offered again at the next start."),
                             this);
    intro->setWordWrap(true);
    m_list->setColumnCount(3);
    m_list->setHeaderLabels({tr("Document"), tr("Kind"), tr("Last change")});
    m_list->setRootIsDecorated(false);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    const QDateTime now = QDateTime::currentDateTime();
    for (const RecoveryItem &item : m_items) {
        auto *row = new QTreeWidgetItem(m_list, {item.title, item.kind, savedAgo(item.written, now)});
        const QString where =
            item.originalPath.isEmpty() ? tr("Never saved") : QDir::toNativeSeparators(item.originalPath);
        row->setToolTip(0, where);
        row->setToolTip(2, QLocale().toString(item.written, QLocale::LongFormat));
    }
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    if (m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0));

    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_restore, QDialogButtonBox::AcceptRole);
    buttons->addButton(m_discard, QDialogButtonBox::DestructiveRole);
    buttons->addButton(m_later, QDialogButtonBox::RejectRole);
    m_restore->setDefault(true);
    // The roles only place the buttons: each acts on the selected rows, and the dialog closes
    // when every row is handled.
    disconnect(buttons, nullptr, this, nullptr);
    connect(m_restore, &QPushButton::clicked, this, &RecoveryDialog::restoreSelected);
    connect(m_discard, &QPushButton::clicked, this, &RecoveryDialog::discardSelected);
    connect(m_later, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_list, &QTreeWidget::itemSelectionChanged, this, &RecoveryDialog::updateButtons);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list);
    layout->addWidget(buttons);
    resize(fontMetrics().averageCharWidth() * 80, fontMetrics().height() * (12 + static_cast<int>(m_items.size())));
    updateButtons();
}

void RecoveryDialog::offer(QList<RecoveryItem> items, QWidget *parent)
{
    if (items.isEmpty())
        return;
    RecoveryDialog dialog(std::move(items), parent);
    dialog.exec();
}

QString RecoveryDialog::savedAgo(const QDateTime &written, const QDateTime &now)
{
    const qint64 seconds = std::max<qint64>(0, written.secsTo(now));
    if (seconds < 60)
        return tr("saved %n second(s) ago", nullptr, static_cast<int>(seconds));
    if (seconds < 3600)
        return tr("saved %n minute(s) ago", nullptr, static_cast<int>(seconds / 60));
    if (seconds < 24 * 3600)
        return tr("saved %n hour(s) ago", nullptr, static_cast<int>(seconds / 3600));
    return tr("saved %n day(s) ago", nullptr, static_cast<int>(seconds / (24 * 3600)));
}

QStringList RecoveryDialog::rowTexts() const
{
    QStringList out;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *row = m_list->topLevelItem(i);
        out << QStringLiteral("%1 (%2, %3)").arg(row->text(0), row->text(1), row->text(2));
    }
    return out;
}

QList<int> RecoveryDialog::selectedRows() const
{
    QList<int> rows;
    for (QTreeWidgetItem *row : m_list->selectedItems())
        rows << m_list->indexOfTopLevelItem(row);
    std::ranges::sort(rows);
    return rows;
}

void RecoveryDialog::updateButtons()
{
    const QList<int> rows = selectedRows();
    int boards = 0;
    for (int r : rows)
        boards += m_items[r].board ? 1 : 0;
    const bool tooManyBoards = boards > 1 || (boards == 1 && m_boardRestored);
    m_restore->setEnabled(!rows.isEmpty() && !tooManyBoards);
    m_restore->setToolTip(tooManyBoards ? tr("The window holds one board: restore the others at the next start.")
                                        : QString());
    m_discard->setEnabled(!rows.isEmpty());
}

void RecoveryDialog::restoreSelected()
{
    QList<int> handled;
    for (int r : selectedRows()) {
        const QString error = m_items[r].restore();
        if (!error.isEmpty()) {
            // A copy that cannot be read stays: the user may still discard it or try later.
            QMessageBox::warning(this, tr("Cannot recover"), error);
            continue;
        }
        m_boardRestored = m_boardRestored || m_items[r].board;
        handled << r;
    }
    removeRows(handled);
}

void RecoveryDialog::discardSelected()
{
    const QList<int> rows = selectedRows();
    for (int r : rows)
        m_items[r].discard();
    removeRows(rows);
}

void RecoveryDialog::removeRows(const QList<int> &rows)
{
    for (auto it = rows.crbegin(); it != rows.crend(); ++it) {
        delete m_list->takeTopLevelItem(*it);
        m_items.removeAt(*it);
    }
    if (m_items.isEmpty()) {
        accept();
        return;
    }
    if (m_list->selectedItems().isEmpty())
        m_list->setCurrentItem(m_list->topLevelItem(0));
    updateButtons();
}

} // namespace rf::editor
