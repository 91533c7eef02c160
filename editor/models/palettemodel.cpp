// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/palettemodel.h"

namespace rf::editor {

namespace {
constexpr quintptr kGroupId = 0;
}

PaletteModel::PaletteModel(QObject *parent) : QAbstractItemModel(parent)
{
    m_groups.resize(kPaletteGroupCount);
    for (const PaletteEntry &e : paletteEntries())
        m_groups[static_cast<std::size_t>(e.group)].push_back(&e);
}

void PaletteModel::setIconProvider(IconProvider provider)
{
    m_icons = std::move(provider);
    m_iconCache.clear();
    for (int g = 0; g < kPaletteGroupCount; ++g) {
        const QModelIndex parent = index(g, 0);
        if (rowCount(parent) > 0)
            emit dataChanged(index(0, 0, parent), index(rowCount(parent) - 1, 0, parent), {Qt::DecorationRole});
    }
}

QModelIndex PaletteModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, kGroupId);
    return createIndex(row, column, static_cast<quintptr>(parent.row() + 1));
}

QModelIndex PaletteModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kGroupId)
        return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, kGroupId);
}

int PaletteModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return kPaletteGroupCount;
    if (parent.internalId() == kGroupId && parent.column() == 0)
        return static_cast<int>(m_groups[static_cast<std::size_t>(parent.row())].size());
    return 0;
}

int PaletteModel::columnCount(const QModelIndex &) const { return 1; }

const PaletteEntry *PaletteModel::entry(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == kGroupId || index.model() != this)
        return nullptr;
    const auto &group = m_groups[static_cast<std::size_t>(index.internalId() - 1)];
    return index.row() < static_cast<int>(group.size()) ? group[static_cast<std::size_t>(index.row())] : nullptr;
}

QModelIndex PaletteModel::indexOfKey(const QString &key) const
{
    for (std::size_t g = 0; g < m_groups.size(); ++g)
        for (std::size_t i = 0; i < m_groups[g].size(); ++i)
            if (m_groups[g][i]->key == key)
                return index(static_cast<int>(i), 0, index(static_cast<int>(g), 0));
    return {};
}

QVariant PaletteModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.internalId() == kGroupId) {
        const QString name = paletteGroupName(static_cast<PaletteGroup>(index.row()));
        if (role == Qt::DisplayRole || role == SearchTextRole)
            return name;
        return {};
    }
    const PaletteEntry *e = entry(index);
    if (!e)
        return {};
    switch (role) {
    case Qt::DisplayRole: return e->name();
    case Qt::ToolTipRole: return e->toolTip();
    case Qt::DecorationRole:
        if (!m_icons)
            return {};
        if (!m_iconCache.contains(e->key))
            m_iconCache.insert(e->key, m_icons(*e));
        return m_iconCache.value(e->key);
    case KeyRole: return e->key;
    case SearchTextRole: return e->name() + QLatin1Char(' ') + paletteGroupName(e->group) + QLatin1Char(' ') + e->key;
    default: return {};
    }
}

Qt::ItemFlags PaletteModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    if (index.internalId() == kGroupId)
        return Qt::ItemIsEnabled;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

} // namespace rf::editor
