// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scene/boardscene.h"

#include "document/boarddocument.h"
#include "models/layermodel.h"
#include "model/laserpath.h"
#include "render/boardrenderer.h"
#include "scene/diagnosticsitem.h"
#include "scene/layeritem.h"
#include "scene/scenegeometry.h"

#include <QGraphicsItem>
#include <QPainter>
#include <QPalette>

namespace rf::editor {

// Hover highlight, selection outline and the current tool's preview.
class OverlayItem : public QGraphicsItem {
public:
    explicit OverlayItem(BoardScene *scene) : m_scene(scene)
    {
        setZValue(100);
        setAcceptedMouseButtons(Qt::NoButton);
    }
    QRectF boundingRect() const override { return m_scene->gridRect().adjusted(-kCellSize, -kCellSize, kCellSize, kCellSize); }
    void refreshBounds() { prepareGeometryChange(); }

    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        p->save();
        const QColor accent(0x2a, 0x82, 0xda);
        if (m_scene->m_hoverCell) {
            p->setPen(Qt::NoPen);
            p->setBrush(QColor(255, 255, 255, 50));
            p->drawRect(cellSceneRect(*m_scene->m_hoverCell));
        }
        if (m_scene->m_hoverEdge) {
            p->setPen(QPen(QColor(255, 200, 40, 220), kCellSize * 0.08, Qt::SolidLine, Qt::RoundCap));
            p->drawLine(edgeSceneLine(*m_scene->m_hoverEdge));
        }
        const QRect sel = m_scene->m_doc->selection().cells;
        if (!sel.isEmpty()) {
            p->setBrush(QColor(accent.red(), accent.green(), accent.blue(), 40));
            QPen pen(accent, 0);
            pen.setCosmetic(true);
            pen.setWidth(2);
            pen.setStyle(Qt::DashLine);
            p->setPen(pen);
            p->drawRect(cellsSceneRect(sel));
        }
        if (m_scene->m_toolOverlay)
            m_scene->m_toolOverlay(*p);
        p->restore();
    }

private:
    BoardScene *m_scene;
};

BoardScene::BoardScene(BoardDocument *doc, const render::BoardRenderer &renderer, QObject *parent)
    : QGraphicsScene(parent), m_doc(doc), m_renderer(renderer)
{
    m_options.cellSize = kCellSize;
    setBackgroundBrush(QColor(0x3a, 0x3d, 0x42));
    for (render::Layer l : render::kAllLayers) {
        auto *item = new LayerItem(*doc, renderer, m_options, l);
        m_layers[static_cast<std::size_t>(l)] = item;
        addItem(item);
    }
    m_outlines = new OutlineItem(*doc, renderer, m_options);
    addItem(m_outlines);
    m_diagnostics = new DiagnosticsItem;
    m_diagnostics->setZValue(90); // above the layers and outlines, below the tool overlay
    addItem(m_diagnostics);
    m_overlay = new OverlayItem(this);
    addItem(m_overlay);
    // Keep the scene rect a little larger than the grid so the view can show margins.
    onLayoutChanged();

    connect(doc, &BoardDocument::cellsChanged, this, &BoardScene::onCellsChanged);
    connect(doc, &BoardDocument::edgesChanged, this, &BoardScene::onEdgesChanged);
    connect(doc, &BoardDocument::markersChanged, this, [this](const QList<model::ElementId> &) {
        layerItem(render::Layer::Markers)->update();
    });
    connect(doc, &BoardDocument::courseLayoutChanged, this, &BoardScene::onLayoutChanged);
    connect(doc, &BoardDocument::documentReset, this, &BoardScene::onLayoutChanged);
    connect(doc, &BoardDocument::infoChanged, this, [this] { m_outlines->update(); });
    connect(doc, &BoardDocument::selectionChanged, this, [this] { updateOverlay(); });
}

BoardScene::~BoardScene() = default;

QRectF BoardScene::gridRect() const
{
    const auto &b = m_doc->combined();
    return {0, 0, b.width() * kCellSize, b.height() * kCellSize};
}

namespace {

QRect beamCells(const model::Board &b, const model::EdgeFeature &laser)
{
    QRect r;
    for (const model::Point p : {laser.pos.before(), laser.pos.after()})
        if (b.contains(p))
            r |= QRect(p.x, p.y, 1, 1);
    for (const model::Point p : model::laserPath(b, laser))
        r |= QRect(p.x, p.y, 1, 1);
    return r;
}

} // namespace

void BoardScene::rebuildBeams()
{
    m_beams.clear();
    const auto &b = m_doc->combined();
    for (const model::EdgeFeature &f : b.edgeFeatures())
        if (f.kind == model::EdgeKind::Laser)
            m_beams[f.id] = beamCells(b, f);
}

