// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/diagnosticsitem.h"

#include "scene/scenegeometry.h"

#include <QPainter>

#include <algorithm>

namespace rf::editor {

namespace {

QRectF markRect(model::Point cell)
{
    return cellSceneRect(cell);
}

QRectF markRect(model::EdgePos edge)
{
    const QLineF line = edgeSceneLine(edge);
    return QRectF(line.p1(), line.p2())
        .normalized()
        .adjusted(-kCellSize * 0.1, -kCellSize * 0.1, kCellSize * 0.1, kCellSize * 0.1);
}

} // namespace

DiagnosticsItem::DiagnosticsItem(QGraphicsItem *parent)
    : QGraphicsItem(parent)
{
    setAcceptedMouseButtons(Qt::NoButton);
}

QColor DiagnosticsItem::colour(validate::Severity severity)
{
    return severity == validate::Severity::Error ? QColor(230, 40, 40) : QColor(245, 170, 20);
}

void DiagnosticsItem::setDiagnostics(const std::vector<validate::Diagnostic> &diagnostics)
{
    prepareGeometryChange();
    m_marks.clear();
    m_bounds = {};
    for (const validate::Diagnostic &d : diagnostics) {
        if (!d.cell && !d.edge)
            continue; // the course as a whole: only the list names it
        m_marks.push_back({d.cell, d.edge, d.severity});
        const QRectF r = d.cell ? markRect(*d.cell) : markRect(*d.edge);
        m_bounds = m_bounds.isNull() ? r : m_bounds.united(r);
    }
    // Errors last, so a square with both is outlined red.
    std::ranges::stable_sort(m_marks, [](const Mark &a, const Mark &b) {
        return a.severity == validate::Severity::Warning && b.severity == validate::Severity::Error;
    });
    m_bounds.adjust(-kCellSize * 0.2, -kCellSize * 0.2, kCellSize * 0.2, kCellSize * 0.2);
    update();
}

QRectF DiagnosticsItem::boundingRect() const
{
    return m_bounds;
}

QList<QRectF> DiagnosticsItem::markRects() const
{
    QList<QRectF> out;
    for (const Mark &m : m_marks)
        out << (m.cell ? markRect(*m.cell) : markRect(*m.edge));
    return out;
}

void DiagnosticsItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    for (const Mark &m : m_marks) {
        const QColor c = colour(m.severity);
        if (m.edge) {
            QPen pen(c, kCellSize * 0.09, Qt::DashLine, Qt::RoundCap);
            p->setPen(pen);
            p->drawLine(edgeSceneLine(*m.edge));
            continue;
        }
        const QRectF cell = cellSceneRect(*m.cell);
        const double w = kCellSize * 0.06;
        p->setPen(QPen(c, w));
        p->setBrush(Qt::NoBrush);
        p->drawRect(cell.adjusted(w / 2, w / 2, -w / 2, -w / 2));
        // The badge: a disc with "!" in the top right corner, readable when zoomed out.
        const double r = kCellSize * 0.16;
        const QRectF disc(cell.right() - 2 * r - w, cell.top() + w, 2 * r, 2 * r);
        p->setPen(QPen(Qt::white, kCellSize * 0.02));
        p->setBrush(c);
        p->drawEllipse(disc);
        QFont f = p->font();
        f.setBold(true);
        f.setPixelSize(static_cast<int>(r * 1.5));
        p->setFont(f);
        p->setPen(Qt::white);
        p->drawText(disc, Qt::AlignCenter, QStringLiteral("!"));
    }
    p->restore();
}

} // namespace rf::editor
