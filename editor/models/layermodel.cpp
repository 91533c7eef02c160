// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/layermodel.h"

#include <QColor>
#include <QFont>

#include <algorithm>

namespace rf::editor {

LayerModel::LayerModel(QObject *parent) : QAbstractItemModel(parent) {}

QString LayerModel::layerName(EditLayer layer)
{
    switch (layer) {
    case EditLayer::Floor: return tr("Floor");
    case EditLayer::Devices: return tr("Devices");
    case EditLayer::Edges: return tr("Walls and edges");
    case EditLayer::Markers: return tr("Markers");
    case EditLayer::LowerLevel: return tr("Lower level");
    case EditLayer::UpperLevel: return tr("Upper level");
    }
    return {};
}

QModelIndex LayerModel::index(int row, int column, const QModelIndex &parent) const
{
    return hasIndex(row, column, parent) ? createIndex(row, column) : QModelIndex();
}

QModelIndex LayerModel::parent(const QModelIndex &) const { return {}; }
int LayerModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : kEditLayerCount; }
int LayerModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant LayerModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const auto layer = static_cast<EditLayer>(index.row());
    const LayerState &s = state(layer);
    if (role == LayerRole)
        return index.row();
    if (role == CurrentRole)
        return layer == m_current;
    switch (index.column()) {
    case NameColumn:
        if (role == Qt::DisplayRole)
            return layerName(layer);
        if (role == Qt::CheckStateRole)
            return s.visible ? Qt::Checked : Qt::Unchecked;
        if (role == Qt::FontRole && layer == m_current) {
            QFont f;
            f.setBold(true);
            return f;
        }
        // The level painted squares go on stays current while a content layer is chosen (so a
        // device can go on a raised square); its row says so, or a ramp lands upstairs unnoticed.
        if (role == Qt::DecorationRole && isCurrentLevel(layer))
            return QColor(242, 194, 0);
        if (role == Qt::ToolTipRole && isCurrentLevel(layer))
            return tr("The current level: painted squares go on it until you choose the other level");
        if (role == Qt::ToolTipRole)
            return tr("Check to show the layer; click the name to make tools act on it");
        break;
    case LockColumn:
        if (role == Qt::CheckStateRole)
            return s.locked ? Qt::Checked : Qt::Unchecked;
        if (role == Qt::ToolTipRole)
            return tr("Locked layers cannot be edited");
        break;
    case OpacityColumn:
        if (role == Qt::DisplayRole)
            return tr("%1%").arg(s.opacity);
        if (role == Qt::EditRole)
            return s.opacity;
        if (role == Qt::ToolTipRole)
            return tr("Opacity of the layer on the canvas");
        break;
    default: break;
    }
    return {};
}

bool LayerModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    const auto layer = static_cast<EditLayer>(index.row());
    if (index.column() == NameColumn && role == Qt::CheckStateRole) {
        setVisible(layer, value.toInt() == Qt::Checked);
        return true;
    }
    if (index.column() == LockColumn && role == Qt::CheckStateRole) {
        setLocked(layer, value.toInt() == Qt::Checked);
        return true;
    }
    if (index.column() == OpacityColumn && role == Qt::EditRole) {
        bool ok = false;
        const int v = value.toInt(&ok);
        if (!ok)
            return false;
        setOpacity(layer, v);
        return true;
    }
    return false;
}

Qt::ItemFlags LayerModel::flags(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (index.column() == NameColumn || index.column() == LockColumn)
        f |= Qt::ItemIsUserCheckable;
    if (index.column() == OpacityColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant LayerModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn: return tr("Layer");
    case LockColumn: return tr("Lock");
    case OpacityColumn: return tr("Opacity");
    default: return {};
    }
}

void LayerModel::setVisible(EditLayer layer, bool visible)
{
    auto &s = m_states[static_cast<std::size_t>(layer)];
    if (s.visible == visible)
        return;
    s.visible = visible;
    const QModelIndex i = index(static_cast<int>(layer), NameColumn);
    emit dataChanged(i, i, {Qt::CheckStateRole});
    emit layerChanged(layer);
}

void LayerModel::setLocked(EditLayer layer, bool locked)
{
    auto &s = m_states[static_cast<std::size_t>(layer)];
    if (s.locked == locked)
        return;
    s.locked = locked;
    const QModelIndex i = index(static_cast<int>(layer), LockColumn);
    emit dataChanged(i, i, {Qt::CheckStateRole});
    emit layerChanged(layer);
}

void LayerModel::setOpacity(EditLayer layer, int percent)
{
    auto &s = m_states[static_cast<std::size_t>(layer)];
    percent = std::clamp(percent, 0, 100);
    if (s.opacity == percent)
        return;
    s.opacity = percent;
    const QModelIndex i = index(static_cast<int>(layer), OpacityColumn);
    emit dataChanged(i, i, {Qt::DisplayRole, Qt::EditRole});
    emit layerChanged(layer);
}

void LayerModel::setCurrentLayer(EditLayer layer)
{
    if (layer == m_current)
        return;
    const EditLayer old = m_current;
    m_current = layer;
    if (layer == EditLayer::LowerLevel)
        m_level = 0;
    else if (layer == EditLayer::UpperLevel)
        m_level = 1;
    for (EditLayer l : {old, layer}) {
        const QModelIndex i = index(static_cast<int>(l), NameColumn);
        emit dataChanged(i, i, {Qt::FontRole});
    }
    const QModelIndex levels = index(static_cast<int>(EditLayer::LowerLevel), NameColumn);
    const QModelIndex upper = index(static_cast<int>(EditLayer::UpperLevel), NameColumn);
    emit dataChanged(levels, upper, {Qt::DecorationRole, Qt::ToolTipRole});
    emit currentLayerChanged(layer);
}

bool LayerModel::isEditable(EditLayer layer) const { return !state(layer).locked; }

bool LayerModel::isCurrentLevel(EditLayer layer) const
{
    return (layer == EditLayer::LowerLevel && m_level == 0) || (layer == EditLayer::UpperLevel && m_level == 1);
}

} // namespace rf::editor
