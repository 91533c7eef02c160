// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/stroketools.h"

#include "commands/cellcommands.h"
#include "document/boarddocument.h"
#include "models/layermodel.h"
#include "render/boardrenderer.h"
#include "scene/boardscene.h"
#include "scene/scenegeometry.h"
#include "tools/levelguard.h"
#include "tools/toolcontext.h"

#include <QPainter>

#include <cstdlib>

namespace rf::editor {

using namespace rf::model;

QList<QPoint> cellsAlong(QPoint a, QPoint b)
{
    // Walks the grid cells the straight line from a's centre to b's centre crosses, stepping
    // on the axis whose next cell border comes first, so diagonals become staircases.
    QList<QPoint> out{a};
    const int nx = std::abs(b.x() - a.x());
    const int ny = std::abs(b.y() - a.y());
    const int sx = b.x() > a.x() ? 1 : -1;
    const int sy = b.y() > a.y() ? 1 : -1;
    QPoint c = a;
    for (int ix = 0, iy = 0; ix < nx || iy < ny;) {
        // Compare (0.5 + ix) / nx with (0.5 + iy) / ny without division.
        if (iy >= ny || (ix < nx && (1 + 2 * ix) * ny < (1 + 2 * iy) * nx)) {
            c.rx() += sx;
            ++ix;
        } else {
            c.ry() += sy;
            ++iy;
        }
        out.append(c);
    }
    return out;
}

void StrokeTool::mousePressed(const ToolEvent &e)
{
    if (e.button != Qt::LeftButton || m_active || !canStart())
        return;
    m_active = true;
    m_modifiers = e.modifiers;
    m_stroke.clear();
    beginGesture();
    addCell(e.cell);
}

void StrokeTool::mouseMoved(const ToolEvent &e)
{
    if (!m_active || m_stroke.isEmpty())
        return;
    const QList<QPoint> path = cellsAlong(m_stroke.last(), e.cell);
    for (qsizetype i = 1; i < path.size(); ++i)
        addCell(path[i]);
}

void StrokeTool::addCell(QPoint c)
{
    if (!context()->document()->combined().contains(toPoint(c)))
        return;
    if (!allowRevisit() && m_stroke.contains(c))
        return;
    m_stroke.append(c);
    // Only the new cell's preview (and, for belt arrows, its neighbours) needs repainting.
    context()->scene()->updateOverlay(cellSceneRect(c).adjusted(-kCellSize, -kCellSize, kCellSize, kCellSize));
}

void StrokeTool::mouseReleased(const ToolEvent &e)
{
    if (!m_active || e.button != Qt::LeftButton)
        return;
    mouseMoved(e);
    m_active = false;
    const QList<QPoint> cells = m_stroke;
    m_stroke.clear();
    endGesture();
    if (!cells.isEmpty())
        finishStroke(cells, m_modifiers | e.modifiers);
    refreshOverlay();
}

void StrokeTool::cancel()
{
    if (!m_active)
        return;
    m_active = false;
    m_stroke.clear();
    endGesture();
    refreshOverlay();
}

// --- Paint ----------------------------------------------------------------------------------

QString PaintTool::name() const { return tr("Paint"); }
QString PaintTool::toolTip() const { return tr("Paint the palette's element on squares (B)"); }
QString PaintTool::whatsThis() const
{
    return tr("<b>Paint</b><p>Drag over squares to put the element chosen in the palette on them: a floor kind or a "
              "device. R and Shift+R turn the element before painting. With a level chosen in the layers panel, "
              "painted floor squares are put on that level.</p>");
}

bool PaintTool::canStart()
{
    const PaletteEntry &e = context()->entry();
    if (e.type != PaletteEntry::Type::Floor && e.type != PaletteEntry::Type::Device) {
        showStatus(tr("Choose a floor or device in the palette to paint"));
        return false;
    }
    const EditLayer layer = e.type == PaletteEntry::Type::Floor ? EditLayer::Floor : EditLayer::Devices;
    if (!context()->layers()->isEditable(layer)) {
        showStatus(tr("The %1 layer is locked").arg(LayerModel::layerName(layer)));
        return false;
    }
    return true;
}

void PaintTool::finishStroke(const QList<QPoint> &cells, Qt::KeyboardModifiers)
{
    BoardDocument *doc = context()->document();
    const PaletteEntry &e = context()->entry();
    if (e.type == PaletteEntry::Type::Floor) {
        const EditLayer current = context()->layers()->currentLayer();
        std::optional<int> level;
        if (current == EditLayer::LowerLevel || current == EditLayer::UpperLevel)
            level = context()->layers()->currentLevel();
        pushGuarded(context(), new SetFloorCommand(doc, cells, context()->currentFloor(), level));
    } else if (e.type == PaletteEntry::Type::Device) {
        // A ramp beside one raised square faces it, each on its own square.
        ToolContext *c = context();
        pushGuarded(c,
                    new SetDeviceCommand(doc, cells, [c](QPoint cell) { return c->currentDeviceAt(toPoint(cell)); }));
    }
}

void PaintTool::paintOverlay(QPainter &p)
{
    const PaletteEntry &e = context()->entry();
    if (e.type != PaletteEntry::Type::Floor && e.type != PaletteEntry::Type::Device)
        return;
    const auto &renderer = context()->scene()->renderer();
    QList<QPoint> cells = stroke();
    // Before the click: a ghost of what the click puts on the square under the cursor.
    const auto hover = context()->scene()->hoverCell();
    if (cells.isEmpty() && hover && context()->document()->combined().contains(toPoint(*hover)))
        cells << *hover;
    if (cells.isEmpty())
        return;
    p.setOpacity(stroke().isEmpty() ? 0.6 : 0.7);
    for (QPoint c : cells) {
        if (onLockedLevel(*context(), toPoint(c)))
            continue; // left as it is (levelguard.h): no ghost there
        if (e.type == PaletteEntry::Type::Floor)
            renderer.paintFloor(p, cellSceneRect(c), context()->currentFloor());
        else
            renderer.paintDevice(p, cellSceneRect(c), context()->currentDeviceAt(toPoint(c)));
    }
    p.setOpacity(1.0);
}

// --- Erase ----------------------------------------------------------------------------------

QString EraseTool::name() const { return tr("Erase"); }
QString EraseTool::toolTip() const { return tr("Erase the current layer on squares (E); Shift erases every unlocked layer"); }
QString EraseTool::whatsThis() const
{
    return tr("<b>Erase</b><p>Drag over squares to clear what the current layer of the layers panel holds there: "
              "floor (back to plain floor on the lower level), devices, the walls and edge features around the "
              "squares, or markers. Hold Shift to clear every unlocked layer at once.</p>");
}

void EraseTool::finishStroke(const QList<QPoint> &cells, Qt::KeyboardModifiers modifiers)
{
    const LayerModel *layers = context()->layers();
    EraseCommand::Parts parts;
    auto add = [&](EditLayer l, EraseCommand::Part part) {
        if (layers->isEditable(l))
            parts |= part;
    };
    if (modifiers & Qt::ShiftModifier) {
        add(EditLayer::Floor, EraseCommand::Part::Floor);
        add(EditLayer::Devices, EraseCommand::Part::Devices);
        add(EditLayer::Edges, EraseCommand::Part::Edges);
        add(EditLayer::Markers, EraseCommand::Part::Markers);
    } else {
        switch (layers->currentLayer()) {
        case EditLayer::Floor:
        case EditLayer::LowerLevel:
        case EditLayer::UpperLevel: add(EditLayer::Floor, EraseCommand::Part::Floor); break;
        case EditLayer::Devices: add(EditLayer::Devices, EraseCommand::Part::Devices); break;
        case EditLayer::Edges: add(EditLayer::Edges, EraseCommand::Part::Edges); break;
        case EditLayer::Markers: add(EditLayer::Markers, EraseCommand::Part::Markers); break;
        }
    }
    if (!parts) {
        showStatus(tr("The current layer is locked"));
        return;
    }
    BoardDocument *doc = context()->document();
    pushGuarded(context(), new EraseCommand(doc, cells, parts));
}

void EraseTool::paintOverlay(QPainter &p)
{
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(220, 50, 50, 110));
    for (QPoint c : stroke())
        p.drawRect(cellSceneRect(c));
}

