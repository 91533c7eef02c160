// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/board.h"

#include <string>

// A board placed on a course, and the one scheme that maps its own (local) coordinates, directions
// and element ids to the combined course grid and back. combine() builds the course's grid with
// it and the editor locates its edits with it, so the two always agree.
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

// Element ids on the combined grid: combined id = (placement index + 1) << kCombinedIdShift | id,
// so a trace can name the board an element came from. Local ids are below 1 << kCombinedIdShift.
inline constexpr int kCombinedIdShift = 20;
inline constexpr ElementId kLocalIdMask = (ElementId{1} << kCombinedIdShift) - 1;
constexpr ElementId combinedId(int placementIndex, ElementId local)
{
    return local == kNoId ? kNoId
                          : (static_cast<ElementId>(placementIndex + 1) << kCombinedIdShift) | (local & kLocalIdMask);
}
constexpr ElementId localId(ElementId combined)
{
    return combined & kLocalIdMask;
}
// The placement index an element id of the combined grid came from (-1 for none).
constexpr int boardOfCombinedId(ElementId id)
{
    return static_cast<int>(id >> kCombinedIdShift) - 1;
}

// Positions: the board turned by the placement's rotation and moved by its offset.
Point localToCombined(const Placement &pl, Point local);
Point combinedToLocal(const Placement &pl, Point combined);
EdgePos localToCombined(const Placement &pl, EdgePos local);
EdgePos combinedToLocal(const Placement &pl, EdgePos combined);

// Elements: positions, directions and ids.
Cell cellToCombined(const Placement &pl, Cell local, int placementIndex);
Cell cellToLocal(const Placement &pl, Cell combined);
EdgeFeature edgeToCombined(const Placement &pl, EdgeFeature local, int placementIndex);
EdgeFeature edgeToLocal(const Placement &pl, EdgeFeature combined);
Marker markerToCombined(const Placement &pl, Marker local, int placementIndex);
Marker markerToLocal(const Placement &pl, Marker combined);

} // namespace rf::model
