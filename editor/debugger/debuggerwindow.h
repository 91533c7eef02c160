// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"
#include "sim/analysis.h"

#include <QImage>
#include <QMainWindow>

#include <array>
#include <memory>
#include <optional>
#include <vector>

class QAction;
class QComboBox;
class QGraphicsScene;
class QGraphicsView;
class QLabel;
class QSlider;
class QSpinBox;
class QTextBrowser;
class QTreeView;
class QTableView;
class QListView;
class QCheckBox;

namespace rf::render {
class BoardRenderer;
}

namespace rf::debugger {

class CardList;
class CompareWindow;
class DebugController;
class TraceModel;
class RobotStateModel;
class CourseItem;
class RobotList;
class RobotsItem;
class HighlightItem;
class HeatMapItem;

// Scenario mode: the step-through debugger with its own board view, panels (trace, robots,
// explanation, breakpoints, programs and setup), Debug / Share / Tools menus and shortcuts:
// F5 continue (play), F10 step over, F11 step substep, Shift+F11 step out, Shift+F10 step back.
class DebuggerWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit DebuggerWindow(QWidget *parent = nullptr);
    ~DebuggerWindow() override;

    DebugController *controller() const { return m_controller; }
    TraceModel *traceModel() const { return m_traceModel; }
    QGraphicsView *view() const { return m_view; }
    RobotsItem *robotsItem() const { return m_robots; }

    // Shows a scenario; false (and a message in *error) when it cannot be played.
    bool setScenario(const model::Scenario &scenario, QString *error = nullptr);
    bool openScenario(const QString &path, QString *error = nullptr);
    // A new scenario on a course: one robot on each start marker (at most 8), random programs.
    bool newScenario(const model::Course &course, QString *error = nullptr);

    // Share.
    model::Scenario situationScenario() const; // the current situation as a new scenario
    QString traceText() const;                 // the CLI format
    QImage stepImage() const;                  // the board with robots and highlights
    // Adds the current robot states as expectations at this moment; false when the position is
    // not a moment expectations can name (end of a register, a turn or the run).
    bool addExpectationsHere(QString *error = nullptr);
    // Tools > Compare Rulings: the scenario under its ruleset and the other one, as two
    // synchronised boards (a window of its own); nullptr and *error when it cannot be played.
    CompareWindow *openComparison(QString *error = nullptr);

private:
    void createActions();
    void createDocks();
    void createSetupDock();
    void createProgramDock();
    void onPosition(int pos);
    void onTraceReset();
    void refreshProgram();
    void applyRobotEdit();
    void applyCardEdit(int reg);
    void rebuildFromSetup();
    // Drag and drop (debuggerpanels.cpp): the deck and robot lists, drops on registers and board.
    void fillLists();
    bool registerLocked(int reg) const;
    void dropCard(int reg, const QByteArray &cardText);
    void dropRobot(int robot, QPoint viewportPos);
    void saveScenario(bool ask);
    void runAnalysis();

    std::unique_ptr<render::BoardRenderer> m_renderer;
    DebugController *m_controller;
    TraceModel *m_traceModel;
    RobotStateModel *m_robotModel;
    QGraphicsScene *m_scene;
    QGraphicsView *m_view;
    CourseItem *m_course = nullptr;
    HeatMapItem *m_heat = nullptr;
    HighlightItem *m_under = nullptr; // below the robots
    HighlightItem *m_over = nullptr;  // above the robots
    RobotsItem *m_robots = nullptr;
    QSlider *m_timeline;
    QLabel *m_where;
    QTreeView *m_traceView = nullptr;
    QTableView *m_robotView = nullptr;
    QTextBrowser *m_explanation = nullptr;
    QListView *m_breakpointView = nullptr;
    // Program and robot panel.
    QComboBox *m_robotPick = nullptr;
    std::array<QComboBox *, 5> m_registers{};
    QSpinBox *m_editX = nullptr;
    QSpinBox *m_editY = nullptr;
    QComboBox *m_editFacing = nullptr;
    QSpinBox *m_editDamage = nullptr;
    QSpinBox *m_editLives = nullptr;
    QSpinBox *m_editFlags = nullptr;
    QCheckBox *m_editDown = nullptr;
    CardList *m_deck = nullptr;
    CardList *m_hand = nullptr; // the cards the robot was dealt this turn
    RobotList *m_robotList = nullptr;
    // Setup panel.
    QComboBox *m_ruleset = nullptr;
    QSpinBox *m_seed = nullptr;
    QSpinBox *m_turns = nullptr;
    std::vector<QCheckBox *> m_options;
    QAction *m_playAction = nullptr;
    std::optional<sim::AnalysisResult> m_analysis;
    QString m_path;
    bool m_updating = false;
};

} // namespace rf::debugger
