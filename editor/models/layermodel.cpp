// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/layermodel.h"

#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

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

// Group rows carry internal id 0; a layer row its group's number plus one.
namespace {

constexpr quintptr kLayerGroupRow = 0;
constexpr std::array<EditLayer, 4> kElementLayers{EditLayer::Floor, EditLayer::Devices, EditLayer::Edges,
                                                  EditLayer::Markers};
constexpr std::array<EditLayer, 2> kLevelLayers{EditLayer::LowerLevel, EditLayer::UpperLevel};

int layerGroupSize(LayerModel::Group g)
{
    return g == LayerModel::Group::Elements ? static_cast<int>(kElementLayers.size())
                                            : static_cast<int>(kLevelLayers.size());
}

EditLayer layerInGroup(LayerModel::Group g, int row)
{
    return g == LayerModel::Group::Elements ? kElementLayers[static_cast<std::size_t>(row)]
                                            : kLevelLayers[static_cast<std::size_t>(row)];
}

int layerRowInGroup(EditLayer layer)
{
    const int l = static_cast<int>(layer);
    return LayerModel::groupOf(layer) == LayerModel::Group::Elements ? l : l - static_cast<int>(kElementLayers.size());
}

} // namespace

QString LayerModel::groupName(Group group)
{
    return group == Group::Elements ? tr("Element layers") : tr("Levels");
}

LayerModel::Group LayerModel::groupOf(EditLayer layer)
{
    return layer == EditLayer::LowerLevel || layer == EditLayer::UpperLevel ? Group::Levels : Group::Elements;
}

QModelIndex LayerModel::indexOf(EditLayer layer, int column) const
{
    return createIndex(layerRowInGroup(layer), column, static_cast<quintptr>(groupOf(layer)) + 1);
}

QModelIndex LayerModel::groupIndex(Group group) const
{
    return createIndex(static_cast<int>(group), NameColumn, kLayerGroupRow);
}

std::optional<EditLayer> LayerModel::layerAt(const QModelIndex &index)
{
    if (!index.isValid() || index.internalId() == kLayerGroupRow)
        return std::nullopt;
    return layerInGroup(static_cast<Group>(index.internalId() - 1), index.row());
}

QModelIndex LayerModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, kLayerGroupRow);
    return createIndex(row, column, static_cast<quintptr>(parent.row()) + 1);
}

QModelIndex LayerModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kLayerGroupRow)
        return {};
    return groupIndex(static_cast<Group>(child.internalId() - 1));
}

int LayerModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return kGroupCount;
    if (parent.internalId() == kLayerGroupRow && parent.column() == NameColumn)
        return layerGroupSize(static_cast<Group>(parent.row()));
    return 0;
}

int LayerModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant LayerModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const std::optional<EditLayer> row = layerAt(index);
    if (!row)
        return groupData(static_cast<Group>(index.row()), index.column(), role);
    const EditLayer layer = *row;
    const LayerState &s = state(layer);
    if (role == LayerRole)
        return static_cast<int>(layer);
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
    const std::optional<EditLayer> row = layerAt(index);
    if (!row)
        return false;
    const EditLayer layer = *row;
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
    if (!layerAt(index))
        return Qt::ItemIsEnabled;
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
    const QModelIndex i = indexOf(layer, NameColumn);
    emit dataChanged(i, i, {Qt::CheckStateRole});
    emit layerChanged(layer);
}

void LayerModel::setLocked(EditLayer layer, bool locked)
{
    auto &s = m_states[static_cast<std::size_t>(layer)];
    if (s.locked == locked)
        return;
    s.locked = locked;
    const QModelIndex i = indexOf(layer, LockColumn);
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
    const QModelIndex i = indexOf(layer, OpacityColumn);
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
        const QModelIndex i = indexOf(l, NameColumn);
        emit dataChanged(i, i, {Qt::FontRole});
    }
    const QModelIndex levels = indexOf(EditLayer::LowerLevel, NameColumn);
    const QModelIndex upper = indexOf(EditLayer::UpperLevel, NameColumn);
    emit dataChanged(levels, upper, {Qt::DecorationRole, Qt::ToolTipRole});
    emit currentLayerChanged(layer);
}

QVariant LayerModel::groupData(Group group, int column, int role) const
{
    if (column != NameColumn)
        return {};
    if (role == Qt::DisplayRole)
        return groupName(group);
    if (role == Qt::FontRole) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role == Qt::BackgroundRole)
        return QGuiApplication::palette().brush(QPalette::Midlight);
    if (role == Qt::ToolTipRole)
        return group == Group::Elements ? tr("What the squares hold: show, lock or fade each kind of element")
                                        : tr("The two heights of the board: click a level to paint squares on it; a "
                                             "locked level is never changed by any tool");
    return {};
}

bool LayerModel::isEditable(EditLayer layer) const { return !state(layer).locked; }

bool LayerModel::isCurrentLevel(EditLayer layer) const
{
    return (layer == EditLayer::LowerLevel && m_level == 0) || (layer == EditLayer::UpperLevel && m_level == 1);
}

} // namespace rf::editor
