// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/course.h"

namespace rf::editor {

// Converting between a board's own (local) coordinates and the combined course grid, where the
// board is turned by its placement's rotation and moved by its offset. Directions turn with it.
model::Point localToCombined(const model::Placement &pl, model::Point local);
model::Point combinedToLocal(const model::Placement &pl, model::Point combined);
model::EdgePos localToCombined(const model::Placement &pl, model::EdgePos local);
model::EdgePos combinedToLocal(const model::Placement &pl, model::EdgePos combined);

// Turns every direction a cell carries (belt output and inputs, ramps, currents...).
model::Cell rotateCell(model::Cell c, model::Rotation r);
model::Cell cellToCombined(const model::Placement &pl, model::Cell local, int placementIndex);
model::Cell cellToLocal(const model::Placement &pl, model::Cell combined);
model::EdgeFeature edgeToCombined(const model::Placement &pl, model::EdgeFeature local, int placementIndex);
model::EdgeFeature edgeToLocal(const model::Placement &pl, model::EdgeFeature combined);
model::Marker markerToCombined(const model::Placement &pl, model::Marker local, int placementIndex);
model::Marker markerToLocal(const model::Placement &pl, model::Marker combined);

// Combined element ids as issued by model::combine(): (placement + 1) << shift | local id.
model::ElementId combinedId(int placementIndex, model::ElementId local);
model::ElementId localId(model::ElementId combined);

// Mirror images (flip east-west) used by the selection's mirror: directions, belt inputs and
// gear sense flip with the board.
model::Cell mirrorCell(model::Cell c);
model::Board mirroredHorizontally(const model::Board &b);
model::Board mirroredVertically(const model::Board &b);

} // namespace rf::editor
