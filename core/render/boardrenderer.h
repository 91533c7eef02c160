// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/course.h"
#include "model/laserpath.h"
#include "render/renderoptions.h"

#include <QHash>
#include <QImage>
#include <QPixmap>
#include <QRect>
#include <QRectF>
#include <QString>

#include <memory>
#include <variant>

class QPainter;

namespace rf::render {

class ArtLibrary;

// Any single element, for palette icons and previews.
using Element = std::variant<model::Floor, model::Device, model::EdgeFeature, model::Marker>;

// Paints boards, courses, single elements and robots with the SVG element art of
// resources/art (compiled into rf_render under ":/art/"). Shared by the editor canvas, the image
// exports and rallyforge-cli.
//
// Coordinates: cell (x, y) of a board covers the painter rectangle
// [x * cellSize, (x + 1) * cellSize) x [y * cellSize, (y + 1) * cellSize); edge art reaches up
// to 0.2 cells over the edge into the neighbouring cells.
//
// Art is drawn pointing north and turned at paint time. On raster devices (QImage, widgets)
// the renderer caches rasterised tiles per art, pixel size and rotation; on vector devices (PDF,
// SVG) it renders the SVG art directly. Text (numbers, names) needs a QGuiApplication.
//
// Not thread-safe: the caches are shared by all const calls. Use one renderer per thread.
class BoardRenderer {
public:
    BoardRenderer();
    ~BoardRenderer();
    BoardRenderer(const BoardRenderer &) = delete;
    BoardRenderer &operator=(const BoardRenderer &) = delete;

    // --- Boards -------------------------------------------------------------------------------
    // Paints one layer for the cells of `cellRect` (in cell coordinates; clamped to the board).
    // Everything that overlaps these cells is drawn (edge art of neighbouring edges, beams of
    // lasers mounted elsewhere) and the painter is clipped to the cells' area, so repainting
    // any set of rectangles gives the same pixels as one full paint. Honours
    // options.layer(layer).visible and .opacity (an invisible layer paints nothing).
    void paintLayer(QPainter &p, const model::Board &board, Layer layer, const QRect &cellRect,
                    const RenderOptions &options) const;
    // Background (if options.background is valid) and every visible layer of the whole board.
    void paint(QPainter &p, const model::Board &board, const RenderOptions &options) const;

    // --- Courses ------------------------------------------------------------------------------
    // A course is drawn from its combined grid (model::combine) plus board outlines and names.
    // Returns false (and sets *error) when the course cannot be combined; nothing is painted then.
    bool paint(QPainter &p, const model::Course &course, const RenderOptions &options,
               QString *error = nullptr) const;
    // Outlines and names of the placed boards, for the cells of `cellRect` of the combined grid
    // (the editor draws this on its own item above the Grid layer).
    void paintBoardOutlines(QPainter &p, const model::Course &course, const QRect &cellRect,
                            const RenderOptions &options) const;

    // --- Single elements (palette icons, previews, tool cursors) -------------------------------
    // `cell` is the rectangle of one cell in painter coordinates.
    void paintFloor(QPainter &p, const QRectF &cell, const model::Floor &floor, int level = 0) const;
    // The device art turned by its direction, belts shaped by their inputs (model::beltShape),
    // gears by their sense, repair sites by their wrenches, portals tinted by their colour.
    void paintDevice(QPainter &p, const QRectF &cell, const model::Device &device, bool registerBadges = true) const;
    // The feature drawn on side `side` of `cell` (its own `pos` is ignored). Features with a
    // direction use f.dir; pass the side the feature would have on a board.
    void paintEdgeFeature(QPainter &p, const QRectF &cell, const model::EdgeFeature &f, model::Direction side,
                          bool registerBadges = true) const;
    void paintMarker(QPainter &p, const QRectF &cell, const model::Marker &m) const;
    // A robot figure in colour `colourIndex` (modulo robotColourCount()) facing `facing`, with
    // an optional short label (a number or initials) drawn upright on it.
    void paintRobot(QPainter &p, const QRectF &cell, int colourIndex, model::Direction facing,
                    const QString &label = {}) const;
    static int robotColourCount();
    static QColor robotColour(int colourIndex);
    // The colour a portal's colour string is shown in: any QColor name ("red", "#ff8800"),
    // otherwise a stable colour picked from the string.
    static QColor portalColour(const std::string &colour);

