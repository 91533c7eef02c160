// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/debuggerwindow.h"

#include "sim/tracetext.h"
#include "debugger/analysisdialog.h"
#include "debugger/comparewindow.h"
#include "debugger/debugcontroller.h"
#include "debugger/debuggeritems.h"
#include "debugger/explanation.h"
#include "debugger/robotstatemodel.h"
#include "debugger/tracemodel.h"
#include "io/scenario/scenariofile.h"
#include "render/boardrenderer.h"
#include "rules/cards.h"
#include "rules/options.h"
#include "rules/ruleset.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDesktopServices>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableView>
#include <QTextBrowser>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace rf::debugger {

using model::Direction;

DebuggerWindow::DebuggerWindow(QWidget *parent)
    : QMainWindow(parent), m_renderer(std::make_unique<render::BoardRenderer>()), m_controller(new DebugController(this))
{
    setWindowTitle(tr("Scenario Debugger"));
    setObjectName(QStringLiteral("debuggerWindow"));
    m_traceModel = new TraceModel(m_controller, this);
    m_robotModel = new RobotStateModel(m_controller, this);

    m_scene = new QGraphicsScene(this);
    m_course = new CourseItem(*m_renderer);
    m_scene->addItem(m_course);
    m_heat = new HeatMapItem;
    m_scene->addItem(m_heat);
    m_under = new HighlightItem(m_controller, *m_renderer, HighlightItem::Layer::Under);
    m_scene->addItem(m_under);
    m_robots = new RobotsItem(m_controller, *m_renderer);
    m_scene->addItem(m_robots);
    m_over = new HighlightItem(m_controller, *m_renderer, HighlightItem::Layer::Over);
    m_scene->addItem(m_over);
    m_view = new QGraphicsView(m_scene);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setDragMode(QGraphicsView::ScrollHandDrag);

    m_timeline = new QSlider(Qt::Horizontal);
    m_timeline->setToolTip(tr("Timeline: every substep of the game"));
    m_where = new QLabel;
    m_where->setMinimumWidth(220);
    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_timeline, 1);
    bottom->addWidget(m_where);
    layout->addLayout(bottom);
    setCentralWidget(central);

    createActions();
    createDocks();

    connect(m_timeline, &QSlider::valueChanged, m_controller, &DebugController::setPosition);
    connect(m_controller, &DebugController::positionChanged, this, &DebuggerWindow::onPosition);
    connect(m_controller, &DebugController::traceReset, this, &DebuggerWindow::onTraceReset);
    connect(m_controller, &DebugController::playingChanged, this, [this](bool playing) {
        m_playAction->setText(playing ? tr("Pause") : tr("Play"));
    });
    connect(m_controller, &DebugController::breakpointHit, this, [this](int row) {
        statusBar()->showMessage(tr("Stopped at breakpoint: %1").arg(m_controller->breakpoints()->describe(m_controller->breakpoints()->breakpoints()[static_cast<std::size_t>(row)])), 5000);
    });
    resize(1400, 900);
    // The explanation needs room for a few sentences; the robot table only for its rows.
    auto docked = [this](const char *name) { return findChild<QDockWidget *>(QString::fromLatin1(name)); };
    // Breakpoints share the left column with the setup (tabs), leaving the right column to the
    // explanation and the robot's program with its deck.
    tabifyDockWidget(docked("setupDock"), docked("breakpointsDock"));
    docked("setupDock")->raise();
    resizeDocks({docked("robotsDock")}, {150}, Qt::Vertical);
    resizeDocks({docked("explanationDock"), docked("programDock")}, {250, 450}, Qt::Vertical);
    resizeDocks({docked("traceDock"), docked("setupDock")}, {440, 300}, Qt::Vertical);
    resizeDocks({docked("explanationDock"), docked("traceDock")}, {330, 270}, Qt::Horizontal);
}

DebuggerWindow::~DebuggerWindow() = default;

void DebuggerWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&Scenario"));
    file->addAction(tr("&Open Scenario..."), QKeySequence::Open, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Scenario"), QString(), tr("Scenarios (*.rfscenario)"));
        QString error;
        if (!path.isEmpty() && !openScenario(path, &error))
            QMessageBox::warning(this, tr("Open Scenario"), error);
    });
    file->addAction(tr("&Save Scenario"), QKeySequence::Save, this, [this] { saveScenario(false); });
    file->addAction(tr("Save Scenario &As..."), QKeySequence::SaveAs, this, [this] { saveScenario(true); });
    file->addSeparator();
    file->addAction(tr("&Close"), QKeySequence::Close, this, &QWidget::close);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_controller->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_controller->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);

    QMenu *debug = menuBar()->addMenu(tr("&Debug"));
    QToolBar *bar = addToolBar(tr("Debug"));
    bar->setObjectName(QStringLiteral("debugToolBar"));
    auto add = [&](const QString &text, const QKeySequence &key, auto slot) {
        QAction *a = debug->addAction(text, key, m_controller, slot);
        a->setShortcutContext(Qt::WindowShortcut);
        bar->addAction(a);
        return a;
    };
    add(tr("Reset"), QKeySequence(Qt::CTRL | Qt::Key_F5), &DebugController::reset);
    // Step back: Shift+F10 (Ctrl+F11 works too).
    QAction *back = add(tr("Step Back"), QKeySequence(Qt::SHIFT | Qt::Key_F10), &DebugController::stepBack);
    back->setShortcuts({QKeySequence(Qt::SHIFT | Qt::Key_F10), QKeySequence(Qt::CTRL | Qt::Key_F11)});
    m_playAction = add(tr("Play"), QKeySequence(Qt::Key_F5), &DebugController::togglePlay);
    m_playAction->setToolTip(tr("Play the substeps at the chosen speed, stopping at breakpoints (F5)"));
    add(tr("Step Substep"), QKeySequence(Qt::Key_F11), &DebugController::stepSubstep);
    add(tr("Step Over"), QKeySequence(Qt::Key_F10), &DebugController::stepOver);
    add(tr("Step Out"), QKeySequence(Qt::SHIFT | Qt::Key_F11), &DebugController::stepOut);
    add(tr("Continue to Breakpoint"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5), &DebugController::continueRun);
    add(tr("Run to End"), QKeySequence(Qt::CTRL | Qt::Key_End), &DebugController::runToEnd);
    bar->addSeparator();
    bar->addWidget(new QLabel(tr("Speed:")));
    auto *speed = new QSlider(Qt::Horizontal);
    speed->setRange(1, 20);
    speed->setValue(4);
    speed->setMaximumWidth(120);
    speed->setToolTip(tr("Substeps per second while playing"));
    connect(speed, &QSlider::valueChanged, m_controller, [this](int v) { m_controller->setSpeed(v); });
    bar->addWidget(speed);
    auto *animate = new QCheckBox(tr("Animate"));
    animate->setChecked(true);
    connect(animate, &QCheckBox::toggled, this, [this](bool on) { m_robots->setAnimated(on); });
    bar->addWidget(animate);

    QMenu *share = menuBar()->addMenu(tr("S&hare"));
    share->addAction(tr("Copy Situation as Scenario"), this, [this] {
        QApplication::clipboard()->setText(QString::fromUtf8(io::scenarioToJson(situationScenario())));
        statusBar()->showMessage(tr("The current situation is on the clipboard as a scenario file."), 4000);
    });
    share->addAction(tr("Export Trace as Text..."), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Trace"), QString(), tr("Text (*.txt)"));
        if (path.isEmpty())
            return;
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Text) || f.write(traceText().toUtf8()) < 0 || !f.flush())
            QMessageBox::warning(this, tr("Export Trace"), tr("Cannot write %1: %2").arg(path, f.errorString()));
    });
    share->addAction(tr("Export Current Step as Image..."), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Image"), QString(), tr("PNG images (*.png)"));
        if (!path.isEmpty() && !stepImage().save(path, "PNG"))
            QMessageBox::warning(this, tr("Export Image"), tr("Cannot write %1.").arg(path));
    });
    share->addAction(tr("Save Expectations Here"), this, [this] {
        QString error;
        if (!addExpectationsHere(&error))
            QMessageBox::information(this, tr("Save Expectations"), error);
        else
            statusBar()->showMessage(tr("Expectations added; save the scenario to keep them."), 4000);
    });

    QMenu *tools = menuBar()->addMenu(tr("&Tools"));
    tools->addAction(tr("Course &Analysis..."), this, &DebuggerWindow::runAnalysis);
    tools->addAction(tr("Compare &Rulings..."), this, [this] {
        QString error;
        if (!openComparison(&error))
            QMessageBox::warning(this, tr("Compare Rulings"), error);
    });
    tools->addAction(tr("Heat Map of &Deaths"), this, [this] {
        if (m_analysis)
            m_heat->setResult(*m_analysis, HeatMapItem::Kind::Deaths);
    });
    tools->addAction(tr("Heat Map of &Visits"), this, [this] {
        if (m_analysis)
            m_heat->setResult(*m_analysis, HeatMapItem::Kind::Visits);
    });
    tools->addAction(tr("&Hide Heat Map"), this, [this] { m_heat->clear(); });
}

