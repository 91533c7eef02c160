// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/pointtools.h"

#include "commands/coursecommands.h"
#include "commands/elementcommands.h"
#include "document/boarddocument.h"
#include "models/layermodel.h"
#include "render/boardrenderer.h"
#include "scene/boardscene.h"
#include "scene/scenegeometry.h"
#include "tools/levelguard.h"
#include "tools/toolcontext.h"

#include <QPainter>
#include <QUndoStack>

namespace rf::editor {

using namespace rf::model;

// --- Eyedropper -----------------------------------------------------------------------------

QString EyedropperTool::name() const { return tr("Eyedropper"); }
QString EyedropperTool::toolTip() const { return tr("Pick an element from the board into the palette (I)"); }
QString EyedropperTool::whatsThis() const
{
    return tr("<b>Eyedropper</b><p>Click a square to make its device (or, without one, its floor) the palette's "
              "current element with the same direction and settings; click near a border to pick its edge "
              "feature. The previous tool comes back afterwards.</p>");
}

void EyedropperTool::mousePressed(const ToolEvent &e)
{
    if (e.button != Qt::LeftButton)
        return;
    const Board &b = context()->document()->combined();
    if (!b.contains(toPoint(e.cell)))
        return;
    auto pickFrom = [&](auto match) -> std::optional<PaletteEntry> {
        for (const PaletteEntry &entry : paletteEntries())
            if (match(entry))
                return entry;
        return std::nullopt;
    };
    std::optional<PaletteEntry> picked;
    std::optional<Direction> turn; // set after the entry: each entry keeps its own direction
    if (e.edgeDistance < 0.2) {
        const auto features = b.featuresAt(e.edge);
        if (!features.empty()) {
            const EdgeFeature f = *features.front();
            picked = pickFrom([&](const PaletteEntry &p) { return p.type == PaletteEntry::Type::Edge && p.edge.kind == f.kind; });
            if (picked) {
                picked->edge = f;
                picked->edge.id = kNoId;
                turn = f.dir;
            }
        }
    }
    const Cell &c = b.cell(toPoint(e.cell));
    if (!picked && c.device.kind != DeviceKind::None) {
        const Device d = c.device;
        picked = pickFrom([&](const PaletteEntry &p) {
            if (p.type != PaletteEntry::Type::Device || p.device.kind != d.kind)
                return false;
            if (d.kind == DeviceKind::Belt)
                return p.device.express == d.express;
            if (d.kind == DeviceKind::Gear)
                return p.device.clockwise == d.clockwise;
            return true;
        });
        if (picked) {
            picked->device = d;
            picked->device.id = kNoId;
            turn = d.dir;
        }
    }
    if (!picked) {
        picked = pickFrom([&](const PaletteEntry &p) { return p.type == PaletteEntry::Type::Floor && p.floor == c.floor.kind; });
        if (picked && c.floor.current)
            turn = *c.floor.current;
    }
    if (picked) {
        context()->setEntry(*picked);
        if (turn)
            context()->setDirection(*turn);
        showStatus(tr("Picked %1").arg(picked->name()));
        emit this->picked();
    }
}

// --- Markers --------------------------------------------------------------------------------

MarkerTool::MarkerTool(ToolContext *context, MarkerKind kind, QObject *parent) : Tool(context, parent), m_kind(kind) {}

QString MarkerTool::id() const { return QStringLiteral("marker-") + QString::fromUtf8(markerKindName(m_kind).data()); }

QString MarkerTool::name() const
{
    switch (m_kind) {
    case MarkerKind::Checkpoint: return tr("Checkpoint");
    case MarkerKind::Start: return tr("Start position");
    case MarkerKind::Dock: return tr("Docking bay");
    }
    return {};
}

QString MarkerTool::toolTip() const
{
    switch (m_kind) {
    case MarkerKind::Checkpoint: return tr("Place numbered checkpoints (K)");
    case MarkerKind::Start: return tr("Place start positions facing the current rotation (P)");
    case MarkerKind::Dock: return tr("Mark docking bay squares");
    }
    return {};
}

QString MarkerTool::whatsThis() const
{
    return tr("<b>%1</b><p>Click a square to place a marker there. Checkpoints and start positions are numbered "
              "automatically, one more than the highest so far; a start faces the current rotation (R). Right "
              "click removes the marker from the square. Numbers can be changed in the properties panel.</p>")
        .arg(name());
}

QKeySequence MarkerTool::shortcut() const
{
    switch (m_kind) {
    case MarkerKind::Checkpoint: return QKeySequence(Qt::Key_K);
    case MarkerKind::Start: return QKeySequence(Qt::Key_P);
    case MarkerKind::Dock: return {};
    }
    return {};
}

void MarkerTool::mousePressed(const ToolEvent &e)
{
    BoardDocument *doc = context()->document();
    if (!context()->layers()->isEditable(EditLayer::Markers)) {
        showStatus(tr("The %1 layer is locked").arg(LayerModel::layerName(EditLayer::Markers)));
        return;
    }
    const Point at = toPoint(e.cell);
    if (!doc->locate(at))
        return;
    if (e.button == Qt::RightButton) {
        QList<ElementId> ids;
        for (const Marker &m : doc->combined().markers())
            if (m.at == at && m.kind == m_kind)
                ids.append(m.id);
        if (!ids.isEmpty())
            pushGuarded(context(), new RemoveMarkersCommand(doc, ids));
        return;
    }
    if (e.button != Qt::LeftButton)
        return;
    Marker m;
    m.kind = m_kind;
    m.at = at;
    m.number = 0;
    m.facing = context()->direction();
    pushGuarded(context(), new AddMarkerCommand(doc, m));
}

void MarkerTool::mouseMoved(const ToolEvent &e)
{
    if (e.cell == m_lastHover)
        return;
    context()->scene()->updateOverlay(cellSceneRect(m_lastHover));
    context()->scene()->updateOverlay(cellSceneRect(e.cell));
    m_lastHover = e.cell;
}

void MarkerTool::paintOverlay(QPainter &p)
{
    const auto hover = context()->scene()->hoverCell();
    if (!hover || !context()->document()->combined().contains(toPoint(*hover)))
        return;
    Marker m;
    m.kind = m_kind;
    m.number = nextMarkerNumber(context()->document()->combined(), m_kind);
    m.facing = context()->direction();
    p.setOpacity(0.6);
    context()->scene()->renderer().paintMarker(p, cellSceneRect(*hover), m);
    p.setOpacity(1.0);
}

// --- Boards of a course ---------------------------------------------------------------------

QString BoardTool::name() const { return tr("Arrange boards"); }
QString BoardTool::toolTip() const { return tr("Drag boards to move them on the course; R turns the board under the cursor (M)"); }
QString BoardTool::whatsThis() const
{
    return tr("<b>Arrange boards</b><p>Drag a board of the course to move it on the course grid; R and Shift+R turn "
              "the board under the cursor. A board cannot be moved onto another one. Add boards with Course > "
              "Add Board.</p>");
}

void BoardTool::mousePressed(const ToolEvent &e)
{
    if (e.button != Qt::LeftButton || m_board >= 0)
        return;
    m_board = context()->document()->placementAt(toPoint(e.cell));
    if (m_board < 0)
        return;
    if (boardOnLockedLevel(*context(), m_board)) {
        m_board = -1;
        showStatus(tr("This board has squares on a locked level: unlock the level to move the board"));
        return;
    }
    m_start = m_current = e.cell;
    beginGesture();
    refreshOverlay();
}

void BoardTool::mouseMoved(const ToolEvent &e)
{
    m_hover = e.cell;
    if (m_board < 0)
        return;
    m_current = e.cell;
    refreshOverlay();
}

void BoardTool::mouseReleased(const ToolEvent &e)
{
    if (m_board < 0 || e.button != Qt::LeftButton)
        return;
    mouseMoved(e);
    const int index = m_board;
    m_board = -1;
    endGesture();
    refreshOverlay();
    BoardDocument *doc = context()->document();
    const Placement &pl = doc->course().placements()[static_cast<std::size_t>(index)];
    const QPoint delta = m_current - m_start;
    if (delta.isNull())
        return;
    const Point offset{pl.offset.x + delta.x(), pl.offset.y + delta.y()};
    if (!doc->placementFits(index, pl.board, offset, pl.rotation)) {
        showStatus(tr("A board cannot be moved there: it would overlap another board or leave the grid"));
        return;
    }
    doc->clearSelection();
    doc->undoStack()->push(new PlaceBoardCommand(doc, index, offset, pl.rotation));
}

void BoardTool::cancel()
{
    if (m_board < 0)
        return;
    m_board = -1;
    endGesture();
    refreshOverlay();
}

bool BoardTool::rotate(int quarterTurns)
{
    BoardDocument *doc = context()->document();
    if (m_board >= 0 || doc->inGesture())
        return true;
    const int index = doc->placementAt(toPoint(m_hover));
    if (index < 0)
        return true;
    if (boardOnLockedLevel(*context(), index)) {
        showStatus(tr("This board has squares on a locked level: unlock the level to turn the board"));
        return true;
    }
    const Placement &pl = doc->course().placements()[static_cast<std::size_t>(index)];
    const Rotation r = normalizeRotation(pl.rotation + quarterTurns);
    if (!doc->placementFits(index, pl.board, pl.offset, r)) {
        showStatus(tr("The board cannot turn there: it would overlap another board"));
        return true;
    }
    doc->clearSelection();
    doc->undoStack()->push(new PlaceBoardCommand(doc, index, pl.offset, r));
    return true;
}

void BoardTool::paintOverlay(QPainter &p)
{
    if (m_board < 0)
        return;
    const QRect r = context()->document()->placementRect(m_board).translated(m_current - m_start);
    QPen pen(QColor(255, 210, 60), 3, Qt::DashLine);
    pen.setCosmetic(true);
    p.setPen(pen);
    p.setBrush(QColor(255, 210, 60, 40));
    p.drawRect(cellsSceneRect(r));
}

} // namespace rf::editor
