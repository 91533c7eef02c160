// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/course.h"

#include <functional>

class QGraphicsScene;
class QMainWindow;
class QMenu;

namespace rf::debugger {

// Adds the "Scenario" menu to an editor window: debug a new scenario on the course being edited
// (one robot per start marker), open a scenario file in the debugger, and analyse the course.
// The debugger opens in its own window (DebuggerWindow); `currentCourse` gives the course.
// With `scene` (64 scene units per cell, as the editor's canvas) the analysis heat maps are
// shown on it, above the board.
QMenu *installScenarioMenu(QMainWindow *window, std::function<model::Course()> currentCourse, QGraphicsScene *scene = nullptr);

} // namespace rf::debugger