void DebuggerWindow::createDocks()
{
    auto dock = [this](const QString &title, const char *name, QWidget *w, Qt::DockWidgetArea area) {
        auto *d = new QDockWidget(title, this);
        d->setObjectName(QString::fromLatin1(name));
        d->setWidget(w);
        addDockWidget(area, d);
        return d;
    };
    m_traceView = new QTreeView;
    m_traceView->setModel(m_traceModel);
    m_traceView->setHeaderHidden(true);
    connect(m_traceView, &QTreeView::clicked, this, [this](const QModelIndex &i) {
        const int pos = m_traceModel->positionForIndex(i);
        if (pos >= 0) {
            m_controller->pause();
            m_controller->setPosition(pos);
        }
    });
    dock(tr("Trace"), "traceDock", m_traceView, Qt::LeftDockWidgetArea);

    m_robotView = new QTableView;
    m_robotView->setModel(m_robotModel);
    m_robotView->verticalHeader()->hide();
    m_robotView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_robotView->horizontalHeader()->setStretchLastSection(true);
    dock(tr("Robots"), "robotsDock", m_robotView, Qt::BottomDockWidgetArea);

    m_explanation = new QTextBrowser;
    m_explanation->setOpenLinks(false);
    connect(m_explanation, &QTextBrowser::anchorClicked, this, [](const QUrl &url) {
        if (url.scheme() == QLatin1String("rule"))
            QDesktopServices::openUrl(ruleUrl(url.path()));
    });
    dock(tr("Explanation"), "explanationDock", m_explanation, Qt::RightDockWidgetArea);

    // Breakpoints: a checkable list and an Add menu.
    auto *bpWidget = new QWidget;
    auto *bpLayout = new QVBoxLayout(bpWidget);
    m_breakpointView = new QListView;
    m_breakpointView->setModel(m_controller->breakpoints());
    bpLayout->addWidget(m_breakpointView);
    auto *addButton = new QToolButton;
    addButton->setText(tr("Add"));
    addButton->setPopupMode(QToolButton::InstantPopup);
    auto *addMenu = new QMenu(addButton);
    QMenu *kinds = addMenu->addMenu(tr("On Substep Kind"));
    for (int k = 0; k < game::kEventKindCount; ++k) {
        const auto kind = static_cast<game::EventKind>(k);
        kinds->addAction(eventKindTitle(kind), this, [this, kind] { m_controller->breakpoints()->add(Breakpoint{Breakpoint::Type::SubstepKind, kind}); });
    }
    auto robotBp = [this](Breakpoint::Type t) {
        Breakpoint b;
        b.type = t;
        b.robot = m_robotPick ? m_robotPick->currentIndex() : -1;
        if (t == Breakpoint::Type::CellEntered) {
            b.robot = -1;
            b.cell = {m_editX->value(), m_editY->value()};
        }
        m_controller->breakpoints()->add(b);
    };
    addMenu->addAction(tr("When the Selected Robot Is Damaged"), this, [robotBp] { robotBp(Breakpoint::Type::RobotDamaged); });
    addMenu->addAction(tr("When the Selected Robot Is Destroyed"), this, [robotBp] { robotBp(Breakpoint::Type::RobotDestroyed); });
    addMenu->addAction(tr("When the Selected Robot Moves"), this, [robotBp] { robotBp(Breakpoint::Type::RobotMoved); });
    addMenu->addAction(tr("When a Robot Enters the Cell X,Y of the Robot Panel"), this, [robotBp] { robotBp(Breakpoint::Type::CellEntered); });
    addButton->setMenu(addMenu);
    auto *remove = new QPushButton(tr("Remove"));
    connect(remove, &QPushButton::clicked, this, [this] { m_controller->breakpoints()->remove(m_breakpointView->currentIndex().row()); });
    auto *bpButtons = new QHBoxLayout;
    bpButtons->addWidget(addButton);
    bpButtons->addWidget(remove);
    bpButtons->addStretch();
    bpLayout->addLayout(bpButtons);
    dock(tr("Breakpoints"), "breakpointsDock", bpWidget, Qt::RightDockWidgetArea);

    createProgramDock();
    createSetupDock();
}

