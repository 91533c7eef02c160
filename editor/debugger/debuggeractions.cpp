// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The debugger window's Debug, Share and Tools menus and what they do.
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
    QAction *present = view->addAction(tr("&Presentation Mode"), this, &DebuggerWindow::present);
    present->setObjectName(QStringLiteral("presentationAction"));
    present->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    present->setShortcutContext(Qt::WindowShortcut);
    present->setStatusTip(tr("Full screen for a table of players: the question, the board fitted, the substep and its explanation in large type"));
    m_followAction = view->addAction(tr("F&ollow the Action"));
    m_followAction->setObjectName(QStringLiteral("followAction"));
    m_followAction->setCheckable(true);
    m_followAction->setStatusTip(tr("While stepping, scroll so the acting robot or board element stays in view"));
    QSettings settings;
    m_followAction->setChecked(settings.value(QStringLiteral("debugger/follow"), true).toBool());
    connect(m_followAction, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("debugger/follow"), on);
        if (on)
            followPosition();
    });
}

// What the substep acts on: the robots it changes (where they come from and go to), the squares
// it highlights and the robot whose card it plays. The focus is the robot it is about.
void DebuggerWindow::followPosition()
{
    const game::Event *e = m_timeline->currentEvent();
    const rules::BoardIndex *board = m_timeline->board();
    if (!m_followAction->isChecked() || !e || !board)
        return;
    QRectF area;
    std::optional<QPointF> focus;
    auto add = [&](model::Point p, bool isFocus) {
        if (!board->contains(p))
            return;
        const QRectF r = editor::cellSceneRect(p);
        area = area.isNull() ? r : area.united(r);
        if (isFocus && !focus)
            focus = r.center();
    };
    const auto &robots = m_timeline->state().robots;
    if (e->actor >= 0 && static_cast<std::size_t>(e->actor) < robots.size())
        add(robots[static_cast<std::size_t>(e->actor)].pos, true);
    for (const game::RobotChange &c : e->changes) {
        add(c.toPos, true);
        add(c.fromPos, false);
    }
    for (const model::Point c : e->cells)
        add(c, false);
    if (!area.isNull())
        m_view->keepInView(area, focus.value_or(area.center()));
}

