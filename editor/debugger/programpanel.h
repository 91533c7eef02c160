// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/state.h"
#include "model/scenario.h"

#include <QWidget>

#include <array>
#include <optional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace rf::editor {
class ScenarioDocument;
class Timeline;
} // namespace rf::editor

namespace rf::debugger {

class CardList;

// The robot and program panel: the selected robot's registers (cards chosen from a list or
// dragged from its dealt hand or the deck; locked registers refuse them), position, facing,
// damage, lives, checkpoints, power down, and the option cards or the energy and upgrades held
// (shown, not edited) at the timeline's position. At the start (position 0) it shows the
// scenario's robot, with the program turn 1 plays, and every change is at once an edit of that
// setup; later a card chosen is a what-if from that substep on, and the other fields wait for
// Apply Here. Both are undo steps of the document.
class ProgramPanel : public QWidget {
    Q_OBJECT
public:
    ProgramPanel(editor::ScenarioDocument *doc, editor::Timeline *timeline, QWidget *parent = nullptr);

    int selectedRobot() const;
    // The square in the position fields (breakpoints "a robot enters X,Y").
    model::Point selectedCell() const;
    bool registerLocked(int reg) const;
    // Puts `card` (card text, "move1:500") into register `reg` of the selected robot.
    void dropCard(int reg, const QByteArray &card);
    // Makes the edit of robot `robot` at the timeline's position; false (and a message box) when
    // it cannot be made.
    bool edit(int robot, const model::RobotEdit &edit);
    // Selects robot `robot` and puts the focus on its register `reg` (1..5; others: the first).
    void showRobot(int robot, int reg);

signals:
    // What an edit of the setup did, or why it was not made (for the status bar).
    void statusMessage(const QString &text);

private:
    void buildRegisters(QFormLayout *form);
    void buildRobotFields(QFormLayout *form);
    void connectSetupEdits();
    void refresh();
    void refreshRegisters(const game::RobotState &robot);
    void refreshHand(int robot);
    void refreshRobots();
    game::RobotState shownRobot(int robot) const;
    void applyCard(int reg);
    void applyRobot();
    void editSetup(const model::RobotEdit &edit);
    std::optional<QString> tryEdit(int robot, const model::RobotEdit &edit);
    QString setupText(int robot, const model::RobotEdit &edit, int droppedWhatIfs) const;

    editor::ScenarioDocument *m_doc;
    editor::Timeline *m_timeline;
    QComboBox *m_robot = nullptr;
    std::array<QComboBox *, model::kRegisterCount> m_registers{};
    CardList *m_hand = nullptr;
    CardList *m_deck = nullptr;
    QSpinBox *m_x = nullptr;
    QSpinBox *m_y = nullptr;
    QComboBox *m_facing = nullptr;
    QSpinBox *m_damage = nullptr;
    QSpinBox *m_lives = nullptr;
    QSpinBox *m_flags = nullptr;
    QCheckBox *m_down = nullptr;
    QLabel *m_options = nullptr;
    QLabel *m_energy = nullptr;
    QLabel *m_upgrades = nullptr;
    QLabel *m_mode = nullptr;
    QPushButton *m_apply = nullptr;
    bool m_updating = false;
};

} // namespace rf::debugger
