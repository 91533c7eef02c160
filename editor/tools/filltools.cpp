// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/filltools.h"

#include "commands/cellcommands.h"
#include "document/boarddocument.h"
#include "models/layermodel.h"
#include "render/boardrenderer.h"
#include "scene/boardscene.h"
#include "scene/scenegeometry.h"
#include "tools/levelguard.h"
#include "tools/toolcontext.h"

#include <QPainter>

#include <deque>
#include <vector>

namespace rf::editor {

using namespace rf::model;

bool fillCells(ToolContext *context, const QList<QPoint> &cells)
{
    const PaletteEntry &e = context->entry();
    BoardDocument *doc = context->document();
    if (e.type == PaletteEntry::Type::Floor) {
        if (!context->layers()->isEditable(EditLayer::Floor)) {
            emit context->statusMessage(QCoreApplication::translate("Tools", "The floor layer is locked"));
            return false;
        }
        const EditLayer current = context->layers()->currentLayer();
        std::optional<int> level;
        if (current == EditLayer::LowerLevel || current == EditLayer::UpperLevel)
            level = context->layers()->currentLevel();
        return pushGuarded(context, new SetFloorCommand(doc, cells, context->currentFloor(), level));
    }
    if (e.type == PaletteEntry::Type::Device) {
        if (!context->layers()->isEditable(EditLayer::Devices)) {
            emit context->statusMessage(QCoreApplication::translate("Tools", "The devices layer is locked"));
            return false;
        }
        return pushGuarded(context, new SetDeviceCommand(doc, cells, [context](QPoint c) {
                               return context->currentDeviceAt(toPoint(c));
                           }));
    }
    emit context->statusMessage(QCoreApplication::translate("Tools", "Choose a floor or device in the palette to fill with"));
    return false;
}

QString RectFillTool::name() const { return tr("Rectangle fill"); }
QString RectFillTool::toolTip() const { return tr("Drag a rectangle to fill it with the palette's element (Ctrl+Shift+R)"); }
QString RectFillTool::whatsThis() const
{
    return tr("<b>Rectangle fill</b><p>Drag from one corner to the other; on release every square of the rectangle "
              "gets the floor or device chosen in the palette. Esc cancels.</p>");
}

void RectFillTool::mousePressed(const ToolEvent &e)
{
    if (e.button != Qt::LeftButton || m_active)
        return;
    m_active = true;
    m_start = e.cell;
    m_rect = QRect(e.cell, e.cell);
    beginGesture();
    refreshOverlay();
}

void RectFillTool::mouseMoved(const ToolEvent &e)
{
    if (!m_active)
        return;
    const auto &b = context()->document()->combined();
    m_rect = QRect(m_start, e.cell).normalized().intersected(QRect(0, 0, b.width(), b.height()));
    refreshOverlay();
}

void RectFillTool::mouseReleased(const ToolEvent &e)
{
    if (!m_active || e.button != Qt::LeftButton)
        return;
    mouseMoved(e);
    m_active = false;
    endGesture();
    QList<QPoint> cells;
    for (int y = m_rect.top(); y <= m_rect.bottom(); ++y)
        for (int x = m_rect.left(); x <= m_rect.right(); ++x)
            cells.append({x, y});
    m_rect = {};
    refreshOverlay();
    if (!cells.isEmpty())
        fillCells(context(), cells);
}

void RectFillTool::cancel()
{
    if (!m_active)
        return;
    m_active = false;
    m_rect = {};
    endGesture();
    refreshOverlay();
}

void RectFillTool::paintOverlay(QPainter &p)
{
    const PaletteEntry &e = context()->entry();
    const bool element = e.type == PaletteEntry::Type::Floor || e.type == PaletteEntry::Type::Device;
    // Before the press, a ghost of the element on the square under the cursor; while dragging,
    // the element drawn on every square of the rectangle as the fill will place it (fillCells).
    QRect cells = m_rect;
    const auto hover = context()->scene()->hoverCell();
    if (!m_active && hover && context()->document()->combined().contains(toPoint(*hover)))
        cells = QRect(*hover, *hover);
    if (cells.isEmpty())
        return;
    // A huge rectangle is outlined only: drawing each of its squares would stall the drag.
    constexpr qsizetype kMostDrawn = 4096;
    if (element && qsizetype(cells.width()) * cells.height() <= kMostDrawn) {
        const auto &renderer = context()->scene()->renderer();
        p.setOpacity(m_active ? 0.7 : 0.6);
        for (int y = cells.top(); y <= cells.bottom(); ++y)
            for (int x = cells.left(); x <= cells.right(); ++x) {
                if (onLockedLevel(*context(), {x, y}))
                    continue; // left as it is (levelguard.h): no ghost there
                if (e.type == PaletteEntry::Type::Floor)
                    renderer.paintFloor(p, cellSceneRect(QPoint(x, y)), context()->currentFloor());
                else
                    renderer.paintDevice(p, cellSceneRect(QPoint(x, y)), context()->currentDeviceAt({x, y}));
            }
        p.setOpacity(1.0);
    }
    if (!m_active)
        return;
    p.setBrush(element ? QColor(Qt::transparent) : QColor(255, 210, 60, 70));
    QPen pen(QColor(255, 210, 60), 2);
    pen.setCosmetic(true);
    p.setPen(pen);
    p.drawRect(cellsSceneRect(m_rect));
}

QList<QPoint> floodRegion(const BoardDocument &doc, QPoint start, bool byDevice, int limit)
{
    const Board &b = doc.combined();
    QList<QPoint> out;
    if (!b.contains(toPoint(start)) || doc.placementAt(toPoint(start)) < 0)
        return out;
    const Cell &seed = b.cell(toPoint(start));
    auto alike = [&](const Cell &c) {
        if (c.level != seed.level || c.floor.kind != seed.floor.kind)
            return false;
        return !byDevice || c.device.kind == seed.device.kind;
    };
    std::vector<char> seen(static_cast<std::size_t>(b.width() * b.height()), 0);
    std::deque<Point> queue{toPoint(start)};
    seen[static_cast<std::size_t>(start.y() * b.width() + start.x())] = 1;
    while (!queue.empty() && out.size() < limit) {
        const Point p = queue.front();
        queue.pop_front();
        out.append(toQPoint(p));
        for (Direction d : kAllDirections) {
            const Point n = step(p, d);
            if (!b.contains(n) || doc.placementAt(n) < 0)
                continue;
            char &s = seen[static_cast<std::size_t>(n.y * b.width() + n.x)];
            if (s || b.hasWall(EdgePos::of(p, d)) || !alike(b.cell(n)))
                continue;
            s = 1;
            queue.push_back(n);
        }
    }
    return out;
}

QString FloodFillTool::name() const { return tr("Flood fill"); }
QString FloodFillTool::toolTip() const { return tr("Fill the connected area of like squares with the palette's element (F)"); }
QString FloodFillTool::whatsThis() const
{
    return tr("<b>Flood fill</b><p>Click a square: it and every square connected to it with the same floor, level "
              "and device, not separated by walls, get the floor or device chosen in the palette.</p>");
}

void FloodFillTool::mousePressed(const ToolEvent &e)
{
    if (e.button != Qt::LeftButton)
        return;
    const bool byDevice = context()->entry().type == PaletteEntry::Type::Device;
    const QList<QPoint> cells = floodRegion(*context()->document(), e.cell, byDevice);
    if (!cells.isEmpty())
        fillCells(context(), cells);
}

} // namespace rf::editor
