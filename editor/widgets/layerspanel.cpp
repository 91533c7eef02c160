// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/layerspanel.h"

#include "models/layermodel.h"

#include <QHeaderView>
#include <QSpinBox>
#include <QStyledItemDelegate>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace rf::editor {

namespace {

// Opacity edited with a 0-100 % spin box.
class OpacityDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const override
    {
        auto *spin = new QSpinBox(parent);
        spin->setRange(0, 100);
        spin->setSingleStep(10);
        spin->setSuffix(QStringLiteral("%"));
        return spin;
    }
};

} // namespace

LayersPanel::LayersPanel(LayerModel *model, QWidget *parent) : QWidget(parent), m_model(model), m_view(new QTreeView(this))
{
    m_view->setModel(model);
    m_view->setRootIsDecorated(false);
    m_view->setItemDelegateForColumn(LayerModel::OpacityColumn, new OpacityDelegate(m_view));
    m_view->header()->setSectionResizeMode(LayerModel::NameColumn, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(LayerModel::LockColumn, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(LayerModel::OpacityColumn, QHeaderView::ResizeToContents);
    m_view->header()->setStretchLastSection(false);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_view->setWhatsThis(tr("<b>Layers</b><p>Show or hide each layer and the two elevation levels, lock layers "
                            "against editing and set their opacity on the canvas. The current layer (bold) is "
                            "what the eraser clears; choosing a level makes painted floor go on that level.</p>"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_view);
    connect(m_view, &QTreeView::clicked, this, [this](const QModelIndex &i) {
        if (i.column() == LayerModel::NameColumn)
            m_model->setCurrentLayer(static_cast<EditLayer>(i.row()));
    });
    setMinimumHeight(m_view->sizeHintForRow(0) * 8);
    // Wide enough for the longest name with its check box and the other columns: the stretched
    // name column otherwise cut long translations ("Wände und Kan...") in a narrow dock.
    int width = 2 * m_view->frameWidth() + layout->contentsMargins().left() + layout->contentsMargins().right();
    for (int column = 0; column < LayerModel::ColumnCount; ++column) {
        int columnWidth = m_view->header()->sectionSizeHint(column);
        for (int row = 0; row < model->rowCount(); ++row)
            columnWidth = std::max(columnWidth, m_view->sizeHintForIndex(model->index(row, column)).width());
        width += columnWidth;
    }
    setMinimumWidth(width);
}

} // namespace rf::editor
