// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/board.h"
#include "model/passage.h"

#include <cstdint>
#include <vector>

namespace rf::validate {

// Cells a robot can get to from any start position: it walks where `passage` (the board's,
// model/passage.h) lets it cross - not through walls, repulsors, one-way walls against their
// blocked direction or ledges upwards - and onto the squares it may stand on - not pits, drains,
// crates or priority antennas; entering a portal also reaches its partner, a teleporter
// reaches the squares 2 to 6 away in a straight line, and reboot tokens are reached (a robot
// rebooting lands there). Belts, currents, pushers and oil move robots only where they could
// walk, so they add nothing. It errs on the side of "reachable", so an "unreachable" warning is
// not a false alarm; the one way in it leaves out is re-entry beside an archive marker another
// robot stands on (docs/rules.md, "What robots can reach"). Returns one flag per cell
// (row-major), or an empty vector when no start lies on the grid.
std::vector<std::uint8_t> reachableFromStarts(const model::Board &b, const model::PassageTable &passage);

} // namespace rf::validate
