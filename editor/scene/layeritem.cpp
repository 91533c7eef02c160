// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/layeritem.h"

#include "document/boarddocument.h"
#include "render/boardrenderer.h"
#include "scene/scenegeometry.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace rf::editor {

namespace {

QRectF boardBounds(const BoardDocument &doc)
{
    const auto &b = doc.combined();
    // Edge art reaches a little over the border.
    const double m = kCellSize * 0.25;
    return QRectF(0, 0, b.width() * kCellSize, b.height() * kCellSize).adjusted(-m, -m, m, m);
}

} // namespace

LayerItem::LayerItem(const BoardDocument &doc, const render::BoardRenderer &renderer, const render::RenderOptions &options, render::Layer layer)
    : m_doc(doc), m_renderer(renderer), m_options(options), m_layer(layer)
{
    setFlag(ItemUsesExtendedStyleOption);
    setZValue(static_cast<int>(layer));
    setAcceptedMouseButtons(Qt::NoButton);
    resetBounds();
}

QRectF LayerItem::boundingRect() const { return m_bounds; }

void LayerItem::resetBounds()
{
    prepareGeometryChange();
    m_bounds = boardBounds(m_doc);
    update();
}

void LayerItem::updateCells(const QRect &cells)
{
    // Edge art and ledges reach into the neighbouring cells.
    update(cellsSceneRect(cells.adjusted(-1, -1, 1, 1)));
}

void LayerItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const auto &board = m_doc.combined();
    const QRect cells = render::BoardRenderer::cellsTouching(option->exposedRect, board.size(), kCellSize);
    if (cells.isEmpty())
        return;
    m_renderer.paintLayer(*painter, board, m_layer, cells, m_options);
}

OutlineItem::OutlineItem(const BoardDocument &doc, const render::BoardRenderer &renderer, const render::RenderOptions &options)
    : m_doc(doc), m_renderer(renderer), m_options(options)
{
    setFlag(ItemUsesExtendedStyleOption);
    setZValue(render::kLayerCount + 1);
    setAcceptedMouseButtons(Qt::NoButton);
    resetBounds();
}

QRectF OutlineItem::boundingRect() const { return m_bounds; }

void OutlineItem::resetBounds()
{
    prepareGeometryChange();
    m_bounds = boardBounds(m_doc);
    update();
}

void OutlineItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (m_doc.course().placements().size() < 2 && m_doc.course().isSingleBoard())
        return; // one board: its outline is the grid border
    const auto &board = m_doc.combined();
    const QRect cells = render::BoardRenderer::cellsTouching(option->exposedRect, board.size(), kCellSize);
    if (!cells.isEmpty())
        m_renderer.paintBoardOutlines(*painter, m_doc.course(), cells, m_options);
}

} // namespace rf::editor
