// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/heatmapitem.h"

#include "scene/scenegeometry.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace rf::editor {

HeatMapItem::HeatMapItem(QGraphicsItem *parent)
    : QGraphicsItem(parent)
{
    setAcceptedMouseButtons(Qt::NoButton);
}

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

QRectF HeatMapItem::boundingRect() const
{
    return QRectF(0, 0, m_width * kCellSize, m_height * kCellSize);
}

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
            p->drawRect(cellSceneRect(QPoint(x, y)));
        }
}

} // namespace rf::editor
