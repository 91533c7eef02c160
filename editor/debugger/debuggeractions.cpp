// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The debugger window's menus; what Share, Tools and presentation do is in their controllers.
#include "debugger/debuggerwindow.h"

#include "commands/scenariocommands.h"
#include "debugger/analysisdialog.h"
#include "debugger/comparewindow.h"
#include "debugger/debugcontroller.h"
#include "debugger/debuggeritems.h"
#include "debugger/exportrulingdialog.h"
#include "debugger/presentationview.h"
#include "debugger/programpanel.h"
#include "debugger/scenariomenu.h"
#include "document/scenariodocument.h"
#include "document/timeline.h"
#include "io/checkedsavefile.h"
#include "io/scenario/scenariofile.h"
#include "words/tracetexts.h"
#include "rules/boardindex.h"
#include "rules/ruleset.h"
#include "scene/boardscene.h"
#include "scene/boardview.h"
#include "scene/heatmapitem.h"
#include "scene/scenegeometry.h"
#include "text/tracetext.h"
#include "widgets/filedialogfolder.h"
#include "widgets/showbeside.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QSettings>
#include <QSlider>
#include <QStatusBar>
#include <QToolBar>

namespace rf::debugger {

void DebuggerWindow::createDebugMenu()
{
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
    connect(speed, &QSlider::valueChanged, this, [this](int v) {
        m_controller->setSpeed(v);
        m_robots->setSpeed(m_controller->speed());
    });
    bar->addWidget(speed);
    auto *animate = new QCheckBox(tr("Animate"));
    animate->setChecked(true);
    connect(animate, &QCheckBox::toggled, this, [this](bool on) { m_robots->setAnimated(on); });
    bar->addWidget(animate);
}

void DebuggerWindow::createViewMenu()
{
    QMenu *view = menuBar()->addMenu(tr("&View"));
    for (QAction *a : m_view->createZoomActions(this)) {
        a->setShortcutContext(Qt::WindowShortcut);
        view->addAction(a);
    }
    view->addSeparator();
    m_presentation->addActions(view);
}

void DebuggerWindow::createShareMenu()
{
    m_sharing->addActions(menuBar()->addMenu(tr("S&hare")));
    QMenu *tools = menuBar()->addMenu(tr("&Tools"));
    tools->addAction(tr("Course &Analysis..."), m_analyses, &AnalysisController::run);
    // The window says itself when the rulings cannot be compared.
    tools->addAction(tr("Compare &Rulings..."), this, [this] { m_comparisons->open(); });
    m_analyses->addHeatMapActions(tools);
}

void DebuggerWindow::dropRobot(int robot, QPoint viewportPos)
{
    const QPoint at = editor::cellAt(m_view->mapToScene(viewportPos));
    const model::Point cell{at.x(), at.y()};
    if (robot >= 0) {
        m_program->edit(robot, model::RobotEdit{.pos = cell});
        return;
    }
    if (const auto problem = editor::addRobot(*m_doc, cell))
        QMessageBox::warning(this, tr("Place Robot"), words::scenarioErrorText(*problem));
}

void DebuggerWindow::editProgramAtStart(const QString &robot, int reg)
{
    m_controller->reset(); // at the start a change of the program is an edit of the setup
    m_program->showRobot(static_cast<int>(m_timeline->robotNames().indexOf(robot)), reg);
    if (auto *dock = findChild<QDockWidget *>(QStringLiteral("programDock"))) {
        dock->show();
        dock->raise();
    }
    raise();
    activateWindow();
    statusBar()->showMessage(
        tr("Change %1's program here: at the start a change edits the scenario, and the comparison follows.")
            .arg(robot),
        8000);
}

} // namespace rf::debugger
