// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/elements.h"

#include <QList>
#include <QRect>

namespace rf::editor {

// What the user has selected on the combined grid: a rectangle of cells and the elements
// (devices, edge features, markers; combined ids) the properties panel edits.
struct Selection {
    QRect cells{};
    QList<model::ElementId> elements{};

    bool isEmpty() const { return cells.isEmpty() && elements.isEmpty(); }
    friend bool operator==(const Selection &, const Selection &) = default;
};

} // namespace rf::editor
