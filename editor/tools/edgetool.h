// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tools/tool.h"

#include <QList>

namespace rf::editor {

// Click or drag along square borders to put the palette's edge feature (wall, one-way wall,
// laser, pusher, ledge, repulsor) on them; with the right button, or Ctrl, removes features of
// that kind. A drag follows the axis of the border where it started.
class EdgeTool : public Tool {
    Q_OBJECT
public:
    using Tool::Tool;
    QString id() const override { return QStringLiteral("edge"); }
    QString name() const override;
    QString toolTip() const override;
    QString whatsThis() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_W); }
    bool highlightsEdges() const override { return true; }
    void mousePressed(const ToolEvent &e) override;
    void mouseMoved(const ToolEvent &e) override;
    void mouseReleased(const ToolEvent &e) override;
    void cancel() override;
    void paintOverlay(QPainter &p) override;

    // The direction a directional feature gets on `edge` for the chosen rotation: turned to be
    // across the edge, and pointing onto the grid on the border.
    static model::Direction directionFor(const model::EdgePos &edge, model::Direction chosen, model::Size grid);

private:
    void addEdge(const model::EdgePos &e);
    bool m_active = false;
    bool m_removing = false;
    model::EdgePos::Axis m_axis = model::EdgePos::Axis::Horizontal;
    QList<model::EdgePos> m_edges;
};

} // namespace rf::editor
