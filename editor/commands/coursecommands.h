// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commands/patchcommand.h"
#include "model/course.h"

#include <QUndoCommand>

namespace rf::editor {

// Adds a board to the course at an offset (it must not overlap another board).
class AddBoardCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(AddBoardCommand)
public:
    AddBoardCommand(BoardDocument *doc, model::Placement placement);
    void redo() override;
    void undo() override;

private:
    BoardDocument *m_doc;
    model::Placement m_placement;
    int m_index = 0;
};

class RemoveBoardCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(RemoveBoardCommand)
public:
    RemoveBoardCommand(BoardDocument *doc, int index);
    void redo() override;
    void undo() override;

private:
    BoardDocument *m_doc;
    model::Placement m_placement;
    int m_index = 0;
};

// Moves and/or rotates a board on the course grid.
class PlaceBoardCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(PlaceBoardCommand)
public:
    PlaceBoardCommand(BoardDocument *doc, int index, model::Point offset, model::Rotation rotation);
    void redo() override;
    void undo() override;

private:
    BoardDocument *m_doc;
    int m_index = 0;
    model::Point m_oldOffset{};
    model::Point m_newOffset{};
    model::Rotation m_oldRotation = 0;
    model::Rotation m_newRotation = 0;
};

// Gives board `index` a new size, its content moved by an offset (editor/document/boardresize.h);
// undo puts the old board back as it was, ids and all.
class ResizeBoardCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(ResizeBoardCommand)
public:
    ResizeBoardCommand(BoardDocument *doc, int index, model::Size size, model::Point offset);
    void redo() override;
    void undo() override;

private:
    BoardDocument *m_doc;
    int m_index = 0;
    model::Board m_old;
    model::Board m_new;
};

// Changes the name, author or description of the course (placement -1) or of one board.
// Typing in one field merges into one step.
class ChangeInfoCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(ChangeInfoCommand)
public:
    ChangeInfoCommand(BoardDocument *doc, int placement, model::BoardInfo info, int mergeKey = 0);
    void redo() override;
    void undo() override;
    int id() const override { return static_cast<int>(CommandId::ChangeInfo); }
    bool mergeWith(const QUndoCommand *other) override;

private:
    void apply(const model::BoardInfo &info);
    BoardDocument *m_doc;
    int m_placement = -1;
    model::BoardInfo m_old;
    model::BoardInfo m_new;
    int m_mergeKey = 0;
};

} // namespace rf::editor
