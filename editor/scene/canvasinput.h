// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/geometry.h"

#include <QPoint>
#include <QPointF>

class QKeyEvent;

namespace rf::editor {

// A mouse event on the canvas, already mapped to the grid.
struct CanvasEvent {
    QPointF scenePos{};
    QPoint cell{};
    model::EdgePos edge{};     // nearest cell border
    double edgeDistance = 1.0; // in cells
    Qt::MouseButton button = Qt::NoButton;
    Qt::MouseButtons buttons{};
    Qt::KeyboardModifiers modifiers{};
};

// What the canvas (BoardView) hands its mouse and key events to. The editor's tools implement it
// (ToolManager forwards to the current tool), so the view depends on this interface and never on
// the tools above it (tests/layering forbids scene -> tools).
class CanvasInput {
public:
    virtual ~CanvasInput() = default;
    virtual void mousePressed(const CanvasEvent &event) = 0;
    virtual void mouseMoved(const CanvasEvent &event) = 0;
    virtual void mouseReleased(const CanvasEvent &event) = 0;
    // Esc, focus loss: abandon a gesture in progress.
    virtual void cancel() = 0;
    // True when the key was used.
    virtual bool keyPressed(QKeyEvent *event) = 0;
    // Whether the hover highlight marks the nearest border rather than the square.
    virtual bool highlightsEdges() const = 0;
};

} // namespace rf::editor
