// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// BoardRenderer: the layers of a board and of a course. Single elements are in elementart.cpp.

#include "render/boardrenderer.h"

#include "model/laserpath.h"
#include "render/artlibrary.h"
#include "render/paintutil.h"
#include "text/tracetext.h"

#include <QLinearGradient>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <optional>

namespace rf::render {

using model::Direction;
using model::EdgeKind;
using model::EdgePos;
using model::Point;

namespace {

// The middle of an edge in painter coordinates.
QPointF edgeCentre(EdgePos e, double cs)
{
    return e.axis == EdgePos::Axis::Horizontal ? QPointF((e.x + 0.5) * cs, e.y * cs) : QPointF(e.x * cs, (e.y + 0.5) * cs);
}

// The side of the `after` cell the edge lies on (used to orient axis-only art).
Direction edgeSide(EdgePos e) { return e.axis == EdgePos::Axis::Horizontal ? Direction::North : Direction::West; }

// Whether an edge's art can reach into `cells`: edges on the border of the rectangle or inside.
bool edgeTouches(EdgePos e, const QRect &cells)
{
    if (e.axis == EdgePos::Axis::Horizontal)
        return e.x >= cells.left() && e.x <= cells.right() && e.y >= cells.top() && e.y <= cells.bottom() + 1;
    return e.x >= cells.left() && e.x <= cells.right() + 1 && e.y >= cells.top() && e.y <= cells.bottom();
}

// An edge is shown when a cell on either side is on a shown level.
bool edgeShown(const model::Board &b, EdgePos e, const RenderOptions &o)
{
    const Point a = e.before();
    const Point c = e.after();
    return (b.contains(a) && o.levelShown(b.cell(a).level)) || (b.contains(c) && o.levelShown(b.cell(c).level));
}

// The edge features whose x lies in [x0, x1] (features are sorted by position, x first).
std::span<const model::EdgeFeature> featuresInColumns(const model::Board &b, int x0, int x1)
{
    const auto all = b.edgeFeatures();
    const auto first = std::lower_bound(all.begin(), all.end(), x0, [](const model::EdgeFeature &f, int x) { return f.pos.x < x; });
    const auto last = std::upper_bound(first, all.end(), x1, [](int x, const model::EdgeFeature &f) { return x < f.pos.x; });
    return {first, last};
}

// The painter's opacity for one level's content: the layer's opacity times the level's. Does
// nothing (not even touching the painter) while both levels are opaque.
class LevelOpacity {
public:
    LevelOpacity(QPainter &p, const RenderOptions &o) : m_p(p), m_o(o), m_base(p.opacity()), m_active(o.levelsTranslucent()) {}
    ~LevelOpacity()
    {
        if (m_active)
            m_p.setOpacity(m_base);
    }
    LevelOpacity(const LevelOpacity &) = delete;
    LevelOpacity &operator=(const LevelOpacity &) = delete;
    void set(int level)
    {
        if (m_active)
            m_p.setOpacity(m_base * m_o.levelAlpha(level));
    }
    // An edge between two squares: the more opaque side.
    void setEdge(const model::Board &b, EdgePos e)
    {
        if (!m_active)
            return;
        double a = 0.0;
        for (const Point q : {e.before(), e.after()})
            if (b.contains(q))
                a = std::max(a, m_o.levelAlpha(b.cell(q).level));
        m_p.setOpacity(m_base * a);
    }

private:
    QPainter &m_p;
    const RenderOptions &m_o;
    double m_base;
    bool m_active;
};

QRectF cellsArea(const QRect &cells, double cs)
{
    return QRectF(cells.x() * cs, cells.y() * cs, cells.width() * cs, cells.height() * cs);
}

} // namespace

BoardRenderer::BoardRenderer() : m_art(std::make_unique<ArtLibrary>()) {}
BoardRenderer::~BoardRenderer() = default;

void BoardRenderer::clearCache()
{
    m_art->clear();
    m_shadeTiles.clear();
}

QRectF BoardRenderer::cellRect(Point p, double cellSize)
{
    return QRectF(p.x * cellSize, p.y * cellSize, cellSize, cellSize);
}

QRect BoardRenderer::cellsTouching(const QRectF &area, model::Size boardSize, double cellSize)
{
    if (cellSize <= 0.0 || area.isEmpty())
        return {};
    const int x0 = static_cast<int>(std::floor(area.left() / cellSize));
    const int y0 = static_cast<int>(std::floor(area.top() / cellSize));
    const int x1 = static_cast<int>(std::ceil(area.right() / cellSize)) - 1;
    const int y1 = static_cast<int>(std::ceil(area.bottom() / cellSize)) - 1;
    return QRect(QPoint(x0, y0), QPoint(x1, y1)) & allCells(boardSize);
}

void BoardRenderer::paintLayer(QPainter &p, const model::Board &board, Layer layer, const QRect &cellRect,
                               const RenderOptions &o) const
{
    const LayerStyle &style = o.layer(layer);
    if (!style.visible || style.opacity <= 0.0 || (layer == Layer::Grid && !o.grid) || o.cellSize <= 0.0)
        return;
    const QRect cells = cellRect & allCells(board.size());
    if (cells.isEmpty())
        return;
    p.save();
    p.setOpacity(p.opacity() * std::clamp(style.opacity, 0.0, 1.0));
    p.setClipRect(cellsArea(cells, o.cellSize), Qt::IntersectClip);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    switch (layer) {
    case Layer::Floor: paintFloorLayer(p, board, cells, o); break;
    case Layer::Devices: paintDeviceLayer(p, board, cells, o); break;
    case Layer::Edges: paintEdgeLayer(p, board, cells, o); break;
    case Layer::Markers: paintMarkerLayer(p, board, cells, o); break;
    case Layer::Lasers: paintLaserLayer(p, board, cells, o); break;
    case Layer::Grid: paintGridLayer(p, board, cells, o); break;
    }
    p.restore();
}

void BoardRenderer::paint(QPainter &p, const model::Board &board, const RenderOptions &o) const
{
    if (o.background.isValid())
        p.fillRect(QRectF(0, 0, board.width() * o.cellSize, board.height() * o.cellSize), o.background);
    for (Layer l : kAllLayers)
        paintLayer(p, board, l, allCells(board.size()), o);
}

void BoardRenderer::paintFloorLayer(QPainter &p, const model::Board &b, const QRect &cells, const RenderOptions &o) const
{
    const double cs = o.cellSize;
    LevelOpacity alpha(p, o);
    for (int y = cells.top(); y <= cells.bottom(); ++y) {
        for (int x = cells.left(); x <= cells.right(); ++x) {
            const model::Cell &c = b.cell({x, y});
            const QRectF r = cellRect({x, y}, cs);
            if (!o.levelShown(c.level)) {
                alpha.set(-1);
                p.fillRect(r, QColor(32, 34, 38));
                continue;
            }
            alpha.set(c.level);
            paintFloorAt(p, r, c.floor, c.level > 0 && o.levelShading, o.rasterCache);
        }
    }
    if (!o.levelShading)
        return;
    // Where the levels meet: a shadow cast on the lower cell and a lit rim on the upper one.
    const double scale = o.rasterCache ? ArtLibrary::rasterScale(p) : 0.0;
    const int px = scale > 0.0 ? static_cast<int>(std::lround(cs * scale)) : 0;
    // At least one device pixel on screens and images; a vector device (PDF, SVG) has no raster
    // scale, and "one pixel" there once made the rim 1000 squares wide: the raised area printed white.
    const double deviceScale = ArtLibrary::rasterScale(p);
    const double rim = deviceScale > 0.0 ? std::max(cs * 0.03, 1.0 / deviceScale) : cs * 0.03;
    for (int y = cells.top(); y <= cells.bottom(); ++y) {
        for (int x = cells.left(); x <= cells.right(); ++x) {
            const model::Cell &c = b.cell({x, y});
            if (!o.levelShown(c.level))
                continue;
            const int code = shadeCode(b, {x, y});
            if (code == 0)
                continue;
            alpha.set(c.level);
            const QRectF r = cellRect({x, y}, cs);
            if (px > 0)
                ArtLibrary::blit(p, r.topLeft(), shadeTile(code, px));
            else
                paintShade(p, r, code, rim);
        }
    }
}

int BoardRenderer::shadeCode(const model::Board &b, Point p)
{
    const int level = b.cell(p).level;
    int code = 0;
    for (Direction d : model::kAllDirections) {
        const Point n = model::step(p, d);
        if (!b.contains(n) || b.cell(n).level == level)
            continue;
        code |= (b.cell(n).level > level ? 1 : 2) << (2 * static_cast<int>(d));
    }
    return code;
}

void BoardRenderer::paintShade(QPainter &p, const QRectF &r, int code, double rim)
{
    constexpr int kShadowAlpha = 120; // at the foot of the raised square, fading to none
    const bool raster = ArtLibrary::rasterScale(p) > 0.0;
    const double cs = r.width();
    const double shadow = cs * 0.2;
    p.save();
    p.setPen(Qt::NoPen);
    for (Direction d : model::kAllDirections) {
        const int kind = (code >> (2 * static_cast<int>(d))) & 3;
        if (kind == 0)
            continue;
        const QPointF u = detail::unit(d);
        const QPointF edgeMid = r.center() + u * (cs / 2.0);
        const bool vertical = d == Direction::East || d == Direction::West;
        const auto bandOf = [&](double depth) {
            const QPointF inner = edgeMid - u * depth;
            return vertical ? QRectF(std::min(edgeMid.x(), inner.x()), r.top(), depth, cs)
                            : QRectF(r.left(), std::min(edgeMid.y(), inner.y()), cs, depth);
        };
        if (kind == 1 && raster) {
            QLinearGradient g(edgeMid, edgeMid - u * shadow);
            g.setColorAt(0.0, QColor(0, 0, 0, kShadowAlpha));
            g.setColorAt(1.0, QColor(0, 0, 0, 0));
            p.fillRect(bandOf(shadow), g);
        } else if (kind == 1) {
            // Qt's PDF engine writes a gradient's alpha as a soft mask in the wrong coordinates
            // (PDF readers drew the shadow as a solid black band), while a constant alpha prints
            // right. So on vector devices the fade is steps: nested bands from the edge, each
            // adding what makes the covered depth reach the gradient's alpha at its middle.
            constexpr int kSteps = 8;
            const auto target = [](int k) { return kShadowAlpha / 255.0 * (1.0 - (k + 0.5) / kSteps); };
            for (int k = kSteps - 1; k >= 0; --k) {
                const double beyond = k + 1 < kSteps ? target(k + 1) : 0.0;
                const double alpha = 1.0 - (1.0 - target(k)) / (1.0 - beyond);
                p.fillRect(bandOf(shadow * (k + 1) / kSteps),
                           QColor(0, 0, 0, static_cast<int>(std::lround(alpha * 255.0))));
            }
        } else {
            const QPointF inner = edgeMid - u * rim;
            const QRectF band = vertical ? QRectF(std::min(edgeMid.x(), inner.x()), r.top(), rim, cs)
                                         : QRectF(r.left(), std::min(edgeMid.y(), inner.y()), cs, rim);
            p.fillRect(band, QColor(255, 255, 255, 110));
        }
    }
    p.restore();
}

const QImage &BoardRenderer::shadeTile(int code, int px) const
{
    if (px != m_shadeTilePx) {
        m_shadeTiles.clear(); // one size at a time: the canvas zoom
        m_shadeTilePx = px;
    }
    auto it = m_shadeTiles.constFind(code);
    if (it != m_shadeTiles.constEnd())
        return *it;
    QImage img(px, px, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    {
        QPainter ip(&img);
        ip.setRenderHint(QPainter::Antialiasing);
        paintShade(ip, QRectF(0, 0, px, px), code, std::max(px * 0.03, 1.0));
    }
    return *m_shadeTiles.insert(code, std::move(img));
}

void BoardRenderer::paintDeviceLayer(QPainter &p, const model::Board &b, const QRect &cells, const RenderOptions &o) const
{
    LevelOpacity alpha(p, o);
    for (int y = cells.top(); y <= cells.bottom(); ++y) {
        for (int x = cells.left(); x <= cells.right(); ++x) {
            const model::Cell &c = b.cell({x, y});
            if (c.device.kind == model::DeviceKind::None || !o.levelShown(c.level))
                continue;
            alpha.set(c.level);
            paintDeviceAt(p, cellRect({x, y}, o.cellSize), c.device, o.registerBadges, o.rasterCache);
        }
    }
}

void BoardRenderer::paintEdgeLayer(QPainter &p, const model::Board &b, const QRect &cells, const RenderOptions &o) const
{
    const double cs = o.cellSize;
    const auto features = featuresInColumns(b, cells.left(), cells.right() + 1);

    // Ledges first (walls and mounts go on top): explicit ones and those derived from levels.
    std::vector<EdgePos> ledges;
    for (const model::EdgeFeature &f : features)
        if (f.kind == EdgeKind::Ledge && edgeTouches(f.pos, cells))
            ledges.push_back(f.pos);
    const QRect around = cells.adjusted(-1, -1, 1, 1) & allCells(b.size());
    for (int y = around.top(); y <= around.bottom(); ++y) {
        for (int x = around.left(); x <= around.right(); ++x) {
            const int level = b.cell({x, y}).level;
            for (Direction d : {Direction::East, Direction::South}) {
                const Point n = model::step({x, y}, d);
                const EdgePos e = EdgePos::of({x, y}, d);
                if (b.contains(n) && b.cell(n).level != level && edgeTouches(e, cells))
                    ledges.push_back(e);
            }
        }
    }
    LevelOpacity alpha(p, o);
    std::sort(ledges.begin(), ledges.end());
    ledges.erase(std::unique(ledges.begin(), ledges.end()), ledges.end());
    for (EdgePos e : ledges) {
        if (!edgeShown(b, e, o))
            continue;
        alpha.setEdge(b, e);
        if (const auto drop = b.ledgeAt(e))
            paintLedgeAt(p, edgeCentre(e, cs), cs, *drop, edgeSide(e), o.rasterCache);
    }

    for (const model::EdgeFeature &f : features) {
        if (f.kind == EdgeKind::Ledge || !edgeTouches(f.pos, cells) || !edgeShown(b, f.pos, o))
            continue;
        alpha.setEdge(b, f.pos);
        paintEdgeAt(p, edgeCentre(f.pos, cs), cs, f, edgeSide(f.pos), o.registerBadges, o.rasterCache);
    }
}

void BoardRenderer::paintMarkerLayer(QPainter &p, const model::Board &b, const QRect &cells, const RenderOptions &o) const
{
    LevelOpacity alpha(p, o);
    for (const model::Marker &m : b.markers()) {
        if (!cells.contains(m.at.x, m.at.y) || !o.levelShown(b.cell(m.at).level))
            continue;
        alpha.set(b.cell(m.at).level);
        paintMarkerAt(p, cellRect(m.at, o.cellSize), m, o.rasterCache);
    }
}

void BoardRenderer::paintLaserLayer(QPainter &p, const model::Board &b, const QRect &cells, const RenderOptions &o) const
{
    // Where each beam ends comes from one table of the whole board, made when a beam is to be
    // drawn, rather than from tracing every beam (on a dense board the cube of its side).
    std::optional<model::BeamTable> beams;
    for (const model::EdgeFeature &f : b.edgeFeatures()) {
        if (f.kind != EdgeKind::Laser)
            continue;
        // Cheap rejection: the beam stays in the row or column it fires along.
        const bool alongX = f.dir == Direction::East || f.dir == Direction::West;
        const int line = alongX ? f.pos.y : f.pos.x;
        if (alongX ? (line < cells.top() || line > cells.bottom()) : (line < cells.left() || line > cells.right()))
            continue;
        if (!beams)
            beams.emplace(b);
        paintBeams(p, *beams, f, o.cellSize);
    }
}

void BoardRenderer::paintBeams(QPainter &p, const model::BeamTable &beams, const model::EdgeFeature &laser, double cs) const
{
    const Point first = model::laserStart(laser);
    const int length = beams.pathLength(first, laser.dir);
    if (length == 0)
        return;
    const Point v = model::delta(laser.dir);
    const Point last{first.x + v.x * (length - 1), first.y + v.y * (length - 1)};
    const QPointF u = detail::unit(laser.dir);
    const QPointF from = edgeCentre(laser.pos, cs) + u * (cs * 0.16);
    const QPointF to = cellRect(last, cs).center() + u * (cs / 2.0);
    detail::drawBeams(p, from, to, laser.dir, laser.beams, cs, !laser.registers.empty());
}

void BoardRenderer::paintGridLayer(QPainter &p, const model::Board &, const QRect &cells, const RenderOptions &o) const
{
    const double cs = o.cellSize;
    QPen pen(QColor(0, 0, 0, 80));
    pen.setCosmetic(true);
    pen.setWidthF(1.0);
    p.setPen(pen);
    // Axis-aligned hairlines: antialiasing would only blur them and cost time.
    p.setRenderHint(QPainter::Antialiasing, false);
    const double top = cells.top() * cs;
    const double bottom = (cells.bottom() + 1) * cs;
    const double left = cells.left() * cs;
    const double right = (cells.right() + 1) * cs;
    for (int x = cells.left(); x <= cells.right() + 1; ++x)
        p.drawLine(QPointF(x * cs, top), QPointF(x * cs, bottom));
    for (int y = cells.top(); y <= cells.bottom() + 1; ++y)
        p.drawLine(QPointF(left, y * cs), QPointF(right, y * cs));
}

bool BoardRenderer::paint(QPainter &p, const model::Course &course, const RenderOptions &o, QString *error) const
{
    const auto combined = model::combine(course);
    if (!combined) {
        if (error)
            *error = QString::fromStdString(text::combineErrorText(course, combined.error()));
        return false;
    }
    paint(p, *combined, o);
    if (o.boardOutlines && course.placements().size() > 1)
        paintBoardOutlines(p, course, allCells(combined->size()), o);
    return true;
}

void BoardRenderer::paintBoardOutlines(QPainter &p, const model::Course &course, const QRect &cellRect,
                                       const RenderOptions &o) const
{
    const double cs = o.cellSize;
    const model::Size total = course.combinedSize();
    const QRect cells = cellRect & allCells(total);
    if (cells.isEmpty())
        return;
    p.save();
    p.setClipRect(cellsArea(cells, cs), Qt::IntersectClip);
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(Qt::NoBrush);
    int index = 0;
    for (const model::Placement &pl : course.placements()) {
        ++index;
        const model::Size s = model::rotateSize(pl.board.size(), pl.rotation);
        const QRect boardCells(pl.offset.x, pl.offset.y, s.width, s.height);
        if (!boardCells.intersects(cells.adjusted(-1, -1, 1, 1)))
            continue;
        const QRectF r = cellsArea(boardCells, cs);
        p.setPen(QPen(QColor(10, 10, 12, 200), cs * 0.09));
        p.drawRect(r);
        p.setPen(QPen(QColor(255, 255, 255, 210), cs * 0.03));
        p.drawRect(r);
        QString name = QString::fromStdString(pl.board.info().name);
        if (name.isEmpty())
            name = QStringLiteral("Board %1").arg(index);
        const double h = cs * 0.42;
        const double w = std::min(r.width() - cs * 0.3, h * 0.62 * static_cast<double>(name.size() + 2));
        const QRectF label(r.left() + cs * 0.15, r.top() + cs * 0.15, w, h);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(10, 10, 12, 190));
        p.drawRoundedRect(label, h / 3.0, h / 3.0);
        p.setBrush(Qt::NoBrush);
        m_art->drawText(p, label, name, h * 0.62, QColor(250, 250, 250), true, {}, o.rasterCache);
    }
    p.restore();
}

} // namespace rf::render
