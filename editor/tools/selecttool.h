// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tools/tool.h"

#include <QRect>

namespace rf::editor {

class BoardDocument;
struct Selection;

// The selection that covers `cells`: the rectangle and the devices, markers and edge features
// in it (edge features on its outline included).
Selection selectionOf(const BoardDocument &doc, const QRect &cells);

// Drag a rectangle to select squares; click near a border to select its edge features; drag
// inside the selection to move its content (one step on release, Esc cancels).
class SelectTool : public Tool {
    Q_OBJECT
public:
    using Tool::Tool;
    QString id() const override { return QStringLiteral("select"); }
    QString name() const override;
    QString toolTip() const override;
    QString whatsThis() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_S); }
    void mousePressed(const ToolEvent &e) override;
    void mouseMoved(const ToolEvent &e) override;
    void mouseReleased(const ToolEvent &e) override;
    void cancel() override;
    void paintOverlay(QPainter &p) override;

private:
    enum class Mode { None, Rubber, Move };
    Mode m_mode = Mode::None;
    QPoint m_start;
    QPoint m_current;
    QRect m_rubber;
    ToolEvent m_press;
};

} // namespace rf::editor
