// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scene/canvasinput.h"

#include <QList>
#include <QObject>

class QAction;
class QActionGroup;

namespace rf::editor {

class Tool;
class ToolContext;
struct PaletteEntry;

// Owns the tools, one checkable action per tool (tool tip, What's This, shortcut), and the
// current tool. Picking a wall in the palette switches to the edge tool, a marker to the
// marker tool, a floor or device back to painting. It is the canvas' input: the view's events go
// to the current tool.
class ToolManager : public QObject, public CanvasInput {
    Q_OBJECT
public:
    explicit ToolManager(ToolContext *context, QObject *parent = nullptr);
    ~ToolManager() override;

    const QList<Tool *> &tools() const { return m_tools; }
    QList<QAction *> actions() const { return m_actions; }
    Tool *tool(const QString &id) const;
    Tool *currentTool() const { return m_current; }
    void setCurrentTool(Tool *tool);
    void setCurrentTool(const QString &id);
    ToolContext *context() const { return m_context; }

    // Whether tool `id` puts palette elements on the board (paint, fills, edges, belts, markers).
    static bool placesElements(const QString &id);

    // CanvasInput: to the current tool.
    void mousePressed(const CanvasEvent &event) override;
    void mouseMoved(const CanvasEvent &event) override;
    void mouseReleased(const CanvasEvent &event) override;
    void cancel() override;
    bool keyPressed(QKeyEvent *event) override;
    bool highlightsEdges() const override;

signals:
    void currentToolChanged(rf::editor::Tool *tool);

private:
    void onEntryChanged(const PaletteEntry &entry);
    void switchToPlace(const PaletteEntry &entry);
    ToolContext *m_context;
    QList<Tool *> m_tools;
    QList<QAction *> m_actions;
    QActionGroup *m_group = nullptr;
    Tool *m_current = nullptr;
    Tool *m_beforeEyedropper = nullptr;
};

// A small glyph for each tool id, drawn at any device pixel ratio.
QIcon toolIcon(const QString &id);

} // namespace rf::editor
