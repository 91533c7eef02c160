// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/debuggerwindow.h"

#include "commands/scenariocommands.h"
#include "debugger/analysiscontroller.h"
#include "debugger/breakpointspanel.h"
#include "debugger/comparisoncontroller.h"
#include "debugger/debugcontroller.h"
#include "debugger/debuggerdnd.h"
#include "debugger/debuggeritems.h"
#include "debugger/decisionspanel.h"
#include "debugger/explanation.h"
#include "debugger/rulesviewer.h"
#include "debugger/programpanel.h"
#include "debugger/presentationcontroller.h"
#include "debugger/questionheader.h"
#include "debugger/setuppanel.h"
#include "debugger/sharingcontroller.h"
#include "debugger/shoppanel.h"
#include "document/boarddocument.h"
#include "document/recovery.h"
#include "document/scenariodocument.h"
#include "document/timeline.h"
#include "io/scenario/scenariofile.h"
#include "models/robotstatemodel.h"
#include "models/tracemodel.h"
#include "words/tracetexts.h"
#include "render/boardrenderer.h"
#include "scene/boardscene.h"
#include "scene/boardview.h"
#include "scene/heatmapitem.h"
#include "scene/scenegeometry.h"
#include "sim/decisionfates.h"
#include "sim/startscenario.h"
#include "widgets/filedialogfolder.h"
#include "widgets/shortcuts.h"
#include "widgets/unsavedchanges.h"
#include "widgets/verticalscroll.h"

#include <QCloseEvent>
#include <QCursor>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScopedValueRollback>
#include <QSet>
#include <QSlider>
#include <QStatusBar>
#include <QStringList>
#include <QTableView>
#include <QTextBrowser>
#include <QToolTip>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace rf::debugger {

namespace {

// The recovery copies of the open debugger windows: "scenario-<n>", a number no other open window
// and no copy of this running RallyForge on disk uses (copies of other running ones are in their
// own folders).
QSet<QString> &recoveryNamesInUse()
{
    static QSet<QString> names;
    return names;
}

QString freeRecoveryName()
{
    // Not leftBehind(): that takes over crashed copies' files, which only the start-up offer does.
    const QString dir = editor::Recovery::defaultDirectory();
    for (int n = 1;; ++n) {
        const QString name = QStringLiteral("scenario-%1").arg(n);
        if (!recoveryNamesInUse().contains(name) &&
            editor::Recovery::isNameFree(dir, name, QStringLiteral("rfscenario")))
            return name;
    }
}

} // namespace

