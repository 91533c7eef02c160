// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/board.h"

#include <vector>

namespace rf::editor {

// What a resize leaves out: the elements that would fall off the new frame, at their old places.
// Floors count when they are not plain floor (a pit or an oil slick cut off is a loss too); the
// level of a cell is no element of its own.
struct ResizeCut {
    std::vector<std::pair<model::Point, model::Floor>> floors;
    std::vector<std::pair<model::Point, model::Device>> devices;
    std::vector<model::EdgeFeature> edges;
    std::vector<model::Marker> markers;
    int squares = 0; // squares of the old board outside the new frame, plain or not

    bool hasElements() const { return !floors.empty() || !devices.empty() || !edges.empty() || !markers.empty(); }
};

struct BoardResize {
    model::Board board;
    ResizeCut cut;
};

// The board as Tiled's Resize Map makes it: `size` squares, the old board's top-left square at
// `offset` of the new one (negative: columns or rows cut off at the top or left). Everything keeps
// its id, and the board its next id and details, so undoing is swapping the boards back.
BoardResize resizeBoard(const model::Board &board, model::Size size, model::Point offset);

} // namespace rf::editor
