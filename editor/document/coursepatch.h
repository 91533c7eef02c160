// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/course.h"

#include <functional>
#include <optional>
#include <vector>

namespace rf::editor {

// A sparse, reversible change to the boards of a course, in each board's own coordinates and
// ids. Undo commands store one and the document applies it forwards (redo) or backwards (undo).
// Only what changed is kept, so long undo histories stay small.
struct CellChange {
    int placement = 0;
    model::Point local{};
    model::Cell before{};
    model::Cell after{};
};

struct EdgeChange {
    int placement = 0;
    model::ElementId id = model::kNoId; // local id
    std::optional<model::EdgeFeature> before{};
    std::optional<model::EdgeFeature> after{};
};

struct MarkerChange {
    int placement = 0;
    model::ElementId id = model::kNoId; // local id
    std::optional<model::Marker> before{};
    std::optional<model::Marker> after{};
};

struct NextIdChange {
    int placement = 0;
    model::ElementId before = 1;
    model::ElementId after = 1;
};

struct CoursePatch {
    std::vector<CellChange> cells{};
    std::vector<EdgeChange> edges{};
    std::vector<MarkerChange> markers{};
    std::vector<NextIdChange> nextIds{};

    bool empty() const { return cells.empty() && edges.empty() && markers.empty(); }
};

// Which changes of a patch to keep (a guard: the tools leave locked levels alone). Each change
// stands alone, so a patch without some of them is still a consistent edit.
struct PatchFilter {
    std::function<bool(const CellChange &)> cell;
    std::function<bool(const EdgeChange &)> edge;
    std::function<bool(const MarkerChange &)> marker;
};

} // namespace rf::editor
