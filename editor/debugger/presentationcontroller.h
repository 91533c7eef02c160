// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace rf::editor {
class BoardScene;
class BoardView;
class ScenarioDocument;
class Timeline;
} // namespace rf::editor

namespace rf::debugger {

class DebugController;
class PresentationView;

// How the position is shown to a table: View > Presentation Mode (full screen, large type) and
// View > Follow the Action (the board scrolls to what the substep acts on).
class PresentationController : public QObject {
    Q_OBJECT
public:
    PresentationController(editor::ScenarioDocument *doc, editor::Timeline *timeline, editor::BoardScene *scene,
                           editor::BoardView *view, DebugController *controller, QWidget *window);

    void addActions(QMenu *view);
    PresentationView *present();
    QAction *followAction() const { return m_followAction; }
    // Scrolls to the acting robot or element when following is on (after each step).
    void followPosition();

private:
    editor::ScenarioDocument *m_doc;
    editor::Timeline *m_timeline;
    editor::BoardScene *m_scene;
    editor::BoardView *m_view;
    DebugController *m_controller;
    QWidget *m_window;
    QAction *m_followAction = nullptr;
};

} // namespace rf::debugger
