// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/coursepatch.h"
#include "model/board.h"

#include <map>
#include <tuple>

namespace rf::editor {

class BoardDocument;

// Builds a CoursePatch from edits expressed on the combined grid. Edits are applied to the
// document at once (silently, so later edits read earlier ones, e.g. belt neighbours), and
// take() rolls them back and hands the patch to an undo command, whose redo() applies it
// with change signals. Cells outside every board are ignored.
class PatchBuilder {
public:
    explicit PatchBuilder(BoardDocument &doc);
    ~PatchBuilder();
    PatchBuilder(const PatchBuilder &) = delete;
    PatchBuilder &operator=(const PatchBuilder &) = delete;

    const model::Board &combined() const;

    bool setFloor(model::Point cell, model::Floor floor);
    bool setLevel(model::Point cell, int level);
    // Puts a device (directions on the combined grid). Keeps the id of the device already in
    // the cell when `keepId` and the kinds match, else issues a fresh one.
    bool setDevice(model::Point cell, model::Device device, bool keepId = false);
    bool clearDevice(model::Point cell);
    bool clearCell(model::Point cell);
    // Returns the combined id of the new feature, or kNoId when the edge is off every board.
    model::ElementId addEdge(model::EdgeFeature feature);
    bool removeEdge(model::ElementId combinedId);
    bool replaceEdge(const model::EdgeFeature &feature); // same combined id, same board
    model::ElementId addMarker(model::Marker marker);
    bool removeMarker(model::ElementId combinedId);
    bool replaceMarker(const model::Marker &marker);

    // Rolls the edits back and returns them.
    CoursePatch take();

private:
    model::Board &board(int placement);
    void touchCell(int placement, model::Point local);
    void touchEdge(int placement, model::ElementId id);
    void touchMarker(int placement, model::ElementId id);
    void touchBoard(int placement);
    void mirrorCell(int placement, model::Point local);

    BoardDocument &m_doc;
    std::map<std::tuple<int, int, int>, std::size_t> m_cellIndex;
    std::map<std::pair<int, model::ElementId>, std::size_t> m_edgeIndex;
    std::map<std::pair<int, model::ElementId>, std::size_t> m_markerIndex;
    CoursePatch m_patch;
    bool m_taken = false;
};

} // namespace rf::editor
