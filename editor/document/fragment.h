// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/board.h"

#include <QRect>

namespace rf::editor {

class PatchBuilder;

// A piece of the combined grid as a small board: what copy puts on the clipboard and what
// move, rotate and mirror carry. Edge features on the piece's outline belong to it.
model::Board extractFragment(const model::Board &combined, const QRect &cells);
// Clears a rectangle: default cells, no edge features on or inside it, no markers.
void clearRect(PatchBuilder &builder, const QRect &cells);
// Writes a fragment with its top-left cell at `at`; elements get fresh ids.
void writeFragment(PatchBuilder &builder, const model::Board &fragment, QPoint at);
// Whether an edge lies inside `cells` or on its outline.
bool edgeInRect(const model::EdgePos &e, const QRect &cells);

} // namespace rf::editor
