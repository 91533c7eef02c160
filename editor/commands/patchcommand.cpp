// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands/patchcommand.h"

#include "document/boarddocument.h"

#include <QUndoStack>

namespace rf::editor {

PatchCommand::PatchCommand(BoardDocument *doc, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), m_doc(doc)
{
}

void PatchCommand::redo() { m_doc->applyPatch(m_patch, true); }
void PatchCommand::undo() { m_doc->applyPatch(m_patch, false); }

void PatchCommand::setPatch(CoursePatch patch)
{
    m_patch = std::move(patch);
    setObsolete(m_patch.empty());
}

void PatchCommand::appendPatch(const CoursePatch &later)
{
    auto mergeInto = [](auto &into, const auto &from, auto sameKey) {
        for (const auto &c : from) {
            bool found = false;
            for (auto &mine : into)
                if (sameKey(mine, c)) {
                    mine.after = c.after;
                    found = true;
                    break;
                }
            if (!found)
                into.push_back(c);
        }
    };
    mergeInto(m_patch.cells, later.cells, [](const CellChange &a, const CellChange &b) { return a.placement == b.placement && a.local == b.local; });
    mergeInto(m_patch.edges, later.edges, [](const EdgeChange &a, const EdgeChange &b) { return a.placement == b.placement && a.id == b.id; });
    mergeInto(m_patch.markers, later.markers, [](const MarkerChange &a, const MarkerChange &b) { return a.placement == b.placement && a.id == b.id; });
    mergeInto(m_patch.nextIds, later.nextIds, [](const NextIdChange &a, const NextIdChange &b) { return a.placement == b.placement; });
}

int PatchCommand::keepOnly(const PatchFilter &keep)
{
    const std::size_t before = m_patch.cells.size() + m_patch.edges.size() + m_patch.markers.size();
    std::erase_if(m_patch.cells, [&](const CellChange &c) { return !keep.cell(c); });
    std::erase_if(m_patch.edges, [&](const EdgeChange &c) { return !keep.edge(c); });
    std::erase_if(m_patch.markers, [&](const MarkerChange &c) { return !keep.marker(c); });
    const std::size_t after = m_patch.cells.size() + m_patch.edges.size() + m_patch.markers.size();
    setObsolete(m_patch.empty());
    return static_cast<int>(before - after);
}

bool pushIfEffective(BoardDocument *doc, PatchCommand *cmd)
{
    if (!cmd->hasEffect()) {
        delete cmd;
        return false;
    }
    doc->undoStack()->push(cmd);
    return true;
}

} // namespace rf::editor
