// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/board.h"
#include "model/course.h"
#include "model/passage.h"
#include "validate/diagnostic.h"

#include <string>
#include <string_view>
#include <vector>

namespace rf::validate {

// Validates a course on its combined grid (model::combine) plus course-level checks (boards
// overlapping, bad placements). When the boards cannot be combined only the course-level
// diagnostics are returned, since positions on a combined grid would be meaningless.
// Codes, severities and arguments are listed in validate/codes.h.
std::vector<Diagnostic> validate(const model::Course &course);

// Validates one grid (a single board, or a combined course board).
std::vector<Diagnostic> validateBoard(const model::Board &board);

// Diagnostics come out sorted: course-level ones (no place) first, then by cell (y, x), then
// edge, then code, then element id. This is the order both functions return.
void sortDiagnostics(std::vector<Diagnostic> &diagnostics);

bool hasErrors(const std::vector<Diagnostic> &diagnostics);

// A robot rebooting onto a token at `token` pushes the robots in front of it along `arrow`, a
// chain of up to kRebootChain (RULES.md 6; 8 robots, the most a game has, less the one
// rebooting). How many robots must stand in that line for the last one to be pushed off the board
// or onto a pit or drain, to reboot onto the same token and push again: 1 the reboot-loop error,
// more the reboot-chain-loop warning (docs/rules.md); 0 when the chain is always safe.
inline constexpr int kRebootChain = 7;
int rebootLoopRobots(const model::Board &board, const model::PassageTable &passage, model::Point token,
                     model::Direction arrow);

} // namespace rf::validate
