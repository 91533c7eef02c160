// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/elements.h"
#include "tools/tool.h"

#include <optional>

namespace rf::editor {

// Click an element to make it the palette's current element, with its direction and settings.
class EyedropperTool : public Tool {
    Q_OBJECT
public:
    using Tool::Tool;
    QString id() const override { return QStringLiteral("eyedropper"); }
    QString name() const override;
    QString toolTip() const override;
    QString whatsThis() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_I); }
    void mousePressed(const ToolEvent &e) override;

signals:
    void picked();
};

// Places markers: checkpoints are numbered on (highest + 1), starts likewise with the current
// rotation as facing. Right click removes the marker of that kind from the square.
class MarkerTool : public Tool {
    Q_OBJECT
public:
    MarkerTool(ToolContext *context, model::MarkerKind kind, QObject *parent = nullptr);
    QString id() const override;
    QString name() const override;
    QString toolTip() const override;
    QString whatsThis() const override;
    QKeySequence shortcut() const override;
    model::MarkerKind kind() const { return m_kind; }
    void mousePressed(const ToolEvent &e) override;
    void mouseMoved(const ToolEvent &e) override;
    void paintOverlay(QPainter &p) override;

private:
    model::MarkerKind m_kind;
    QPoint m_lastHover{-1, -1};
};

// Course layout: drag a board to move it on the course grid; R / Shift+R turn the board under
// the cursor. Moves that would overlap another board are refused.
class BoardTool : public Tool {
    Q_OBJECT
public:
    using Tool::Tool;
    QString id() const override { return QStringLiteral("board"); }
    QString name() const override;
    QString toolTip() const override;
    QString whatsThis() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_M); }
    void mousePressed(const ToolEvent &e) override;
    void mouseMoved(const ToolEvent &e) override;
    void mouseReleased(const ToolEvent &e) override;
    void cancel() override;
    bool rotate(int quarterTurns) override;
    void paintOverlay(QPainter &p) override;

private:
    int m_board = -1;
    QPoint m_start;
    QPoint m_current;
    QPoint m_hover;
};

} // namespace rf::editor
