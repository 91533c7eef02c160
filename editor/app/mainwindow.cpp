// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mainwindow.h"

#include "app/editoractions.h"
#include "app/filecontroller.h"
#include "document/boarddocument.h"
#include "document/recovery.h"
#include "models/diagnosticsmodel.h"
#include "models/layermodel.h"
#include "render/boardrenderer.h"
#include "scene/boardscene.h"
#include "scene/boardview.h"
#include "scene/scenegeometry.h"
#include "tools/tool.h"
#include "tools/toolcontext.h"
#include "tools/toolmanager.h"
#include "widgets/coursepanel.h"
#include "widgets/layerspanel.h"
#include "widgets/palettepanel.h"
#include "widgets/propertiespanel.h"
#include "widgets/validationpanel.h"
#include "words/elementnames.h"
#ifdef RF_HAVE_DEBUGGER
#include "debugger/scenariomenu.h"
#endif

#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMimeData>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QUndoView>

namespace rf::editor {

using namespace rf::model;

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent), m_renderer(std::make_unique<render::BoardRenderer>())
{
    setWindowIcon(QIcon(QStringLiteral(":/icons/rallyforge.svg")));
    setAcceptDrops(true);
    m_doc = new BoardDocument(this);
    m_layers = new LayerModel(this);
    m_scene = new BoardScene(m_doc, *m_renderer, this);
    m_context = new ToolContext(m_doc, m_scene, m_layers, this);
    m_tools = new ToolManager(m_context, this);
    m_view = new BoardView(m_scene, m_tools, this);
    setCentralWidget(m_view);
    m_files = new FileController(m_doc, this, this);
    m_actions = new EditorActions(this, m_doc, m_scene, m_view, m_tools, m_files);
    m_actions->createMenus(createDocks());
#ifdef RF_HAVE_DEBUGGER
    // Scenario menu: the step-through debugger (own window) and course analysis heat maps.
    debugger::installScenarioMenu(this, m_doc, m_scene);
    // File > Open, Open Recent, the command line and drops: a scenario opens in a debugger window.
    m_files->setScenarioOpener([this](const QString &path, QString *error) {
        return debugger::openScenarioWindow(this, path, error) != nullptr;
    });
    // Scenarios of crashed debugger windows are offered beside the boards.
    m_files->setRecoverySource([this] { return debugger::scenarioRecoveryItems(this); });
#endif
    createStatusBar();

    connect(m_layers, &LayerModel::layerChanged, this, [this] { m_scene->applyLayers(*m_layers); });
    connect(m_doc, &BoardDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_doc, &BoardDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_doc, &BoardDocument::documentReset, this, [this] {
        updateTitle();
        // Let the view settle its size before fitting.
        QTimer::singleShot(0, m_view, &BoardView::zoomToFit);
    });
    updateTitle();
    readSettings();
    m_files->recovery()->start();
}

MainWindow::~MainWindow() = default;

QList<QMenu *> MainWindow::createDocks()
{
    auto *panels = new QMenu(tr("&Panels"), this);
    auto dock = [this, panels](const QString &name, const QString &title, QWidget *w, Qt::DockWidgetArea area) {
        auto *d = new QDockWidget(title, this);
        d->setObjectName(name);
        d->setWidget(w);
        addDockWidget(area, d);
        panels->addAction(d->toggleViewAction());
        return d;
    };
    m_palette = new PalettePanel(m_context, *m_renderer, this);
    dock(QStringLiteral("paletteDock"), tr("Palette"), m_palette, Qt::LeftDockWidgetArea);
    dock(QStringLiteral("layersDock"), tr("Layers"), new LayersPanel(m_layers, this), Qt::LeftDockWidgetArea);
    m_properties = new PropertiesPanel(m_doc, this);
    QDockWidget *props = dock(QStringLiteral("propertiesDock"), tr("Properties"), m_properties, Qt::RightDockWidgetArea);
    m_coursePanel = new CoursePanel(m_doc, this);
    QDockWidget *course = dock(QStringLiteral("courseDock"), tr("Course"), m_coursePanel, Qt::RightDockWidgetArea);
    m_validation = new ValidationPanel(m_doc, this);
    dock(QStringLiteral("validationDock"), tr("Validation"), m_validation, Qt::BottomDockWidgetArea);
    auto *history = new QUndoView(m_doc->undoStack(), this);
    history->setEmptyLabel(tr("<opened>"));
    QDockWidget *historyDock = dock(QStringLiteral("historyDock"), tr("History"), history, Qt::RightDockWidgetArea);
    tabifyDockWidget(props, course);
    tabifyDockWidget(props, historyDock);
    props->raise();
    connect(m_validation, &ValidationPanel::centreRequested, m_view, &BoardView::centreOnCell);
    return {panels};
}