    // A square icon of one element on a floor square: edge features are shown on the side
    // they act from (lasers with a short beam), markers and devices with their parameters.
    // `sizePx` is in device-independent pixels; the pixmap gets devicePixelRatio `dpr`.
    // elementIcon needs a QGuiApplication (QPixmap); elementImage does not need one unless the
    // element shows text (markers, badges).
    QPixmap elementIcon(const Element &element, int sizePx, qreal dpr = 1.0) const;
    QImage elementImage(const Element &element, int sizePx, qreal dpr = 1.0) const;

    // --- Geometry helpers ---------------------------------------------------------------------
    static QRectF cellRect(model::Point p, double cellSize);
    // The cells of `board` touched by `area` (painter coordinates), possibly empty.
    static QRect cellsTouching(const QRectF &area, model::Size boardSize, double cellSize);
    static QRect allCells(model::Size boardSize) { return QRect(0, 0, boardSize.width, boardSize.height); }
    // How far (in cells) the art of edge feature `f` reaches from its edge into the cell that
    // lies in direction `into`: the art's 0.2, or on the side a timed pusher or laser acts on,
    // the far end of its register badges (with `badges`). Hover hit tests name what is drawn.
    static double edgeArtReach(const model::EdgeFeature &f, model::Direction into, bool badges = true);

    // Drops cached SVG renderers and tiles (e.g. after a large zoom change to free memory).
    void clearCache();

private:
    void paintFloorLayer(QPainter &p, const model::Board &b, const QRect &cells, const RenderOptions &o) const;
    void paintDeviceLayer(QPainter &p, const model::Board &b, const QRect &cells, const RenderOptions &o) const;
    void paintEdgeLayer(QPainter &p, const model::Board &b, const QRect &cells, const RenderOptions &o) const;
    void paintMarkerLayer(QPainter &p, const model::Board &b, const QRect &cells, const RenderOptions &o) const;
    void paintLaserLayer(QPainter &p, const model::Board &b, const QRect &cells, const RenderOptions &o) const;
    void paintGridLayer(QPainter &p, const model::Board &b, const QRect &cells, const RenderOptions &o) const;
    void paintFloorAt(QPainter &p, const QRectF &cell, const model::Floor &floor, bool upper, bool raster) const;
    void paintDeviceAt(QPainter &p, const QRectF &cell, const model::Device &d, bool badges, bool raster) const;
    void paintEdgeAt(QPainter &p, QPointF centre, double cellSize, const model::EdgeFeature &f,
                     model::Direction side, bool badges, bool raster) const;
    void paintLedgeAt(QPainter &p, QPointF centre, double cellSize, model::Direction drop,
                      model::Direction side, bool raster) const;
    void paintMarkerAt(QPainter &p, const QRectF &cell, const model::Marker &m, bool raster) const;
    void paintBeams(QPainter &p, const model::BeamTable &beams, const model::EdgeFeature &laser, double cellSize) const;
    // Level shading of one square: two bits per side (North first), 1 = a shadow cast by a higher
    // neighbour, 2 = the lit rim above a lower one; 0 = no level change around it.
    static int shadeCode(const model::Board &b, model::Point p);
    static void paintShade(QPainter &p, const QRectF &cell, int code, double rim);
    // The shading of one square as a cached tile of `px` device pixels (gradients are slow to
    // fill square by square; there are at most 81 kinds of square).
    const QImage &shadeTile(int code, int px) const;

    std::unique_ptr<ArtLibrary> m_art;
    mutable QHash<int, QImage> m_shadeTiles;
    mutable int m_shadeTilePx = 0;
};

} // namespace rf::render
