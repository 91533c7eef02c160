// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands/coursecommands.h"

#include "document/boarddocument.h"
#include "document/boardresize.h"

namespace rf::editor {

using namespace rf::model;

namespace {

QString boardName(const Placement &p)
{
    return p.board.info().name.empty() ? AddBoardCommand::tr("board") : QString::fromStdString(p.board.info().name);
}

} // namespace

AddBoardCommand::AddBoardCommand(BoardDocument *doc, Placement placement)
    : QUndoCommand(tr("Add board %1").arg(boardName(placement))), m_doc(doc), m_placement(std::move(placement)),
      m_index(static_cast<int>(doc->course().placements().size()))
{
}

void AddBoardCommand::redo() { m_doc->insertPlacement(m_index, m_placement); }
void AddBoardCommand::undo() { m_placement = m_doc->takePlacement(m_index); }

RemoveBoardCommand::RemoveBoardCommand(BoardDocument *doc, int index)
    : QUndoCommand(tr("Remove board %1").arg(boardName(doc->course().placements().at(static_cast<std::size_t>(index))))), m_doc(doc), m_index(index)
{
}

void RemoveBoardCommand::redo() { m_placement = m_doc->takePlacement(m_index); }
void RemoveBoardCommand::undo() { m_doc->insertPlacement(m_index, m_placement); }

PlaceBoardCommand::PlaceBoardCommand(BoardDocument *doc, int index, Point offset, Rotation rotation)
    : m_doc(doc), m_index(index), m_newOffset(offset), m_newRotation(normalizeRotation(rotation))
{
    const Placement &p = doc->course().placements().at(static_cast<std::size_t>(index));
    m_oldOffset = p.offset;
    m_oldRotation = p.rotation;
    setText(m_oldRotation != m_newRotation ? tr("Rotate board %1").arg(boardName(p)) : tr("Move board %1").arg(boardName(p)));
}

void PlaceBoardCommand::redo() { m_doc->setPlacementTransform(m_index, m_newOffset, m_newRotation); }
void PlaceBoardCommand::undo() { m_doc->setPlacementTransform(m_index, m_oldOffset, m_oldRotation); }

ResizeBoardCommand::ResizeBoardCommand(BoardDocument *doc, int index, Size size, Point offset)
    : m_doc(doc)
    , m_index(index)
    , m_old(doc->course().placements().at(static_cast<std::size_t>(index)).board)
    , m_new(resizeBoard(m_old, size, offset).board)
{
    setText(tr("Resize board %1 to %2 x %3")
                .arg(boardName(doc->course().placements().at(static_cast<std::size_t>(index))))
                .arg(size.width)
                .arg(size.height));
}

void ResizeBoardCommand::redo()
{
    m_doc->replaceBoard(m_index, m_new);
}
void ResizeBoardCommand::undo()
{
    m_doc->replaceBoard(m_index, m_old);
}

ChangeInfoCommand::ChangeInfoCommand(BoardDocument *doc, int placement, BoardInfo info, int mergeKey)
    : QUndoCommand(placement < 0 ? tr("Change course details") : tr("Change board details")), m_doc(doc), m_placement(placement),
      m_new(std::move(info)), m_mergeKey(mergeKey)
{
    m_old = placement < 0 ? doc->course().info() : doc->course().placements().at(static_cast<std::size_t>(placement)).board.info();
}

void ChangeInfoCommand::apply(const BoardInfo &info)
{
    if (m_placement < 0)
        m_doc->setCourseInfo(info);
    else
        m_doc->setBoardInfo(m_placement, info);
}

void ChangeInfoCommand::redo() { apply(m_new); }
void ChangeInfoCommand::undo() { apply(m_old); }

bool ChangeInfoCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = dynamic_cast<const ChangeInfoCommand *>(other);
    if (!o || m_mergeKey == 0 || o->m_mergeKey != m_mergeKey || o->m_placement != m_placement)
        return false;
    m_new = o->m_new;
    return true;
}

} // namespace rf::editor
