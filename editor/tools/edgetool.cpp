// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/edgetool.h"

#include "commands/elementcommands.h"
#include "document/boarddocument.h"
#include "models/layermodel.h"
#include "render/boardrenderer.h"
#include "scene/boardscene.h"
#include "scene/scenegeometry.h"
#include "tools/levelguard.h"
#include "tools/toolcontext.h"

#include <QPainter>

#include <cmath>
#include <vector>

namespace rf::editor {

using namespace rf::model;

QString EdgeTool::name() const { return tr("Walls and edges"); }
QString EdgeTool::toolTip() const { return tr("Click or drag along square borders to add walls, lasers, pushers... (W)"); }
QString EdgeTool::whatsThis() const
{
    return tr("<b>Walls and edges</b><p>Click near a square border, or drag along borders, to put the edge feature "
              "chosen in the palette there: wall, one-way wall, laser, pusher, ledge, no-ledge or repulsor field. "
              "R and Shift+R choose the direction (lasers fire, pushers push and one-way walls block that way); "
              "on the board border it points onto the board. Drag with the right button, or hold Ctrl, to remove "
              "features of that kind.</p>");
}

Direction EdgeTool::directionFor(const EdgePos &edge, Direction chosen, Size grid)
{
    const bool horizontal = edge.axis == EdgePos::Axis::Horizontal;
    Direction d = chosen;
    if (horizontal && (d == Direction::East || d == Direction::West))
        d = turnRight(d); // E -> S, W -> N
    if (!horizontal && (d == Direction::North || d == Direction::South))
        d = turnLeft(d); // N -> W, S -> E
    // On the border, point onto the grid.
    if (horizontal && edge.y == 0)
        d = Direction::South;
    if (horizontal && edge.y == grid.height)
        d = Direction::North;
    if (!horizontal && edge.x == 0)
        d = Direction::East;
    if (!horizontal && edge.x == grid.width)
        d = Direction::West;
    return d;
}

void EdgeTool::mousePressed(const ToolEvent &e)
{
    if (m_active || (e.button != Qt::LeftButton && e.button != Qt::RightButton))
        return;
    if (context()->entry().type != PaletteEntry::Type::Edge) {
        showStatus(tr("Choose a wall or edge feature in the palette"));
        return;
    }
    if (!context()->layers()->isEditable(EditLayer::Edges)) {
        showStatus(tr("The %1 layer is locked").arg(LayerModel::layerName(EditLayer::Edges)));
        return;
    }
    m_active = true;
    m_removing = e.button == Qt::RightButton || (e.modifiers & Qt::ControlModifier);
    m_axis = e.edge.axis;
    m_edges.clear();
    beginGesture();
    addEdge(e.edge);
}

void EdgeTool::addEdge(const EdgePos &e)
{
    if (!context()->document()->locateEdge(e) || m_edges.contains(e))
        return;
    m_edges.append(e);
    const QLineF line = edgeSceneLine(e);
    context()->scene()->updateOverlay(QRectF(line.p1(), line.p2()).normalized().adjusted(-kCellSize / 2, -kCellSize / 2, kCellSize / 2, kCellSize / 2));
}

void EdgeTool::mouseMoved(const ToolEvent &e)
{
    if (!m_active)
        return;
    // Follow the axis where the drag started: the border of that axis nearest to the cursor.
    const double fx = e.scenePos.x() / kCellSize;
    const double fy = e.scenePos.y() / kCellSize;
    EdgePos target;
    if (m_axis == EdgePos::Axis::Horizontal)
        target = {static_cast<int>(std::floor(fx)), static_cast<int>(std::lround(fy)), m_axis};
    else
        target = {static_cast<int>(std::lround(fx)), static_cast<int>(std::floor(fy)), m_axis};
    if (m_edges.isEmpty()) {
        addEdge(target);
        return;
    }
    // Fill the run between the last border and this one, so fast drags leave no gaps.
    EdgePos last = m_edges.last();
    const bool horizontal = m_axis == EdgePos::Axis::Horizontal;
    const int along = horizontal ? target.x - last.x : target.y - last.y;
    const int fixed = horizontal ? last.y : last.x;
    for (int i = 1; i <= std::abs(along); ++i) {
        EdgePos step = last;
        if (horizontal)
            step.x = last.x + (along > 0 ? i : -i), step.y = fixed;
        else
            step.y = last.y + (along > 0 ? i : -i), step.x = fixed;
        addEdge(step);
    }
    if (horizontal ? target.y != fixed : target.x != fixed)
        addEdge(target); // jumped to a parallel border
}

void EdgeTool::mouseReleased(const ToolEvent &e)
{
    if (!m_active || (e.button != Qt::LeftButton && e.button != Qt::RightButton))
        return;
    m_active = false;
    endGesture();
    const QList<EdgePos> edges = m_edges;
    m_edges.clear();
    refreshOverlay();
    BoardDocument *doc = context()->document();
    const EdgeFeature proto = context()->entry().edge;
    if (m_removing) {
        QList<ElementId> ids;
        for (const EdgePos &pos : edges)
            for (const EdgeFeature *f : doc->combined().featuresAt(pos))
                if (f->kind == proto.kind)
                    ids.append(f->id);
        if (!ids.isEmpty())
            pushGuarded(context(), new RemoveEdgeFeaturesCommand(doc, ids));
        return;
    }
    std::vector<EdgeFeature> features;
    for (const EdgePos &pos : edges) {
        EdgeFeature f = proto;
        f.pos = pos;
        f.dir = directionFor(pos, context()->direction(), doc->combined().size());
        features.push_back(f);
    }
    if (!features.empty())
        pushGuarded(context(), new AddEdgeFeaturesCommand(doc, features));
}

void EdgeTool::cancel()
{
    if (!m_active)
        return;
    m_active = false;
    m_edges.clear();
    endGesture();
    refreshOverlay();
}

namespace {

// Which way a directed feature will act (fire, push, block, drop): its art is small at low zoom.
void directionArrow(QPainter &p, QPointF from, Direction d)
{
    const QPointF u(delta(d).x, delta(d).y);
    const QPointF n(-u.y(), u.x());
    const QPointF tip = from + u * (kCellSize * 0.45);
    const QPointF base = from + u * (kCellSize * 0.2);
    p.setPen(QPen(QColor(255, 210, 60), kCellSize * 0.06, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(from + u * (kCellSize * 0.08), base);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 210, 60));
    p.drawPolygon(QPolygonF{tip, base + n * (kCellSize * 0.13), base - n * (kCellSize * 0.13)});
}

} // namespace

void EdgeTool::paintOverlay(QPainter &p)
{
    if (m_removing && !m_edges.isEmpty()) {
        p.setPen(QPen(QColor(230, 60, 60, 230), kCellSize * 0.12, Qt::SolidLine, Qt::RoundCap));
        for (const EdgePos &e : m_edges)
            p.drawLine(edgeSceneLine(e));
        return;
    }
    if (context()->entry().type != PaletteEntry::Type::Edge)
        return;
    // Ghosts of what the release (or, before the click, a click) puts there, turned as it will be.
    QList<EdgePos> edges = m_edges;
    const auto hover = context()->scene()->hoverEdge();
    if (edges.isEmpty() && hover && context()->document()->locateEdge(*hover))
        edges << *hover;
    const BoardDocument *doc = context()->document();
    p.setOpacity(0.75);
    for (const EdgePos &e : edges) {
        EdgeFeature f = context()->entry().edge;
        f.pos = e;
        f.dir = directionFor(e, context()->direction(), doc->combined().size());
        const bool horizontal = e.axis == EdgePos::Axis::Horizontal;
        context()->scene()->renderer().paintEdgeFeature(p, cellSceneRect(QPoint(e.x, e.y)), f, horizontal ? Direction::North : Direction::West, true);
        // A one-way wall's chevrons already mark its blocking side; an arrow the way it blocks
        // pointed away from them, so the ghost disagreed with the wall it places.
        if (f.kind != EdgeKind::Wall && f.kind != EdgeKind::NoLedge && f.kind != EdgeKind::OneWayWall)
            directionArrow(p, edgeSceneLine(e).center(), f.dir);
    }
    p.setOpacity(1.0);
}

} // namespace rf::editor
