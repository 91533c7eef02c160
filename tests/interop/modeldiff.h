// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/interop/formatregistry.h"
#include "model/course.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

// Compares boards element by element, ignoring element ids (foreign formats have none) and
// parameters a kind does not use, and checks that conversion notes account for every
// difference.
namespace rf::testing {

struct Item {
    std::optional<model::Point> cell{};
    std::optional<model::EdgePos> edge{};
    QString text;
    friend auto operator<=>(const Item &, const Item &) = default;
    QString toString() const;
};

// Every element of the board as one item at its place (board info as items without a place).
std::vector<Item> describe(const model::Board &b);

struct Diff {
    std::vector<Item> removed; // in the first board only
    std::vector<Item> added;   // in the second board only
    bool empty() const { return removed.empty() && added.empty(); }
    QString toString() const;
};
Diff diff(const model::Board &a, const model::Board &b);

// Differences no note accounts for. A note at a cell covers the cell and its four edges, a note
// at an edge covers that edge, a note without a place covers items without a place.
QStringList uncovered(const Diff &d, const std::vector<io::interop::ConversionNote> &notes);
// Notes whose place shows no difference (the writer reported a loss that did not happen).
QStringList unfounded(const Diff &d, const std::vector<io::interop::ConversionNote> &notes);

} // namespace rf::testing
