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
class Setup2023Panel;

// The scenario's setup: ruleset, rule options, seed and play length (applied together as one undo
// step), random programs from the seed, and the robots to drag onto the board.
class SetupPanel : public QWidget {
    Q_OBJECT
public:
    explicit SetupPanel(editor::ScenarioDocument *doc, QWidget *parent = nullptr);
    RobotList *robotList() const { return m_robots; }
    // The 2023 edition's setup, shown when the scenario's ruleset has the priority token.
    Setup2023Panel *edition2023() const { return m_edition2023; }

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
    Setup2023Panel *m_edition2023 = nullptr;
};

} // namespace rf::debugger
