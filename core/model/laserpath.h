// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/board.h"

#include <cstdint>
#include <vector>

namespace rf::model {

// Whether the board itself (not robots) stops a beam travelling from `from` across its side `d`:
// walls, one-way walls blocking that crossing, the board border, and a crate or a priority
// antenna in the next cell (they block like walls on all four sides, RULES.md 3 and 6).
bool beamBlockedLeaving(const Board &b, Point from, Direction d);

// The cells a beam lights, in order, starting at `first` and travelling `d`, until the board
// stops it. `first` itself is included unless it holds a crate or antenna (or is off the board).
// Robots are not considered: the simulator walks this path and stops at the first robot.
std::vector<Point> beamPath(const Board &b, Point first, Direction d);

// The path of a board laser: it is mounted on its edge and fires into the neighbouring cell
// in its direction.
std::vector<Point> laserPath(const Board &b, const EdgeFeature &laser);

// The first square a board laser's beam lights (it may lie off the board).
Point laserStart(const EdgeFeature &laser);

// How beams travel over a whole board, found in one pass per direction rather than by walking
// every beam (a board with a laser on every square has beams whose paths add up to the cube of
// its side). Per square and direction: whether the board stops a beam leaving it that way
// (beamBlockedLeaving), how many squares such a beam crosses before it is stopped, and from how
// many squares back a beam travelling that way still reaches the square.
class BeamTable {
public:
    explicit BeamTable(const Board &b);

    bool blocked(Point from, Direction d) const { return m_blocked[slot(from, d)] != 0; }
    int reach(Point from, Direction d) const { return m_reach[slot(from, d)]; }
    int behind(Point p, Direction d) const { return m_behind[slot(p, d)]; }
    // The number of squares beamPath(b, first, d) lights: 0 off the board or on a crate.
    int pathLength(Point first, Direction d) const;

private:
    std::size_t slot(Point p, Direction d) const
    {
        return (static_cast<std::size_t>(p.y) * static_cast<std::size_t>(m_size.width) + static_cast<std::size_t>(p.x)) * 4 +
               static_cast<std::size_t>(d);
    }

    Size m_size;
    std::vector<std::uint8_t> m_blocked;
    std::vector<std::uint8_t> m_stops; // per square: a crate or antenna stops a beam inside it
    std::vector<int> m_reach;
    std::vector<int> m_behind;
};

} // namespace rf::model
