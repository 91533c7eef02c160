// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/breakpointmodel.h"

#include "words/tracetexts.h"

#include <QCoreApplication>

#include <algorithm>

namespace rf::editor {

namespace {

bool robotMatches(const Breakpoint &b, const game::RobotChange &c)
{
    return b.robot < 0 || b.robot == c.robot;
}

} // namespace

bool breakpointHits(const Breakpoint &b, const game::Event &e)
{
    if (!b.enabled)
        return false;
    switch (b.type) {
    case Breakpoint::Type::SubstepKind: return e.kind == b.kind;
    case Breakpoint::Type::RobotDamaged:
        for (const auto &c : e.changes)
            if (robotMatches(b, c) && c.toDamage > c.fromDamage)
                return true;
        return false;
    case Breakpoint::Type::RobotDestroyed:
        for (const auto &c : e.changes)
            if (robotMatches(b, c) && c.destroyed)
                return true;
        return false;
    case Breakpoint::Type::RobotMoved:
        for (const auto &c : e.changes)
            if (robotMatches(b, c) && c.fromPos != c.toPos && !c.destroyed)
                return true;
        return false;
    case Breakpoint::Type::CellEntered:
        for (const auto &c : e.changes)
            if (robotMatches(b, c) && c.toPos == b.cell && c.fromPos != b.cell && !c.destroyed)
                return true;
        return false;
    case Breakpoint::Type::DecisionPoint: return false; // see firstDecisionPoint
    }
    return false;
}

bool BreakpointModel::hasDecisionPoints() const
{
    return std::any_of(m_items.begin(), m_items.end(), [](const Breakpoint &b) { return b.enabled && b.type == Breakpoint::Type::DecisionPoint; });
}

int BreakpointModel::firstDecisionPoint(const std::vector<int> &deciders) const
{
    for (std::size_t i = 0; i < m_items.size(); ++i) {
        const Breakpoint &b = m_items[i];
        if (b.enabled && b.type == Breakpoint::Type::DecisionPoint &&
            std::any_of(deciders.begin(), deciders.end(), [&](int r) { return b.robot < 0 || b.robot == r; }))
            return static_cast<int>(i);
    }
    return -1;
}

void BreakpointModel::setRobotNames(QStringList names)
{
    m_names = std::move(names);
    if (!m_items.empty())
        emit dataChanged(index(0), index(static_cast<int>(m_items.size()) - 1));
}

void BreakpointModel::add(const Breakpoint &b)
{
    const int row = static_cast<int>(m_items.size());
    beginInsertRows({}, row, row);
    m_items.push_back(b);
    endInsertRows();
}

void BreakpointModel::remove(int row)
{
    if (row < 0 || row >= static_cast<int>(m_items.size()))
        return;
    beginRemoveRows({}, row, row);
    m_items.erase(m_items.begin() + row);
    endRemoveRows();
}

void BreakpointModel::clear()
{
    beginResetModel();
    m_items.clear();
    endResetModel();
}

int BreakpointModel::firstHit(const game::Event &e) const
{
    for (std::size_t i = 0; i < m_items.size(); ++i)
        if (breakpointHits(m_items[i], e))
            return static_cast<int>(i);
    return -1;
}

QString BreakpointModel::describe(const Breakpoint &b) const
{
    const QString who = b.robot >= 0 && b.robot < m_names.size()
                            ? m_names.at(b.robot)
                            : QCoreApplication::translate("rf::editor::BreakpointModel", "any robot");
    switch (b.type) {
    case Breakpoint::Type::SubstepKind:
        return QCoreApplication::translate("rf::editor::BreakpointModel", "Substep: %1").arg(words::eventKindTitle(b.kind));
    case Breakpoint::Type::RobotDamaged:
        return QCoreApplication::translate("rf::editor::BreakpointModel", "%1 is damaged").arg(who);
    case Breakpoint::Type::RobotDestroyed:
        return QCoreApplication::translate("rf::editor::BreakpointModel", "%1 is destroyed").arg(who);
    case Breakpoint::Type::RobotMoved:
        return QCoreApplication::translate("rf::editor::BreakpointModel", "%1 moves").arg(who);
    case Breakpoint::Type::CellEntered:
        return QCoreApplication::translate("rf::editor::BreakpointModel", "%1 enters %2,%3")
            .arg(who)
            .arg(b.cell.x)
            .arg(b.cell.y);
    case Breakpoint::Type::DecisionPoint:
        return QCoreApplication::translate("rf::editor::BreakpointModel", "Decision point: %1 can decide").arg(who);
    }
    return {};
}

int BreakpointModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_items.size());
}

QVariant BreakpointModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Breakpoint &b = m_items[static_cast<std::size_t>(index.row())];
    if (role == Qt::DisplayRole)
        return describe(b);
    if (role == Qt::CheckStateRole)
        return static_cast<int>(b.enabled ? Qt::Checked : Qt::Unchecked);
    return {};
}

bool BreakpointModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) ||
        role != Qt::CheckStateRole)
        return false;
    m_items[static_cast<std::size_t>(index.row())].enabled = value.toInt() == Qt::Checked;
    emit dataChanged(index, index, {Qt::CheckStateRole});
    return true;
}

Qt::ItemFlags BreakpointModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable;
}

} // namespace rf::editor
