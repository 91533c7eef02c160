// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/board.h"

#include <QColor>

#include <algorithm>
#include <array>
#include <cstdint>

namespace rf::render {

// The separately paintable layers of a board, in painting order (bottom to top). The editor's
// canvas draws one QGraphicsItem per layer; exports paint them all in this order.
enum class Layer : std::uint8_t {
    Floor,   // floor kinds, water currents, the upper level's lighter plates and cast shadows
    Devices, // belts, gears, ... and the register badges of timed devices
    Edges,   // walls, one-way walls, ledges (explicit and derived), lasers mounts, pushers, ...
    Markers, // checkpoints, start positions, dock cells
    Lasers,  // board laser beams, drawn to where they stop (model::laserPath)
    Grid,    // thin cell borders
};
inline constexpr int kLayerCount = 6;
inline constexpr std::array<Layer, kLayerCount> kAllLayers{Layer::Floor, Layer::Devices, Layer::Edges,
                                                           Layer::Markers, Layer::Lasers, Layer::Grid};

struct LayerStyle {
    bool visible = true;
    double opacity = 1.0; // 0..1, applied by the renderer on top of the painter's opacity
};

struct RenderOptions {
    // Size of one cell in the painter's logical units (scene units in the editor, pixels in a
    // PNG at scale 1). Cell (x, y) covers [x * cellSize, (x + 1) * cellSize) on each axis, so the
    // board's top-left corner is the painter's origin.
    double cellSize = 64.0;
    // Draw the Grid layer (in addition to layers[Grid].visible).
    bool grid = true;
    std::array<LayerStyle, kLayerCount> layers{};
    // Which elevation levels are shown (index = model::Cell::level). Cells on a hidden level get
    // a plain dark fill and none of their devices, markers or edge features.
    std::array<bool, model::Board::kLevels> levels{true, true};
    // Opacity (0..1) of what stands on each level: its floors, devices, markers and the edge
    // features beside its squares (an edge between levels takes the more opaque side).
    std::array<double, model::Board::kLevels> levelOpacity{1.0, 1.0};
    // Small 1-5 badges on crushers, flamers, trap doors, pushers and timed lasers.
    bool registerBadges = true;
    // Lighter plates and cast shadows for the upper level (level 1).
    bool levelShading = true;
    // Course painting only: board outlines and names.
    bool boardOutlines = true;
    // Allow cached raster tiles when the painter paints on a raster device with an axis-aligned
    // transform (fast path for the canvas and PNG). Vector devices (PDF, SVG) always get the SVG
    // art itself, so exports stay vector.
    bool rasterCache = true;
    // Painted behind everything by paint() (not by paintLayer()); invalid = transparent.
    QColor background{};

    LayerStyle &layer(Layer l) { return layers[static_cast<std::size_t>(l)]; }
    const LayerStyle &layer(Layer l) const { return layers[static_cast<std::size_t>(l)]; }
    bool levelShown(int level) const { return level < 0 || level >= model::Board::kLevels || levels[static_cast<std::size_t>(level)]; }
    double levelAlpha(int level) const
    {
        return level < 0 || level >= model::Board::kLevels ? 1.0 : std::clamp(levelOpacity[static_cast<std::size_t>(level)], 0.0, 1.0);
    }
    bool levelsTranslucent() const { return levelOpacity[0] < 1.0 || levelOpacity[1] < 1.0; }
};

} // namespace rf::render
