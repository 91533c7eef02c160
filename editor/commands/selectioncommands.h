// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commands/patchcommand.h"
#include "model/board.h"

#include <QPoint>
#include <QRect>

namespace rf::editor {

struct SelectionTransform {
    QPoint offset{};       // move by whole cells
    int quarterTurns = 0;  // clockwise
    bool mirrorHorizontally = false;
    bool mirrorVertically = false;
};

// Moves, rotates and/or mirrors the content of a selected rectangle (cells, the edge features
// on and inside it, markers). The rectangle it lands on is resultRect().
class TransformSelectionCommand : public PatchCommand {
    Q_DECLARE_TR_FUNCTIONS(TransformSelectionCommand)
public:
    TransformSelectionCommand(BoardDocument *doc, const QRect &cells, const SelectionTransform &t);
    QRect resultRect() const { return m_result; }

private:
    QRect m_result;
};

// Pastes a fragment (see document/fragment.h) with its top-left cell at `at`; with `cut`, the
// source rectangle is cleared in the same step (cut and paste of a selection).
class PasteCommand : public PatchCommand {
    Q_DECLARE_TR_FUNCTIONS(PasteCommand)
public:
    PasteCommand(BoardDocument *doc, const model::Board &fragment, QPoint at);
};

// Cut: clears the selected rectangle (the fragment goes to the clipboard beforehand).
class ClearRectCommand : public PatchCommand {
    Q_DECLARE_TR_FUNCTIONS(ClearRectCommand)
public:
    ClearRectCommand(BoardDocument *doc, const QRect &cells, const QString &text);
};

} // namespace rf::editor
