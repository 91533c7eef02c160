// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QTextBrowser;

namespace rf::editor {
class BoardScene;
class BoardView;
class RobotStateModel;
class ScenarioDocument;
class Timeline;
} // namespace rf::editor

namespace rf::debugger {

class DebugController;
class QuestionHeader;

// The debugger for a table of players looking at one screen: full screen, in large type, the
// scenario's question on top (its title, description and expectations, marked held or failed once
// play has decided them), the board fitted, and beside it the substep: what happened and what
// changed (every field of a robot the robot table shows that the substep changed, the damage piles
// and the shop). Right, Space or Page Down steps forward, Left or Page Up back, Home and End go to
// the start and the end, Escape leaves. It shows the debugger's own scene and follows its position.
class PresentationView : public QWidget {
    Q_OBJECT
public:
    PresentationView(editor::ScenarioDocument *doc, editor::BoardScene *scene, editor::Timeline *timeline,
                     DebugController *controller, QWidget *parent = nullptr);
    editor::BoardView *view() const { return m_view; }
    QuestionHeader *question() const { return m_question; }
    QString caption() const;
    // What happened and what changed at the current substep, as shown (plain text, for tests).
    QString happenedText() const;
    QString changesText() const;

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    QString happenedHtml() const;
    QString changesHtml() const;
    editor::Timeline *m_timeline;
    DebugController *m_controller;
    editor::RobotStateModel *m_robots; // the robot table's fields, to tell what changed
    QuestionHeader *m_question;
    editor::BoardView *m_view;
    QLabel *m_caption;
    QTextBrowser *m_explanation;
    QTextBrowser *m_changes;
};

} // namespace rf::debugger
