// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/board.h"

#include <cstdint>
#include <vector>

namespace rf::validate {

// Per-cell bit masks (bit = Direction) of the sides a robot cannot leave through: walls,
// repulsors (mounted on a wall) and one-way walls in `walls`, ledges climbed from the lower
// level in `ledges` (dropping down is allowed). Built in one pass over the edge features so
// checks need no per-cell look-ups.
class BlockMasks {
public:
    explicit BlockMasks(const model::Board &b);

    bool wallBlocks(model::Point p, model::Direction d) const { return bit(m_walls, p, d); }
    bool ledgeBlocks(model::Point p, model::Direction d) const { return bit(m_ledges, p, d); }
    bool blocks(model::Point p, model::Direction d) const { return wallBlocks(p, d) || ledgeBlocks(p, d); }

private:
    bool bit(const std::vector<std::uint8_t> &m, model::Point p, model::Direction d) const
    {
        return (m[index(p)] >> static_cast<int>(d)) & 1U;
    }
    std::size_t index(model::Point p) const
    {
        return static_cast<std::size_t>(p.y) * static_cast<std::size_t>(m_width) + static_cast<std::size_t>(p.x);
    }
    void set(std::vector<std::uint8_t> &m, model::Point p, model::Direction d);
    void markLedge(const model::Board &b, model::EdgePos e);

    int m_width = 0;
    int m_height = 0;
    std::vector<std::uint8_t> m_walls;
    std::vector<std::uint8_t> m_ledges;
};

// Cells a robot can get to from any start position: it walks without crossing walls, repulsors,
// one-way walls against their blocked direction or ledges upwards, and does not enter pits,
// drains, crates or priority antennas; entering a portal also reaches its partner, a teleporter
// reaches the squares 2 to 6 away in a straight line, and reboot tokens are reached (a robot
// rebooting lands there). Belts, currents, pushers and oil move robots only where they could
// walk, so they add nothing. It errs on the side of "reachable", so an "unreachable" warning is
// not a false alarm; the one way in it leaves out is re-entry beside an archive marker another
// robot stands on (docs/rules.md, "What robots can reach"). Returns one flag per cell
// (row-major), or an empty vector when no start lies on the grid.
std::vector<std::uint8_t> reachableFromStarts(const model::Board &b, const BlockMasks &masks);

} // namespace rf::validate
