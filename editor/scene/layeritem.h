// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/renderoptions.h"

#include <QGraphicsItem>

namespace rf::render {
class BoardRenderer;
}

namespace rf::editor {

class BoardDocument;

// One item per board layer (not one per cell): paints the exposed cells of its layer of the
// combined grid through the shared BoardRenderer.
class LayerItem : public QGraphicsItem {
public:
    LayerItem(const BoardDocument &doc, const render::BoardRenderer &renderer, const render::RenderOptions &options, render::Layer layer);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;
    // The grid changed size: recompute the bounding rectangle.
    void resetBounds();
    // Repaints the cells of `cells` (combined grid), with a margin for art reaching over edges.
    void updateCells(const QRect &cells);
    render::Layer layer() const { return m_layer; }

private:
    const BoardDocument &m_doc;
    const render::BoardRenderer &m_renderer;
    const render::RenderOptions &m_options;
    render::Layer m_layer;
    QRectF m_bounds;
};

// Outlines and names of the boards of a course, above the grid.
class OutlineItem : public QGraphicsItem {
public:
    OutlineItem(const BoardDocument &doc, const render::BoardRenderer &renderer, const render::RenderOptions &options);
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;
    void resetBounds();

private:
    const BoardDocument &m_doc;
    const render::BoardRenderer &m_renderer;
    const render::RenderOptions &m_options;
    QRectF m_bounds;
};

} // namespace rf::editor
