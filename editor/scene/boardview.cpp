// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/boardview.h"

#include "scene/boardscene.h"
#include "scene/scenegeometry.h"

#include <QAction>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPixmap>
#include <QResizeEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <utility>
#include <cmath>

namespace rf::editor {

namespace {
constexpr double kMinZoom = 0.05;
constexpr double kMaxZoom = 8.0;
constexpr double kStep = 1.25;
} // namespace

BoardView::BoardView(BoardScene *scene, CanvasInput *input, QWidget *parent)
    : QGraphicsView(scene, parent)
    , m_scene(scene)
    , m_input(input)
{
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    setMouseTracking(true);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setDragMode(QGraphicsView::NoDrag);
    setViewportUpdateMode(QGraphicsView::MinimalViewportUpdate);
    setOptimizationFlags(QGraphicsView::DontSavePainterState);
    setFocusPolicy(Qt::StrongFocus);
    setWhatsThis(tr("<b>Canvas</b><p>The board or course being edited. The current tool acts on it with the left "
                    "button. Wheel zooms at the cursor; drag with the middle button, or hold Space and drag, to "
                    "pan.</p>"));
    // Fitted from the first layout on (a new window shows its whole board without scroll bars),
    // until the user zooms.
    applyZoom(0.75, nullptr);
    zoomToFit();
}

void BoardView::setZoom(double zoom, const QPointF *anchorScene)
{
    // A zoom the user chose stays; the scroll bars come back for it, over the scene's own area.
    m_fitting = false;
    setSceneRect(QRectF());
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    applyZoom(zoom, anchorScene);
}

void BoardView::applyZoom(double zoom, const QPointF *anchorScene)
{
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    const QPointF keep = anchorScene ? *anchorScene : mapToScene(viewport()->rect().center());
    const QPoint keepView = mapFromScene(keep);
    m_zoom = zoom;
    setTransform(QTransform::fromScale(zoom, zoom));
    // Keep the anchor under the same viewport point.
    const QPointF now = mapToScene(keepView);
    const QPointF shift = (keep - now) * zoom;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + static_cast<int>(std::lround(shift.x())));
    verticalScrollBar()->setValue(verticalScrollBar()->value() + static_cast<int>(std::lround(shift.y())));
    emit zoomChanged(m_zoom);
}

void BoardView::zoomIn() { setZoom(m_zoom * kStep); }
void BoardView::zoomOut() { setZoom(m_zoom / kStep); }
void BoardView::resetZoom() { setZoom(1.0); }

void BoardView::zoomToFit()
{
    const QRectF grid = m_scene->gridRect().adjusted(-kCellSize / 2, -kCellSize / 2, kCellSize / 2, kCellSize / 2);
    // The viewport without scroll bars (they go while fitting).
    const QSizeF area = maximumViewportSize();
    // No scroll bars while fitting: the whole course is in view, and scroll bars that came and went
    // with the zoom would change the viewport and the fit again, without end.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_fitting = true; // also before the first layout: the fit follows once the view has a size
    if (grid.isEmpty() || area.isEmpty())
        return;
    // Room on the right for what keeps its size on screen beside the board (a heat map's legend).
    const double beside = besideBoardPixels();
    applyZoom(std::min(std::max(1.0, area.width() - beside) / grid.width(), area.height() / grid.height()), nullptr);
    if (beside > 0) {
        // The view shows exactly this: the board and what is beside it, centred together.
        const QSizeF shown(area.width() / m_zoom, area.height() / m_zoom);
        const double used = grid.width() + beside / m_zoom;
        setSceneRect(QRectF(grid.left() - (shown.width() - used) / 2, grid.center().y() - shown.height() / 2,
                            shown.width(), shown.height()));
    } else {
        setSceneRect(QRectF()); // the scene's own
    }
    centerOn(grid.center() + QPointF(beside / (2 * m_zoom), 0));
}

double BoardView::besideBoardPixels() const
{
    double widest = 0;
    for (const QGraphicsItem *item : m_scene->items())
        if (item->data(kBesideBoardKey).toBool() && item->isVisible())
            widest = std::max(widest, item->boundingRect().right() + kBesideBoardMargin);
    return widest;
}

