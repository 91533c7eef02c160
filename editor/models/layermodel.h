// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractItemModel>

#include <array>
#include <optional>

namespace rf::editor {

// What the layers panel lists: four content layers and the two elevation levels.
enum class EditLayer { Floor, Devices, Edges, Markers, LowerLevel, UpperLevel };
inline constexpr int kEditLayerCount = 6;

struct LayerState {
    bool visible = true;
    bool locked = false;
    int opacity = 100; // percent
};

// Two groups of rows: the element layers (floor, devices, walls and edges, markers) and the
// levels (lower, upper), each layer a child of its group. Column 0 is the name with a visibility
// check box, column 1 a lock check box, column 2 the opacity in percent (editable); a group row
// has its title only. The current layer (bold) is where erasing acts, and the current level is
// the one painted floors are put on. A locked level is never changed by any tool.
class LayerModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { NameColumn, LockColumn, OpacityColumn, ColumnCount };
    enum Role { LayerRole = Qt::UserRole + 1, CurrentRole };

    explicit LayerModel(QObject *parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const LayerState &state(EditLayer layer) const { return m_states[static_cast<std::size_t>(layer)]; }
    void setVisible(EditLayer layer, bool visible);
    void setLocked(EditLayer layer, bool locked);
    void setOpacity(EditLayer layer, int percent);

    EditLayer currentLayer() const { return m_current; }
    void setCurrentLayer(EditLayer layer);
    // The level tools put painted squares on: the current layer when it is a level, else the
    // last level chosen.
    int currentLevel() const { return m_level; }
    bool isEditable(EditLayer layer) const;
    // Whether `layer` is the level row of the current level (marked in the panel).
    bool isCurrentLevel(EditLayer layer) const;

    static QString layerName(EditLayer layer);

    enum class Group { Elements, Levels };
    static constexpr int kGroupCount = 2;
    static QString groupName(Group group);
    static Group groupOf(EditLayer layer);
    // The row of `layer` (a child of its group's row), and the layer of a row (none: a group).
    QModelIndex indexOf(EditLayer layer, int column = NameColumn) const;
    QModelIndex groupIndex(Group group) const;
    static std::optional<EditLayer> layerAt(const QModelIndex &index);

signals:
    void layerChanged(rf::editor::EditLayer layer);
    void currentLayerChanged(rf::editor::EditLayer layer);

private:
    QVariant groupData(Group group, int column, int role) const;
    std::array<LayerState, kEditLayerCount> m_states{};
    EditLayer m_current = EditLayer::Floor;
    int m_level = 0;
};

} // namespace rf::editor
