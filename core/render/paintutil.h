// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small drawing helpers shared by the renderer's files (not part of the public API).

#include "model/geometry.h"

#include <QColor>
#include <QPointF>
#include <QRectF>
#include <QString>

class QPainter;

namespace rf::render {
class ArtLibrary;
}

namespace rf::render::detail {

// Unit vector of a direction in painter coordinates (y down).
QPointF unit(model::Direction d);
// Text centred in `box`, `px` logical pixels high (independent of the device's DPI).
void drawCentredText(QPainter &p, const QRectF &box, const QString &text, double px, const QColor &colour,
                     bool bold = true, const QColor &halo = {});
// Five small register squares (1..5) along `strip`, active ones lit. Digits when there is room
// on the device, lit dots otherwise.
void drawRegisterBadges(QPainter &p, const ArtLibrary &art, const QRectF &strip, model::RegisterSet regs, bool vertical,
                        bool raster);
// `beams` parallel laser beams from `from` to `to` (travelling `dir`), spaced as the nozzles of
// the laser art. Timed lasers (active in some registers only) get dashed cores.
void drawBeams(QPainter &p, QPointF from, QPointF to, model::Direction dir, int beams, double cellSize, bool timed);

} // namespace rf::render::detail
