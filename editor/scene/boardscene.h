// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/geometry.h"
#include "render/renderoptions.h"

#include "validate/diagnostic.h"

#include <QGraphicsScene>
#include <QPoint>
#include <QRect>

#include <array>
#include <functional>
#include <optional>
#include <unordered_map>

namespace rf::render {
class BoardRenderer;
}

namespace rf::editor {

class BoardDocument;
class LayerItem;
class LayerModel;
class OutlineItem;
class OverlayItem;
class DiagnosticsItem;

// The canvas scene: one LayerItem per renderer layer, the board outlines, and one overlay item
// for hover, selection and tool previews. It listens to the document's typed change signals
// and repaints only the cells that changed.
class BoardScene : public QGraphicsScene {
    Q_OBJECT
public:
    BoardScene(BoardDocument *doc, const render::BoardRenderer &renderer, QObject *parent = nullptr);
    ~BoardScene() override;

    BoardDocument *document() const { return m_doc; }
    const render::BoardRenderer &renderer() const { return m_renderer; }
    const render::RenderOptions &options() const { return m_options; }

    // Visibility and opacity of the layers and levels from the layers panel.
    void applyLayers(const LayerModel &layers);
    void setGridVisible(bool visible);
    bool gridVisible() const { return m_options.grid; }

    void setHover(std::optional<QPoint> cell, std::optional<model::EdgePos> edge);
    std::optional<QPoint> hoverCell() const { return m_hoverCell; }
    std::optional<model::EdgePos> hoverEdge() const { return m_hoverEdge; }
    // The current tool's preview, painted in scene coordinates above everything.
    void setToolOverlay(std::function<void(QPainter &)> painter);
    void updateOverlay();
    void updateOverlay(const QRectF &sceneRect);

    // The validator's findings marked on the squares and borders they name (the editor's
    // canvas; the debugger shows none).
    void setDiagnostics(const std::vector<validate::Diagnostic> &diagnostics);
    void setDiagnosticsVisible(bool visible);
    DiagnosticsItem *diagnosticsItem() const { return m_diagnostics; }

    LayerItem *layerItem(render::Layer layer) const { return m_layers[static_cast<std::size_t>(layer)]; }
    // The area of the grid in scene coordinates.
    QRectF gridRect() const;

private:
    void onCellsChanged(const QRect &region);
    void onEdgesChanged();
    void onLayoutChanged();
    // The squares each board laser's beam covers (mount included), to repaint only the beams a
    // change of squares really alters; rebuilt on edge and layout changes (which repaint all).
    void rebuildBeams();

    BoardDocument *m_doc;
    const render::BoardRenderer &m_renderer;
    render::RenderOptions m_options;
    std::array<LayerItem *, render::kLayerCount> m_layers{};
    OutlineItem *m_outlines = nullptr;
    OverlayItem *m_overlay = nullptr;
    DiagnosticsItem *m_diagnostics = nullptr;
    std::optional<QPoint> m_hoverCell;
    std::optional<model::EdgePos> m_hoverEdge;
    friend class OverlayItem;
    std::function<void(QPainter &)> m_toolOverlay;
    std::unordered_map<model::ElementId, QRect> m_beams;
};

} // namespace rf::editor
