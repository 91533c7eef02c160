// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/event.h"

#include <QAbstractListModel>

#include <vector>

namespace rf::editor {

// Where the debugger stops while continuing or playing: after a substep of a kind, after a
// substep that damages, destroys or moves a robot (any robot or one), or after a substep in
// which a robot enters a cell.
struct Breakpoint {
    // DecisionPoint: before a substep in which a robot could make a choice the scenario does not
    // make (RULES.md 8.1), checked on the state, not on the substep played.
    enum class Type : std::uint8_t { SubstepKind, RobotDamaged, RobotDestroyed, RobotMoved, CellEntered, DecisionPoint };
    Type type = Type::SubstepKind;
    game::EventKind kind = game::EventKind::Card; // SubstepKind
    int robot = -1;                             // -1 = any robot
    model::Point cell{};                        // CellEntered
    bool enabled = true;
    friend bool operator==(const Breakpoint &, const Breakpoint &) = default;
};

// Whether the substep `e` triggers the breakpoint.
bool breakpointHits(const Breakpoint &b, const game::Event &e);

// The breakpoints, listed and toggled (checkbox) in the breakpoints panel.
class BreakpointModel : public QAbstractListModel {
    Q_OBJECT
public:
    using QAbstractListModel::QAbstractListModel;

    // Robot names for the descriptions ("R1 is damaged").
    void setRobotNames(QStringList names);
    const std::vector<Breakpoint> &breakpoints() const { return m_items; }
    void add(const Breakpoint &b);
    void remove(int row);
    void clear();
    // The first enabled breakpoint hit by `e`, or -1.
    int firstHit(const game::Event &e) const;
    // Whether an enabled decision-point breakpoint exists, and the first one that robots able to
    // decide (`deciders`, robot indices) hit, or -1.
    bool hasDecisionPoints() const;
    int firstDecisionPoint(const std::vector<int> &deciders) const;
    QString describe(const Breakpoint &b) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    std::vector<Breakpoint> m_items;
    QStringList m_names;
};

} // namespace rf::editor
