// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"

#include <QMainWindow>

#include <memory>

class QLabel;
class QSlider;
class QTextBrowser;
class QTreeView;

namespace rf::render {
class BoardRenderer;
}

namespace rf::editor {
class BoardDocument;
class BoardScene;
class BoardView;
class HeatMapItem;
class Recovery;
class RobotStateModel;
class ScenarioDocument;
class Timeline;
class TraceModel;
} // namespace rf::editor

namespace rf::sim {
struct DecisionFate;
}

namespace rf::debugger {

class AnalysisController;
class BreakpointsPanel;
class ComparisonController;
class DebugController;
class DecisionsPanel;
class HighlightItem;
class PresentationController;
class ProgramPanel;
class QuestionHeader;
class RulesViewer;
class RobotsItem;
class SetupPanel;
class SharingController;
class ShopPanel;

// The scenario debugger: views on one ScenarioDocument (the scenario, its undo stack and its
// replay) and a Timeline on that replay: the board with robots and highlights, the trace, the
// robot table, the explanation, breakpoints, decisions, the shop of the 2016 edition, and the
// setup and program panels that edit the document. Scenario / Edit / Debug / Share / Tools
// menus; F5 play, F10 step over, F11 step a substep, Shift+F11 step out, Shift+F10 step back.
// Unsaved changes are asked about on closing and autosaved for crash recovery.
class DebuggerWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit DebuggerWindow(QWidget *parent = nullptr);
    ~DebuggerWindow() override;

    editor::ScenarioDocument *document() const { return m_doc; }
    editor::Timeline *timeline() const { return m_timeline; }
    DebugController *controller() const { return m_controller; }
    editor::TraceModel *traceModel() const { return m_traceModel; }
    editor::RobotStateModel *robotModel() const { return m_robotModel; }
    editor::BoardView *view() const { return m_view; }
    RobotsItem *robotsItem() const { return m_robots; }
    ProgramPanel *programPanel() const { return m_program; }
    DecisionsPanel *decisionsPanel() const { return m_decisions; }
    ShopPanel *shopPanel() const { return m_shop; }
    editor::Recovery *recovery() const { return m_recovery; }

    // Shows a scenario as a new, untitled document; false (and a message in *error) when it
    // cannot be played.
    bool setScenario(const model::Scenario &scenario, QString *error = nullptr);
    bool openScenario(const QString &path, QString *error = nullptr);
    // A new scenario on a course (`combined`: the course combined, as the editor's document
    // holds it): one robot on each start marker (at most 8), random programs.
    bool newScenario(const model::Course &course, const model::Board &combined, QString *error = nullptr);
    // Restores the recovery copy `name` a crashed session left (Recovery::leftBehind).
    bool restoreRecovery(const QString &name, QString *error = nullptr);

    // Files: Save writes the document's file (or asks for one); errors are shown unless `quiet`.
    bool saveTo(const QString &path, bool quiet = false);
    bool save();
    bool saveAs();
    // Asks what to do with unsaved changes; false when the user cancelled.
    bool maybeSave();

    // What the window's menus do, by concern.
    SharingController *sharing() const { return m_sharing; }
    ComparisonController *comparisons() const { return m_comparisons; }
    AnalysisController *analyses() const { return m_analyses; }
    PresentationController *presentation() const { return m_presentation; }
    // The rules window at the rule `reference` ("edition-2016/rule-walls": a rule link of the
    // explanation or of Compare), in its edition's rulebook.
    RulesViewer *showRule(const QString &reference);
    // Goes to the start and shows robot `robot`'s program there, register `reg` focused (an
    // illegal program the comparison found is fixed as an edit of the setup).
    void editProgramAtStart(const QString &robot, int reg);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createControllers();
    void createActions();
    void createFileMenu();
    void createDebugMenu();
    void createViewMenu();
    void createShareMenu();
    void createDocks();
    void onPosition(int pos);
    void onDocumentReset();
    void warnAboutLeftOutWhatIfs();
    void updateDecisions();
    void showTabOfStep();
    void changeDecision(const sim::DecisionFate &f);
    void updateRecordedDecisions();
    void updateTitle();
    void dropRobot(int robot, QPoint viewportPos);
    void useRecovery(const QString &name);

    std::unique_ptr<render::BoardRenderer> m_renderer;
    editor::ScenarioDocument *m_doc;
    editor::Timeline *m_timeline;
    DebugController *m_controller;
    editor::TraceModel *m_traceModel;
    editor::RobotStateModel *m_robotModel;
    editor::BoardDocument *m_course; // the scenario's course, shown read-only by the editor's scene
    editor::BoardScene *m_scene;
    editor::BoardView *m_view;
    editor::HeatMapItem *m_heat = nullptr;
    SharingController *m_sharing = nullptr;
    ComparisonController *m_comparisons = nullptr;
    AnalysisController *m_analyses = nullptr;
    PresentationController *m_presentation = nullptr;
    HighlightItem *m_under = nullptr; // below the robots
    HighlightItem *m_over = nullptr;  // above the robots
    RobotsItem *m_robots = nullptr;
    QSlider *m_slider;
    QLabel *m_where;
    QTreeView *m_traceView = nullptr;
    QTextBrowser *m_explanation = nullptr;
    RulesViewer *m_rules = nullptr; // made at the first rule link followed
    QuestionHeader *m_question = nullptr;
    ProgramPanel *m_program = nullptr;
    SetupPanel *m_setup = nullptr;
    BreakpointsPanel *m_breakpointsPanel = nullptr;
    DecisionsPanel *m_decisions = nullptr;
    ShopPanel *m_shop = nullptr;
    QAction *m_playAction = nullptr;
    editor::Recovery *m_recovery = nullptr;
    // Set while the Decisions panel moves play (its tab stays in front) and between the timeline's
    // reset and the position shown after it (an edit, not a step).
    bool m_keepTabs = false;
    bool m_afterReset = false;
};

} // namespace rf::debugger