void MainWindow::createStatusBar()
{
    m_cellLabel = new QLabel(this);
    m_underLabel = new QLabel(this);
    m_underLabel->setObjectName(QStringLiteral("hoverLabel"));
    m_countsLabel = new QLabel(this);
    m_zoomLabel = new QLabel(this);
    m_cellLabel->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("000, 000")) + 8);
    statusBar()->addWidget(m_cellLabel);
    statusBar()->addWidget(m_underLabel, 1);
    m_layerLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_layerLabel);
    statusBar()->addPermanentWidget(m_countsLabel);
    statusBar()->addPermanentWidget(m_zoomLabel);
    // Always in sight: a raised area painted by mistake happened because the upper level stayed
    // current without the user noticing.
    auto showLayer = [this] {
        LayerModel *layers = m_context->layers();
        const bool upper = layers->currentLevel() > 0;
        // Whole sentences per level: a lowercased layer name is wrong in German ("untere ebene").
        const QString layer = LayerModel::layerName(layers->currentLayer());
        m_layerLabel->setText(upper ? tr("Layer: %1; squares on the upper level").arg(layer)
                                    : tr("Layer: %1; squares on the lower level").arg(layer));
        m_layerLabel->setStyleSheet(upper ? QStringLiteral("font-weight: bold") : QString());
    };
    connect(m_context->layers(), &LayerModel::currentLayerChanged, this, showLayer);
    showLayer();
    // Choosing a content layer keeps the level; said where the eye is when upstairs.
    connect(m_context->layers(), &LayerModel::currentLayerChanged, this, [this](EditLayer layer) {
        const bool level = layer == EditLayer::LowerLevel || layer == EditLayer::UpperLevel;
        if (!level && m_context->layers()->currentLevel() > 0)
            statusBar()->showMessage(tr("Painted squares still go on the upper level: choose Lower level in the Layers "
                                        "panel for the ground"),
                                     8000);
        else if (level)
            statusBar()->clearMessage(); // a level just chosen: the reminder above is out of date
    });
    // The tool cursor says it too, where the user looks while painting.
    auto showCursor = [this] {
        const bool placing = m_tools->currentTool() && ToolManager::placesElements(m_tools->currentTool()->id());
        m_view->setToolCursor(placing ? BoardView::placingCursor(m_context->layers()->currentLevel() > 0) : QCursor(Qt::ArrowCursor));
    };
    connect(m_context->layers(), &LayerModel::currentLayerChanged, this, showCursor);
    connect(m_tools, &ToolManager::currentToolChanged, this, showCursor);
    showCursor();
    connect(m_view, &BoardView::hoverChanged, this,
            [this](bool inside, QPoint cell, EdgePos, double, QPointF scenePos) { showHover(inside, cell, scenePos); });
    connect(m_view, &BoardView::zoomChanged, this, [this](double z) { m_zoomLabel->setText(tr("%1%").arg(qRound(z * 100))); });
    m_zoomLabel->setText(tr("%1%").arg(qRound(m_view->zoom() * 100)));
    auto counts = [this](int errors, int warnings) {
        m_countsLabel->setText(tr("%n error(s)", nullptr, errors) + QStringLiteral(", ") + tr("%n warning(s)", nullptr, warnings));
    };
    connect(m_validation, &ValidationPanel::countsChanged, this, counts);
    connect(m_validation, &ValidationPanel::countsChanged, this, [this] { m_scene->setDiagnostics(m_validation->model()->diagnostics()); });
    counts(m_validation->model() ? 0 : 0, 0);
    m_validation->validateNow();
    connect(m_files, &FileController::message, this, [this](const QString &m) { statusBar()->showMessage(m, 4000); });
    connect(m_actions, &EditorActions::message, this, [this](const QString &m) { statusBar()->showMessage(m, 4000); });
    connect(m_context, &ToolContext::statusMessage, this, [this](const QString &m) { statusBar()->showMessage(m, 4000); });
}

