// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QWidget;

namespace rf::editor {

// Shows the top-level `dialog` where it covers nothing of `avoid` (a board view): right of it,
// else left, below or above it, on the screen of `avoid`; when no side has room, at the screen
// edge on the side with the most room, covering as little of `avoid` as it can.
void showBeside(QWidget *dialog, const QWidget *avoid);

} // namespace rf::editor
