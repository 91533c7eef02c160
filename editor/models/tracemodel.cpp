// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/tracemodel.h"

#include "document/timeline.h"
#include "io/rulesreference.h"
#include "words/tracetexts.h"

#include <QFont>

#include <algorithm>
#include <string_view>

namespace rf::editor {

TraceModel::TraceModel(Timeline *timeline, QObject *parent) : QAbstractItemModel(parent), m_timeline(timeline)
{
    rebuild();
    m_current = timeline->position() - 1;
    connect(timeline, &Timeline::reset, this, [this] {
        beginResetModel();
        rebuild();
        m_current = m_timeline->position() - 1;
        endResetModel();
    });
    connect(timeline, &Timeline::positionChanged, this, &TraceModel::onPosition);
}

TraceModel::~TraceModel() = default;

void TraceModel::rebuild()
{
    m_root = std::make_unique<Node>();
    m_eventNodes.assign(static_cast<std::size_t>(m_timeline->length()), nullptr);
    const sim::Trace &t = m_timeline->trace();
    Node *turn = nullptr;
    Node *reg = nullptr;
    Node *phase = nullptr;
    auto child = [](Node *parent, Node::Kind kind) {
        auto n = std::make_unique<Node>();
        n->kind = kind;
        n->parent = parent;
        n->row = static_cast<int>(parent->children.size());
        n->turn = parent->turn;
        n->reg = parent->reg;
        Node *raw = n.get();
        parent->children.push_back(std::move(n));
        return raw;
    };
    for (const sim::TraceEntry &e : t.entries) {
        if (e.type != sim::TraceEntry::Type::Event || e.event >= m_eventNodes.size())
            continue;
        const game::Event &ev = t.events[e.event];
        // Groups are made from the events themselves, so a trace cut in the middle (a what-if
        // replay) still nests correctly.
        if (!turn || turn->turn != ev.turn) {
            turn = child(m_root.get(), Node::Kind::Turn);
            turn->turn = ev.turn;
            reg = nullptr;
            phase = nullptr;
        }
        Node *phaseParent = turn;
        if (ev.reg > 0) {
            if (!reg || reg->reg != ev.reg) {
                reg = child(turn, Node::Kind::Register);
                reg->reg = ev.reg;
                phase = nullptr;
            }
            phaseParent = reg;
        } else {
            reg = nullptr;
        }
        if (!phase || phase->parent != phaseParent || phase->phase != ev.phase) {
            phase = child(phaseParent, Node::Kind::Phase);
            phase->phase = ev.phase;
        }
        Node *n = child(phase, Node::Kind::Event);
        n->phase = ev.phase;
        n->firstEvent = n->lastEvent = static_cast<int>(e.event);
        m_eventNodes[e.event] = n;
        for (Node *p = phase; p && p != m_root.get(); p = p->parent) {
            if (p->firstEvent < 0)
                p->firstEvent = n->firstEvent;
            p->lastEvent = n->lastEvent;
        }
    }
}

bool TraceModel::containsCurrent(const Node *n) const { return m_current >= 0 && n->firstEvent <= m_current && m_current <= n->lastEvent; }

void TraceModel::onPosition(int pos)
{
    const int old = m_current;
    m_current = pos - 1;
    // Repaint the old and new rows and their ancestors (bold).
    for (const int ev : {old, m_current}) {
        if (ev < 0 || ev >= static_cast<int>(m_eventNodes.size()) || !m_eventNodes[static_cast<std::size_t>(ev)])
            continue;
        for (const Node *n = m_eventNodes[static_cast<std::size_t>(ev)]; n && n != m_root.get(); n = n->parent) {
            const QModelIndex i = indexOf(n);
            emit dataChanged(i, i, {Qt::FontRole, Qt::BackgroundRole});
        }
    }
}

TraceModel::Node *TraceModel::nodeOf(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
}

QModelIndex TraceModel::indexOf(const Node *node) const
{
    if (!node || node == m_root.get())
        return {};
    return createIndex(node->row, 0, node);
}

QModelIndex TraceModel::indexForEvent(int event) const
{
    if (event < 0 || event >= static_cast<int>(m_eventNodes.size()))
        return {};
    return indexOf(m_eventNodes[static_cast<std::size_t>(event)]);
}

int TraceModel::positionForIndex(const QModelIndex &index) const
{
    const Node *n = nodeOf(index);
    if (!n || n == m_root.get() || n->firstEvent < 0)
        return -1;
    return n->firstEvent + 1;
}

QModelIndex TraceModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column != 0 || row < 0)
        return {};
    const Node *p = nodeOf(parent);
    if (!p || row >= static_cast<int>(p->children.size()))
        return {};
    return createIndex(row, 0, p->children[static_cast<std::size_t>(row)].get());
}

QModelIndex TraceModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    return indexOf(nodeOf(child)->parent);
}

int TraceModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    const Node *n = nodeOf(parent);
    return n ? static_cast<int>(n->children.size()) : 0;
}

int TraceModel::columnCount(const QModelIndex &) const { return 1; }

QString TraceModel::eventLabel(int event) const
{
    return words::substepTitle(m_timeline->trace(), m_timeline->trace().events[static_cast<std::size_t>(event)]);
}

QString TraceModel::eventToolTip(int event) const
{
    // The substep, then the title and first sentence of each rule its notes follow, once each:
    // what a player asks when hovering a line ("why did it do that?").
    QString tip = tr("Substep %1").arg(event + 1);
    const sim::Trace &trace = m_timeline->trace();
    QStringList seen;
    for (const game::Note &note : trace.events[static_cast<std::size_t>(event)].notes) {
        const QString reference = io::citedRuleReference(trace.header.ruleset, note.code);
        if (reference.isEmpty() || seen.contains(reference))
            continue;
        seen << reference;
        const QString rule = io::ruleToolTip(reference);
        if (!rule.isEmpty())
            tip += QStringLiteral("\n") + rule;
    }
    return tip;
}

QVariant TraceModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Node *n = nodeOf(index);
    if (role == Qt::DisplayRole) {
        switch (n->kind) {
        case Node::Kind::Root: return {};
        case Node::Kind::Turn: return tr("Turn %1").arg(n->turn);
        case Node::Kind::Register: return tr("Register %1").arg(n->reg);
        case Node::Kind::Phase: return words::phaseTitle(n->phase);
        case Node::Kind::Event: return eventLabel(n->firstEvent);
        }
    }
    if (role == Qt::FontRole && containsCurrent(n)) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role == Qt::ToolTipRole && n->kind == Node::Kind::Event)
        return eventToolTip(n->firstEvent);
    return {};
}

QVariant TraceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (section == 0 && orientation == Qt::Horizontal && role == Qt::DisplayRole)
        return tr("Trace");
    return {};
}

} // namespace rf::editor
