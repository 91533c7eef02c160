// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/debuggeritems.h"

#include "debugger/debugcontroller.h"
#include "render/boardrenderer.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace rf::debugger {

namespace {

QPointF centre(model::Point p) { return QPointF((p.x + 0.5) * kCellPx, (p.y + 0.5) * kCellPx); }
QRectF cellRect(model::Point p) { return QRectF(p.x * kCellPx, p.y * kCellPx, kCellPx, kCellPx); }

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

// --- CourseItem --------------------------------------------------------------------------------

CourseItem::CourseItem(const render::BoardRenderer &renderer, QGraphicsItem *parent) : QGraphicsItem(parent), m_renderer(renderer) {}

void CourseItem::setCourse(const model::Course &course)
{
    prepareGeometryChange();
    const model::Size s = course.combinedSize();
    m_rect = QRectF(0, 0, s.width * kCellPx, s.height * kCellPx);
    m_image = QImage(QSize(s.width * static_cast<int>(kCellPx), s.height * static_cast<int>(kCellPx)), QImage::Format_ARGB32_Premultiplied);
    m_image.fill(Qt::white);
    QPainter p(&m_image);
    render::RenderOptions o;
    o.cellSize = kCellPx;
    m_renderer.paint(p, course, o);
    update();
}

QRectF CourseItem::boundingRect() const { return m_rect; }

void CourseItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (!m_image.isNull())
        p->drawImage(m_rect, m_image);
}

// --- RobotsItem --------------------------------------------------------------------------------

RobotsItem::RobotsItem(DebugController *controller, const render::BoardRenderer &renderer, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_controller(controller), m_renderer(renderer)
{
    m_anim.setStartValue(0.0);
    m_anim.setEndValue(1.0);
    m_anim.setEasingCurve(QEasingCurve::InOutQuad);
    connect(&m_anim, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
        m_t = v.toDouble();
        update();
    });
    connect(controller, &DebugController::positionChanged, this, &RobotsItem::onPosition);
    connect(controller, &DebugController::traceReset, this, [this] {
        m_anim.stop();
        m_t = 1.0;
        m_lastPos = m_controller->position();
        prepareGeometryChange();
        update();
    });
    m_lastPos = controller->position();
}

void RobotsItem::onPosition(int pos)
{
    m_anim.stop();
    // Only a single step forward is animated; jumps and steps back are instant.
    if (m_animated && pos == m_lastPos + 1) {
        m_from = m_controller->stateAt(m_lastPos).robots;
        m_t = 0.0;
        m_anim.setDuration(std::clamp(static_cast<int>(700.0 / m_controller->speed()), 60, 450));
        m_anim.start();
    } else {
        m_t = 1.0;
    }
    m_lastPos = pos;
    update();
}

QRectF RobotsItem::boundingRect() const
{
    const rules::BoardIndex *b = m_controller->board();
    return b ? QRectF(0, 0, b->width() * kCellPx, b->height() * kCellPx) : QRectF();
}

void RobotsItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    const rules::BoardIndex *b = m_controller->board();
    if (!b)
        return;
    const auto &robots = m_controller->state().robots;
    for (std::size_t i = 0; i < robots.size(); ++i) {
        const sim::RobotState &r = robots[i];
        if (r.eliminated || !b->contains(r.pos))
            continue;
        if (r.destroyed && m_t >= 1.0)
            continue; // the highlight marks where it died
        QPointF at = centre(r.pos);
        model::Direction facing = r.facing;
        if (m_t < 1.0 && i < m_from.size()) {
            const sim::RobotState &f = m_from[i];
            if (b->contains(f.pos) && !f.destroyed) {
                at = centre(f.pos) * (1.0 - m_t) + centre(r.pos) * m_t;
                facing = m_t < 0.5 ? f.facing : r.facing;
            }
        }
        const QRectF cell(at.x() - kCellPx / 2, at.y() - kCellPx / 2, kCellPx, kCellPx);
        p->save();
        if (r.poweredDown)
            p->setOpacity(0.55);
        m_renderer.paintRobot(*p, cell, static_cast<int>(i), facing, QString::number(i + 1));
        p->restore();
    }
}

// --- HighlightItem -----------------------------------------------------------------------------

