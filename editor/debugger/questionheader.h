// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/expectations.h"

#include <QFrame>

#include <vector>

class QLabel;

namespace rf::editor {
class ScenarioDocument;
class Timeline;
} // namespace rf::editor

namespace rf::debugger {

// The question a scenario asks, above the debugger's board: its title, its description (the
// dispute and often the answer), and its expectations, each marked held or failed once play
// has passed the substep that decided it, with a link to that substep.
class QuestionHeader : public QFrame {
    Q_OBJECT
public:
    QuestionHeader(editor::ScenarioDocument *doc, editor::Timeline *timeline, QWidget *parent = nullptr);
    // The expectations as shown (plain text, one line each), for tests.
    QStringList checkLines() const { return m_lines; }

signals:
    // A "step N" link was clicked.
    void stepRequested(int position);

private:
    void recompute(); // the game was played again: its checks and where each was decided
    void refresh();   // the position moved: which checks are decided yet
    editor::ScenarioDocument *m_doc;
    editor::Timeline *m_timeline;
    QLabel *m_title;
    QLabel *m_description;
    QLabel *m_checks;
    QStringList m_lines;
    std::vector<sim::Mismatch> m_results;
    std::vector<int> m_decided; // per check, the substep that decided it
};

} // namespace rf::debugger
