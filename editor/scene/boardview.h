// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/geometry.h"
#include "scene/canvasinput.h"

#include <QCursor>
#include <QGraphicsView>
#include <QList>

class QAction;

namespace rf::editor {

class BoardScene;

// The canvas view: zoom (wheel at the cursor, keys, fit), pan (middle button, or Space + drag),
// and mouse events on the grid handed to its input (the editor's tools). Without input (`input`
// null: the debugger's board) it only zooms and pans, with the left button too.
class BoardView : public QGraphicsView {
    Q_OBJECT
public:
    BoardView(BoardScene *scene, CanvasInput *input, QWidget *parent = nullptr);

    double zoom() const { return m_zoom; }
    void setZoom(double zoom, const QPointF *anchorScene = nullptr);
    void zoomIn();
    void zoomOut();
    // Fits the whole course, and beside it on the right the items marked kBesideBoardKey (they
    // keep their size on screen: a heat map's legend); the view keeps fitting as the window is
    // resized (and is first laid out) until the user zooms. A new view starts fitting.
    void zoomToFit();
    bool isFitting() const { return m_fitting; }
    void resetZoom();
    void centreOnCell(QPoint cell);
    // Scrolls as little as needed to show `sceneRect` (with a margin); a rect larger than the
    // viewport is centred on `focus` instead. Nothing moves while fitting: all is in view.
    void keepInView(const QRectF &sceneRect, QPointF focus);

    // The View menu's zoom actions for this view (Zoom In, Zoom Out, Fit to Window, Actual Size),
    // named zoomIn, zoomOut, zoomFit and zoomReset, with their shortcuts; the editor and the
    // debugger share them so both windows zoom alike.
    QList<QAction *> createZoomActions(QObject *parent);

    // The cursor over the canvas when not panning (the tools' cursor).
    void setToolCursor(const QCursor &cursor);
    // A crosshair for the tools that put things on squares; on the upper level it carries a
    // raised-square badge, so painting there is never a surprise.
    static QCursor placingCursor(bool upperLevel);

signals:
    // The cell and nearest border under the cursor, and the cursor in scene units (nothing when
    // it left the canvas).
    void hoverChanged(bool inside, QPoint cell, rf::model::EdgePos edge, double edgeDistance, QPointF scenePos);
    void zoomChanged(double zoom);

protected:
    void wheelEvent(QWheelEvent *e) override;
    void mousePressEvent(QMouseEvent *e) override;
    void mouseMoveEvent(QMouseEvent *e) override;
    void mouseReleaseEvent(QMouseEvent *e) override;
    void keyPressEvent(QKeyEvent *e) override;
    void keyReleaseEvent(QKeyEvent *e) override;
    void leaveEvent(QEvent *e) override;
    void focusOutEvent(QFocusEvent *e) override;
    void resizeEvent(QResizeEvent *e) override;

private:
    CanvasEvent canvasEvent(QMouseEvent *e) const;
    void updateHover(QPointF scenePos);
    void applyZoom(double zoom, const QPointF *anchorScene);
    // Screen pixels that the visible kBesideBoardKey items need right of the board.
    double besideBoardPixels() const;

    BoardScene *m_scene;
    CanvasInput *m_input;
    double m_zoom = 1.0;
    bool m_fitting = false;
    bool m_spaceHeld = false;
    bool m_panning = false;
    QPoint m_panLast;
    QCursor m_toolCursor;
};

} // namespace rf::editor