void BoardView::resizeEvent(QResizeEvent *e)
{
    QGraphicsView::resizeEvent(e);
    if (m_fitting)
        zoomToFit();
}

void BoardView::centreOnCell(QPoint cell) { centerOn(cellSceneRect(cell).center()); }

void BoardView::keepInView(const QRectF &sceneRect, QPointF focus)
{
    if (m_fitting || sceneRect.isNull())
        return;
    const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    const double margin = kCellSize / 2;
    if (sceneRect.width() + 2 * margin > visible.width() || sceneRect.height() + 2 * margin > visible.height()) {
        if (!visible.contains(focus))
            centerOn(focus);
        return;
    }
    const int viewMargin = static_cast<int>(std::lround(margin * m_zoom));
    ensureVisible(sceneRect, viewMargin, viewMargin);
}

void BoardView::setToolCursor(const QCursor &cursor)
{
    m_toolCursor = cursor;
    if (!m_panning && !m_spaceHeld)
        viewport()->setCursor(cursor);
}

QCursor BoardView::placingCursor(bool upperLevel)
{
    constexpr int kSize = 32;
    constexpr int kHot = 11;
    QPixmap pm(kSize, kSize);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    // A crosshair drawn twice (white under black) reads on dark and light squares.
    for (const auto &[colour, width] : {std::pair{QColor(Qt::white), 3.0}, std::pair{QColor(Qt::black), 1.0}}) {
        p.setPen(QPen(colour, width));
        p.drawLine(QPointF(kHot, 1), QPointF(kHot, kHot - 3));
        p.drawLine(QPointF(kHot, kHot + 3), QPointF(kHot, 2 * kHot - 1));
        p.drawLine(QPointF(1, kHot), QPointF(kHot - 3, kHot));
        p.drawLine(QPointF(kHot + 3, kHot), QPointF(2 * kHot - 1, kHot));
    }
    if (upperLevel) {
        // A raised square: the upper level's badge, amber as the status bar's warning colour.
        const QRectF badge(kSize - 13, kSize - 13, 12, 12);
        p.setPen(QPen(Qt::black, 1));
        p.setBrush(QColor(245, 170, 20));
        p.drawRect(badge);
        p.setBrush(Qt::black);
        p.drawPolygon(QPolygonF{badge.center() + QPointF(0, -4), badge.center() + QPointF(4, 3), badge.center() + QPointF(-4, 3)});
    }
    p.end();
    return QCursor(pm, kHot, kHot);
}