DebuggerWindow::DebuggerWindow(QWidget *parent)
    : QMainWindow(parent), m_renderer(std::make_unique<render::BoardRenderer>()), m_doc(new editor::ScenarioDocument(this)),
      m_timeline(new editor::Timeline(this)), m_controller(new DebugController(m_timeline, this)), m_course(new editor::BoardDocument(this))
{
    setObjectName(QStringLiteral("debuggerWindow"));
    m_timeline->setReplay(&m_doc->replay());
    m_traceModel = new editor::TraceModel(m_timeline, this);
    m_robotModel = new editor::RobotStateModel(m_timeline, this);

    // The course as the editor's canvas draws it (read-only), with the play drawn over it.
    m_course->resetCourse(m_doc->scenario().course);
    m_scene = new editor::BoardScene(m_course, *m_renderer, this);
    m_heat = new editor::HeatMapItem;
    m_under = new HighlightItem(m_timeline, *m_renderer, HighlightItem::Layer::Under);
    m_robots = new RobotsItem(m_timeline, *m_renderer);
    m_over = new HighlightItem(m_timeline, *m_renderer, HighlightItem::Layer::Over);
    int z = 200; // above the layers and the scene's overlay
    for (QGraphicsItem *item : std::initializer_list<QGraphicsItem *>{m_heat, m_under, m_robots, m_over}) {
        item->setZValue(z++);
        m_scene->addItem(item);
    }
    m_view = new editor::BoardView(m_scene, nullptr);
    createControllers();

    m_slider = new QSlider(Qt::Horizontal);
    m_slider->setToolTip(tr("Timeline: every substep of the game"));
    m_where = new QLabel;
    m_where->setMinimumWidth(220);
    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    m_question = new QuestionHeader(m_doc, m_timeline);
    connect(m_question, &QuestionHeader::stepRequested, m_controller, &DebugController::setPosition);
    layout->addWidget(m_question);
    layout->addWidget(m_view, 1);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_slider, 1);
    bottom->addWidget(m_where);
    layout->addLayout(bottom);
    setCentralWidget(central);

    createDocks();
    createActions();

    connect(m_slider, &QSlider::valueChanged, m_controller, &DebugController::setPosition);
    connect(m_timeline, &editor::Timeline::positionChanged, this, &DebuggerWindow::onPosition);
    connect(m_timeline, &editor::Timeline::reset, this, [this] {
        const QSignalBlocker block(m_slider);
        m_slider->setRange(0, m_timeline->length());
    });
    connect(m_doc, &editor::ScenarioDocument::scenarioChanged, m_timeline, &editor::Timeline::replayChanged);
    connect(m_doc, &editor::ScenarioDocument::documentReset, this, &DebuggerWindow::onDocumentReset);
    connect(m_doc, &editor::Document::modifiedChanged, this, &DebuggerWindow::updateTitle);
    connect(m_doc, &editor::Document::filePathChanged, this, &DebuggerWindow::updateTitle);
    connect(m_controller, &DebugController::playingChanged, this, [this](bool playing) { m_playAction->setText(playing ? tr("Pause") : tr("Play")); });
    connect(m_timeline, &editor::Timeline::reset, this, [this] {
        m_afterReset = true;
        updateDecisions();
    });
    // What became of the recorded decisions changes only when the game is played again.
    connect(m_timeline, &editor::Timeline::reset, this, &DebuggerWindow::updateRecordedDecisions);
    updateRecordedDecisions();
    connect(m_controller, &DebugController::breakpointHit, this, [this](int row) {
        const editor::BreakpointModel *bp = m_controller->breakpoints();
        if (bp->breakpoints()[static_cast<std::size_t>(row)].type == editor::Breakpoint::Type::DecisionPoint)
            findChild<QDockWidget *>(QStringLiteral("decisionsDock"))->raise();
        statusBar()->showMessage(tr("Stopped at breakpoint: %1").arg(bp->describe(bp->breakpoints()[static_cast<std::size_t>(row)])), 5000);
    });

    useRecovery(freeRecoveryName());
    onDocumentReset();
    resize(1400, 900);
    // The explanation needs room for a few sentences; the robot table only for its rows.
    auto docked = [this](const char *name) { return findChild<QDockWidget *>(QString::fromLatin1(name)); };
    // Breakpoints share the left column with the setup (tabs), leaving the right column to the
    // explanation and the robot's program with its deck.
    tabifyDockWidget(docked("setupDock"), docked("breakpointsDock"));
    tabifyDockWidget(docked("explanationDock"), docked("decisionsDock"));
    docked("explanationDock")->raise();
    docked("setupDock")->raise();
    resizeDocks({docked("robotsDock")}, {150}, Qt::Vertical);
    resizeDocks({docked("robotsDock"), docked("shopDock")}, {900, 300}, Qt::Horizontal);
    resizeDocks({docked("explanationDock"), docked("programDock")}, {280, 420}, Qt::Vertical);
    resizeDocks({docked("traceDock"), docked("setupDock")}, {440, 300}, Qt::Vertical);
    resizeDocks({docked("explanationDock"), docked("traceDock")}, {330, 270}, Qt::Horizontal);
}

DebuggerWindow::~DebuggerWindow() { recoveryNamesInUse().remove(m_recovery->objectName()); }

