// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// BoardRenderer: single elements (floors, devices, edge features, markers, robots) and icons.
// The board and course layers are in boardrenderer.cpp.

#include "render/artlibrary.h"
#include "render/boardrenderer.h"
#include "render/paintutil.h"

#include <QPainter>

#include <array>

namespace rf::render {

using model::DeviceKind;
using model::Direction;
using model::EdgeKind;
using model::FloorKind;
using model::MarkerKind;

namespace {

int turnsOf(Direction d) { return static_cast<int>(d); }

Art floorArt(FloorKind k)
{
    switch (k) {
    case FloorKind::Floor: return Art::Floor;
    case FloorKind::Pit: return Art::Pit;
    case FloorKind::Drain: return Art::Drain;
    case FloorKind::Oil: return Art::Oil;
    case FloorKind::Water: return Art::Water;
    case FloorKind::Acid: return Art::Acid;
    case FloorKind::Fire: return Art::Fire;
    case FloorKind::Radiation: return Art::Radiation;
    case FloorKind::RadioactiveWaste: return Art::RadioactiveWaste;
    }
    return Art::Floor;
}

constexpr std::array<QRgb, 8> kRobotColours{
    0xffe0413a, // red
    0xff2f7fe0, // blue
    0xff36b04c, // green
    0xfff0c419, // yellow
    0xff9b4fe0, // purple
    0xfff08a1c, // orange
    0xff22c3c9, // cyan
    0xffe85fb0, // pink
};

constexpr std::array<QRgb, 8> kPortalFallback{0xffb04fe0, 0xff2fa8e0, 0xffe08a2f, 0xff3fc46a,
                                              0xffe0415a, 0xffd8d030, 0xff5a6fe0, 0xffe060c8};

} // namespace

int BoardRenderer::robotColourCount() { return static_cast<int>(kRobotColours.size()); }

QColor BoardRenderer::robotColour(int colourIndex)
{
    const int n = robotColourCount();
    return QColor::fromRgba(kRobotColours[static_cast<std::size_t>(((colourIndex % n) + n) % n)]);
}

QColor BoardRenderer::portalColour(const std::string &colour)
{
    const QString name = QString::fromStdString(colour).trimmed();
    if (QColor::isValidColorName(name))
        return QColor::fromString(name);
    // FNV-1a, so the same unknown name always gets the same colour on every machine.
    quint32 h = 2166136261U;
    for (char c : colour)
        h = (h ^ static_cast<unsigned char>(c)) * 16777619U;
    return QColor::fromRgba(kPortalFallback[h % kPortalFallback.size()]);
}

void BoardRenderer::paintFloorAt(QPainter &p, const QRectF &cell, const model::Floor &floor, bool upper, bool raster) const
{
    m_art->draw(p, floorArt(floor.kind), cell.center(), cell.size(), 0, ArtStyle{false, {}, upper}, raster);
    if (floor.kind == FloorKind::Water && floor.current)
        m_art->draw(p, Art::Current, cell.center(), cell.size(), turnsOf(*floor.current), {}, raster);
}

void BoardRenderer::paintDeviceAt(QPainter &p, const QRectF &cell, const model::Device &d, bool badges, bool raster) const
{
    const QPointF c = cell.center();
    const QSizeF s = cell.size();
    const auto draw = [&](Art a, int turns = 0, const ArtStyle &style = ArtStyle{}) { m_art->draw(p, a, c, s, turns, style, raster); };
    const int turns = turnsOf(d.dir);
    switch (d.kind) {
    case DeviceKind::None: return;
    case DeviceKind::Belt: {
        const ArtStyle style{d.express, {}};
        switch (model::beltShape(d)) {
        case model::BeltShape::Straight: draw(Art::BeltStraight, turns, style); break;
        case model::BeltShape::CurveLeft: draw(Art::BeltCurveLeft, turns, style); break;
        case model::BeltShape::CurveRight: draw(Art::BeltCurveRight, turns, style); break;
        case model::BeltShape::MergeLeftRight:
            draw(Art::BeltFeedLeft, turns, style);
            draw(Art::BeltFeedRight, turns, style);
            draw(Art::BeltEnd, turns, style);
            break;
        case model::BeltShape::MergeStraightLeft:
            draw(Art::BeltFeedLeft, turns, style);
            draw(Art::BeltStraight, turns, style);
            break;
        case model::BeltShape::MergeStraightRight:
            draw(Art::BeltFeedRight, turns, style);
            draw(Art::BeltStraight, turns, style);
            break;
        case model::BeltShape::MergeAll:
            draw(Art::BeltFeedLeft, turns, style);
            draw(Art::BeltFeedRight, turns, style);
            draw(Art::BeltStraight, turns, style);
            break;
        case model::BeltShape::Dead: draw(Art::BeltEnd, turns, style); break;
        }
        return;
    }
    case DeviceKind::Gear: draw(d.clockwise ? Art::GearRight : Art::GearLeft); return;
    case DeviceKind::RepairSite: draw(d.wrenches >= 2 ? Art::Repair2 : Art::Repair1); return;
    case DeviceKind::ChopShop: draw(Art::ChopShop); return;
    case DeviceKind::Randomizer: draw(Art::Randomizer); return;
    case DeviceKind::Teleporter: draw(Art::Teleporter); return;
    case DeviceKind::Portal: draw(Art::Portal, 0, ArtStyle{false, portalColour(d.colour)}); return;
    case DeviceKind::Ramp: draw(Art::Ramp, turns); return;
    case DeviceKind::EnergySpace: draw(Art::Energy); return;
    case DeviceKind::Crusher: draw(Art::Crusher); break;
    case DeviceKind::Flamer: draw(Art::Flamer); break;
    case DeviceKind::TrapDoor: draw(Art::TrapDoor); break;
    case DeviceKind::Crate: draw(Art::Crate); return;
    case DeviceKind::PriorityAntenna: draw(Art::Antenna, turns); return;
    case DeviceKind::RebootToken: draw(Art::Reboot, turns); return;
    case DeviceKind::Battery: draw(Art::Battery); return;
    }
    // Timed devices: which registers they act in, along the bottom of the cell.
    if (badges) {
        const QRectF strip(cell.left() + cell.width() * 0.08, cell.bottom() - cell.height() * 0.2,
                           cell.width() * 0.84, cell.height() * 0.16);
        detail::drawRegisterBadges(p, *m_art, strip, d.registers, false, raster);
    }
}

namespace {

// Edge art is 0.4 cells deep, centred on its edge; a timed feature's register badges lie in a
// strip kBadgeDepth deep, kBadgeOffset into the cell it acts on (centre to edge).
constexpr double kEdgeArtDepth = 0.4;
constexpr double kBadgeOffset = 0.34;
constexpr double kBadgeDepth = 0.14;

bool isTimed(const model::EdgeFeature &f)
{
    return f.kind == EdgeKind::Pusher || (f.kind == EdgeKind::Laser && !f.registers.empty());
}

} // namespace

double BoardRenderer::edgeArtReach(const model::EdgeFeature &f, Direction into, bool badges)
{
    if (badges && isTimed(f) && into == f.dir)
        return kBadgeOffset + kBadgeDepth / 2.0;
    return kEdgeArtDepth / 2.0;
}

void BoardRenderer::paintEdgeAt(QPainter &p, QPointF centre, double cellSize, const model::EdgeFeature &f,
                                Direction side, bool badges, bool raster) const
{
    const QSizeF size(cellSize, cellSize * kEdgeArtDepth);
    const bool vertical = side == Direction::East || side == Direction::West;
    const int axisTurns = vertical ? 1 : 0;
    Art art = Art::Wall;
    int turns = turnsOf(f.dir);
    switch (f.kind) {
    case EdgeKind::Wall: art = Art::Wall; turns = axisTurns; break;
    case EdgeKind::OneWayWall: art = Art::OneWayWall; break;
    case EdgeKind::Ledge: art = Art::Ledge; break;
    case EdgeKind::NoLedge: art = Art::NoLedge; turns = axisTurns; break;
    case EdgeKind::Laser: art = f.beams >= 3 ? Art::Laser3 : f.beams == 2 ? Art::Laser2 : Art::Laser1; break;
    case EdgeKind::Pusher: art = Art::Pusher; break;
    case EdgeKind::Repulsor: art = Art::Repulsor; break;
    }
    m_art->draw(p, art, centre, size, turns, {}, raster);
    if (badges && isTimed(f)) {
        // In the cell the feature acts on, just past the mount, reading along the edge.
        const QPointF at = centre + detail::unit(f.dir) * (cellSize * kBadgeOffset);
        const bool alongY = f.dir == Direction::East || f.dir == Direction::West;
        const double len = cellSize * 0.7;
        const double thick = cellSize * kBadgeDepth;
        const QRectF strip = alongY ? QRectF(at.x() - thick / 2.0, at.y() - len / 2.0, thick, len)
                                    : QRectF(at.x() - len / 2.0, at.y() - thick / 2.0, len, thick);
        detail::drawRegisterBadges(p, *m_art, strip, f.registers, alongY, raster);
    }
}

void BoardRenderer::paintLedgeAt(QPainter &p, QPointF centre, double cellSize, Direction drop, Direction side,
                                 bool raster) const
{
    Q_UNUSED(side);
    m_art->draw(p, Art::Ledge, centre, QSizeF(cellSize, cellSize * 0.4), turnsOf(drop), {}, raster);
}

void BoardRenderer::paintMarkerAt(QPainter &p, const QRectF &cell, const model::Marker &m, bool raster) const
{
    const QPointF c = cell.center();
    switch (m.kind) {
    case MarkerKind::Checkpoint: {
        m_art->draw(p, Art::Checkpoint, c, cell.size(), 0, {}, raster);
        const QRectF disc(c.x() - cell.width() * 0.25, c.y() - cell.height() * 0.17, cell.width() * 0.5,
                          cell.height() * 0.5);
        m_art->drawText(p, disc, QString::number(m.number), cell.height() * 0.34, QColor(20, 20, 20), true, {}, raster);
        return;
    }
    case MarkerKind::Start: {
        m_art->draw(p, Art::Start, c, cell.size(), turnsOf(m.facing), {}, raster);
        const QRectF disc(c.x() - cell.width() * 0.25, c.y() - cell.height() * 0.25, cell.width() * 0.5,
                          cell.height() * 0.5);
        m_art->drawText(p, disc, QString::number(m.number), cell.height() * 0.34, QColor(235, 255, 240), true,
                        QColor(16, 60, 32), raster);
        return;
    }
    case MarkerKind::Dock: m_art->draw(p, Art::Dock, c, cell.size(), 0, {}, raster); return;
    }
}

void BoardRenderer::paintFloor(QPainter &p, const QRectF &cell, const model::Floor &floor, int level) const
{
    paintFloorAt(p, cell, floor, level > 0, true);
}

void BoardRenderer::paintDevice(QPainter &p, const QRectF &cell, const model::Device &device, bool registerBadges) const
{
    paintDeviceAt(p, cell, device, registerBadges, true);
}

void BoardRenderer::paintEdgeFeature(QPainter &p, const QRectF &cell, const model::EdgeFeature &f, Direction side,
                                     bool registerBadges) const
{
    const QPointF centre = cell.center() + QPointF(detail::unit(side).x() * cell.width() / 2.0,
                                                   detail::unit(side).y() * cell.height() / 2.0);
    paintEdgeAt(p, centre, cell.width(), f, side, registerBadges, true);
}

void BoardRenderer::paintMarker(QPainter &p, const QRectF &cell, const model::Marker &m) const
{
    paintMarkerAt(p, cell, m, true);
}

void BoardRenderer::paintRobot(QPainter &p, const QRectF &cell, int colourIndex, Direction facing,
                               const QString &label) const
{
    m_art->draw(p, Art::Robot, cell.center(), cell.size(), turnsOf(facing), ArtStyle{false, robotColour(colourIndex)}, true);
    if (!label.isEmpty())
        m_art->drawText(p, cell.adjusted(cell.width() * 0.25, cell.height() * 0.25, -cell.width() * 0.25, -cell.height() * 0.25),
                        label, cell.height() * 0.28, Qt::white, true, QColor(20, 20, 20), true);
}

QImage BoardRenderer::elementImage(const Element &element, int sizePx, qreal dpr) const
{
    const int px = std::max(1, static_cast<int>(std::lround(sizePx * dpr)));
    QImage img(px, px, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    img.setDevicePixelRatio(dpr);
    QPainter p(&img);
    p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    const double s = sizePx;
    const QRectF cell(0, 0, s, s);
    if (const auto *floor = std::get_if<model::Floor>(&element)) {
        paintFloorAt(p, cell, *floor, false, true);
        return img;
    }
    paintFloorAt(p, cell, model::Floor{}, false, true);
    if (const auto *device = std::get_if<model::Device>(&element)) {
        paintDeviceAt(p, cell, *device, true, true);
    } else if (const auto *f = std::get_if<model::EdgeFeature>(&element)) {
        // Mounted features act into the square: on its far side, pointing in. Walls and ledges
        // cross the middle, drawn larger than on a board so their thin art reads at icon size.
        const bool mounted = f->kind == EdgeKind::Laser || f->kind == EdgeKind::Pusher || f->kind == EdgeKind::Repulsor;
        if (!mounted) {
            const Direction side = (f->kind == EdgeKind::Wall || f->kind == EdgeKind::NoLedge) ? Direction::North : f->dir;
            paintEdgeAt(p, cell.center(), s * 1.6, *f, side, true, true);
            return img;
        }
        const Direction side = model::opposite(f->dir);
        const QRectF inner = cell.adjusted(s * 0.1, s * 0.1, -s * 0.1, -s * 0.1);
        const QPointF centre = inner.center() + detail::unit(side) * (inner.width() / 2.0);
        if (f->kind == EdgeKind::Laser) {
            const QPointF end = inner.center() + detail::unit(f->dir) * (s / 2.0);
            // Wider than on a board: a beam one pixel wide does not read at palette size.
            detail::drawBeams(p, centre + detail::unit(f->dir) * (inner.width() * 0.16), end, f->dir, f->beams, s * 1.8,
                              !f->registers.empty());
        }
        paintEdgeAt(p, centre, inner.width() * 1.25, *f, side, true, true);
    } else if (const auto *m = std::get_if<model::Marker>(&element)) {
        paintMarkerAt(p, cell, *m, true);
    }
    return img;
}

QPixmap BoardRenderer::elementIcon(const Element &element, int sizePx, qreal dpr) const
{
    QPixmap pm = QPixmap::fromImage(elementImage(element, sizePx, dpr));
    pm.setDevicePixelRatio(dpr);
    return pm;
}

} // namespace rf::render
