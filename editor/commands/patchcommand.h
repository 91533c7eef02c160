// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/coursepatch.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace rf::editor {

class BoardDocument;

// Ids for QUndoCommand::id(), so only commands of one kind merge.
enum class CommandId : int { ChangeElements = 1001, ChangeInfo = 1002 };

// Base of the commands that change cells, edge features and markers: it swaps a stored
// CoursePatch in (redo) and out (undo). Subclasses build the patch in their constructor from
// what the user did, with a PatchBuilder; they refer to cells by coordinates and to elements
// by id, never by pointer.
class PatchCommand : public QUndoCommand {
public:
    PatchCommand(BoardDocument *doc, const QString &text, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;
    // False when the edit changed nothing (the caller then need not push it).
    bool hasEffect() const { return !m_patch.empty(); }
    const CoursePatch &patch() const { return m_patch; }
    // Drops the changes `keep` refuses, before the command is pushed; how many were dropped.
    int keepOnly(const PatchFilter &keep);

protected:
    void setPatch(CoursePatch patch);
    // Folds a later patch into this one (first "before", last "after"), for merging.
    void appendPatch(const CoursePatch &later);
    BoardDocument *document() const { return m_doc; }

private:
    BoardDocument *m_doc;
    CoursePatch m_patch;
};

// Pushes `cmd` when it changed something, deletes it otherwise. Returns whether it was pushed.
bool pushIfEffective(BoardDocument *doc, PatchCommand *cmd);

} // namespace rf::editor
