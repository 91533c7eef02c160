// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/state.h"
#include "model/geometry.h"

#include <QGraphicsObject>
#include <QVariantAnimation>

namespace rf::render {
class BoardRenderer;
}

namespace rf::editor {
class Timeline;
}

namespace rf::debugger {

// The robots at the timeline's position, drawn with the renderer's robot figures; a step
// forward animates from the previous positions at the playing speed.
class RobotsItem : public QGraphicsObject {
    Q_OBJECT
public:
    RobotsItem(editor::Timeline *timeline, const render::BoardRenderer &renderer, QGraphicsItem *parent = nullptr);
    QRectF boundingRect() const override;
    void paint(QPainter *p, const QStyleOptionGraphicsItem *option, QWidget *widget) override;
    void setAnimated(bool on) { m_animated = on; }
    // Substeps per second while playing: a step lasts a part of that.
    void setSpeed(double stepsPerSecond) { m_speed = stepsPerSecond; }
    bool animating() const { return m_anim.state() == QAbstractAnimation::Running; }

private:
    void onPosition(int pos);
    editor::Timeline *m_timeline;
    const render::BoardRenderer &m_renderer;
    QVariantAnimation m_anim;
    std::vector<game::RobotState> m_from;
    double m_t = 1.0;
    int m_lastPos = 0;
    bool m_animated = true;
    double m_speed = 4.0;
};

// What the current substep did: its active cells and elements, ghosts of moved robots with an
// arrow, laser beams to where they stop with the hits marked, destroyed robots with the cause.
// Two layers: Under the robots (active cells, ghosts) and Over them (arrows, beams, hits,
// destroyed marks), so that nothing a robot covers hides what happened to it.
class HighlightItem : public QGraphicsItem {
public:
    enum class Layer : std::uint8_t { Under, Over };
    HighlightItem(editor::Timeline *timeline, const render::BoardRenderer &renderer, Layer layer, QGraphicsItem *parent = nullptr);
    QRectF boundingRect() const override;
    void paint(QPainter *p, const QStyleOptionGraphicsItem *option, QWidget *widget) override;
    // Cells marked as the first difference in a ruling comparison (drawn in magenta).
    void setMarkedCells(std::vector<model::Point> cells);
    // The board or the position changed: new bounds, repaint.
    void refresh();

private:
    editor::Timeline *m_timeline;
    const render::BoardRenderer &m_renderer;
    Layer m_layer;
    std::vector<model::Point> m_marked;
};

} // namespace rf::debugger
