// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/generator.h"
#include "game/rng.h"
#include "model/course.h"

#include <optional>
#include <vector>

// The generator's geometry: boards of a library put side by side into a connected course, and
// the squares a checkpoint may take. Internal to the generator (generator.cpp, its tests).
namespace rf::analysis {

struct Layout {
    model::Course course;    // the start board first; no checkpoints; offsets from (0, 0)
    std::vector<int> boards; // library index of each placement
};

// The library boards that can be a start board for `players` robots (that many start markers).
std::vector<int> startBoards(const std::vector<LibraryBoard> &library, int players);

// A course of `count` distinct library boards, the first from `starts`, every other board put
// flush against a side of one placed before it (never behind the start board's starts), each
// turned by a random quarter turn. Start and dock markers are kept on the start board only,
// checkpoints on none. Nothing when the draws found no free side (after a few tries).
std::optional<Layout> placeBoards(const std::vector<LibraryBoard> &library, const std::vector<int> &starts, int count,
                                  game::Rng &rng);

// The course devices of an edition that has them (RULES.md 6): when `tokens`, a reboot token on
// every board but the start board (whose robots reboot on their start squares) that has none, and
// every token's arrow (the boards' own too) one along which the robots it pushes survive (no
// reboot loop, docs/rules.md); when `antenna` and no board brings one, a
// priority antenna on the start board, away from its starts, its dish facing the way they start.
// Each on an open square of its board (plain floor, no device or marker, off the border). False
// when a board has no such square. Draws nothing from `rng` when neither is asked for.
bool placeCourseDevices(Layout &layout, bool tokens, bool antenna, game::Rng &rng);

// Up to `count` squares of the combined grid where a checkpoint may go, drawn evenly from the
// placements: plain floor without a device or a marker. In placement order, then drawn order.
std::vector<model::Point> checkpointSquares(const model::Course &course, int count, game::Rng &rng);

// Puts checkpoints 1..n on `squares` (combined grid), each on the board that holds its square.
void setCheckpoints(model::Course &course, const std::vector<model::Point> &squares);

} // namespace rf::analysis
