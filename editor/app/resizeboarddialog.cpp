// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/resizeboarddialog.h"

#include "app/resizepreview.h"
#include "words/elementnames.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace rf::editor {

using namespace rf::model;

namespace {

// Listing a million cut squares would take longer than it helps.
constexpr int kListed = 500;

QSpinBox *spinBox(const QString &name, int min, int max, int value)
{
    auto *box = new QSpinBox;
    box->setObjectName(name);
    box->setRange(min, max);
    box->setValue(value);
    return box;
}

// The square of the old board an edge feature belongs to, and its side of it.
std::pair<Point, Direction> edgeSquare(const Board &b, EdgePos e)
{
    const bool horizontal = e.axis == EdgePos::Axis::Horizontal;
    if (b.contains(e.after()))
        return {e.after(), horizontal ? Direction::North : Direction::West};
    return {e.before(), horizontal ? Direction::South : Direction::East};
}

} // namespace

ResizeBoardDialog::ResizeBoardDialog(const Board &board, QWidget *parent)
    : QDialog(parent)
    , m_board(board)
{
    setWindowTitle(tr("Resize Board"));
    setObjectName(QStringLiteral("resizeBoardDialog"));
    m_width = spinBox(QStringLiteral("width"), 1, Board::kMaxSide, board.width());
    m_height = spinBox(QStringLiteral("height"), 1, Board::kMaxSide, board.height());
    m_x = spinBox(QStringLiteral("offsetX"), -Board::kMaxSide, Board::kMaxSide, 0);
    m_y = spinBox(QStringLiteral("offsetY"), -Board::kMaxSide, Board::kMaxSide, 0);
    m_width->setToolTip(tr("Squares from west to east, 1 to %1").arg(Board::kMaxSide));
    m_height->setToolTip(tr("Squares from north to south, 1 to %1").arg(Board::kMaxSide));
    m_x->setToolTip(
        tr("Where the board's west column lands: positive adds columns in the west, negative cuts them off"));
    m_y->setToolTip(tr("Where the board's north row lands: positive adds rows in the north, negative cuts them off"));
    m_centre = new QPushButton(tr("C&entre"));
    m_centre->setObjectName(QStringLiteral("centre"));
    m_centre->setAutoDefault(false); // Enter is for Resize
    m_centre->setToolTip(tr("Put the board in the middle of the new size"));
    connect(m_centre, &QPushButton::clicked, this, [this] {
        m_x->setValue((m_width->value() - m_board.width()) / 2);
        m_y->setValue((m_height->value() - m_board.height()) / 2);
    });

    auto *form = new QFormLayout;
    form->addRow(tr("&Width:"), m_width);
    form->addRow(tr("&Height:"), m_height);
    auto *offsetRow = new QHBoxLayout;
    offsetRow->addWidget(m_x);
    offsetRow->addWidget(m_y);
    offsetRow->addWidget(m_centre);
    form->addRow(tr("&Offset (x, y):"), offsetRow);

    m_preview = new ResizePreview;
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_cutList = new QListWidget;
    m_cutList->setObjectName(QStringLiteral("cutList"));
    m_cutList->setToolTip(tr("The elements that would be cut off, at their squares on the board now"));
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Resize"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ResizeBoardDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    auto *middle = new QHBoxLayout;
    middle->addWidget(m_preview, 3);
    middle->addWidget(m_cutList, 2);
    layout->addLayout(middle, 1);
    layout->addWidget(m_summary);
    layout->addWidget(m_buttons);

    for (QSpinBox *box : {m_width, m_height, m_x, m_y})
        connect(box, &QSpinBox::valueChanged, this, &ResizeBoardDialog::refresh);
    refresh();
    m_width->setFocus();
    m_width->selectAll();
}

Size ResizeBoardDialog::newSize() const
{
    return {m_width->value(), m_height->value()};
}
Point ResizeBoardDialog::offset() const
{
    return {m_x->value(), m_y->value()};
}

bool ResizeBoardDialog::canResize() const
{
    return m_buttons->button(QDialogButtonBox::Ok)->isEnabled();
}

void ResizeBoardDialog::refresh()
{
    m_result = resizeBoard(m_board, newSize(), offset());
    const ResizeCut &cut = m_result.cut;
    std::vector<Point> lost;
    m_cutList->clear();
    auto list = [&](const QString &what, Point where) {
        lost.push_back(where);
        if (m_cutList->count() < kListed)
            m_cutList->addItem(tr("%1 at %2,%3").arg(what).arg(where.x).arg(where.y));
    };
    for (const auto &[p, floor] : cut.floors)
        list(words::floorName(floor.kind), p);
    for (const auto &[p, device] : cut.devices)
        list(words::describeDevice(device), p);
    for (const EdgeFeature &f : cut.edges) {
        const auto [square, side] = edgeSquare(m_board, f.pos);
        lost.push_back(square);
        if (m_cutList->count() < kListed)
            m_cutList->addItem(
                tr("%1 on the %2 side of %3,%4").arg(words::describeEdge(f), words::directionName(side)).arg(square.x).arg(square.y));
    }
    for (const Marker &m : cut.markers)
        list(words::describeMarker(m), m.at);
    const auto elements =
        static_cast<int>(cut.floors.size() + cut.devices.size() + cut.edges.size() + cut.markers.size());
    if (elements > kListed)
        m_cutList->addItem(tr("... and %n more", nullptr, elements - kListed));
    m_preview->setState(m_board.size(), newSize(), offset(), std::move(lost));

    if (cut.squares == 0)
        m_summary->setText(tr("Nothing is cut off."));
    else if (elements == 0)
        m_summary->setText(tr("%n square(s) cut off, all of them empty.", nullptr, cut.squares));
    else
        m_summary->setText(tr("%n square(s) cut off.", nullptr, cut.squares) + QLatin1Char(' ') +
                           tr("%n element(s) listed go with them.", nullptr, elements));
    m_cutList->setVisible(elements > 0);
    const bool changes = newSize() != m_board.size() || offset() != Point{};
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(changes);
}

void ResizeBoardDialog::accept()
{
    for (QSpinBox *box : {m_width, m_height, m_x, m_y})
        box->interpretText(); // a number typed and Enter pressed at once counts
    if (!canResize())
        return;
    QDialog::accept();
}

} // namespace rf::editor
