// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/newboarddialog.h"

#include "document/boarddocument.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace rf::editor {

namespace {

const QString kWidthKey = QStringLiteral("newBoard/width");
const QString kHeightKey = QStringLiteral("newBoard/height");
const QString kCourseKey = QStringLiteral("newBoard/course");

QSpinBox *sideBox(const QString &name, int value)
{
    auto *box = new QSpinBox;
    box->setObjectName(name);
    box->setRange(1, model::Board::kMaxSide);
    box->setValue(std::clamp(value, 1, model::Board::kMaxSide));
    box->setSuffix(NewBoardDialog::tr(" squares"));
    return box;
}

} // namespace

NewBoardDialog::NewBoardDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("New"));
    setObjectName(QStringLiteral("newBoardDialog"));
    const QSettings settings;
    m_width = sideBox(QStringLiteral("width"), settings.value(kWidthKey, BoardDocument::kDefaultSide).toInt());
    m_height = sideBox(QStringLiteral("height"), settings.value(kHeightKey, BoardDocument::kDefaultSide).toInt());
    m_width->setToolTip(tr("Squares from west to east, 1 to %1").arg(model::Board::kMaxSide));
    m_height->setToolTip(tr("Squares from north to south, 1 to %1").arg(model::Board::kMaxSide));
    m_board = new QRadioButton(tr("&Board"));
    m_board->setObjectName(QStringLiteral("kindBoard"));
    m_board->setToolTip(tr("A single board"));
    m_course = new QRadioButton(tr("&Course"));
    m_course->setObjectName(QStringLiteral("kindCourse"));
    m_course->setToolTip(
        tr("A course with details of its own: this is its first board, add more with Course > Add Board"));
    auto *kinds = new QButtonGroup(this);
    kinds->addButton(m_board);
    kinds->addButton(m_course);
    (settings.value(kCourseKey, false).toBool() ? m_course : m_board)->setChecked(true);

    auto *kindRow = new QHBoxLayout;
    kindRow->addWidget(m_board);
    kindRow->addWidget(m_course);
    kindRow->addStretch();
    auto *form = new QFormLayout;
    form->addRow(tr("&Width:"), m_width);
    form->addRow(tr("&Height:"), m_height);
    form->addRow(tr("Kind:"), kindRow);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &NewBoardDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    m_width->setFocus();
    m_width->selectAll();
}

model::Size NewBoardDialog::boardSize() const
{
    return {m_width->value(), m_height->value()};
}
bool NewBoardDialog::isCourse() const
{
    return m_course->isChecked();
}

model::Course NewBoardDialog::course() const
{
    model::Course c = emptyCourse(m_width->value(), m_height->value());
    if (isCourse()) {
        // Details of its own make it a course (the writer says "kind": "course").
        c.info().name = tr("Untitled course").toStdString();
        c.placements().front().board.info().name = tr("Board 1").toStdString();
    }
    return c;
}

void NewBoardDialog::accept()
{
    // A value typed but not yet committed (Enter in the spin box) counts.
    m_width->interpretText();
    m_height->interpretText();
    QSettings settings;
    settings.setValue(kWidthKey, m_width->value());
    settings.setValue(kHeightKey, m_height->value());
    settings.setValue(kCourseKey, isCourse());
    QDialog::accept();
}

} // namespace rf::editor