void BoardScene::onCellsChanged(const QRect &region)
{
    for (render::Layer l : {render::Layer::Floor, render::Layer::Devices, render::Layer::Edges, render::Layer::Markers, render::Layer::Grid})
        layerItem(l)->updateCells(region);
    // A beam changes when a crate, an antenna or a level change appears or goes on its path or
    // just past its end: only beams touching the changed squares are traced again, and only
    // those that now cover other squares are repainted (a new floor under a beam repaints none).
    const QRect near = region.adjusted(-1, -1, 1, 1);
    const auto &b = m_doc->combined();
    for (const model::EdgeFeature &f : b.edgeFeatures()) {
        if (f.kind != model::EdgeKind::Laser)
            continue;
        auto it = m_beams.find(f.id);
        if (it == m_beams.end()) {
            rebuildBeams();
            layerItem(render::Layer::Lasers)->update();
            return;
        }
        if (!it->second.intersects(near))
            continue;
        const QRect now = beamCells(b, f);
        if (now != it->second) {
            layerItem(render::Layer::Lasers)->updateCells(now | it->second);
            it->second = now;
        }
    }
}

void BoardScene::onEdgesChanged()
{
    rebuildBeams();
    // Edge features are few; their art and the beams they stop can be anywhere.
    layerItem(render::Layer::Edges)->update();
    layerItem(render::Layer::Lasers)->update();
}

void BoardScene::onLayoutChanged()
{
    rebuildBeams();
    for (LayerItem *item : m_layers)
        item->resetBounds();
    m_outlines->resetBounds();
    m_overlay->refreshBounds();
    const QRectF grid = gridRect();
    setSceneRect(grid.adjusted(-2 * kCellSize, -2 * kCellSize, 2 * kCellSize, 2 * kCellSize));
    update();
}

void BoardScene::applyLayers(const LayerModel &layers)
{
    auto style = [&](render::Layer target, EditLayer from) {
        auto &s = m_options.layer(target);
        s.visible = layers.state(from).visible;
        s.opacity = layers.state(from).opacity / 100.0;
    };
    style(render::Layer::Floor, EditLayer::Floor);
    style(render::Layer::Devices, EditLayer::Devices);
    style(render::Layer::Edges, EditLayer::Edges);
    style(render::Layer::Lasers, EditLayer::Edges);
    style(render::Layer::Markers, EditLayer::Markers);
    m_options.levels = {layers.state(EditLayer::LowerLevel).visible, layers.state(EditLayer::UpperLevel).visible};
    m_options.levelOpacity = {layers.state(EditLayer::LowerLevel).opacity / 100.0, layers.state(EditLayer::UpperLevel).opacity / 100.0};
    for (LayerItem *item : m_layers)
        item->update();
}

void BoardScene::setGridVisible(bool visible)
{
    m_options.grid = visible;
    m_options.layer(render::Layer::Grid).visible = visible;
    layerItem(render::Layer::Grid)->update();
}

void BoardScene::setHover(std::optional<QPoint> cell, std::optional<model::EdgePos> edge)
{
    if (cell == m_hoverCell && edge == m_hoverEdge)
        return;
    auto dirty = [this](std::optional<QPoint> c, std::optional<model::EdgePos> e) {
        if (c)
            m_overlay->update(cellSceneRect(*c).adjusted(-2, -2, 2, 2));
        if (e)
            // Half a square each way: the edge tool's preview draws the feature there.
            m_overlay->update(QRectF(edgeSceneLine(*e).p1(), edgeSceneLine(*e).p2()).normalized().adjusted(-kCellSize / 2, -kCellSize / 2, kCellSize / 2, kCellSize / 2));
    };
    dirty(m_hoverCell, m_hoverEdge);
    m_hoverCell = cell;
    m_hoverEdge = edge;
    dirty(m_hoverCell, m_hoverEdge);
}

void BoardScene::setDiagnostics(const std::vector<validate::Diagnostic> &diagnostics) { m_diagnostics->setDiagnostics(diagnostics); }
void BoardScene::setDiagnosticsVisible(bool visible) { m_diagnostics->setVisible(visible); }

void BoardScene::setToolOverlay(std::function<void(QPainter &)> painter)
{
    m_toolOverlay = std::move(painter);
    updateOverlay();
}

void BoardScene::updateOverlay() { m_overlay->update(); }
void BoardScene::updateOverlay(const QRectF &sceneRect) { m_overlay->update(sceneRect); }

} // namespace rf::editor
