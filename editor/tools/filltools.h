// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tools/tool.h"

#include <QList>
#include <QRect>

namespace rf::editor {

// Pushes the command that puts the palette's floor or device on `cells`; false (with a status
// message) when the palette holds something else or the layer is locked.
bool fillCells(ToolContext *context, const QList<QPoint> &cells);

// Drag a rectangle; it is filled with the palette's floor or device on release.
class RectFillTool : public Tool {
    Q_OBJECT
public:
    using Tool::Tool;
    QString id() const override { return QStringLiteral("rectfill"); }
    QString name() const override;
    QString toolTip() const override;
    QString whatsThis() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R); }
    void mousePressed(const ToolEvent &e) override;
    void mouseMoved(const ToolEvent &e) override;
    void mouseReleased(const ToolEvent &e) override;
    void cancel() override;
    void paintOverlay(QPainter &p) override;

private:
    bool m_active = false;
    QPoint m_start;
    QRect m_rect;
};

// Click: fills the connected area of squares alike (same floor, level and device) with the
// palette's floor or device.
class FloodFillTool : public Tool {
    Q_OBJECT
public:
    using Tool::Tool;
    QString id() const override { return QStringLiteral("floodfill"); }
    QString name() const override;
    QString toolTip() const override;
    QString whatsThis() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_F); }
    void mousePressed(const ToolEvent &e) override;
};

// The connected cells alike `start` on the combined grid (4-neighbours, same floor, level and
// device kind, not across walls), limited to `limit` cells.
QList<QPoint> floodRegion(const class BoardDocument &doc, QPoint start, bool byDevice, int limit = 1 << 20);

} // namespace rf::editor
