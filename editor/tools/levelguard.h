// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/geometry.h"

namespace rf::editor {

class PatchCommand;
class ToolContext;

// A level locked in the Layers panel is never changed by a tool: no square on it (or put on it),
// no border beside such a square and no marker on one. Every edit the tools and the Edit menu make
// goes through pushGuarded, the one place that checks, whatever the tool.

// How much of a command may go through when part of it touches a locked level.
enum class LockedPart {
    Drop,   // the rest goes through (paint, fill, erase: each square stands alone)
    Refuse, // all or nothing (a move would otherwise lose what it lifted off a locked square)
};

// Pushes `cmd` (which it owns) without its changes on locked levels, or refuses it; the status
// bar says which level was left alone. Returns whether anything was pushed.
bool pushGuarded(ToolContext *context, PatchCommand *cmd, LockedPart part = LockedPart::Drop);

// Whether square `cell` of the combined grid is on a locked level (nothing off the boards is).
bool onLockedLevel(const ToolContext &context, model::Point cell);
// Whether board `placement` of the course has a square on a locked level (it may not be moved).
bool boardOnLockedLevel(const ToolContext &context, int placement);

} // namespace rf::editor
