// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/paletteentry.h"

#include <QAbstractItemModel>
#include <QIcon>

#include <functional>

namespace rf::editor {

// The palette as a two-level tree: groups (floor, belts, rotators, hazards, timed, markers,
// walls) holding the entries. KeyRole gives an entry's stable key.
class PaletteModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Role { KeyRole = Qt::UserRole + 1, SearchTextRole };
    using IconProvider = std::function<QIcon(const PaletteEntry &)>;

    explicit PaletteModel(QObject *parent = nullptr);
    void setIconProvider(IconProvider provider);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    const PaletteEntry *entry(const QModelIndex &index) const;
    QModelIndex indexOfKey(const QString &key) const;

private:
    std::vector<std::vector<const PaletteEntry *>> m_groups;
    IconProvider m_icons;
    mutable QHash<QString, QIcon> m_iconCache;
};

} // namespace rf::editor
