// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <vector>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace rf::editor {
class ScenarioDocument;
}

namespace rf::debugger {

class RobotList;

// The scenario's setup: ruleset, rule options, seed and play length (applied together as one undo
// step), random programs from the seed, and the robots to drag onto the board.
class SetupPanel : public QWidget {
    Q_OBJECT
public:
    explicit SetupPanel(editor::ScenarioDocument *doc, QWidget *parent = nullptr);
    RobotList *robotList() const { return m_robots; }

private:
    void refresh();
    void showOptionsOfRuleset();
    void apply();
    void randomPrograms();

    editor::ScenarioDocument *m_doc;
    QComboBox *m_ruleset = nullptr;
    std::vector<QCheckBox *> m_options;
    RobotList *m_robots = nullptr;
    QSpinBox *m_seed = nullptr;
    QSpinBox *m_turns = nullptr;
    QSpinBox *m_registers = nullptr;
    QCheckBox *m_endOfTurn = nullptr;
    QCheckBox *m_playOn = nullptr;
};

} // namespace rf::debugger
