// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/debuggeritems.h"

#include "document/timeline.h"
#include "models/tracetexts.h"
#include "render/boardrenderer.h"
#include "scene/scenegeometry.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>

namespace rf::debugger {

namespace {

using editor::cellCentre;
using editor::cellSceneRect;
using editor::kCellSize;

void arrow(QPainter &p, QPointF from, QPointF to, const QColor &colour)
{
    const QLineF line(from, to);
    if (line.length() < 1.0)
        return;
    p.setPen(QPen(colour, 5.0, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(line);
    const double angle = std::atan2(-line.dy(), line.dx());
    constexpr double kHead = 16.0;
    const QPointF a = to - QPointF(std::cos(angle - std::numbers::pi / 6) * kHead, -std::sin(angle - std::numbers::pi / 6) * kHead);
    const QPointF b = to - QPointF(std::cos(angle + std::numbers::pi / 6) * kHead, -std::sin(angle + std::numbers::pi / 6) * kHead);
    p.setBrush(colour);
    p.setPen(Qt::NoPen);
    p.drawPolygon(QPolygonF{to, a, b});
}

void hitMark(QPainter &p, QPointF at)
{
    QPainterPath star;
    for (int k = 0; k < 16; ++k) {
        const double r = k % 2 == 0 ? 18.0 : 8.0;
        const double a = k * std::numbers::pi / 8;
        const QPointF q = at + QPointF(std::cos(a) * r, std::sin(a) * r);
        k == 0 ? star.moveTo(q) : star.lineTo(q);
    }
    star.closeSubpath();
    p.setPen(QPen(QColor(120, 0, 0), 1.5));
    p.setBrush(QColor(255, 200, 0, 230));
    p.drawPath(star);
}

} // namespace

// --- RobotsItem --------------------------------------------------------------------------------

RobotsItem::RobotsItem(editor::Timeline *timeline, const render::BoardRenderer &renderer, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_timeline(timeline), m_renderer(renderer)
{
    m_anim.setStartValue(0.0);
    m_anim.setEndValue(1.0);
    m_anim.setEasingCurve(QEasingCurve::InOutQuad);
    connect(&m_anim, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
        m_t = v.toDouble();
        update();
    });
    connect(timeline, &editor::Timeline::positionChanged, this, &RobotsItem::onPosition);
    connect(timeline, &editor::Timeline::reset, this, [this] {
        m_anim.stop();
        m_t = 1.0;
        m_lastPos = m_timeline->position();
        prepareGeometryChange();
        update();
    });
    m_lastPos = timeline->position();
}

void RobotsItem::onPosition(int pos)
{
    m_anim.stop();
    // Only a single step forward is animated; jumps and steps back are instant.
    if (m_animated && pos == m_lastPos + 1) {
        m_from = m_timeline->stateAt(m_lastPos).robots;
        m_t = 0.0;
        m_anim.setDuration(std::clamp(static_cast<int>(700.0 / m_speed), 60, 450));
        m_anim.start();
    } else {
        m_t = 1.0;
    }
    m_lastPos = pos;
    update();
}

QRectF RobotsItem::boundingRect() const
{
    const rules::BoardIndex *b = m_timeline->board();
    return b ? QRectF(0, 0, b->width() * kCellSize, b->height() * kCellSize) : QRectF();
}

void RobotsItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    const rules::BoardIndex *b = m_timeline->board();
    if (!b)
        return;
    const auto &robots = m_timeline->state().robots;
    for (std::size_t i = 0; i < robots.size(); ++i) {
        const game::RobotState &r = robots[i];
        if (r.eliminated || !b->contains(r.pos))
            continue;
        if (r.destroyed && m_t >= 1.0)
            continue; // the highlight marks where it died
        QPointF at = cellCentre(r.pos);
        model::Direction facing = r.facing;
        if (m_t < 1.0 && i < m_from.size()) {
            const game::RobotState &f = m_from[i];
            if (b->contains(f.pos) && !f.destroyed) {
                at = cellCentre(f.pos) * (1.0 - m_t) + cellCentre(r.pos) * m_t;
                facing = m_t < 0.5 ? f.facing : r.facing;
            }
        }
        const QRectF cell(at.x() - kCellSize / 2, at.y() - kCellSize / 2, kCellSize, kCellSize);
        p->save();
        if (r.poweredDown)
            p->setOpacity(0.55);
        m_renderer.paintRobot(*p, cell, static_cast<int>(i), facing, QString::number(i + 1));
        p->restore();
    }
}

// --- HighlightItem -----------------------------------------------------------------------------

HighlightItem::HighlightItem(editor::Timeline *timeline, const render::BoardRenderer &renderer, Layer layer, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_timeline(timeline), m_renderer(renderer), m_layer(layer)
{
    setAcceptedMouseButtons(Qt::NoButton);
}

void HighlightItem::setMarkedCells(std::vector<model::Point> cells)
{
    m_marked = std::move(cells);
    update();
}

void HighlightItem::refresh()
{
    prepareGeometryChange();
    update();
}

QRectF HighlightItem::boundingRect() const
{
    const rules::BoardIndex *b = m_timeline->board();
    return b ? QRectF(-kCellSize, -kCellSize, (b->width() + 2) * kCellSize, (b->height() + 2) * kCellSize) : QRectF();
}

namespace {

struct ShotStyle {
    QColor colour;
    Qt::PenStyle line;
};

// How a shot noted with code c is drawn, or nothing when c is not a robot's shot.
std::optional<ShotStyle> shotStyle(game::Code c)
{
    using game::Code;
    switch (c) {
    case Code::RobotLaserHit:
    case Code::RearLaserHit:
    case Code::FireControlLock:
    case Code::Deflected: return ShotStyle{QColor(255, 60, 160, 230), Qt::DashLine};
    case Code::RailGunHit: return ShotStyle{QColor(0, 210, 255, 235), Qt::SolidLine};
    case Code::MiniHowitzerHit:
    case Code::HowitzerHit:
    case Code::WeaponMoved:
    case Code::RadioControlTakes: return ShotStyle{QColor(255, 150, 0, 235), Qt::DashDotLine};
    default: return std::nullopt;
    }
}

} // namespace

void HighlightItem::paintBeams(QPainter &p, const game::Event &e) const
{
    const rules::BoardIndex &b = *m_timeline->board();
    const auto &before = m_timeline->stateAt(m_timeline->position() - 1).robots;
    auto robotAt = [&](model::Point c) {
        return std::any_of(before.begin(), before.end(), [&](const game::RobotState &r) { return !r.destroyed && !r.eliminated && r.pos == c; });
    };
    // A glowing beam, wider than the board art's thin laser line, so the active ones stand out.
    const QPen glow(QColor(255, 40, 0, 110), 14.0, Qt::SolidLine, Qt::RoundCap);
    const QPen core(QColor(255, 235, 80, 240), 4.0, Qt::SolidLine, Qt::RoundCap);
    for (const rules::LaserInfo &l : b.lasers()) {
        if (std::find(e.elements.begin(), e.elements.end(), l.id) == e.elements.end() || l.path.empty())
            continue;
        // The beam runs from the emitter's edge along its path up to the first robot (it stops
        // there) or the path's end.
        model::Point last = l.path.front();
        bool stopped = false;
        for (const model::Point c : l.path) {
            last = c;
            if (robotAt(c)) {
                stopped = true;
                break;
            }
        }
        const model::Point d = model::delta(l.dir);
        const QPointF step(d.x * kCellSize / 2, d.y * kCellSize / 2);
        const QPointF from = cellCentre(l.path.front()) - step;
        // A stopped beam ends at the robot's near edge, leaving the robot readable.
        const QPointF to = stopped ? cellCentre(last) - step * 0.6 : cellCentre(last) + step;
        for (const QPen &pen : {glow, core}) {
            p.setPen(pen);
            p.drawLine(from, to);
        }
    }
    // The robots' shots, from the firer to the robot hit (or the Deflector Shield that stopped
    // it): lasers pink and dashed, a Rail Gun cyan (it passes walls and robots), the weapons that
    // move or take over their target orange.
    for (const game::Note &n : e.notes) {
        const std::optional<ShotStyle> style = shotStyle(n.code);
        if (!style || n.other < 0 || static_cast<std::size_t>(n.other) >= before.size())
            continue;
        p.setPen(QPen(style->colour, 4.0, style->line, Qt::RoundCap));
        p.drawLine(cellCentre(before[static_cast<std::size_t>(n.other)].pos), cellCentre(n.cell));
    }
    for (const game::Note &n : e.notes)
        if (n.code == game::Code::LaserHit || (n.code != game::Code::Deflected && shotStyle(n.code)))
            hitMark(p, cellCentre(n.cell) + QPointF(kCellSize * 0.28, -kCellSize * 0.28));
}

void HighlightItem::paintUnder(QPainter &p, const game::Event &e) const
{
    const rules::BoardIndex &b = *m_timeline->board();
    // Active cells (belts, gears...) and elements (pushers) of this substep.
    p.setPen(QPen(QColor(255, 170, 0), 4.0));
    p.setBrush(QColor(255, 210, 0, 70));
    for (const model::Point c : e.cells)
        p.drawRect(cellSceneRect(c).adjusted(2, 2, -2, -2));
    for (const rules::PusherInfo &pu : b.pushers())
        if (std::find(e.elements.begin(), e.elements.end(), pu.id) != e.elements.end())
            p.drawRect(cellSceneRect(pu.cell).adjusted(2, 2, -2, -2));
    // Moved robots: a ghost where they were, outlined so that it reads as "was here".
    for (const game::RobotChange &c : e.changes) {
        if (c.fromPos == c.toPos || c.reentered || !b.contains(c.fromPos))
            continue;
        p.save();
        p.setOpacity(0.45);
        m_renderer.paintRobot(p, cellSceneRect(c.fromPos), c.robot, c.fromFacing);
        p.restore();
        p.setPen(QPen(QColor(20, 90, 230), 2.0, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(cellSceneRect(c.fromPos).adjusted(6, 6, -6, -6), 8, 8);
    }
}

void HighlightItem::paintOver(QPainter &p, const game::Event &e) const
{
    const rules::BoardIndex &b = *m_timeline->board();
    if (e.kind == game::EventKind::Lasers)
        paintBeams(p, e);
    const QColor moveColour(20, 90, 230, 230);
    for (const game::RobotChange &c : e.changes) {
        if (c.reentered || !b.contains(c.fromPos))
            continue;
        if (c.fromPos != c.toPos) {
            // The arrow ends at the robot's edge so that its number stays readable.
            const QLineF line(cellCentre(c.fromPos), cellCentre(c.toPos));
            const double cut = std::min(kCellSize * 0.34, line.length() / 2);
            arrow(p, line.p1(), line.pointAt(1.0 - cut / line.length()), moveColour);
        } else if (c.fromFacing != c.toFacing && !c.destroyed) {
            // A turn on the spot: an arc around the robot in the sense of the rotation.
            const int quarter = (static_cast<int>(c.toFacing) - static_cast<int>(c.fromFacing) + 4) % 4;
            const QRectF ring = cellSceneRect(c.toPos).adjusted(4, 4, -4, -4);
            const int span = quarter == 2 ? 180 : 90;
            const bool clockwise = quarter != 3;
            p.setPen(QPen(moveColour, 4.0, Qt::SolidLine, Qt::RoundCap));
            p.setBrush(Qt::NoBrush);
            // Qt angles run anticlockwise from 3 o'clock; start at 12 o'clock.
            p.drawArc(ring, 90 * 16, (clockwise ? -span : span) * 16);
            const double end = (90.0 + (clockwise ? -span : span)) * std::numbers::pi / 180.0;
            const QPointF tip = ring.center() + QPointF(std::cos(end) * ring.width() / 2, -std::sin(end) * ring.height() / 2);
            const double tangent = end + (clockwise ? -std::numbers::pi / 2 : std::numbers::pi / 2);
            arrow(p, tip - QPointF(std::cos(tangent) * 10, -std::sin(tangent) * 10), tip + QPointF(std::cos(tangent) * 2, -std::sin(tangent) * 2),
                  moveColour);
        }
    }
    // Destroyed robots: a red cross where they died and why.
    for (const game::RobotChange &c : e.changes) {
        if (!c.destroyed)
            continue;
        const QRectF r = cellSceneRect(c.toPos).adjusted(8, 8, -8, -8);
        p.setPen(QPen(QColor(210, 0, 0), 7.0, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(r.topLeft(), r.bottomRight());
        p.drawLine(r.topRight(), r.bottomLeft());
        QFont f = p.font();
        f.setPixelSize(13);
        f.setBold(true);
        p.setFont(f);
        const QString why = editor::destroyCauseTitle(c.cause);
        const QRectF label(cellSceneRect(c.toPos).left() - 20, cellSceneRect(c.toPos).bottom() - 18, kCellSize + 40, 18);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(255, 255, 255, 220));
        p.drawRoundedRect(label.adjusted(14, 0, -14, 0), 4, 4);
        p.setPen(QColor(180, 0, 0));
        p.drawText(label, Qt::AlignCenter, why);
    }
}

void HighlightItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    if (m_layer == Layer::Over) {
        for (const model::Point c : m_marked) {
            p->setPen(QPen(QColor(220, 0, 220), 6.0));
            p->setBrush(Qt::NoBrush);
            p->drawRect(cellSceneRect(c).adjusted(3, 3, -3, -3));
        }
    }
    const game::Event *e = m_timeline->currentEvent();
    if (!e || !m_timeline->board())
        return;
    if (m_layer == Layer::Under)
        paintUnder(*p, *e);
    else
        paintOver(*p, *e);
}

} // namespace rf::debugger
