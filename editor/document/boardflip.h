// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/board.h"

namespace rf::editor {

// Boards flipped (their mirror images), for the selection's mirror: directions, belt inputs and
// gear sense flip with the board. (Turning and placing boards is model/placement.h.)
model::Cell flippedCell(model::Cell c);
model::Board mirroredHorizontally(const model::Board &b);
model::Board mirroredVertically(const model::Board &b);

} // namespace rf::editor