void DebuggerWindow::createShareMenu()
{
    QMenu *share = menuBar()->addMenu(tr("S&hare"));
    share->addAction(tr("Copy Situation as Scenario"), this, [this] {
        QApplication::clipboard()->setText(QString::fromUtf8(io::scenarioToJson(situationScenario())));
        statusBar()->showMessage(tr("The current situation is on the clipboard as a scenario file."), 4000);
    });
    share->addAction(tr("Export Trace as Text..."), this, [this] {
        const QString path = editor::withFilterSuffix(
            QFileDialog::getSaveFileName(this, tr("Export Trace"), editor::dialogFolder(m_doc->filePath()),
                                         tr("Text (*.txt)")),
            tr("Text (*.txt)"));
        editor::rememberDialogFolder(path);
        if (path.isEmpty())
            return;
        if (auto saved = io::saveFile(path, traceText().toUtf8()); !saved)
            QMessageBox::warning(this, tr("Export Trace"), tr("Cannot write %1: %2").arg(path, saved.error()));
    });
    share->addAction(tr("Export Current Step as Image..."), this, [this] {
        const QString path = editor::withFilterSuffix(
            QFileDialog::getSaveFileName(this, tr("Export Image"), editor::dialogFolder(m_doc->filePath()),
                                         tr("PNG images (*.png)")),
            tr("PNG images (*.png)"));
        editor::rememberDialogFolder(path);
        if (path.isEmpty())
            return;
        io::CheckedSaveFile f(path);
        const bool opened = f.open(QIODevice::WriteOnly);
        if (opened && !captionedStepImage().save(&f, "PNG") && !f.failed())
            f.cancelWriting(); // an encoder failure must not replace the old file either
        const std::expected<void, QString> saved = opened ? f.finish() : std::unexpected(f.errorString());
        if (!saved)
            QMessageBox::warning(this, tr("Export Image"), tr("Cannot write %1: %2").arg(path, saved.error()));
    });
    QAction *ruling = share->addAction(tr("Export &Ruling..."), this, [this] { exportRuling(); });
    ruling->setObjectName(QStringLiteral("exportRuling"));
    share->addAction(tr("Save Expectations Here"), this, [this] {
        QString error;
        if (!addExpectationsHere(&error))
            QMessageBox::information(this, tr("Save Expectations"), error);
        else
            statusBar()->showMessage(tr("Expectations added; save the scenario to keep them."), 4000);
    });

    QMenu *tools = menuBar()->addMenu(tr("&Tools"));
    tools->addAction(tr("Course &Analysis..."), this, &DebuggerWindow::runAnalysis);
    // The window says itself when the rulings cannot be compared.
    tools->addAction(tr("Compare &Rulings..."), this, [this] { openComparison(); });
    tools->addAction(tr("Heat Map of &Deaths"), this, [this] {
        if (m_analysis)
            m_heat->setResult(*m_analysis, editor::HeatMapItem::Kind::Deaths, m_analysisSkill);
    });
    tools->addAction(tr("Heat Map of &Visits"), this, [this] {
        if (m_analysis)
            m_heat->setResult(*m_analysis, editor::HeatMapItem::Kind::Visits, m_analysisSkill);
    });
    tools->addAction(tr("&Hide Heat Map"), this, [this] { m_heat->clear(); });
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

model::Scenario DebuggerWindow::situationScenario() const
{
    model::Scenario sc = m_doc->scenario();
    const game::GameState &st = m_timeline->state();
    sc.title = sc.title + " (situation)";
    sc.expectations.clear();
    sc.rulesetExpectations.clear();
    sc.whatIfs.clear();
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
        sr.energy = m_timeline->ruleset().traits().energy ? std::optional<int>(r.energy) : std::nullopt;
        // The program in the registers now, as the first turn of the new scenario.
        if (std::any_of(r.program.begin(), r.program.end(), [](const auto &c) { return c.has_value(); }))
            sr.turns.push_back(model::TurnPlan{r.program, {}, false});
        sc.robots.push_back(std::move(sr));
    }
    sc.turns = 1;
    sc.registers = 0;
    return sc;
}

QString DebuggerWindow::traceText() const
{
    return QString::fromStdString(text::traceText(m_timeline->trace()));
}

QImage DebuggerWindow::captionedStepImage() const
{
    // The board as shown, and under it what a reader needs without the debugger: the scenario,
    // the substep and what happened in it.
    const QImage board = stepImage();
    const game::Event *e = m_timeline->currentEvent();
    QString caption = m_doc->scenario().title.empty() ? m_doc->displayName() : QString::fromStdString(m_doc->scenario().title);
    caption += QLatin1Char('\n') + (e ? tr("Substep %1 of %2: %3").arg(m_timeline->position()).arg(m_timeline->length()).arg(words::substepTitle(m_timeline->trace(), *e))
                                       : tr("The start, before the first substep"));
    if (e)
        for (const game::Note &n : e->notes)
            caption += QLatin1Char('\n') + words::noteText(m_timeline->trace(), n);
    QFont font;
    font.setPixelSize(18);
    const int width = std::max(board.width(), 640);
    const QRect text = QFontMetrics(font).boundingRect(QRect(0, 0, width - 24, 100000), Qt::TextWordWrap, caption);
    QImage img(width, board.height() + text.height() + 24, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::white);
    QPainter p(&img);
    p.drawImage(0, 0, board);
    p.setFont(font);
    p.setPen(Qt::black);
    p.drawText(QRect(12, board.height() + 12, width - 24, text.height()), Qt::TextWordWrap, caption);
    return img;
}

PresentationView *DebuggerWindow::present()
{
    auto *p = new PresentationView(m_doc, m_scene, m_timeline, m_controller, this);
    p->showFullScreen();
    return p;
}