// --- Belt path ------------------------------------------------------------------------------

QString BeltTool::name() const { return tr("Belt path"); }
QString BeltTool::toolTip() const { return tr("Drag a path to lay conveyor belts along it (T)"); }
QString BeltTool::whatsThis() const
{
    return tr("<b>Belt path</b><p>Drag from square to square to lay a conveyor belt that carries robots along the "
              "path. Turns become curves, belts that already point into the path become merges, and a belt the "
              "path runs into takes it as an input. The express belt of the palette lays express belts; a single "
              "click lays one belt facing the current rotation (R).</p>");
}

bool BeltTool::canStart()
{
    if (!context()->layers()->isEditable(EditLayer::Devices)) {
        showStatus(tr("The %1 layer is locked").arg(LayerModel::layerName(EditLayer::Devices)));
        return false;
    }
    return true;
}

void BeltTool::finishStroke(const QList<QPoint> &cells, Qt::KeyboardModifiers)
{
    const PaletteEntry &e = context()->entry();
    const bool express = e.type == PaletteEntry::Type::Device && e.device.kind == DeviceKind::Belt && e.device.express;
    BoardDocument *doc = context()->document();
    pushGuarded(context(), new BeltPathCommand(doc, cells, express, context()->direction()));
}

void BeltTool::paintOverlay(QPainter &p)
{
    const QList<QPoint> &path = stroke();
    if (path.isEmpty()) {
        // Before the click: the belt a single click lays, facing the current rotation.
        const auto hover = context()->scene()->hoverCell();
        if (!hover || !context()->document()->combined().contains(toPoint(*hover)))
            return;
        const PaletteEntry &e = context()->entry();
        model::Device belt;
        belt.kind = DeviceKind::Belt;
        belt.express = e.type == PaletteEntry::Type::Device && e.device.kind == DeviceKind::Belt && e.device.express;
        belt.dir = context()->direction();
        belt.inputs = straightInputs(belt.dir);
        p.setOpacity(0.6);
        context()->scene()->renderer().paintDevice(p, cellSceneRect(*hover), belt);
        p.setOpacity(1.0);
        return;
    }
    QPen pen(QColor(255, 210, 60, 220), kCellSize * 0.12, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    p.setPen(pen);
    QPolygonF line;
    for (QPoint c : path)
        line << cellSceneRect(c).center();
    if (line.size() == 1) {
        p.drawPoint(line.front());
        return;
    }
    p.drawPolyline(line);
    // Arrow head at the end.
    const QPointF tip = line.back();
    const QPointF from = line[line.size() - 2];
    const QPointF d = (tip - from) / kCellSize;
    const QPointF n(-d.y(), d.x());
    QPolygonF head{tip + d * kCellSize * 0.3, tip + n * kCellSize * 0.2, tip - n * kCellSize * 0.2};
    p.setBrush(pen.color());
    p.drawPolygon(head);
}

} // namespace rf::editor
