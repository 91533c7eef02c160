// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/setup2023panel.h"

#include "commands/scenariocommands.h"
#include "debugger/documentundokeys.h"
#include "document/scenariodocument.h"
#include "model/upgrades2023.h"
#include "rules/edition2023deck.h"
#include "rules/ruleset.h"
#include "words/tracetexts.h"
#include "words/tracewords.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QVBoxLayout>
#include <QKeyEvent>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>

#include <algorithm>

namespace rf::debugger {

namespace {

QString robotName(const model::ScenarioRobot &r) { return QString::fromStdString(r.name); }

// "Brakes (permanent)", as the robot table and the robot panel name an upgrade held.
QString upgradeItem(model::UpgradeId id) { return words::heldUpgradeText(model::HeldUpgrade{.id = id}); }

} // namespace

Setup2023Panel::Setup2023Panel(editor::ScenarioDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
{
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    // The setup dock is narrow: a label that does not fit goes above its field.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_token = new QComboBox;
    m_token->setObjectName(QStringLiteral("priorityToken"));
    m_token->setToolTip(tr("The robot that holds the priority token in the first round: it plays first, then each robot "
                           "listed after it in turn"));
    form->addRow(tr("Priority token:"), m_token);
    m_robot = new QComboBox;
    m_robot->setObjectName(QStringLiteral("setupRobot"));
    m_robot->setToolTip(tr("The robot whose start the fields below edit"));
    form->addRow(tr("Robot at the start:"), m_robot);
    m_energy = new QSpinBox;
    m_energy->setObjectName(QStringLiteral("startEnergy"));
    m_energy->setRange(0, rules::kEdition2023MaxEnergy);
    m_energy->setKeyboardTracking(false);
    m_energy->installEventFilter(new DocumentUndoKeys(m_energy));
    m_energy->setToolTip(tr("The robot's energy at the start (0 to 10)"));
    form->addRow(tr("Energy:"), m_energy);
    auto *haywires = new QVBoxLayout;
    for (int reg = 1; reg <= model::kRegisterCount; ++reg) {
        auto *box = new QComboBox;
        box->setObjectName(QStringLiteral("haywire%1").arg(reg));
        // The Haywires' names are long: the box does not widen the dock for them.
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(10);
        box->setToolTip(tr("The Haywire lying face down in register %1 since the last round: it is played there").arg(reg));
        box->addItem(tr("none"));
        for (int k = 0; k < model::kHaywireCount; ++k) {
            const auto kind = static_cast<model::CardKind>(static_cast<int>(model::CardKind::HwMove2Right) + k);
            box->addItem(words::cardTitle(model::Card(kind), false), static_cast<int>(kind));
        }
        m_haywires[static_cast<std::size_t>(reg - 1)] = box;
        haywires->addWidget(box);
        connect(box, &QComboBox::activated, this, [this, reg](int index) {
            const QVariant kind = m_haywires[static_cast<std::size_t>(reg - 1)]->itemData(index);
            changeRobot(tr("Change Face-Down Haywire"), [&](model::ScenarioRobot &r) {
                const auto k = static_cast<std::size_t>(reg - 1);
                r.haywires[k] = kind.isValid() ? std::optional(static_cast<model::CardKind>(kind.toInt())) : std::nullopt;
                // A register holding a face-down Haywire takes no card: the Haywire is its card in
                // turn 1's program (RULES.md 10.4 step 4), as files write it.
                if (r.turns.empty() || !r.turns.front().program)
                    return;
                auto &card = (*r.turns.front().program)[k];
                if (r.haywires[k])
                    card = model::Card(*r.haywires[k]);
                else if (card && model::cardIsHaywire(card->kind))
                    card.reset();
            });
        });
    }
    form->addRow(tr("Face-down Haywires:"), haywires);
    m_installed = new QListWidget;
    m_installed->setObjectName(QStringLiteral("installedUpgrades"));
    m_installed->setMaximumHeight(90);
    m_installed->setToolTip(tr("Installed upgrades, oldest first: at most 3 permanent and 3 temporary (Delete removes one)"));
    m_installed->installEventFilter(this);
    form->addRow(tr("Installed:"), m_installed);
    m_collection = new QListWidget;
    m_collection->setObjectName(QStringLiteral("collection"));
    m_collection->setMaximumHeight(90);
    m_collection->setToolTip(tr("The upgrades in the robot's collection, not installed, oldest first (Delete removes one)"));
    m_collection->installEventFilter(this);
    form->addRow(tr("Collection:"), m_collection);
    m_upgrade = new QComboBox;
    m_upgrade->setObjectName(QStringLiteral("upgradePick"));
    m_upgrade->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_upgrade->setMinimumContentsLength(10);
    for (const model::UpgradeId id : model::edition2023Upgrades())
        m_upgrade->addItem(upgradeItem(id), static_cast<int>(id));
    m_install = new QPushButton(tr("Install"));
    m_install->setObjectName(QStringLiteral("installUpgrade"));
    m_install->setToolTip(tr("Install this upgrade on the robot at the start"));
    m_collect = new QPushButton(tr("To Collection"));
    m_collect->setObjectName(QStringLiteral("collectUpgrade"));
    m_collect->setToolTip(tr("Put this upgrade in the robot's collection at the start"));
    form->addRow(tr("Upgrade:"), m_upgrade);
    auto *add = new QHBoxLayout;
    add->addWidget(m_install);
    add->addWidget(m_collect);
    add->addStretch(1);
    form->addRow(QString(), add);
    m_rebooting = new QCheckBox(tr("Rebooting"));
    m_rebooting->setObjectName(QStringLiteral("rebooting"));
    m_rebooting->setToolTip(tr("The robot rebooted in the last round: it is off the board and re-enters in register 1 on "
                               "the reboot token at its square"));
    form->addRow(QString(), m_rebooting);

    connect(m_token, &QComboBox::activated, this, &Setup2023Panel::changeToken);
    connect(m_robot, &QComboBox::currentIndexChanged, this, &Setup2023Panel::refresh);
    connect(m_energy, &QSpinBox::valueChanged, this,
            [this](int v) { changeRobot(tr("Change Energy"), [v](model::ScenarioRobot &r) { r.energy = v; }); });
    auto addUpgrade = [this](bool install) {
        const auto id = static_cast<model::UpgradeId>(m_upgrade->currentData().toInt());
        const QString text = install ? tr("Install %1").arg(words::upgradeTitle(id)) : tr("Add %1 to the Collection").arg(words::upgradeTitle(id));
        changeRobot(text, [&](model::ScenarioRobot &r) { (install ? r.upgrades : r.collection).push_back(id); });
    };
    connect(m_install, &QPushButton::clicked, this, [addUpgrade] { addUpgrade(true); });
    connect(m_collect, &QPushButton::clicked, this, [addUpgrade] { addUpgrade(false); });
    connect(m_rebooting, &QCheckBox::toggled, this,
            [this](bool on) { changeRobot(on ? tr("Set Rebooting") : tr("Clear Rebooting"), [on](model::ScenarioRobot &r) { r.rebooting = on; }); });
    connect(doc, &editor::ScenarioDocument::scenarioChanged, this, &Setup2023Panel::refresh);
    refresh();
}

void Setup2023Panel::refresh()
{
    if (m_updating)
        return; // refilling the robot box changes its current robot
    m_updating = true;
    const model::Scenario &sc = m_doc->scenario();
    const int keep = std::max(0, m_robot->currentIndex());
    m_robot->clear();
    m_token->clear();
    for (const model::ScenarioRobot &r : sc.robots) {
        m_robot->addItem(robotName(r));
        m_token->addItem(robotName(r), robotName(r));
    }
    // No holder named: the first robot listed holds it (RULES.md 10.2).
    m_token->setCurrentIndex(sc.priorityToken.empty() ? 0 : m_token->findData(QString::fromStdString(sc.priorityToken)));
    if (m_robot->count() > 0)
        m_robot->setCurrentIndex(std::min(keep, m_robot->count() - 1));
    const int robot = m_robot->currentIndex();
    const bool any = robot >= 0;
    for (QWidget *w : std::initializer_list<QWidget *>{m_energy, m_installed, m_collection, m_upgrade, m_install, m_collect, m_rebooting})
        w->setEnabled(any);
    for (QComboBox *box : m_haywires)
        box->setEnabled(any);
    if (any) {
        const model::ScenarioRobot &r = sc.robots[static_cast<std::size_t>(robot)];
        m_energy->setValue(r.energy.value_or(rules::traitsOf(sc.ruleset).startingEnergy));
        for (std::size_t k = 0; k < m_haywires.size(); ++k)
            m_haywires[k]->setCurrentIndex(r.haywires[k] ? m_haywires[k]->findData(static_cast<int>(*r.haywires[k])) : 0);
        fillList(m_installed, r.upgrades);
        fillList(m_collection, r.collection);
        m_rebooting->setChecked(r.rebooting);
    }
    m_updating = false;
}

void Setup2023Panel::fillList(QListWidget *list, const std::vector<model::UpgradeId> &ids)
{
    const int row = list->currentRow();
    list->clear();
    for (const model::UpgradeId id : ids) {
        auto *item = new QListWidgetItem(upgradeItem(id), list);
        item->setData(Qt::UserRole, static_cast<int>(id));
    }
    if (row >= 0 && list->count() > 0)
        list->setCurrentRow(std::min(row, list->count() - 1));
}

void Setup2023Panel::changeToken(int index)
{
    const model::Scenario &sc = m_doc->scenario();
    if (m_updating || index < 0 || static_cast<std::size_t>(index) >= sc.robots.size())
        return;
    editor::ScenarioParts after;
    // The first robot holds it when none is named: choosing it keeps the file as it was.
    after.priorityToken = index == 0 && sc.priorityToken.empty() ? std::string() : sc.robots[static_cast<std::size_t>(index)].name;
    report(editor::pushChange(*m_doc, tr("Give the Priority Token to %1").arg(robotName(sc.robots[static_cast<std::size_t>(index)])), after));
}

void Setup2023Panel::changeRobot(const QString &text, const std::function<void(model::ScenarioRobot &)> &change)
{
    const int robot = m_robot->currentIndex();
    if (m_updating || robot < 0)
        return;
    editor::ScenarioParts after;
    after.robots = m_doc->scenario().robots;
    model::ScenarioRobot &r = (*after.robots)[static_cast<std::size_t>(robot)];
    change(r);
    report(editor::pushChange(*m_doc, tr("%1 (%2)").arg(text, robotName(r)), after));
}

void Setup2023Panel::removeSelected(QListWidget *list)
{
    const int row = list->currentRow();
    if (row < 0)
        return;
    const auto id = static_cast<model::UpgradeId>(list->item(row)->data(Qt::UserRole).toInt());
    const bool installed = list == m_installed;
    changeRobot(installed ? tr("Remove %1").arg(words::upgradeTitle(id)) : tr("Remove %1 from the Collection").arg(words::upgradeTitle(id)),
                [&](model::ScenarioRobot &r) {
                    auto &ids = installed ? r.upgrades : r.collection;
                    ids.erase(ids.begin() + row);
                });
}

bool Setup2023Panel::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress && (watched == m_installed || watched == m_collection)) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace) {
            removeSelected(static_cast<QListWidget *>(watched));
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void Setup2023Panel::report(const std::optional<rules::ScenarioError> &problem)
{
    if (!problem)
        return;
    QMessageBox::warning(this, tr("Setup"), words::scenarioErrorText(*problem));
    refresh(); // the fields show the setup again, not the refused value
}

} // namespace rf::debugger