void DebuggerWindow::useRecovery(const QString &name)
{
    if (m_recovery) {
        recoveryNamesInUse().remove(m_recovery->objectName());
        m_recovery->discard();
        delete m_recovery;
    }
    m_recovery = new editor::Recovery(m_doc, name, this);
    m_recovery->setObjectName(name);
    recoveryNamesInUse().insert(name);
    m_recovery->start();
}

void DebuggerWindow::createControllers()
{
    const auto showMessage = [this](const QString &text, int timeout) { statusBar()->showMessage(text, timeout); };
    m_comparisons = new ComparisonController(m_doc, this);
    connect(m_comparisons, &ComparisonController::editProgramRequested, this, &DebuggerWindow::editProgramAtStart);
    connect(m_comparisons, &ComparisonController::ruleRequested, this, &DebuggerWindow::showRule);
    connect(m_comparisons, &ComparisonController::statusMessage, this, showMessage);
    m_sharing = new SharingController(m_doc, m_timeline, m_scene, m_controller, m_comparisons, this);
    connect(m_sharing, &SharingController::statusMessage, this, showMessage);
    m_analyses = new AnalysisController(m_doc, m_heat, m_view, this);
    m_presentation = new PresentationController(m_doc, m_timeline, m_scene, m_view, m_controller, this);
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

    auto *robotView = new QTableView;
    robotView->setModel(m_robotModel);
    robotView->verticalHeader()->hide();
    robotView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    robotView->horizontalHeader()->setStretchLastSection(true);
    QDockWidget *robotsDock = dock(tr("Robots"), "robotsDock", robotView, Qt::BottomDockWidgetArea);
    // Columns of what the edition played does not have stay hidden (lives and archive markers,
    // option cards, energy, upgrades and damage cards).
    auto showColumns = [this, robotView] {
        for (int c = 0; c < editor::RobotStateModel::ColumnCount; ++c)
            robotView->setColumnHidden(c, !m_robotModel->hasColumn(c));
    };
    connect(m_timeline, &editor::Timeline::reset, robotView, showColumns);
    showColumns();
    // The shop beside the robot table: both change as play goes on.
    m_shop = new ShopPanel(m_timeline);
    QDockWidget *shopDock = dock(tr("Shop"), "shopDock", m_shop, Qt::BottomDockWidgetArea);
    splitDockWidget(robotsDock, shopDock, Qt::Horizontal);

    m_explanation = new QTextBrowser;
    m_explanation->setOpenLinks(false);
    connect(m_explanation, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (const QString rule = ruleLinkReference(url); !rule.isEmpty())
            showRule(rule);
    });
    // Hovering a rule link shows the rule's title and first sentence.
    connect(m_explanation, &QTextBrowser::highlighted, this, [this](const QUrl &url) {
        if (const QString tip = ruleLinkToolTip(url); !tip.isEmpty())
            QToolTip::showText(QCursor::pos(), tip, m_explanation);
        else
            QToolTip::hideText();
    });
    dock(tr("Explanation"), "explanationDock", m_explanation, Qt::RightDockWidgetArea);

    m_program = new ProgramPanel(m_doc, m_timeline);
    connect(m_program, &ProgramPanel::statusMessage, this, [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    m_breakpointsPanel = new BreakpointsPanel(
        m_controller->breakpoints(), [this] { return m_program->selectedRobot(); }, [this] { return m_program->selectedCell(); });
    dock(tr("Breakpoints"), "breakpointsDock", m_breakpointsPanel, Qt::RightDockWidgetArea);
    // The robot's fields are many: they scroll, so that the Decisions above keep room to show
    // their choices.
    dock(tr("Robot and Program"), "programDock", editor::verticalScroll(m_program, QStringLiteral("programScroll")), Qt::RightDockWidgetArea);
    m_decisions = new DecisionsPanel;
    dock(tr("Decisions"), "decisionsDock", m_decisions, Qt::RightDockWidgetArea);
    connect(m_decisions, &DecisionsPanel::decided, this, [this](const rules::DecisionOffer &o) {
        m_controller->pause();
        const QScopedValueRollback keep(m_keepTabs, true);
        // The game up to here stays as it was (the choice acts at a later substep), but the replay
        // names the turn's first substep as the one that changed: play stays where it was asked.
        const int here = m_timeline->position();
        if (const auto problem = editor::addDecision(*m_doc, here, o.robot, o.decision)) {
            QMessageBox::warning(this, tr("Decide"), words::scenarioErrorText(*problem));
            return;
        }
        m_controller->setPosition(here);
        statusBar()->showMessage(
            tr("Decided: %1. Step on to see it played.").arg(DecisionsPanel::choiceText(o.decision)), 5000);
    });
    // Recorded decisions: go to where one acted; change it (remove it, then choose again among
    // the choices offered where it was asked); remove it. Edits are undo steps; the Decisions tab
    // stays in front.
    connect(m_decisions, &DecisionsPanel::goToRecorded, this, [this](const sim::DecisionFate &f) {
        m_controller->pause();
        const QScopedValueRollback keep(m_keepTabs, true);
        m_controller->setPosition(f.position);
    });
    connect(m_decisions, &DecisionsPanel::removeRecorded, this, [this](const sim::DecisionFate &f) {
        m_controller->pause();
        const QScopedValueRollback keep(m_keepTabs, true);
        if (const auto problem = editor::removeDecision(*m_doc, std::max(0, f.position - 1), f.robot, f.turn, f.index))
            QMessageBox::warning(this, tr("Remove Decision"), words::scenarioErrorText(*problem));
    });
    connect(m_decisions, &DecisionsPanel::changeRecorded, this, &DebuggerWindow::changeDecision);
    m_setup = new SetupPanel(m_doc);
    dock(tr("Setup"), "setupDock", m_setup, Qt::LeftDockWidgetArea);

    // Robots dragged from the setup panel's list onto the board are placed there.
    new DropFilter(
        m_view->viewport(), kRobotMime,
        [this](const QByteArray &, QPoint at) {
            const QPoint cell = editor::cellAt(m_view->mapToScene(at));
            const rules::BoardIndex *b = m_timeline->board();
            return b && b->contains(model::Point{cell.x(), cell.y()});
        },
        [this](const QByteArray &robot, QPoint at) { dropRobot(robot.toInt(), at); });
}

void DebuggerWindow::createActions()
{
    createFileMenu();
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_doc->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_doc->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts(editor::redoShortcuts());
    edit->addAction(undo);
    edit->addAction(redo);
    createViewMenu();
    createDebugMenu();
    createShareMenu();
}

void DebuggerWindow::createFileMenu()
{
    QMenu *file = menuBar()->addMenu(tr("&Scenario"));
    file->addAction(tr("&Open Scenario..."), QKeySequence::Open, this, [this] {
        if (!maybeSave())
            return;
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Scenario"), editor::dialogFolder(m_doc->filePath()), tr("Scenarios (*.rfscenario)"));
        editor::rememberDialogFolder(path);
        QString error;
        if (!path.isEmpty() && !openScenario(path, &error))
            QMessageBox::warning(this, tr("Open Scenario"), error);
    });
    file->addAction(tr("&Save Scenario"), QKeySequence::Save, this, [this] { save(); });
    file->addAction(tr("Save Scenario &As..."), QKeySequence::SaveAs, this, [this] { saveAs(); });
    file->addSeparator();
    file->addAction(tr("&Close"), QKeySequence::Close, this, &QWidget::close);
}

bool DebuggerWindow::setScenario(const model::Scenario &scenario, QString *error)
{
    if (const auto reset = m_doc->resetScenario(scenario); !reset) {
        if (error)
            *error = words::scenarioErrorText(reset.error());
        return false;
    }
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
    if (const auto reset = m_doc->resetScenario(*sc, QFileInfo(path).absoluteFilePath()); !reset) {
        if (error)
            *error = tr("%1: %2").arg(path, words::scenarioErrorText(reset.error()));
        return false;
    }
    return true;
}

bool DebuggerWindow::newScenario(const model::Course &course, const model::Board &combined, QString *error)
{
    auto sc = sim::startScenario(course, combined);
    if (!sc) {
        if (error)
            *error = words::scenarioErrorText(sc.error());
        return false;
    }
    sc->title = "New scenario";
    return setScenario(*sc, error);
}

bool DebuggerWindow::restoreRecovery(const QString &name, QString *error)
{
    useRecovery(name);
    const QString problem = m_recovery->restore();
    if (error)
        *error = problem;
    return problem.isEmpty();
}

void DebuggerWindow::onDocumentReset()
{
    // The document announces the new scenario before its replay's change (scenarioChanged): the
    // timeline and the trace model follow first, so that nothing below reads the old game's
    // structure over the new trace.
    m_timeline->replayChanged(0);
    // Another scenario: the shop shows when its game has one (the user may close it after that).
    findChild<QDockWidget *>(QStringLiteral("shopDock"))->setVisible(m_timeline->state().upgradesInGame);
    m_course->resetCourse(m_doc->scenario().course);
    m_view->zoomToFit();
    updateTitle();
    m_traceView->expandToDepth(1);
    warnAboutLeftOutWhatIfs();
}

// What-ifs of a file that play could not make (or never got to) are not in the replay: say so
// rather than show a game the file's author did not mean. Not modal: the replay is still useful.
void DebuggerWindow::warnAboutLeftOutWhatIfs()
{
    const auto &skipped = m_doc->replay().run().skippedWhatIfs();
    if (skipped.empty())
        return;
    QStringList lines;
    for (const rules::ScenarioError &e : skipped)
        lines << words::scenarioErrorText(e);
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Scenario Debugger"),
                                tr("%n what-if(s) of %1 could not be made and were left out; play goes on without them.", nullptr,
                                   static_cast<int>(skipped.size()))
                                    .arg(m_doc->displayName()),
                                QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("leftOutWhatIfs"));
    box->setInformativeText(lines.join(QLatin1Char('\n')));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void DebuggerWindow::updateTitle()
{
    setWindowTitle(tr("Scenario Debugger - %1[*]").arg(m_doc->displayName()));
    setWindowModified(m_doc->isModified());
}

void DebuggerWindow::onPosition(int pos)
{
    {
        const QSignalBlocker block(m_slider);
        m_slider->setRange(0, m_timeline->length());
        m_slider->setValue(pos);
    }
    const game::Event *e = m_timeline->currentEvent();
    m_where->setText(e ? tr("Substep %1 of %2: %3").arg(pos).arg(m_timeline->length()).arg(words::substepTitle(m_timeline->trace(), *e))
                       : tr("Start (%1 substeps)").arg(m_timeline->length()));
    m_explanation->setHtml(explanationHtml(m_timeline->trace(), e));
    const QModelIndex index = m_traceModel->indexForEvent(pos - 1);
    if (index.isValid()) {
        m_traceView->setCurrentIndex(index);
        m_traceView->scrollTo(index);
    }
    m_under->refresh();
    m_over->refresh();
    updateDecisions();
    // A step, not the same position shown again after an edit (the timeline's reset).
    if (!std::exchange(m_afterReset, false))
        showTabOfStep();
    m_presentation->followPosition();
}

void DebuggerWindow::updateRecordedDecisions()
{
    m_decisions->setRecorded(m_doc->scenario(), sim::decisionFates(m_doc->scenario(), m_timeline->trace()));
}

void DebuggerWindow::updateDecisions()
{
    const auto offers = m_controller->offers();
    m_decisions->setOffers(offers, m_timeline->robotNames());
    if (auto *dock = findChild<QDockWidget *>(QStringLiteral("decisionsDock")))
        dock->setWindowTitle(offers.empty() ? tr("Decisions") : tr("Decisions (%n)", nullptr, static_cast<int>(offers.size())));
}

// After a step the tab in front is the one about this substep: the Decisions when a choice opens
// here, else the explanation of what was played. Not while playing on (it would flip at every
// choice passed), nor when the Decisions panel itself moved play (the user works there).
void DebuggerWindow::showTabOfStep()
{
    if (m_keepTabs)
        return;
    auto *decisions = findChild<QDockWidget *>(QStringLiteral("decisionsDock"));
    auto *explanation = findChild<QDockWidget *>(QStringLiteral("explanationDock"));
    if (!decisions || !explanation)
        return;
    if (!m_decisions->offers().empty()) {
        if (!m_controller->playing())
            decisions->raise();
    } else if (tabifiedDockWidgets(explanation).contains(decisions)) {
        explanation->raise();
    }
}

void DebuggerWindow::changeDecision(const sim::DecisionFate &f)
{
    m_controller->pause();
    const QScopedValueRollback keep(m_keepTabs, true);
    const model::Scenario &sc = m_doc->scenario();
    const auto r = static_cast<std::size_t>(f.robot);
    if (r >= sc.robots.size() || f.turn < 1 || static_cast<std::size_t>(f.turn) > sc.robots[r].turns.size() ||
        f.index >= sc.robots[r].turns[static_cast<std::size_t>(f.turn - 1)].decisions.size())
        return; // the document changed meanwhile
    const model::Decision d = sc.robots[r].turns[static_cast<std::size_t>(f.turn - 1)].decisions[f.index];
    const int before = std::max(0, f.position - 1);
    if (const auto problem = editor::removeDecision(*m_doc, before, f.robot, f.turn, f.index)) {
        QMessageBox::warning(this, tr("Change Decision"), words::scenarioErrorText(*problem));
        return;
    }
    if (f.position <= 0) {
        statusBar()->showMessage(
            tr("The decision is removed: play ends before its turn, so there is nothing to choose."), 8000);
        return;
    }
    // Asked where it was offered, which may be substeps before it acted (a register's choice is
    // offered before the robots move).
    const int asked = m_controller->decisionPointOf(f.position, f.robot, f.turn, d);
    m_controller->setPosition(asked >= 0 ? asked : before);
    statusBar()->showMessage(
        asked >= 0 ? tr("The decision is removed: choose the new one among the choices offered here.")
                   : tr("The decision is removed; that choice is no longer offered before substep %1.").arg(f.position),
        8000);
}

bool DebuggerWindow::saveTo(const QString &path, bool quiet)
{
    if (auto r = io::writeScenarioFile(path, m_doc->scenario()); !r) {
        if (!quiet)
            QMessageBox::warning(this, tr("Save Scenario"), r.error().toString());
        return false;
    }
    m_doc->setFilePath(QFileInfo(path).absoluteFilePath());
    m_doc->markSaved();
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 3000);
    return true;
}

