// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands/selectioncommands.h"

#include "document/boarddocument.h"
#include "document/boardflip.h"
#include "document/fragment.h"
#include "document/patchbuilder.h"

namespace rf::editor {

using namespace rf::model;

namespace {

QString transformText(const SelectionTransform &t)
{
    if (t.mirrorHorizontally || t.mirrorVertically)
        return TransformSelectionCommand::tr("Mirror selection");
    if (t.quarterTurns % 4 != 0)
        return TransformSelectionCommand::tr("Rotate selection");
    return TransformSelectionCommand::tr("Move selection");
}

} // namespace

TransformSelectionCommand::TransformSelectionCommand(BoardDocument *doc, const QRect &cells, const SelectionTransform &t)
    : PatchCommand(doc, transformText(t))
{
    PatchBuilder b(*doc);
    Board fragment = extractFragment(b.combined(), cells);
    if (t.mirrorHorizontally)
        fragment = mirroredHorizontally(fragment);
    if (t.mirrorVertically)
        fragment = mirroredVertically(fragment);
    if (normalizeRotation(t.quarterTurns) != 0)
        fragment = rotated(fragment, t.quarterTurns);
    const QPoint at = cells.topLeft() + t.offset;
    clearRect(b, cells);
    writeFragment(b, fragment, at);
    m_result = QRect(at, QSize(fragment.width(), fragment.height()));
    setPatch(b.take());
}

PasteCommand::PasteCommand(BoardDocument *doc, const Board &fragment, QPoint at) : PatchCommand(doc, tr("Paste"))
{
    PatchBuilder b(*doc);
    writeFragment(b, fragment, at);
    setPatch(b.take());
}

ClearRectCommand::ClearRectCommand(BoardDocument *doc, const QRect &cells, const QString &text) : PatchCommand(doc, text)
{
    PatchBuilder b(*doc);
    clearRect(b, cells);
    setPatch(b.take());
}

} // namespace rf::editor