QList<QAction *> BoardView::createZoomActions(QObject *parent)
{
    auto make = [parent](const char *name, const QString &text, const QString &tip, const QString &whatsThis,
                         QList<QKeySequence> keys) {
        auto *a = new QAction(text, parent);
        a->setObjectName(QString::fromLatin1(name));
        a->setToolTip(tip);
        a->setStatusTip(tip);
        a->setWhatsThis(whatsThis);
        a->setShortcuts(keys);
        return a;
    };
    // Ctrl+= too: on most layouts + needs Shift, and users press Ctrl with the key beside it.
    QAction *in = make("zoomIn", tr("Zoom &In"), tr("Zoom in"), tr("Shows the board larger. The mouse wheel zooms at the cursor."),
                       {QKeySequence(QKeySequence::ZoomIn), QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    QAction *out = make("zoomOut", tr("Zoom &Out"), tr("Zoom out"), tr("Shows the board smaller."), {QKeySequence(QKeySequence::ZoomOut)});
    QAction *fit = make("zoomFit", tr("&Fit to Window"), tr("Show the whole course"),
                        tr("Zooms so the whole course fits the window, and keeps it fitting as the window changes until you zoom."),
                        {QKeySequence(Qt::CTRL | Qt::Key_0)});
    QAction *actual = make("zoomReset", tr("&Actual Size"), tr("One square at its natural size"), tr("Resets the zoom to 100%."),
                           {QKeySequence(Qt::CTRL | Qt::Key_1)});
    connect(in, &QAction::triggered, this, &BoardView::zoomIn);
    connect(out, &QAction::triggered, this, &BoardView::zoomOut);
    connect(fit, &QAction::triggered, this, &BoardView::zoomToFit);
    connect(actual, &QAction::triggered, this, &BoardView::resetZoom);
    return {in, out, fit, actual};
}

CanvasEvent BoardView::canvasEvent(QMouseEvent *e) const
{
    CanvasEvent t;
    t.scenePos = mapToScene(e->position().toPoint());
    t.cell = cellAt(t.scenePos);
    t.edge = nearestEdge(t.scenePos, &t.edgeDistance);
    t.button = e->button();
    t.buttons = e->buttons();
    t.modifiers = e->modifiers();
    return t;
}

void BoardView::wheelEvent(QWheelEvent *e)
{
    const double steps = e->angleDelta().y() / 120.0;
    if (steps == 0.0) {
        QGraphicsView::wheelEvent(e);
        return;
    }
    const QPointF anchor = mapToScene(e->position().toPoint());
    setZoom(m_zoom * std::pow(kStep, steps), &anchor);
    e->accept();
}

void BoardView::mousePressEvent(QMouseEvent *e)
{
    setFocus(Qt::MouseFocusReason);
    // Without tools (the debugger's board) the left button pans as well.
    if (e->button() == Qt::MiddleButton || (e->button() == Qt::LeftButton && (m_spaceHeld || !m_input))) {
        m_panning = true;
        m_panLast = e->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        e->accept();
        return;
    }
    if (m_input)
        m_input->mousePressed(canvasEvent(e));
    e->accept();
}

void BoardView::mouseMoveEvent(QMouseEvent *e)
{
    if (m_panning) {
        const QPoint d = e->position().toPoint() - m_panLast;
        m_panLast = e->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        e->accept();
        return;
    }
    const CanvasEvent t = canvasEvent(e);
    updateHover(t.scenePos);
    if (m_input)
        m_input->mouseMoved(t);
    e->accept();
}

void BoardView::mouseReleaseEvent(QMouseEvent *e)
{
    if (m_panning && (e->button() == Qt::MiddleButton || e->button() == Qt::LeftButton)) {
        m_panning = false;
        viewport()->setCursor(m_spaceHeld ? QCursor(Qt::OpenHandCursor) : m_toolCursor);
        e->accept();
        return;
    }
    if (m_input)
        m_input->mouseReleased(canvasEvent(e));
    e->accept();
}

void BoardView::keyPressEvent(QKeyEvent *e)
{
    if (e->key() == Qt::Key_Space && !e->isAutoRepeat()) {
        m_spaceHeld = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        e->accept();
        return;
    }
    if (e->key() == Qt::Key_Escape) {
        if (m_input)
            m_input->cancel();
        e->accept();
        return;
    }
    if (m_input && m_input->keyPressed(e))
        return;
    QGraphicsView::keyPressEvent(e);
}

void BoardView::keyReleaseEvent(QKeyEvent *e)
{
    if (e->key() == Qt::Key_Space && !e->isAutoRepeat()) {
        m_spaceHeld = false;
        if (!m_panning)
            viewport()->setCursor(m_toolCursor);
        e->accept();
        return;
    }
    QGraphicsView::keyReleaseEvent(e);
}

void BoardView::leaveEvent(QEvent *e)
{
    m_scene->setHover(std::nullopt, std::nullopt);
    emit hoverChanged(false, {}, {}, 1.0, {});
    QGraphicsView::leaveEvent(e);
}

void BoardView::focusOutEvent(QFocusEvent *e)
{
    m_spaceHeld = false;
    QGraphicsView::focusOutEvent(e);
}

void BoardView::updateHover(QPointF scenePos)
{
    double distance = 1.0;
    const QPoint cell = cellAt(scenePos);
    const model::EdgePos edge = nearestEdge(scenePos, &distance);
    const QRectF grid = m_scene->gridRect();
    const bool inside = grid.contains(scenePos);
    const bool edges = m_input && m_input->highlightsEdges();
    m_scene->setHover(inside && !edges ? std::optional<QPoint>(cell) : std::nullopt,
                      inside && edges ? std::optional<model::EdgePos>(edge) : std::nullopt);
    emit hoverChanged(inside, cell, edge, distance, scenePos);
}

} // namespace rf::editor
