// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/statediff.h"

#include <QAbstractTableModel>

#include <vector>

namespace rf::editor {

class Timeline;

// One row per robot with its state at the controller's position; the fields the current
// substep changed are highlighted (ChangedRole true, a background and bold text). Options lists
// the option cards held, oldest first, with their uses left or the card lying on them; Upgrades
// the upgrades held (2023: installed), oldest first, permanent or temporary and "used this round";
// DamageCards the 2016 damage cards taken in the game, by kind.
class RobotStateModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Name,
        Position,
        Facing,
        Damage,
        DamageCards,
        Locked,
        Lives,
        Flags,
        Archive,
        Energy,
        Options,
        Upgrades,
        Order,    // the 2023 edition: the robot's place in the priority order, from the token holder
        Haywires, // the 2023 edition: face-down Haywires under its registers
        Kept,     // the 2023 edition: damage cards kept in hand for the next round
        Status,
        ColumnCount
    };
    static constexpr int ChangedRole = Qt::UserRole + 1;

    explicit RobotStateModel(Timeline *timeline, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The text of a field at a position (for the highlight comparison and tests).
    QString fieldText(int pos, int robot, int column) const;
    // Whether the edition played has what the column shows (sim::hasField, asked of its traits):
    // lives and archive markers, locked registers, option cards, energy, upgrades, damage cards,
    // the priority token, face-down Haywires.
    // The views hide the others.
    bool hasColumn(int column) const;
    // Whether the substep that led to `pos` changed what the column shows of the robot
    // (sim::differences, the comparison every view of a change uses).
    bool changedAt(int pos, int robot, int column) const;

private:
    Timeline *m_timeline;
    int m_rows = 0;
    mutable std::vector<sim::FieldDiff> m_diffs; // of the substep at m_diffsAt
    mutable int m_diffsAt = -1;
};

} // namespace rf::editor