namespace {

// The edge features whose art is under `scenePos` in `cell`: each of the cell's four borders,
// as far into the cell as the renderer draws the feature (a pusher's register badges reach
// 0.41 squares in; plain edge art 0.2).
std::vector<const EdgeFeature *> edgeFeaturesUnder(const Board &b, QPoint cell, QPointF scenePos)
{
    const QPointF in = scenePos / kCellSize - QPointF(cell);
    std::vector<const EdgeFeature *> out;
    for (const Direction side : kAllDirections) {
        const double distance = side == Direction::North   ? in.y()
                                : side == Direction::South ? 1.0 - in.y()
                                : side == Direction::West  ? in.x()
                                                           : 1.0 - in.x();
        for (const EdgeFeature *f : b.featuresAt(EdgePos::of(Point{cell.x(), cell.y()}, side)))
            if (distance < render::BoardRenderer::edgeArtReach(*f, opposite(side)))
                out.push_back(f);
    }
    return out;
}

} // namespace

void MainWindow::showHover(bool inside, QPoint cell, QPointF scenePos)
{
    if (!inside) {
        m_cellLabel->clear();
        m_underLabel->clear();
        return;
    }
    m_cellLabel->setText(tr("%1, %2").arg(cell.x()).arg(cell.y()));
    const Board &b = m_doc->combined();
    const Point p{cell.x(), cell.y()};
    if (!b.contains(p))
        return;
    QStringList parts;
    const Cell &c = b.cell(p);
    if (m_doc->placementAt(p) < 0) {
        parts << tr("outside every board");
    } else {
        parts << words::floorName(c.floor.kind) + (c.level > 0 ? tr(" (upper level)") : QString());
        if (c.device.kind != DeviceKind::None)
            parts << words::describeDevice(c.device);
        for (const Marker &m : b.markers())
            if (m.at == p)
                parts << words::describeMarker(m);
        for (const EdgeFeature *f : edgeFeaturesUnder(b, cell, scenePos))
            parts << words::describeEdge(*f);
        const int board = m_doc->placementAt(p);
        if (m_doc->course().placements().size() > 1)
            parts << tr("board %1").arg(QString::fromStdString(m_doc->course().placements()[static_cast<std::size_t>(board)].board.info().name));
    }
    m_underLabel->setText(parts.join(QStringLiteral(" · ")));
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] - RallyForge").arg(m_doc->displayName()));
    setWindowModified(m_doc->isModified());
}

bool MainWindow::openFile(const QString &path, bool quiet)
{
    return m_files->openFile(path, quiet);
}

void MainWindow::openAtStart(const QStringList &files)
{
    for (const QString &file : files) {
        const bool scenario = FileController::isScenario(file);
        if (!scenario && m_doc->isModified()) {
            if (QFileInfo(file) == QFileInfo(m_doc->filePath()))
                continue; // the restored changes are this file's: opening it again would drop them
            if (!m_files->maybeSave())
                continue;
        }
        openFile(file);
    }
}

void MainWindow::offerRecovery()
{
    m_files->offerRecovery();
}

void MainWindow::closeEvent(QCloseEvent *e)
{
    m_tools->currentTool()->cancel();
#ifdef RF_HAVE_DEBUGGER
    // Each debugger window asks about its own unsaved scenario first.
    if (!debugger::closeScenarioWindows(this)) {
        e->ignore();
        return;
    }
#endif
    if (!m_files->maybeSave()) {
        e->ignore();
        return;
    }
    writeSettings();
    m_files->shutdown();
    e->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *e)
{
    if (e->mimeData()->hasUrls())
        e->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *e)
{
    const auto urls = e->mimeData()->urls();
    if (urls.isEmpty() || !urls.front().isLocalFile())
        return;
    e->acceptProposedAction();
    const QString path = urls.front().toLocalFile();
    if (FileController::isScenario(path) || m_files->maybeSave())
        openFile(path);
}

void MainWindow::readSettings()
{
    QSettings s;
    if (!restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1280, 820);
    if (!restoreState(s.value(QStringLiteral("window/state")).toByteArray())) {
        // First start: the canvas gets the height, the validation list a few rows.
        if (auto *validation = findChild<QDockWidget *>(QStringLiteral("validationDock")))
            resizeDocks({validation}, {fontMetrics().height() * 9}, Qt::Vertical);
    }
    m_actions->action(QStringLiteral("grid"))->setChecked(s.value(QStringLiteral("view/grid"), true).toBool());
}

void MainWindow::writeSettings()
{
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    s.setValue(QStringLiteral("view/grid"), m_actions->action(QStringLiteral("grid"))->isChecked());
}

} // namespace rf::editor
