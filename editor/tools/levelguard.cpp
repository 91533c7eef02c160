// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/levelguard.h"

#include "commands/patchcommand.h"
#include "document/boarddocument.h"
#include "models/layermodel.h"
#include "tools/toolcontext.h"

#include <QCoreApplication>

#include <set>

namespace rf::editor {

using namespace rf::model;

namespace {

EditLayer levelLayer(int level)
{
    return level > 0 ? EditLayer::UpperLevel : EditLayer::LowerLevel;
}

bool levelLocked(const LayerModel &layers, int level)
{
    return !layers.isEditable(levelLayer(level));
}

// The squares (board, local point) a patch puts on a locked level, and the board test.
class LockedSquares {
public:
    LockedSquares(const ToolContext &context, const CoursePatch &patch)
        : m_layers(*context.layers())
        , m_course(context.document()->course())
    {
        for (const CellChange &c : patch.cells)
            if (levelLocked(m_layers, c.after.level))
                m_raisedInto.insert({c.placement, c.local.x, c.local.y});
    }
    bool locked(int placement, Point local) const
    {
        if (placement < 0 || placement >= std::ssize(m_course.placements()))
            return false;
        const Board &b = m_course.placements()[static_cast<std::size_t>(placement)].board;
        if (!b.contains(local))
            return false;
        return levelLocked(m_layers, b.cell(local).level) || m_raisedInto.contains({placement, local.x, local.y});
    }
    bool cell(const CellChange &c) const
    {
        return levelLocked(m_layers, c.before.level) || levelLocked(m_layers, c.after.level);
    }
    bool edge(const EdgeChange &c) const
    {
        for (const auto &f : {c.before, c.after})
            if (f && (locked(c.placement, f->pos.before()) || locked(c.placement, f->pos.after())))
                return true;
        return false;
    }
    bool marker(const MarkerChange &c) const
    {
        for (const auto &m : {c.before, c.after})
            if (m && locked(c.placement, m->at))
                return true;
        return false;
    }

private:
    const LayerModel &m_layers;
    const Course &m_course;
    std::set<std::tuple<int, int, int>> m_raisedInto;
};

QString lockedLevelsText(const LayerModel &layers)
{
    QStringList names;
    for (const EditLayer l : {EditLayer::LowerLevel, EditLayer::UpperLevel})
        if (!layers.isEditable(l))
            names << LayerModel::layerName(l);
    return names.join(QStringLiteral(", "));
}

} // namespace

bool pushGuarded(ToolContext *context, PatchCommand *cmd, LockedPart part)
{
    const LayerModel &layers = *context->layers();
    BoardDocument *doc = context->document();
    if (layers.isEditable(EditLayer::LowerLevel) && layers.isEditable(EditLayer::UpperLevel))
        return pushIfEffective(doc, cmd);
    const LockedSquares locked(*context, cmd->patch());
    PatchFilter keep{[&](const CellChange &c) { return !locked.cell(c); },
                     [&](const EdgeChange &c) { return !locked.edge(c); },
                     [&](const MarkerChange &c) { return !locked.marker(c); }};
    if (part == LockedPart::Refuse) {
        const CoursePatch &p = cmd->patch();
        const bool touches = std::ranges::any_of(p.cells, [&](const CellChange &c) { return !keep.cell(c); }) ||
                             std::ranges::any_of(p.edges, [&](const EdgeChange &c) { return !keep.edge(c); }) ||
                             std::ranges::any_of(p.markers, [&](const MarkerChange &c) { return !keep.marker(c); });
        if (touches) {
            emit context->statusMessage(
                QCoreApplication::translate("Tools", "Nothing changed: the edit would touch the locked level (%1)")
                    .arg(lockedLevelsText(layers)));
            delete cmd;
            return false;
        }
        return pushIfEffective(doc, cmd);
    }
    const int dropped = cmd->keepOnly(keep);
    if (dropped > 0)
        emit context->statusMessage(QCoreApplication::translate("Tools", "The locked level (%1) was left unchanged")
                                        .arg(lockedLevelsText(layers)));
    return pushIfEffective(doc, cmd);
}

bool onLockedLevel(const ToolContext &context, Point cell)
{
    const Board &b = context.document()->combined();
    return b.contains(cell) && context.document()->placementAt(cell) >= 0 &&
           levelLocked(*context.layers(), b.cell(cell).level);
}

bool boardOnLockedLevel(const ToolContext &context, int placement)
{
    const auto &placements = context.document()->course().placements();
    if (placement < 0 || placement >= std::ssize(placements))
        return false;
    for (const Cell &c : placements[static_cast<std::size_t>(placement)].board.cells())
        if (levelLocked(*context.layers(), c.level))
            return true;
    return false;
}

} // namespace rf::editor
