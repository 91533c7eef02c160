// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The debugger window's setup panel (ruleset, options, seed, length) and its robot and program
// panel (registers and what-if edits of the selected robot).
#include "debugger/debuggerwindow.h"

#include "debugger/debugcontroller.h"
#include "debugger/debuggerdnd.h"
#include "debugger/debuggeritems.h"
#include "debugger/explanation.h"
#include "rules/cards.h"
#include "rules/options.h"
#include "rules/ruleset.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFormLayout>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>

#include <algorithm>

namespace rf::debugger {

using model::Direction;

void DebuggerWindow::createProgramDock()
{
    auto *w = new QWidget;
    auto *form = new QFormLayout(w);
    m_robotPick = new QComboBox;
    form->addRow(tr("Robot:"), m_robotPick);
    for (std::size_t k = 0; k < m_registers.size(); ++k) {
        m_registers[k] = new QComboBox;
        form->addRow(tr("Register %1:").arg(k + 1), m_registers[k]);
        connect(m_registers[k], &QComboBox::activated, this, [this, k] { applyCardEdit(static_cast<int>(k) + 1); });
        m_registers[k]->setObjectName(QStringLiteral("register%1").arg(k + 1));
        const int reg = static_cast<int>(k) + 1;
        // A card dragged from the deck fills the register, unless it is locked.
        new DropFilter(
            m_registers[k], kCardMime, [this, reg](const QByteArray &, QPoint) { return !registerLocked(reg); },
            [this, reg](const QByteArray &text, QPoint) { dropCard(reg, text); });
    }
    m_hand = new CardList;
    m_hand->setObjectName(QStringLiteral("handList"));
    m_hand->setMinimumHeight(60);
    m_hand->setToolTip(tr("The cards this robot was dealt this turn: drag one onto a register"));
    form->addRow(tr("Hand:"), m_hand);
    m_deck = new CardList;
    m_deck->setMinimumHeight(90);
    form->addRow(tr("Deck:"), m_deck);
    m_editX = new QSpinBox;
    m_editY = new QSpinBox;
    auto *xy = new QHBoxLayout;
    xy->addWidget(m_editX);
    xy->addWidget(m_editY);
    form->addRow(tr("Position X, Y:"), xy);
    m_editFacing = new QComboBox;
    m_editFacing->addItems({tr("North"), tr("East"), tr("South"), tr("West")});
    form->addRow(tr("Facing:"), m_editFacing);
    m_editDamage = new QSpinBox;
    m_editDamage->setRange(0, 9);
    form->addRow(tr("Damage:"), m_editDamage);
    m_editLives = new QSpinBox;
    m_editLives->setRange(1, 9);
    form->addRow(tr("Lives:"), m_editLives);
    m_editFlags = new QSpinBox;
    m_editFlags->setRange(0, 99);
    form->addRow(tr("Flags taken:"), m_editFlags);
    m_editDown = new QCheckBox(tr("Powered down"));
    form->addRow(QString(), m_editDown);
    auto *apply = new QPushButton(tr("Apply Here (What-if)"));
    apply->setToolTip(tr("Change the robot at the current substep and replay the rest of the game (undoable)"));
    form->addRow(QString(), apply);
    connect(apply, &QPushButton::clicked, this, &DebuggerWindow::applyRobotEdit);
    connect(m_robotPick, &QComboBox::currentIndexChanged, this, &DebuggerWindow::refreshProgram);
    auto *d = new QDockWidget(tr("Robot and Program"), this);
    d->setObjectName(QStringLiteral("programDock"));
    d->setWidget(w);
    addDockWidget(Qt::RightDockWidgetArea, d);
}

void DebuggerWindow::createSetupDock()
{
    auto *w = new QWidget;
    auto *form = new QFormLayout(w);
    m_ruleset = new QComboBox;
    for (const std::string_view id : rules::availableRulesets())
        m_ruleset->addItem(QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size())));
    form->addRow(tr("Ruleset:"), m_ruleset);
    for (const rules::OptionInfo &o : rules::optionTable()) {
        auto *box = new QCheckBox(QString::fromLatin1(o.name.data(), static_cast<qsizetype>(o.name.size())));
        box->setToolTip(QString::fromLatin1(o.description.data(), static_cast<qsizetype>(o.description.size())));
        box->setChecked(o.defaultValue);
        m_options.push_back(box);
        form->addRow(QString(), box);
    }
    // Robots are placed by dragging them from this list onto the board.
    m_robotList = new RobotList;
    m_robotList->setMaximumHeight(110);
    form->addRow(tr("Robots:"), m_robotList);
    new DropFilter(
        m_view->viewport(), kRobotMime,
        [this](const QByteArray &, QPoint at) {
            const QPointF scene = m_view->mapToScene(at);
            const rules::BoardIndex *b = m_controller->board();
            return b && scene.x() >= 0 && scene.y() >= 0 && b->contains(model::Point{static_cast<int>(scene.x() / kCellPx), static_cast<int>(scene.y() / kCellPx)});
        },
        [this](const QByteArray &robot, QPoint at) { dropRobot(robot.toInt(), at); });
    m_seed = new QSpinBox;
    m_seed->setRange(0, 1'000'000'000);
    form->addRow(tr("Seed:"), m_seed);
    m_turns = new QSpinBox;
    m_turns->setRange(1, 100);
    form->addRow(tr("Turns:"), m_turns);
    auto *apply = new QPushButton(tr("Apply Setup"));
    apply->setToolTip(tr("Replay the scenario with this ruleset, these options, seed and length"));
    connect(apply, &QPushButton::clicked, this, &DebuggerWindow::rebuildFromSetup);
    auto *random = new QPushButton(tr("Random Programs"));
    random->setToolTip(tr("Clear every robot's programs: the seed draws them from the dealt cards"));
    connect(random, &QPushButton::clicked, this, [this] {
        model::Scenario sc = m_controller->scenario();
        for (auto &r : sc.robots)
            for (auto &t : r.turns)
                t.program.reset();
        sc.seed = static_cast<std::uint64_t>(m_seed->value());
        QString error;
        if (!setScenario(sc, &error))
            QMessageBox::warning(this, tr("Random Programs"), error);
    });
    form->addRow(apply);
    form->addRow(random);
    auto *d = new QDockWidget(tr("Setup"), this);
    d->setObjectName(QStringLiteral("setupDock"));
    d->setWidget(w);
    addDockWidget(Qt::LeftDockWidgetArea, d);
}

