// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/board.h"
#include "model/course.h"
#include "model/passage.h"
#include "validate/diagnostic.h"

#include <optional>

#include <string>
#include <string_view>
#include <vector>

namespace rf::rules {
struct RulesetTraits;
}

namespace rf::validate {

// Validates a course on its combined grid (model::combine) plus course-level checks (boards
// overlapping, bad placements). When the boards cannot be combined only the course-level
// diagnostics are returned, since positions on a combined grid would be meaningless.
// Codes, severities and arguments are listed in validate/codes.h.
std::vector<Diagnostic> validate(const model::Course &course);
// The same, then the checks of the edition the course is played in, from its traits (RULES.md 6,
// 10.1, 10.7, 10.9): devices the edition does not have or does not play, a priority antenna where
// the edition orders robots by one, a reboot token on every board a robot can reboot from.
std::vector<Diagnostic> validate(const model::Course &course, const rules::RulesetTraits &edition);

// What an edition makes of a kind of board device, asked of its traits.
enum class DeviceUse : std::uint8_t {
    Plays,  // the edition's rules act on it
    Inert,  // it may lie on the board and does nothing in this edition
    Absent, // the edition does not have it: a scenario of the edition with one is refused
};
DeviceUse deviceUse(const rules::RulesetTraits &edition, model::DeviceKind kind);

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
