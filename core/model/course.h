// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/board.h"

#include <expected>
#include <string>
#include <vector>

namespace rf::model {

// One board placed on a course: turned by `rotation` quarter turns clockwise, then its
// top-left corner put at `offset` on the combined grid.
struct Placement {
    Board board;
    Point offset{};
    Rotation rotation = 0;
    std::string source{}; // relative path the board came from, if it was referenced (informative)
    friend bool operator==(const Placement &, const Placement &) = default;
};

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
// one. Element ids are remapped to be unique: combined id = (placement index + 1) << 20 | id,
// so a trace can name the board an element came from (see boardOfCombinedId).
struct CombineError {
    std::string message;
    int placementA = -1;
    int placementB = -1;
    Point cell{};
};
std::expected<Board, CombineError> combine(const Course &c);
inline constexpr int kCombinedIdShift = 20;
constexpr int boardOfCombinedId(ElementId id) { return static_cast<int>(id >> kCombinedIdShift) - 1; }

} // namespace rf::model