void DebuggerWindow::refreshProgram()
{
    const int robot = m_robotPick->currentIndex();
    const auto &robots = m_controller->state().robots;
    if (robot < 0 || robot >= static_cast<int>(robots.size()))
        return;
    const game::RobotState &r = robots[static_cast<std::size_t>(robot)];
    m_updating = true;
    const rules::Ruleset &rules = m_controller->ruleset();
    const bool priorities = rules.traits().priorities;
    const auto cards = rules.programCards();
    for (std::size_t k = 0; k < m_registers.size(); ++k) {
        QComboBox *box = m_registers[k];
        box->clear();
        box->addItem(tr("(empty)"));
        // The cards programs are made of: the deck with its priorities, or one of each kind.
        for (const model::Card &c : cards)
            box->addItem(cardTitle(c, priorities));
        int current = 0;
        if (const auto &c = r.program[k])
            for (std::size_t i = 0; i < cards.size(); ++i)
                if (cards[i] == *c || (!priorities && cards[i].kind == c->kind))
                    current = static_cast<int>(i) + 1;
        box->setCurrentIndex(current);
        const bool locked = r.lockedMask & (1U << k);
        box->setToolTip(locked ? tr("Locked: the register keeps its card") : QString());
        box->setStyleSheet(locked ? QStringLiteral("QComboBox { background: #f4c7c3; }") : QString());
    }
    // The hand dealt in the current turn (none when the scenario states the program).
    m_hand->clear();
    const int turn = m_controller->state().cursor.turn;
    for (const game::Event &e : m_controller->trace().events) {
        if (e.kind != game::EventKind::Deal || e.turn != turn)
            continue;
        for (const game::DealtHand &h : e.hands)
            if (h.robot == robot)
                m_hand->setCards(h.cards, priorities);
    }
    if (m_hand->count() == 0) {
        auto *none = new QListWidgetItem(tr("(no cards dealt this turn)"), m_hand);
        none->setFlags(Qt::NoItemFlags);
    }
    m_editX->setValue(r.pos.x);
    m_editY->setValue(r.pos.y);
    m_editFacing->setCurrentIndex(static_cast<int>(r.facing));
    m_editDamage->setValue(std::min(r.damage, 9));
    m_editLives->setValue(std::max(1, r.lives));
    m_editFlags->setValue(r.flags);
    m_editDown->setChecked(r.poweredDown);
    m_updating = false;
}

