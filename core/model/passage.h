// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Board passage (RULES.md 3 and 4; docs/rules.md, walls, ledges, ramps, repulsors): whether a
// robot can cross a cell side, whether it may stand on a cell, and what entering a cell does to
// it. The one place these rules are written: the simulator asks through rules::BoardIndex
// (which keeps a PassageTable), the validator and its reachability search ask here directly.
// Robots are not considered: a robot in the way blocks or is pushed, which is the rules' job.

#include "model/board.h"

#include <cstdint>
#include <vector>

namespace rf::model {

// What crossing one cell side in one direction does to a moving robot.
enum class Crossing : std::uint8_t {
    Free,
    Wall,      // wall, one-way wall from its blocking side, repulsor from behind, crate/antenna in the next cell
    LedgeUp,   // a ledge approached from the lower level: acts as a wall
    LedgeDrop, // dropping to the lower level (kLedgeDropDamage)
    Repulsor,  // running into a repulsor field from the side it faces (blocks, repels)
};

// The robot gets across (dropping down a ledge included); the others stop it where it stands.
constexpr bool passable(Crossing c) { return c == Crossing::Free || c == Crossing::LedgeDrop; }
// A wall of some kind stops the robot (not a ledge): a wall, a one-way wall, a repulsor field.
constexpr bool walled(Crossing c) { return c == Crossing::Wall || c == Crossing::Repulsor; }

// Damage a robot takes dropping down a ledge (RULES.md 3).
inline constexpr int kLedgeDropDamage = 2;

// One side of a cell crossed in one direction.
struct SidePassage {
    Crossing crossing = Crossing::Free;
    ElementId repulsor = kNoId; // the repulsor field that decided the crossing, if one did
    friend bool operator==(const SidePassage &, const SidePassage &) = default;
};

// Crossing the side `d` of cell `from` (on the board) by the edge alone: its walls, one-way walls
// and repulsors first, then the ledge there (Board::ledgeAt: levels, ramps, explicit ledges).
// A wall wins over a ledge on the same edge; a laser or pusher does not block. Leaving the board
// across a border edge is Free (the robot falls off) unless a wall is there.
SidePassage edgePassage(const Board &b, Point from, Direction d);
// The whole crossing as the simulator sees it: the edge, and a crate or a priority antenna in the
// next cell, which blocks like a wall (RULES.md 4). Walls and repulsors come first, then the
// crate or antenna, then ledges.
SidePassage passage(const Board &b, Point from, Direction d);

// Whether an edge carries a wall a laser can hang on: a wall, a one-way wall (either way) or a
// repulsor field (mounted on a wall). A laser edge alone does not block robots.
bool edgeHasWall(const Board &b, EdgePos e);

// A robot entering a cell with this floor falls and is destroyed (a pit, a drain).
constexpr bool floorDestroys(FloorKind k) { return k == FloorKind::Pit || k == FloorKind::Drain; }
// A robot may stand on the cell: it neither falls there nor is it kept out (crate, antenna).
// Used where a robot is put down (re-entry, reboot) and by the validator's reachability.
constexpr bool mayStand(const Cell &c) { return !floorDestroys(c.floor.kind) && !blocksLikeWall(c.device.kind); }

// What entering a cell can do to a robot, besides the crossing's ledge drop. Most cells do
// nothing, so entering them is one test.
enum class Entry : std::uint8_t {
    Nothing,
    Pit,      // destroyed
    Drain,    // destroyed
    TrapDoor, // destroyed while the trap door is open (its registers)
    Flamer,   // 1 damage while it burns (its registers), moving onto or through it by a card
};
constexpr Entry entryOf(const Cell &c)
{
    if (c.floor.kind == FloorKind::Pit)
        return Entry::Pit;
    if (c.floor.kind == FloorKind::Drain)
        return Entry::Drain;
    if (c.device.kind == DeviceKind::TrapDoor)
        return Entry::TrapDoor;
    if (c.device.kind == DeviceKind::Flamer)
        return Entry::Flamer;
    return Entry::Nothing;
}

// The answers of edgePassage() and passage() for every cell side of a board, computed in one
// pass over its edge features (no look-up per side), for the simulator and the validator.
class PassageTable {
public:
    PassageTable() = default;
    explicit PassageTable(const Board &b);

    Crossing crossing(Point from, Direction d) const { return m_crossing[slot(from, d)]; }
    Crossing edgeCrossing(Point from, Direction d) const { return m_edge[slot(from, d)]; }
    ElementId repulsorId(Point from, Direction d) const { return m_repulsor[slot(from, d)]; }
    SidePassage passage(Point from, Direction d) const { return {crossing(from, d), repulsorId(from, d)}; }
    SidePassage edgePassage(Point from, Direction d) const { return {edgeCrossing(from, d), repulsorId(from, d)}; }

private:
    std::size_t slot(Point p, Direction d) const
    {
        return (static_cast<std::size_t>(p.y) * static_cast<std::size_t>(m_width) + static_cast<std::size_t>(p.x)) * 4 +
               static_cast<std::size_t>(d);
    }

    int m_width = 0;
    std::vector<Crossing> m_crossing; // passage()
    std::vector<Crossing> m_edge;     // edgePassage()
    std::vector<ElementId> m_repulsor;
};

} // namespace rf::model
