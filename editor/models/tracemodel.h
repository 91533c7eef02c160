// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/trace.h"

#include <QAbstractItemModel>

#include <memory>
#include <vector>

namespace rf::editor {

class Timeline;

// The trace as a tree: turn > register > phase > substep (the deal and the end of the turn sit
// directly under their turn). The row of the current substep and its ancestors are bold, so a
// view can follow the timeline's position; positionForIndex() tells where a click jumps.
class TraceModel : public QAbstractItemModel {
    Q_OBJECT
public:
    explicit TraceModel(Timeline *timeline, QObject *parent = nullptr);
    ~TraceModel() override;

    // The row of substep `event` (0-based), invalid when out of range.
    QModelIndex indexForEvent(int event) const;
    // The position a click on `index` jumps to: after the substep, or after the
    // first substep of a turn, register or phase.
    int positionForIndex(const QModelIndex &index) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Node {
        enum class Kind : std::uint8_t { Root, Turn, Register, Phase, Event };
        Kind kind = Kind::Root;
        Node *parent = nullptr;
        int row = 0;
        int turn = 0;
        int reg = 0;
        game::Phase phase = game::Phase::Deal;
        int firstEvent = -1;
        int lastEvent = -1;
        std::vector<std::unique_ptr<Node>> children;
    };
    void rebuild();
    void onPosition(int pos);
    Node *nodeOf(const QModelIndex &index) const;
    QModelIndex indexOf(const Node *node) const;
    QString eventLabel(int event) const;
    QString eventToolTip(int event) const;
    bool containsCurrent(const Node *n) const;

    Timeline *m_timeline;
    std::unique_ptr<Node> m_root;
    std::vector<Node *> m_eventNodes; // by event index
    int m_current = -1;               // event index of the current substep
};

} // namespace rf::editor