ExportRulingDialog *DebuggerWindow::exportRuling(CompareWindow *from)
{
    m_controller->pause();
    auto *dialog = new ExportRulingDialog(m_doc->scenario(), m_doc->filePath(), m_timeline->length(),
                                          m_timeline->position(), from ? static_cast<QWidget *>(from) : this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (CompareWindow *compared = from ? from : m_comparison.data(); compared)
        dialog->setComparison(compared->rulings(), std::max(compared->side(0)->length(), compared->side(1)->length()),
                              from != nullptr);
    connect(dialog, &ExportRulingDialog::exported, this, [this](const QString &path) {
        statusBar()->showMessage(
            tr("Wrote the ruling report %1: it opens in any web browser.").arg(QDir::toNativeSeparators(path)), 6000);
    });
    dialog->open();
    return dialog;
}

QImage DebuggerWindow::stepImage() const
{
    const QRectF area = m_scene->gridRect();
    QImage img(area.size().toSize(), QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::white);
    QPainter p(&img);
    m_scene->render(&p, QRectF(QPointF(0, 0), area.size()), area);
    return img;
}

bool DebuggerWindow::addExpectationsHere(QString *error)
{
    const game::Event *e = m_timeline->currentEvent();
    model::Expectation ex;
    if (e && e->kind == game::EventKind::Checkpoints) {
        ex.turn = e->turn;
        ex.afterRegister = e->reg;
    } else if (e && e->kind == game::EventKind::Cleanup) {
        ex.turn = e->turn;
    } else if (m_timeline->position() != m_timeline->length()) {
        if (error)
            *error = tr("Expectations hold after a register (its checkpoints substep), after a turn (clean-up) or at "
                        "the end: step there first.");
        return false;
    }
    const game::GameState &st = m_timeline->state();
    for (const game::RobotState &r : st.robots) {
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
    ex.winner = st.winner >= 0 ? st.robots[static_cast<std::size_t>(st.winner)].name : std::string();
    if (const auto problem = editor::addExpectation(*m_doc, ex)) {
        if (error)
            *error = words::scenarioErrorText(*problem);
        return false;
    }
    return true;
}

CompareWindow *DebuggerWindow::openComparison(QString *error)
{
    // The scenario's own ruling against the other edition (or itself when there is no other);
    // the user chooses others in the window.
    const model::Scenario &sc = m_doc->scenario();
    std::array<sim::RulingVariant, 2> rulings{};
    rulings[0] = sim::RulingVariant{sc.ruleset, {}, sc.ruleset};
    rulings[1] = rulings[0];
    for (const std::string_view id : rules::availableRulesets())
        if (id != sc.ruleset) {
            rulings[1] = sim::RulingVariant{std::string(id), {}, std::string(id)};
            break;
        }
    auto *w = new CompareWindow(this);
    w->setWindowFlag(Qt::Window);
    w->setAttribute(Qt::WA_DeleteOnClose);
    m_comparison = w;
    connect(w, &CompareWindow::exportRulingRequested, this, [this, w] { exportRuling(w); });
    // Connected first: the window offers "Edit Program" only when someone listens.
    connect(w, &CompareWindow::editProgramRequested, this, &DebuggerWindow::editProgramAtStart);
    connect(w, &CompareWindow::ruleRequested, this, &DebuggerWindow::showRule);
    connect(w, &CompareWindow::samePrograms, this, [this](const model::Scenario &same) {
        if (const auto problem = editor::writePrograms(*m_doc, same.robots))
            QMessageBox::warning(this, tr("Play the Same Programs"), words::scenarioErrorText(*problem));
        else
            statusBar()->showMessage(tr("The programs dealt are now the scenario's: both rulings play the same cards (Undo takes them back)."), 8000);
    });
    connect(m_doc, &editor::ScenarioDocument::scenarioChanged, w, [this, w] { w->setScenario(m_doc->scenario()); });
    w->setComparison(sc, rulings, error);
    w->show();
    return w;
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

void DebuggerWindow::runAnalysis()
{
    auto *dialog = new AnalysisDialog(m_doc->scenario().course, m_doc->scenario().ruleset, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &AnalysisDialog::resultReady, this,
            [this](const analysis::AnalysisResult &r, analysis::Skill skill) {
                m_analysis = r;
                m_analysisSkill = skill;
                m_heat->setResult(r, editor::HeatMapItem::Kind::Deaths, skill);
            });
    // Beside this window, owned by the editor's window (this one may close first).
    connect(dialog, &AnalysisDialog::replayReady, this,
            [this](const model::Scenario &sc) { openAnalysisGame(parentWidget() ? parentWidget() : this, sc); });
    editor::showBeside(dialog, m_view);
}

} // namespace rf::debugger
