// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/interop/formatregistry.h"
#include "model/board.h"

#include <QByteArray>

#include <cstdint>
#include <optional>
#include <vector>

// Internals of the roboprojekt format shared by its reader and writer.
namespace rf::io::interop::roboprojekt {

// Tiled rotation flags (gid >> 28) <-> facing; only the four pure rotations are valid.
std::optional<model::Direction> facingFromFlags(std::uint32_t flags);
std::uint32_t flagsForFacing(model::Direction d); // already shifted into the top bits

// A belt tile: express or not, `turn` = direction_out in quarter turns (-1, 0, 1, 2), and
// whether it is a crossroad (merge) picture.
struct BeltTile {
    bool express = false;
    int turn = 0;
    bool crossroad = false;
};
std::optional<BeltTile> beltTile(int tileId);
int beltTileId(BeltTile t);
// The input sides of a belt tile whose output is `out`.
model::DirectionSet beltInputs(BeltTile t, model::Direction out);

QByteArray writeMap(const model::Board &b, std::vector<ConversionNote> &notes);

} // namespace rf::io::interop::roboprojekt