bool DebuggerWindow::setScenario(const model::Scenario &scenario, QString *error)
{
    if (!m_controller->setScenario(scenario, error))
        return false;
    m_heat->clear();
    return true;
}

bool DebuggerWindow::openScenario(const QString &path, QString *error)
{
    auto sc = io::readScenarioFile(path);
    if (!sc) {
        if (error)
            *error = sc.error().toString();
        return false;
    }
    if (!setScenario(*sc, error))
        return false;
    m_path = path;
    setWindowTitle(tr("Scenario Debugger - %1").arg(path));
    return true;
}

bool DebuggerWindow::newScenario(const model::Course &course, QString *error)
{
    model::Scenario sc;
    sc.title = "New scenario";
    sc.course = course;
    auto combined = model::combine(course);
    if (!combined) {
        if (error)
            *error = QString::fromStdString(combined.error().message);
        return false;
    }
    int n = 0;
    for (const model::Marker *m : combined->markersOf(model::MarkerKind::Start)) {
        if (n == 8)
            break;
        model::ScenarioRobot r;
        r.name = "R" + std::to_string(++n);
        r.at = m->at;
        r.facing = m->facing;
        sc.robots.push_back(std::move(r));
    }
    if (sc.robots.empty()) {
        if (error)
            *error = tr("The course has no start markers to place robots on.");
        return false;
    }
    m_path.clear();
    return setScenario(sc, error);
}

