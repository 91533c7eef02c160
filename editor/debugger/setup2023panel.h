// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"
#include "rules/scenarioerror.h"

#include <QWidget>

#include <array>
#include <functional>

class QCheckBox;
class QComboBox;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace rf::editor {
class ScenarioDocument;
}

namespace rf::debugger {

// The setup only an edition with the priority token has (RULES.md 10.2, 10.9): the first token
// holder, and for each robot its energy, the face-down Haywire of each register, its installed
// upgrades and collection (oldest first), and whether it is rebooting. Every change is at once one
// undo step of the document (editor::pushChange); the setup panel shows this part only when the
// scenario's ruleset has the token.
class Setup2023Panel : public QWidget {
    Q_OBJECT
public:
    explicit Setup2023Panel(editor::ScenarioDocument *doc, QWidget *parent = nullptr);

    QComboBox *tokenBox() const { return m_token; }
    QComboBox *robotBox() const { return m_robot; }
    QSpinBox *energyBox() const { return m_energy; }
    QComboBox *haywireBox(int reg) const { return m_haywires[static_cast<std::size_t>(reg - 1)]; }
    QListWidget *installedList() const { return m_installed; }
    QListWidget *collectionList() const { return m_collection; }
    QComboBox *upgradeBox() const { return m_upgrade; }
    QPushButton *installButton() const { return m_install; }
    QPushButton *collectButton() const { return m_collect; }
    QCheckBox *rebootingBox() const { return m_rebooting; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void changeToken(int index);
    // Pushes robot `robot` changed by `change`, named `text` on the undo stack.
    void changeRobot(const QString &text, const std::function<void(model::ScenarioRobot &)> &change);
    void removeSelected(QListWidget *list);
    void fillList(QListWidget *list, const std::vector<model::UpgradeId> &ids);
    void report(const std::optional<rules::ScenarioError> &problem);

    editor::ScenarioDocument *m_doc;
    QComboBox *m_token = nullptr;
    QComboBox *m_robot = nullptr;
    QSpinBox *m_energy = nullptr;
    std::array<QComboBox *, model::kRegisterCount> m_haywires{};
    QListWidget *m_installed = nullptr;
    QListWidget *m_collection = nullptr;
    QComboBox *m_upgrade = nullptr;
    QPushButton *m_install = nullptr;
    QPushButton *m_collect = nullptr;
    QCheckBox *m_rebooting = nullptr;
    bool m_updating = false;
};

} // namespace rf::debugger
