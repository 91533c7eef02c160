// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"
#include "widgets/recoverydialog.h"

class QGraphicsScene;
class QMainWindow;
class QMenu;
class QString;
class QWidget;

namespace rf::editor {
class BoardDocument;
}

namespace rf::debugger {

class DebuggerWindow;

// Adds the "Scenario" menu to an editor window: debug a new scenario on the course being edited
// (one robot per start marker), open a scenario file in the debugger, and analyse the course.
// The debugger opens in its own window (DebuggerWindow); `document` is the course being edited.
// With `scene` (64 scene units per cell, as the editor's canvas) the analysis heat maps are
// shown on it, above the board.
// The menu's object name is "scenarioMenu"; its "Open Scenario" action asks for a file and
// calls openScenarioWindow().
QMenu *installScenarioMenu(QMainWindow *window, const editor::BoardDocument *document, QGraphicsScene *scene = nullptr);

// Opens `path` in a new debugger window (a top-level window owned by `parent`, deleted when
// closed) and shows it; nullptr and *error set when the file cannot be read or played.
DebuggerWindow *openScenarioWindow(QMainWindow *parent, const QString &path, QString *error = nullptr);

// Opens a scenario that has no file yet (a game of the course analysis) in a new debugger window
// owned by `parent`; nullptr and *error set when it cannot be played.
DebuggerWindow *openScenarioWindow(QWidget *parent, const model::Scenario &scenario, QString *error = nullptr);

// Opens a game of the course analysis in a new debugger window owned by `parent`, with a warning
// when it cannot be played.
void openAnalysisGame(QWidget *parent, const model::Scenario &scenario);

// Closes the debugger windows of `parent`, each asking about its unsaved changes; false when the
// user cancelled one (the others stay closed).
bool closeScenarioWindows(QWidget *parent);

// At start-up: the scenarios that crashed debugger windows left unsaved, for the editor's
// RecoveryDialog; a restored one opens in a debugger window of its own.
QList<editor::RecoveryItem> scenarioRecoveryItems(QMainWindow *parent);
// Offers only those scenarios (RecoveryDialog).
void offerScenarioRecovery(QMainWindow *parent);

} // namespace rf::debugger
