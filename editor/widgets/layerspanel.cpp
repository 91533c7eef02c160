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
    m_view->setItemsExpandable(false);
    m_view->expandAll();
    // The group titles span the row on a shaded band (LayerModel): two clearly separated groups,
    // element layers and levels. Their rows are not indented, which would only widen the dock.
    m_view->setIndentation(0);
    for (int g = 0; g < LayerModel::kGroupCount; ++g)
        m_view->setFirstColumnSpanned(g, {}, true);
    m_view->setItemDelegateForColumn(LayerModel::OpacityColumn, new OpacityDelegate(m_view));
    m_view->header()->setSectionResizeMode(LayerModel::NameColumn, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(LayerModel::LockColumn, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(LayerModel::OpacityColumn, QHeaderView::ResizeToContents);
    m_view->header()->setStretchLastSection(false);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_view->setWhatsThis(tr("<b>Layers</b><p>Two groups: the element layers (floor, devices, walls and edges, "
                            "markers) and the two elevation levels. Show or hide each, lock it against editing and "
                            "set its opacity on the canvas. The current layer (bold) is what the eraser clears; "
                            "choosing a level makes painted floor go on that level. No tool changes a square of a "
                            "locked level.</p>"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_view);
    connect(m_view, &QTreeView::clicked, this, [this](const QModelIndex &i) {
        if (const auto layer = LayerModel::layerAt(i); layer && i.column() == LayerModel::NameColumn)
            m_model->setCurrentLayer(*layer);
    });
    setMinimumHeight(m_view->sizeHintForRow(0) * (kEditLayerCount + LayerModel::kGroupCount + 2));
    // Wide enough for the longest name with its check box and the other columns: the stretched
    // name column otherwise cut long translations ("Wände und Kan...") in a narrow dock.
    int width = 2 * m_view->frameWidth() + layout->contentsMargins().left() + layout->contentsMargins().right();
    for (int column = 0; column < LayerModel::ColumnCount; ++column) {
        int columnWidth = m_view->header()->sectionSizeHint(column);
        for (int l = 0; l < kEditLayerCount; ++l)
            columnWidth = std::max(columnWidth,
                                   m_view->sizeHintForIndex(model->indexOf(static_cast<EditLayer>(l), column)).width());
        width += columnWidth;
    }
    setMinimumWidth(width);
}

} // namespace rf::editor
