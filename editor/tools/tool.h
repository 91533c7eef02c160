// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/geometry.h"
#include "scene/canvasinput.h"

#include <QIcon>
#include <QKeySequence>
#include <QObject>

class QKeyEvent;
class QPainter;

namespace rf::editor {

class ToolContext;

// A mouse event on the canvas, as the view hands it on.
using ToolEvent = CanvasEvent;

// An editing tool. The view hands mouse events on the grid to the ToolManager, which forwards
// them to the active tool; a tool
// turns a gesture into one undo command on release and nothing on cancel (Esc), and may
// paint a preview through the scene's overlay.
class Tool : public QObject {
    Q_OBJECT
public:
    explicit Tool(ToolContext *context, QObject *parent = nullptr);

    virtual QString id() const = 0;
    virtual QString name() const = 0;
    virtual QString toolTip() const = 0;
    virtual QString whatsThis() const = 0;
    virtual QKeySequence shortcut() const { return {}; }
    virtual QIcon icon() const;

    virtual void activate();
    virtual void deactivate();
    virtual void mousePressed(const ToolEvent &) {}
    virtual void mouseMoved(const ToolEvent &) {}
    virtual void mouseReleased(const ToolEvent &) {}
    // Abandons a gesture in progress (Esc, tool switch, focus loss).
    virtual void cancel() {}
    virtual bool keyPressed(QKeyEvent *) { return false; }
    // R / Shift+R: a tool may turn what it holds (the board tool turns the board under the
    // cursor); false lets the palette element turn.
    virtual bool rotate(int) { return false; }
    // Preview in scene coordinates; the default draws nothing.
    virtual void paintOverlay(QPainter &) {}
    // Whether the nearest edge (rather than the cell) should be highlighted under the cursor.
    virtual bool highlightsEdges() const { return false; }

protected:
    ToolContext *context() const { return m_context; }
    void beginGesture();
    void endGesture();
    void refreshOverlay();
    void showStatus(const QString &message);

private:
    ToolContext *m_context;
};

} // namespace rf::editor
