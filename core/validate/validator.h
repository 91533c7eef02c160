// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/board.h"
#include "model/course.h"
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

} // namespace rf::validate
