// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/board.h"

#include <cstdint>
#include <random>

namespace rf::test {

// A board of `width` x `height` squares strewn from `seed` with what stops or fires beams: walls,
// one-way walls, crates, priority antennas, and lasers on edges inside and on the border, some
// sharing an edge. About `percent` of the squares get each kind. Raw mt19937 draws (its sequence
// is fixed by the standard, unlike the distributions') keep a seed's board the same everywhere.
inline model::Board randomBeamBoard(std::uint32_t seed, int width, int height, int percent)
{
    using namespace rf::model;
    std::mt19937 draw(seed);
    auto below = [&](int n) { return static_cast<int>(draw() % static_cast<std::uint32_t>(n)); };
    Board b(width, height, "random");
    for (Point p{0, 0}; p.y < height; ++p.y) {
        for (p.x = 0; p.x < width; ++p.x) {
            if (below(100) < percent / 2)
                b.setDevice(p, Device{.kind = below(3) == 0 ? DeviceKind::PriorityAntenna : DeviceKind::Crate});
            for (Direction d : kAllDirections) {
                const EdgePos e = EdgePos::of(p, d);
                if (below(100) < percent)
                    b.addEdgeFeature({.pos = e, .kind = EdgeKind::Wall});
                if (below(100) < percent)
                    b.addEdgeFeature({.pos = e, .kind = EdgeKind::OneWayWall, .dir = static_cast<Direction>(below(4))});
                if (below(100) < percent)
                    b.addEdgeFeature({.pos = e, .kind = EdgeKind::Laser, .dir = static_cast<Direction>(below(4)), .beams = 1 + below(3)});
            }
        }
    }
    return b;
}

} // namespace rf::test
