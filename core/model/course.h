// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/placement.h"

#include <expected>
#include <string>
#include <vector>

namespace rf::model {

// A course: one or more boards on a combined grid. A single-board document is a course with
// one placement at (0, 0), so editors, validators and the simulator handle both alike.
class Course {
public:
    Course() = default;
    explicit Course(Board single);

    BoardInfo &info() { return m_info; }
    const BoardInfo &info() const { return m_info; }
    std::vector<Placement> &placements() { return m_placements; }
    const std::vector<Placement> &placements() const { return m_placements; }
    bool isSingleBoard() const { return m_placements.size() == 1 && m_placements.front().offset == Point{} && m_placements.front().rotation == 0; }

    // Bounding size of the combined grid.
    Size combinedSize() const;

    friend bool operator==(const Course &, const Course &) = default;

private:
    BoardInfo m_info;
    std::vector<Placement> m_placements;
};

// The combined grid of a course as one board: cells outside every board are pits (the open
// edge of the play area is modelled by the grid border). Walls on shared borders merge into
// one. Boards are turned and element ids remapped by the placement scheme (placement.h).
struct CombineError {
    enum class Kind : std::uint8_t { TooLarge, NegativeOffset, Overlap };
    // A code and its places, never a sentence: the CLI words it through
    // text::combineErrorText, the editor through its ScenarioError texts (rules::courseError).
    Kind kind = Kind::Overlap;
    int placementA = -1; // 0-based
    int placementB = -1;
    Point cell{};
};
std::expected<Board, CombineError> combine(const Course &c);

} // namespace rf::model