void DebuggerWindow::onTraceReset()
{
    const model::Scenario &sc = m_controller->scenario();
    m_updating = true;
    m_course->setCourse(sc.course);
    m_scene->setSceneRect(m_course->boundingRect().adjusted(-kCellPx, -kCellPx, kCellPx, kCellPx));
    m_timeline->setRange(0, m_controller->eventCount());
    const int keep = m_robotPick->currentIndex();
    m_robotPick->clear();
    m_robotPick->addItems(m_controller->robotNames());
    if (m_robotPick->count() > 0)
        m_robotPick->setCurrentIndex(std::clamp(keep, 0, m_robotPick->count() - 1));
    if (const rules::BoardIndex *b = m_controller->board()) {
        m_editX->setRange(0, b->width() - 1);
        m_editY->setRange(0, b->height() - 1);
    }
    m_ruleset->setCurrentText(QString::fromStdString(sc.ruleset));
    const auto table = rules::optionTable();
    for (std::size_t i = 0; i < table.size(); ++i) {
        const auto it = sc.options.find(std::string(table[i].name));
        m_options[i]->setChecked(it != sc.options.end() ? it->second : table[i].defaultValue);
    }
    m_seed->setValue(static_cast<int>(sc.seed % 1'000'000'000));
    m_turns->setValue(std::max(1, sc.turns));
    m_updating = false;
    fillLists();
    m_traceView->expandToDepth(1);
    onPosition(m_controller->position());
}

void DebuggerWindow::onPosition(int pos)
{
    {
        const QSignalBlocker block(m_timeline);
        m_timeline->setValue(pos);
    }
    const game::Event *e = m_controller->currentEvent();
    m_where->setText(e ? tr("Substep %1 of %2: %3").arg(pos).arg(m_controller->eventCount()).arg(substepTitle(m_controller->trace(), *e))
                       : tr("Start (%1 substeps)").arg(m_controller->eventCount()));
    m_explanation->setHtml(explanationHtml(m_controller->trace(), e));
    const QModelIndex index = m_traceModel->indexForEvent(pos - 1);
    if (index.isValid()) {
        m_traceView->setCurrentIndex(index);
        m_traceView->scrollTo(index);
    }
    m_under->refresh();
    m_over->refresh();
    refreshProgram();
}

void DebuggerWindow::saveScenario(bool ask)
{
    QString path = m_path;
    if (ask || path.isEmpty())
        path = QFileDialog::getSaveFileName(this, tr("Save Scenario"), m_path, tr("Scenarios (*.rfscenario)"));
    if (path.isEmpty())
        return;
    if (auto r = io::writeScenarioFile(path, m_controller->scenario()); !r) {
        QMessageBox::warning(this, tr("Save Scenario"), r.error().toString());
        return;
    }
    m_path = path;
    statusBar()->showMessage(tr("Saved %1").arg(path), 3000);
}

model::Scenario DebuggerWindow::situationScenario() const
{
    model::Scenario sc = m_controller->scenario();
    const game::GameState &st = m_controller->state();
    sc.title = sc.title + " (situation)";
    sc.expectations.clear();
    sc.rulesetExpectations.clear();
    sc.robots.clear();
    for (const game::RobotState &r : st.robots) {
        if (r.eliminated)
            continue;
        model::ScenarioRobot sr;
        sr.name = r.name;
        sr.at = r.destroyed ? r.archive : r.pos;
        sr.facing = r.facing;
        sr.damage = std::min(r.damage, 9);
        sr.lives = std::max(1, r.lives);
        sr.archive = r.archive;
        sr.flags = r.flags;
        sr.poweredDown = r.poweredDown;
        sr.energy = m_controller->ruleset().traits().energy ? std::optional<int>(r.energy) : std::nullopt;
        // The program in the registers now, as the first turn of the new scenario.
        if (std::any_of(r.program.begin(), r.program.end(), [](const auto &c) { return c.has_value(); }))
            sr.turns.push_back(model::TurnPlan{r.program, {}, false});
        sc.robots.push_back(std::move(sr));
    }
    sc.turns = 1;
    sc.registers = 0;
    return sc;
}

QString DebuggerWindow::traceText() const { return QString::fromStdString(sim::traceText(m_controller->trace())); }

QImage DebuggerWindow::stepImage() const
{
    const QRectF area = m_course->boundingRect();
    QImage img(area.size().toSize(), QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::white);
    QPainter p(&img);
    m_scene->render(&p, QRectF(QPointF(0, 0), area.size()), area);
    return img;
}

bool DebuggerWindow::addExpectationsHere(QString *error)
{
    const game::Event *e = m_controller->currentEvent();
    model::Expectation ex;
    if (e && e->kind == game::EventKind::Checkpoints) {
        ex.turn = e->turn;
        ex.afterRegister = e->reg;
    } else if (e && e->kind == game::EventKind::Cleanup) {
        ex.turn = e->turn;
    } else if (m_controller->position() != m_controller->eventCount()) {
        if (error)
            *error = tr("Expectations hold after a register (its checkpoints substep), after a turn (clean-up) or at the end: step there first.");
        return false;
    }
    for (const game::RobotState &r : m_controller->state().robots) {
        model::RobotExpectation re;
        re.robot = r.name;
        const bool gone = r.destroyed || r.eliminated;
        if (!gone)
            re.at = r.pos;
        re.facing = r.facing;
        re.damage = r.damage;
        re.destroyed = gone;
        re.lives = r.lives;
        re.flags = r.flags;
        ex.robots.push_back(std::move(re));
    }
    const auto &st = m_controller->state();
    ex.winner = st.winner >= 0 ? st.robots[static_cast<std::size_t>(st.winner)].name : std::string();
    m_controller->addExpectation(ex);
    return true;
}

CompareWindow *DebuggerWindow::openComparison(QString *error)
{
    // The scenario's own ruling against the other edition.
    const model::Scenario &sc = m_controller->scenario();
    std::array<sim::RulingVariant, 2> variants{};
    variants[0].ruleset = sc.ruleset;
    for (const std::string_view id : rules::availableRulesets())
        if (id != sc.ruleset && variants[1].ruleset.empty())
            variants[1].ruleset = std::string(id);
    if (variants[1].ruleset.empty()) {
        if (error)
            *error = tr("There is no other ruleset to compare with.");
        return nullptr;
    }
    auto *w = new CompareWindow(this);
    w->setWindowFlag(Qt::Window);
    w->setAttribute(Qt::WA_DeleteOnClose);
    if (!w->setComparison(sc, variants, error)) {
        delete w;
        return nullptr;
    }
    w->show();
    return w;
}

void DebuggerWindow::runAnalysis()
{
    auto *dialog = new AnalysisDialog(m_controller->scenario().course, m_controller->scenario().ruleset, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &AnalysisDialog::resultReady, this, [this](const sim::AnalysisResult &r) {
        m_analysis = r;
        m_heat->setResult(r, HeatMapItem::Kind::Deaths);
    });
    dialog->show();
}

} // namespace rf::debugger
