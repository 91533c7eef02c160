// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/debuggeritems.h"

#include "document/timeline.h"
#include "words/tracetexts.h"
#include "render/boardrenderer.h"
#include "render/steppainter.h"
#include "scene/scenegeometry.h"

#include <QPainter>

#include <algorithm>

namespace rf::debugger {

using editor::cellCentre;
using editor::kCellSize;

static_assert(kCellSize == render::kStepCell, "the debugger's scene and the step pictures share their geometry");

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
        render::paintRobotFigure(*p, m_renderer, r, static_cast<int>(i), at, facing);
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

void HighlightItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->setRenderHint(QPainter::Antialiasing);
    if (m_layer == Layer::Over)
        render::paintMarkedCells(*p, m_marked);
    const game::Event *e = m_timeline->currentEvent();
    const rules::BoardIndex *b = m_timeline->board();
    if (!e || !b)
        return;
    if (m_layer == Layer::Under)
        render::paintStepUnder(*p, m_renderer, *b, *e);
    else
        render::paintStepOver(*p, *b, *e, m_timeline->stateAt(m_timeline->position() - 1).robots, &words::destroyCauseTitle);
}

} // namespace rf::debugger
