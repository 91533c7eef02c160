// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QTextBrowser;

namespace rf::editor {
class BoardScene;
class BoardView;
class Timeline;
} // namespace rf::editor

namespace rf::debugger {

class DebugController;

// The debugger for a table of players looking at one screen: full screen, the scenario's
// question on top, the board fitted, and the substep's caption and explanation in large type.
// Right, Space or Page Down steps forward, Left or Page Up back, Home and End go to the start and
// the end, Escape leaves. It shows the debugger's own scene and follows its position.
class PresentationView : public QWidget {
    Q_OBJECT
public:
    PresentationView(editor::BoardScene *scene, editor::Timeline *timeline, DebugController *controller, const QString &question,
                     QWidget *parent = nullptr);
    editor::BoardView *view() const { return m_view; }
    QString caption() const;

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    editor::Timeline *m_timeline;
    DebugController *m_controller;
    editor::BoardView *m_view;
    QLabel *m_caption;
    QTextBrowser *m_explanation;
};

} // namespace rf::debugger
