// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/elements.h"

#include <QString>

#include <vector>

namespace rf::editor {

enum class PaletteGroup { Floor, Belts, Rotators, Hazards, Timed, Markers, Walls };
inline constexpr int kPaletteGroupCount = 7;

// One thing the user can pick to paint: a floor kind, a device prototype, an edge feature
// prototype or a marker kind. Prototypes carry the defaults (express, wrenches, registers...)
// that painting copies; direction comes from the tool's rotation.
struct PaletteEntry {
    enum class Type { Floor, Device, Edge, Marker };
    Type type = Type::Floor;
    PaletteGroup group = PaletteGroup::Floor;
    QString key{}; // stable, e.g. "device:belt-express"
    model::FloorKind floor = model::FloorKind::Floor;
    model::Device device{};
    model::EdgeFeature edge{};
    model::MarkerKind marker = model::MarkerKind::Checkpoint;

    QString name() const;
    QString toolTip() const;
    bool hasDirection() const;
    friend bool operator==(const PaletteEntry &a, const PaletteEntry &b) { return a.key == b.key; }
};

QString paletteGroupName(PaletteGroup g);
// Every entry of the palette, in display order.
const std::vector<PaletteEntry> &paletteEntries();
const PaletteEntry *findPaletteEntry(const QString &key);

} // namespace rf::editor