HighlightItem::HighlightItem(DebugController *controller, const render::BoardRenderer &renderer, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_controller(controller), m_renderer(renderer)
{
}

void HighlightItem::setMarkedCells(std::vector<model::Point> cells)
{
    m_marked = std::move(cells);
    update();
}

QRectF HighlightItem::boundingRect() const
{
    const rules::BoardIndex *b = m_controller->board();
    return b ? QRectF(-kCellPx, -kCellPx, (b->width() + 2) * kCellPx, (b->height() + 2) * kCellPx) : QRectF();
}

void HighlightItem::paintBeams(QPainter &p, const sim::Event &e) const
{
    const rules::BoardIndex &b = *m_controller->board();
    const auto &before = m_controller->stateAt(m_controller->position() - 1).robots;
    auto robotAt = [&](model::Point c) {
        return std::any_of(before.begin(), before.end(), [&](const sim::RobotState &r) { return !r.destroyed && !r.eliminated && r.pos == c; });
    };
    QPen beam(QColor(230, 20, 20, 210), 4.0);
    for (const rules::LaserInfo &l : b.lasers()) {
        if (std::find(e.elements.begin(), e.elements.end(), l.id) == e.elements.end() || l.path.empty())
            continue;
        // The beam runs along its path up to the first robot (it stops there) or the path's end.
        model::Point last = l.path.front();
        for (const model::Point c : l.path) {
            last = c;
            if (robotAt(c))
                break;
        }
        p.setPen(beam);
        p.drawLine(centre(l.path.front()), centre(last));
    }
    for (const sim::Note &n : e.notes) {
        if (n.code == sim::Code::RobotLaserHit && n.other >= 0 && static_cast<std::size_t>(n.other) < before.size()) {
            p.setPen(QPen(QColor(255, 60, 160, 220), 3.0, Qt::DashLine));
            p.drawLine(centre(before[static_cast<std::size_t>(n.other)].pos), centre(n.cell));
        }
    }
    for (const sim::Note &n : e.notes)
        if (n.code == sim::Code::LaserHit || n.code == sim::Code::RobotLaserHit)
            hitMark(p, centre(n.cell));
}

void HighlightItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    for (const model::Point c : m_marked) {
        p->setPen(QPen(QColor(220, 0, 220), 6.0));
        p->setBrush(Qt::NoBrush);
        p->drawRect(cellRect(c).adjusted(3, 3, -3, -3));
    }
    const sim::Event *e = m_controller->currentEvent();
    const rules::BoardIndex *b = m_controller->board();
    if (!e || !b)
        return;
    // Active cells (belts, gears...) and elements (pushers) of this substep.
    p->setPen(QPen(QColor(255, 170, 0), 3.0));
    p->setBrush(QColor(255, 210, 0, 70));
    for (const model::Point c : e->cells)
        p->drawRect(cellRect(c).adjusted(2, 2, -2, -2));
    for (const rules::PusherInfo &pu : b->pushers())
        if (std::find(e->elements.begin(), e->elements.end(), pu.id) != e->elements.end())
            p->drawRect(cellRect(pu.cell).adjusted(2, 2, -2, -2));
    if (e->kind == sim::EventKind::Lasers)
        paintBeams(*p, *e);
    // Moved robots: a ghost where they were and an arrow to where they are.
    for (const sim::RobotChange &c : e->changes) {
        if (c.fromPos == c.toPos || c.reentered || !b->contains(c.fromPos))
            continue;
        p->save();
        p->setOpacity(0.35);
        m_renderer.paintRobot(*p, cellRect(c.fromPos), c.robot, c.fromFacing);
        p->restore();
        arrow(*p, centre(c.fromPos), centre(c.toPos), QColor(20, 90, 230, 220));
    }
    // Destroyed robots: a red cross where they died and why.
    for (const sim::RobotChange &c : e->changes) {
        if (!c.destroyed)
            continue;
        const QRectF r = cellRect(c.toPos).adjusted(8, 8, -8, -8);
        p->setPen(QPen(QColor(210, 0, 0), 7.0, Qt::SolidLine, Qt::RoundCap));
        p->drawLine(r.topLeft(), r.bottomRight());
        p->drawLine(r.topRight(), r.bottomLeft());
        QFont f = p->font();
        f.setPixelSize(13);
        f.setBold(true);
        p->setFont(f);
        const QString why = QString::fromLatin1(sim::destroyCauseName(c.cause).data(), static_cast<qsizetype>(sim::destroyCauseName(c.cause).size()));
        const QRectF label(cellRect(c.toPos).left() - 20, cellRect(c.toPos).bottom() - 18, kCellPx + 40, 18);
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(255, 255, 255, 220));
        p->drawRoundedRect(label.adjusted(14, 0, -14, 0), 4, 4);
        p->setPen(QColor(180, 0, 0));
        p->drawText(label, Qt::AlignCenter, why);
    }
}

// --- HeatMapItem -------------------------------------------------------------------------------

HeatMapItem::HeatMapItem(QGraphicsItem *parent) : QGraphicsItem(parent) {}

void HeatMapItem::setResult(const sim::AnalysisResult &result, Kind kind)
{
    prepareGeometryChange();
    m_cells = kind == Kind::Deaths ? result.deaths : result.visits;
    m_width = result.width;
    m_height = result.height;
    m_kind = kind;
    update();
}

void HeatMapItem::clear()
{
    prepareGeometryChange();
    m_cells.clear();
    m_width = m_height = 0;
    update();
}

QRectF HeatMapItem::boundingRect() const { return QRectF(0, 0, m_width * kCellPx, m_height * kCellPx); }

void HeatMapItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_cells.empty())
        return;
    const std::int64_t max = *std::max_element(m_cells.begin(), m_cells.end());
    if (max <= 0)
        return;
    const QColor base = m_kind == Kind::Deaths ? QColor(220, 0, 0) : QColor(0, 80, 230);
    p->setPen(Qt::NoPen);
    for (int y = 0; y < m_height; ++y)
        for (int x = 0; x < m_width; ++x) {
            const std::int64_t n = m_cells[static_cast<std::size_t>(y * m_width + x)];
            if (n <= 0)
                continue;
            // Square root: a few very busy cells should not wash out the rest.
            const double level = std::sqrt(static_cast<double>(n) / static_cast<double>(max));
            QColor c = base;
            c.setAlphaF(static_cast<float>(0.15 + 0.65 * level));
            p->setBrush(c);
            p->drawRect(cellRect({x, y}));
        }
}

} // namespace rf::debugger