void DebuggerWindow::applyCardEdit(int reg)
{
    if (m_updating)
        return;
    const int choice = m_registers[static_cast<std::size_t>(reg - 1)]->currentIndex();
    std::optional<model::Card> card;
    if (choice > 0)
        card = m_controller->ruleset().programCards()[static_cast<std::size_t>(choice - 1)];
    RobotEdit e;
    e.card = std::make_pair(reg, card);
    QString error;
    if (!m_controller->editRobot(m_robotPick->currentIndex(), e, &error))
        QMessageBox::warning(this, tr("What-if"), error);
}

void DebuggerWindow::applyRobotEdit()
{
    RobotEdit e;
    e.pos = model::Point{m_editX->value(), m_editY->value()};
    e.facing = static_cast<Direction>(m_editFacing->currentIndex());
    e.damage = m_editDamage->value();
    e.lives = m_editLives->value();
    e.flags = m_editFlags->value();
    e.poweredDown = m_editDown->isChecked();
    QString error;
    if (!m_controller->editRobot(m_robotPick->currentIndex(), e, &error))
        QMessageBox::warning(this, tr("What-if"), error);
}

void DebuggerWindow::rebuildFromSetup()
{
    model::Scenario sc = m_controller->scenario();
    sc.ruleset = m_ruleset->currentText().toStdString();
    sc.options.clear();
    const auto table = rules::optionTable();
    for (std::size_t i = 0; i < table.size(); ++i)
        if (m_options[i]->isChecked() != table[i].defaultValue)
            sc.options[std::string(table[i].name)] = m_options[i]->isChecked();
    sc.seed = static_cast<std::uint64_t>(m_seed->value());
    sc.turns = m_turns->value();
    sc.registers = 0;
    QString error;
    if (!setScenario(sc, &error))
        QMessageBox::warning(this, tr("Setup"), error);
}

void DebuggerWindow::fillLists()
{
    const rules::Ruleset &rules = m_controller->ruleset();
    m_deck->setCards(rules.programCards(), rules.traits().priorities);
    m_robotList->setRobots(m_controller->robotNames());
}

bool DebuggerWindow::registerLocked(int reg) const
{
    const int robot = m_robotPick->currentIndex();
    const auto &robots = m_controller->state().robots;
    if (robot < 0 || robot >= static_cast<int>(robots.size()) || reg < 1 || reg > model::kRegisterCount)
        return true;
    return (robots[static_cast<std::size_t>(robot)].lockedMask & (1U << (reg - 1))) != 0;
}

void DebuggerWindow::dropCard(int reg, const QByteArray &cardText)
{
    const auto card = model::cardFromText(cardText.toStdString());
    if (!card)
        return;
    RobotEdit e;
    e.card = std::make_pair(reg, std::optional<model::Card>(*card));
    QString error;
    if (!m_controller->editRobot(m_robotPick->currentIndex(), e, &error))
        QMessageBox::warning(this, tr("What-if"), error);
}

void DebuggerWindow::dropRobot(int robot, QPoint viewportPos)
{
    const QPointF scene = m_view->mapToScene(viewportPos);
    const model::Point cell{static_cast<int>(scene.x() / kCellPx), static_cast<int>(scene.y() / kCellPx)};
    QString error;
    bool ok = false;
    if (robot < 0) {
        ok = m_controller->addRobot(cell, &error);
    } else {
        RobotEdit e;
        e.pos = cell;
        ok = m_controller->editRobot(robot, e, &error);
    }
    if (!ok)
        QMessageBox::warning(this, tr("Place Robot"), error);
}

} // namespace rf::debugger
