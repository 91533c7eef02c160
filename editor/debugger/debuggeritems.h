// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/course.h"
#include "sim/analysis.h"
#include "game/state.h"

#include <QGraphicsObject>
#include <QImage>
#include <QVariantAnimation>

namespace rf::render {
class BoardRenderer;
}

namespace rf::debugger {

class DebugController;

inline constexpr double kCellPx = 64.0;

// The course as the renderer draws it, cached as an image (the debugger never edits it).
class CourseItem : public QGraphicsItem {
public:
    CourseItem(const render::BoardRenderer &renderer, QGraphicsItem *parent = nullptr);
    void setCourse(const model::Course &course);
    QRectF boundingRect() const override;
    void paint(QPainter *p, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    const render::BoardRenderer &m_renderer;
    QImage m_image;
    QRectF m_rect;
};

// The robots at the controller's position, drawn with the renderer's robot figures; a step
// forward animates from the previous positions at the controller's speed.
class RobotsItem : public QGraphicsObject {
    Q_OBJECT
public:
    RobotsItem(DebugController *controller, const render::BoardRenderer &renderer, QGraphicsItem *parent = nullptr);
    QRectF boundingRect() const override;
    void paint(QPainter *p, const QStyleOptionGraphicsItem *option, QWidget *widget) override;
    void setAnimated(bool on) { m_animated = on; }
    bool animating() const { return m_anim.state() == QAbstractAnimation::Running; }

private:
    void onPosition(int pos);
    DebugController *m_controller;
    const render::BoardRenderer &m_renderer;
    QVariantAnimation m_anim;
    std::vector<game::RobotState> m_from;
    double m_t = 1.0;
    int m_lastPos = 0;
    bool m_animated = true;
};

// What the current substep did: its active cells and elements, ghosts of moved robots with an
// arrow, laser beams to where they stop with the hits marked, destroyed robots with the cause.
// Two layers: Under the robots (active cells, ghosts) and Over them (arrows, beams, hits,
// destroyed marks), so that nothing a robot covers hides what happened to it.
class HighlightItem : public QGraphicsItem {
public:
    enum class Layer : std::uint8_t { Under, Over };
    HighlightItem(DebugController *controller, const render::BoardRenderer &renderer, Layer layer, QGraphicsItem *parent = nullptr);
    QRectF boundingRect() const override;
    void paint(QPainter *p, const QStyleOptionGraphicsItem *option, QWidget *widget) override;
    // Cells marked as the first difference in a ruling comparison (drawn in magenta).
    void setMarkedCells(std::vector<model::Point> cells);
    // The board or the position changed: new bounds, repaint.
    void refresh();

private:
    void paintUnder(QPainter &p, const game::Event &e) const;
    void paintOver(QPainter &p, const game::Event &e) const;
    void paintBeams(QPainter &p, const game::Event &e) const;
    DebugController *m_controller;
    const render::BoardRenderer &m_renderer;
    Layer m_layer;
    std::vector<model::Point> m_marked;
};

// A heat map of a course analysis: deaths (red) or visits (blue), scaled to the busiest cell.
class HeatMapItem : public QGraphicsItem {
public:
    enum class Kind { Deaths, Visits };
    explicit HeatMapItem(QGraphicsItem *parent = nullptr);
    void setResult(const sim::AnalysisResult &result, Kind kind);
    void clear();
    QRectF boundingRect() const override;
    void paint(QPainter *p, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    std::vector<std::int64_t> m_cells;
    int m_width = 0;
    int m_height = 0;
    Kind m_kind = Kind::Deaths;
};

} // namespace rf::debugger
