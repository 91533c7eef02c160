// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"

#include <QImage>
#include <QObject>
#include <QString>

class QMenu;
class QWidget;

namespace rf::editor {
class BoardScene;
class ScenarioDocument;
class Timeline;
} // namespace rf::editor

namespace rf::debugger {

class ComparisonController;
class CompareWindow;
class DebugController;
class ExportRulingDialog;

// The debugger's Share menu: what a referee hands on from the position shown (the situation as
// a scenario, the trace, the step as an image, the ruling report, expectations saved here).
class SharingController : public QObject {
    Q_OBJECT
public:
    SharingController(editor::ScenarioDocument *doc, editor::Timeline *timeline, editor::BoardScene *scene,
                      DebugController *controller, ComparisonController *comparisons, QWidget *window);

    void addActions(QMenu *share);

    model::Scenario situationScenario() const; // the current situation as a new scenario
    QString traceText() const;                 // the CLI format
    QImage stepImage() const;                  // the board with robots and highlights
    QImage captionedStepImage() const;         // the same with the substep and its notes under it
    // The dialog of the scenario's ruling report (the choices of the CLI's `report`), offering the
    // rulings open in Compare Rulings when that window is open; from that window (`from`), its
    // rulings are chosen.
    ExportRulingDialog *exportRuling(CompareWindow *from = nullptr);
    // Adds the current robot states as expectations at this moment (an undo step); false when
    // the position is not a moment expectations can name (end of a register, a turn or the run).
    bool addExpectationsHere(QString *error = nullptr);

signals:
    void statusMessage(const QString &text, int timeout);

private:
    void exportTrace();
    void exportStepImage();

    editor::ScenarioDocument *m_doc;
    editor::Timeline *m_timeline;
    editor::BoardScene *m_scene;
    DebugController *m_controller;
    ComparisonController *m_comparisons;
    QWidget *m_window;
};

} // namespace rf::debugger