bool DebuggerWindow::save()
{
    if (m_doc->filePath().isEmpty())
        return saveAs();
    return saveTo(m_doc->filePath());
}

bool DebuggerWindow::saveAs()
{
    const QString suggested = m_doc->filePath().isEmpty() ? editor::dialogPath({}, tr("untitled") + QStringLiteral(".rfscenario")) : m_doc->filePath();
    QString path = QFileDialog::getSaveFileName(this, tr("Save Scenario"), suggested, tr("Scenarios (*.rfscenario)"));
    editor::rememberDialogFolder(path);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".rfscenario");
    return saveTo(path);
}

bool DebuggerWindow::maybeSave()
{
    return editor::keepOrDiscardChanges(this, *m_doc, tr("The scenario %1 has unsaved changes. Save them?").arg(m_doc->displayName()), [this] { return save(); });
}

void DebuggerWindow::closeEvent(QCloseEvent *event)
{
    m_controller->pause();
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    // Saved or given up: the recovery copy is no longer wanted.
    m_recovery->discard();
    event->accept();
}

} // namespace rf::debugger

namespace rf::debugger {

RulesViewer *DebuggerWindow::showRule(const QString &reference)
{
    if (!m_rules)
        m_rules = new RulesViewer(this);
    m_rules->showRule(reference);
    return m_rules;
}

} // namespace rf::debugger
