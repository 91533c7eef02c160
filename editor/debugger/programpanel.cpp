// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/programpanel.h"

#include "commands/scenariocommands.h"
#include "debugger/debuggerdnd.h"
#include "document/scenariodocument.h"
#include "document/timeline.h"
#include "models/optiontexts.h"
#include "models/tracetexts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>

#include <algorithm>

namespace rf::debugger {

ProgramPanel::ProgramPanel(editor::ScenarioDocument *doc, editor::Timeline *timeline, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
    , m_timeline(timeline)
{
    auto *form = new QFormLayout(this);
    m_robot = new QComboBox;
    m_robot->setObjectName(QStringLiteral("robotPick"));
    form->addRow(tr("Robot:"), m_robot);
    for (std::size_t k = 0; k < m_registers.size(); ++k) {
        const int reg = static_cast<int>(k) + 1;
        m_registers[k] = new QComboBox;
        m_registers[k]->setObjectName(QStringLiteral("register%1").arg(reg));
        form->addRow(tr("Register %1:").arg(reg), m_registers[k]);
        connect(m_registers[k], &QComboBox::activated, this, [this, reg] { applyCard(reg); });
        // A card dragged from the hand or the deck fills the register, unless it is locked.
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
    m_x = new QSpinBox;
    m_y = new QSpinBox;
    auto *xy = new QHBoxLayout;
    xy->addWidget(m_x);
    xy->addWidget(m_y);
    form->addRow(tr("Position X, Y:"), xy);
    m_facing = new QComboBox;
    m_facing->addItems({tr("North"), tr("East"), tr("South"), tr("West")});
    form->addRow(tr("Facing:"), m_facing);
    m_damage = new QSpinBox;
    m_damage->setRange(0, 9);
    form->addRow(tr("Damage:"), m_damage);
    m_lives = new QSpinBox;
    m_lives->setRange(1, 9);
    form->addRow(tr("Lives:"), m_lives);
    m_flags = new QSpinBox;
    m_flags->setRange(0, 99);
    form->addRow(tr("Flags taken:"), m_flags);
    m_down = new QCheckBox(tr("Powered down"));
    form->addRow(QString(), m_down);
    // Option cards change only through play (what-ifs do not edit them): a label, not a field.
    m_options = new QLabel;
    m_options->setObjectName(QStringLiteral("optionsLabel"));
    m_options->setWordWrap(true);
    m_options->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_options->setToolTip(
        tr("The option cards the robot holds, oldest first, with their uses left or the card lying on them"));
    form->addRow(tr("Options:"), m_options);
    auto *apply = new QPushButton(tr("Apply Here (What-if)"));
    apply->setToolTip(tr("Change the robot at the current substep and replay the rest of the game (undoable)"));
    form->addRow(QString(), apply);
    connect(apply, &QPushButton::clicked, this, &ProgramPanel::applyRobot);
    connect(m_robot, &QComboBox::currentIndexChanged, this, &ProgramPanel::refresh);
    connect(timeline, &editor::Timeline::reset, this, &ProgramPanel::refreshRobots);
    connect(timeline, &editor::Timeline::positionChanged, this, &ProgramPanel::refresh);
    refreshRobots();
}

int ProgramPanel::selectedRobot() const
{
    return m_robot->currentIndex();
}

model::Point ProgramPanel::selectedCell() const
{
    return {m_x->value(), m_y->value()};
}

void ProgramPanel::refreshRobots()
{
    m_updating = true;
    const int keep = m_robot->currentIndex();
    m_robot->clear();
    m_robot->addItems(m_timeline->robotNames());
    if (m_robot->count() > 0)
        m_robot->setCurrentIndex(std::clamp(keep, 0, m_robot->count() - 1));
    if (const rules::BoardIndex *b = m_timeline->board()) {
        m_x->setRange(0, b->width() - 1);
        m_y->setRange(0, b->height() - 1);
    }
    const rules::Ruleset &rules = m_timeline->ruleset();
    m_deck->setCards(rules.programCards(), rules.traits().priorities);
    m_updating = false;
    refresh();
}

void ProgramPanel::refresh()
{
    const int robot = m_robot->currentIndex();
    const auto &robots = m_timeline->state().robots;
    if (robot < 0 || robot >= static_cast<int>(robots.size()))
        return;
    const game::RobotState &r = robots[static_cast<std::size_t>(robot)];
    m_updating = true;
    const rules::Ruleset &rules = m_timeline->ruleset();
    const bool priorities = rules.traits().priorities;
    const auto cards = rules.programCards();
    for (std::size_t k = 0; k < m_registers.size(); ++k) {
        QComboBox *box = m_registers[k];
        box->clear();
        box->addItem(tr("(empty)"));
        // The cards programs are made of: the deck with its priorities, or one of each kind.
        for (const model::Card &c : cards)
            box->addItem(editor::cardTitle(c, priorities));
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
    const int turn = m_timeline->state().cursor.turn;
    for (const game::Event &e : m_timeline->trace().events) {
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
    m_x->setValue(r.pos.x);
    m_y->setValue(r.pos.y);
    m_facing->setCurrentIndex(static_cast<int>(r.facing));
    m_damage->setValue(std::min(r.damage, 9));
    m_lives->setValue(std::max(1, r.lives));
    m_flags->setValue(r.flags);
    m_down->setChecked(r.poweredDown);
    const QStringList options = editor::heldOptionTexts(r.options, priorities);
    m_options->setText(options.isEmpty() ? tr("(none)") : options.join(QLatin1Char('\n')));
    m_updating = false;
}

bool ProgramPanel::registerLocked(int reg) const
{
    const int robot = m_robot->currentIndex();
    const auto &robots = m_timeline->state().robots;
    if (robot < 0 || robot >= static_cast<int>(robots.size()) || reg < 1 || reg > model::kRegisterCount)
        return true;
    return (robots[static_cast<std::size_t>(robot)].lockedMask & (1U << (reg - 1))) != 0;
}

bool ProgramPanel::edit(int robot, const model::RobotEdit &e)
{
    if (const auto problem = editor::editRobot(*m_doc, m_timeline->position(), robot, e)) {
        QMessageBox::warning(this, tr("What-if"), editor::scenarioErrorText(*problem));
        return false;
    }
    return true;
}

void ProgramPanel::applyCard(int reg)
{
    if (m_updating)
        return;
    const int choice = m_registers[static_cast<std::size_t>(reg - 1)]->currentIndex();
    std::optional<model::Card> card;
    if (choice > 0)
        card = m_timeline->ruleset().programCards()[static_cast<std::size_t>(choice - 1)];
    edit(m_robot->currentIndex(), model::RobotEdit{.card = std::make_pair(reg, card)});
}

void ProgramPanel::dropCard(int reg, const QByteArray &text)
{
    const auto card = model::cardFromText(text.toStdString());
    if (card)
        edit(m_robot->currentIndex(), model::RobotEdit{.card = std::make_pair(reg, std::optional<model::Card>(*card))});
}

void ProgramPanel::applyRobot()
{
    const int robot = m_robot->currentIndex();
    const auto &robots = m_timeline->state().robots;
    if (robot < 0 || robot >= static_cast<int>(robots.size()))
        return;
    // Only what differs from the robot as it stands goes into the edit.
    const game::RobotState &r = robots[static_cast<std::size_t>(robot)];
    model::RobotEdit e;
    if (const model::Point at{m_x->value(), m_y->value()}; at != r.pos)
        e.pos = at;
    if (const auto facing = static_cast<model::Direction>(m_facing->currentIndex()); facing != r.facing)
        e.facing = facing;
    if (m_damage->value() != r.damage)
        e.damage = m_damage->value();
    if (m_lives->value() != r.lives)
        e.lives = m_lives->value();
    if (m_flags->value() != r.flags)
        e.flags = m_flags->value();
    if (m_down->isChecked() != r.poweredDown)
        e.poweredDown = m_down->isChecked();
    if (e != model::RobotEdit{})
        edit(robot, e);
}

} // namespace rf::debugger
