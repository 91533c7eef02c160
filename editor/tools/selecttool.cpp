// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tools/selecttool.h"

#include "commands/selectioncommands.h"
#include "document/boarddocument.h"
#include "document/fragment.h"
#include "scene/scenegeometry.h"
#include "tools/levelguard.h"
#include "tools/toolcontext.h"

#include <QPainter>
#include <QUndoStack>

namespace rf::editor {

using namespace rf::model;

Selection selectionOf(const BoardDocument &doc, const QRect &cells)
{
    Selection s;
    const Board &b = doc.combined();
    s.cells = cells.intersected(QRect(0, 0, b.width(), b.height()));
    if (s.cells.isEmpty())
        return {};
    for (int y = s.cells.top(); y <= s.cells.bottom(); ++y)
        for (int x = s.cells.left(); x <= s.cells.right(); ++x)
            if (const Device &d = b.cell({x, y}).device; d.kind != DeviceKind::None)
                s.elements.append(d.id);
    for (const EdgeFeature &f : b.edgeFeatures())
        if (edgeInRect(f.pos, s.cells))
            s.elements.append(f.id);
    for (const Marker &m : b.markers())
        if (s.cells.contains(m.at.x, m.at.y))
            s.elements.append(m.id);
    return s;
}

QString SelectTool::name() const { return tr("Select"); }
QString SelectTool::toolTip() const { return tr("Select squares and move them; click a border to select its walls (S)"); }
QString SelectTool::whatsThis() const
{
    return tr("<b>Select</b><p>Drag a rectangle to select squares with everything on them; the properties panel then "
              "edits the selected elements. Click near a square border to select the walls and edge features on it. "
              "Drag inside the selection to move its content. The Edit menu copies, cuts, pastes, rotates and "
              "mirrors the selection. Esc cancels a drag.</p>");
}

void SelectTool::mousePressed(const ToolEvent &e)
{
    if (e.button != Qt::LeftButton || m_mode != Mode::None)
        return;
    BoardDocument *doc = context()->document();
    m_press = e;
    m_start = e.cell;
    m_current = e.cell;
    if (doc->selection().cells.contains(e.cell) && !(e.modifiers & Qt::ShiftModifier)) {
        m_mode = Mode::Move;
    } else {
        m_mode = Mode::Rubber;
        m_rubber = QRect(e.cell, e.cell);
    }
    beginGesture();
    refreshOverlay();
}

void SelectTool::mouseMoved(const ToolEvent &e)
{
    if (m_mode == Mode::None)
        return;
    m_current = e.cell;
    if (m_mode == Mode::Rubber) {
        const Board &b = context()->document()->combined();
        m_rubber = QRect(m_start, m_current).normalized().intersected(QRect(0, 0, b.width(), b.height()));
    }
    refreshOverlay();
}

void SelectTool::mouseReleased(const ToolEvent &e)
{
    if (m_mode == Mode::None || e.button != Qt::LeftButton)
        return;
    mouseMoved(e);
    const Mode mode = m_mode;
    m_mode = Mode::None;
    endGesture();
    BoardDocument *doc = context()->document();
    if (mode == Mode::Move) {
        const QPoint offset = m_current - m_start;
        const QRect from = doc->selection().cells;
        if (!offset.isNull()) {
            auto *cmd = new TransformSelectionCommand(doc, from, SelectionTransform{offset, 0, false, false});
            const QRect to = cmd->resultRect();
            if (pushGuarded(context(), cmd, LockedPart::Refuse))
                doc->setSelection(selectionOf(*doc, to));
        }
    } else if (m_start == m_current && m_press.edgeDistance < 0.15) {
        // A click on a border selects its edge features.
        Selection s;
        for (const EdgeFeature *f : doc->combined().featuresAt(m_press.edge))
            s.elements.append(f->id);
        if (s.elements.isEmpty())
            s = selectionOf(*doc, QRect(m_start, m_start));
        doc->setSelection(s);
    } else {
        doc->setSelection(selectionOf(*doc, m_rubber));
    }
    m_rubber = {};
    refreshOverlay();
}

void SelectTool::cancel()
{
    if (m_mode == Mode::None)
        return;
    m_mode = Mode::None;
    m_rubber = {};
    endGesture();
    refreshOverlay();
}

void SelectTool::paintOverlay(QPainter &p)
{
    QPen pen(QColor(255, 255, 255), 2, Qt::DashLine);
    pen.setCosmetic(true);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    if (m_mode == Mode::Rubber && !m_rubber.isEmpty())
        p.drawRect(cellsSceneRect(m_rubber));
    if (m_mode == Mode::Move) {
        const QRect moved = context()->document()->selection().cells.translated(m_current - m_start);
        p.setBrush(QColor(255, 255, 255, 40));
        p.drawRect(cellsSceneRect(moved));
    }
}

} // namespace rf::editor
