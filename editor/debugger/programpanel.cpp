// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/programpanel.h"

#include "commands/scenariocommands.h"
#include "debugger/debuggerdnd.h"
#include "debugger/documentundokeys.h"
#include "document/scenariodocument.h"
#include "document/timeline.h"
#include "words/tracewords.h"
#include "words/tracetexts.h"
#include "widgets/shortcuts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QUndoStack>

#include <algorithm>

namespace rf::debugger {

ProgramPanel::ProgramPanel(editor::ScenarioDocument *doc, editor::Timeline *timeline, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
    , m_timeline(timeline)
{
    auto *form = new QFormLayout(this);
    m_mode = new QLabel;
    m_mode->setObjectName(QStringLiteral("editModeLabel"));
    m_mode->setWordWrap(true);
    form->addRow(m_mode);
    m_robot = new QComboBox;
    m_robot->setObjectName(QStringLiteral("robotPick"));
    form->addRow(tr("Robot:"), m_robot);
    buildRegisters(form);
    buildRobotFields(form);
    m_apply = new QPushButton(tr("Apply Here (What-if)"));
    m_apply->setObjectName(QStringLiteral("applyWhatIf"));
    m_apply->setToolTip(tr("Change the robot at the current substep and replay the rest of the game (undoable)"));
    form->addRow(QString(), m_apply);
    connect(m_apply, &QPushButton::clicked, this, &ProgramPanel::applyRobot);
    connectSetupEdits();
    connect(m_robot, &QComboBox::currentIndexChanged, this, &ProgramPanel::refresh);
    connect(timeline, &editor::Timeline::reset, this, &ProgramPanel::refreshRobots);
    connect(timeline, &editor::Timeline::positionChanged, this, &ProgramPanel::refresh);
    refreshRobots();
}

void ProgramPanel::buildRegisters(QFormLayout *form)
{
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
}

void ProgramPanel::buildRobotFields(QFormLayout *form)
{
    auto spinBox = [this](const char *name, int min, int max) {
        auto *box = new QSpinBox;
        box->setObjectName(QString::fromLatin1(name));
        box->setRange(min, max);
        box->installEventFilter(new DocumentUndoKeys(box));
        return box;
    };
    m_x = spinBox("posX", 0, 99);
    m_y = spinBox("posY", 0, 99);
    auto *xy = new QHBoxLayout;
    xy->addWidget(m_x);
    xy->addWidget(m_y);
    form->addRow(tr("Position X, Y:"), xy);
    m_facing = new QComboBox;
    m_facing->setObjectName(QStringLiteral("facing"));
    m_facing->addItems({tr("North"), tr("East"), tr("South"), tr("West")});
    form->addRow(tr("Facing:"), m_facing);
    m_damage = spinBox("damage", 0, 9);
    form->addRow(tr("Damage:"), m_damage);
    m_lives = spinBox("lives", 1, 9);
    form->addRow(tr("Lives:"), m_lives);
    m_flags = spinBox("flags", 0, 99);
    form->addRow(tr("Flags taken:"), m_flags);
    m_down = new QCheckBox(tr("Powered down"));
    m_down->setObjectName(QStringLiteral("poweredDown"));
    form->addRow(QString(), m_down);
    // Option cards change only through play (what-ifs do not edit them): a label, not a field.
    m_options = new QLabel;
    m_options->setObjectName(QStringLiteral("optionsLabel"));
    m_options->setWordWrap(true);
    m_options->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_options->setToolTip(
        tr("The option cards the robot holds, oldest first, with their uses left or the card lying on them"));
    form->addRow(tr("Options:"), m_options);
    // The 2016 edition's energy and upgrades, likewise changed only through play; the rows show
    // only under a ruleset that has them (refreshRobots).
    m_energy = new QLabel;
    m_energy->setObjectName(QStringLiteral("energyLabel"));
    m_energy->setToolTip(tr("The energy cubes the robot has to spend on upgrades"));
    form->addRow(tr("Energy:"), m_energy);
    m_upgrades = new QLabel;
    m_upgrades->setObjectName(QStringLiteral("upgradesLabel"));
    m_upgrades->setWordWrap(true);
    m_upgrades->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_upgrades->setToolTip(
        tr("The upgrades the robot holds, oldest first: permanent or temporary, and whether one that acts once a "
           "round was used this round"));
    form->addRow(tr("Upgrades:"), m_upgrades);
}

// At the start the fields are the setup: a change (Enter, an arrow key, leaving the field) edits
// it at once. Typing does not: "12" would first move the robot to column 1.
void ProgramPanel::connectSetupEdits()
{
    for (QSpinBox *box : {m_x, m_y, m_damage, m_lives, m_flags})
        box->setKeyboardTracking(false);
    auto position = [this] { editSetup({.pos = model::Point{m_x->value(), m_y->value()}}); };
    connect(m_x, &QSpinBox::valueChanged, this, position);
    connect(m_y, &QSpinBox::valueChanged, this, position);
    connect(m_facing, &QComboBox::activated, this,
            [this](int i) { editSetup({.facing = static_cast<model::Direction>(i)}); });
    connect(m_damage, &QSpinBox::valueChanged, this, [this](int v) { editSetup({.damage = v}); });
    connect(m_lives, &QSpinBox::valueChanged, this, [this](int v) { editSetup({.lives = v}); });
    connect(m_flags, &QSpinBox::valueChanged, this, [this](int v) { editSetup({.flags = v}); });
    connect(m_down, &QCheckBox::toggled, this, [this](bool on) { editSetup({.poweredDown = on}); });
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
    auto *form = static_cast<QFormLayout *>(layout());
    form->setRowVisible(m_lives, rules.traits().lives);
    form->setRowVisible(m_down, rules.traits().powerDown);
    form->setRowVisible(m_options, rules.traits().optionCards);
    form->setRowVisible(m_energy, rules.traits().energy);
    form->setRowVisible(m_upgrades, rules.traits().upgrades);
    m_updating = false;
    refresh();
}

// The robot as the fields show it: its state at the timeline's position. At the start that is the
// scenario's robot, with the program turn 1 plays (the one stated, or what the seed draws at the
// deal, which is what an edit keeps in the other registers) and the registers it has locked then.
game::RobotState ProgramPanel::shownRobot(int robot) const
{
    const auto r = static_cast<std::size_t>(robot);
    game::RobotState shown = m_timeline->state().robots[r];
    const auto &setup = m_doc->scenario().robots;
    if (m_timeline->position() != 0 || r >= setup.size())
        return shown;
    const model::ScenarioRobot &sr = setup[r];
    const game::RobotState &dealt = m_timeline->stateAt(1).robots[r];
    const bool stated = !sr.turns.empty() && sr.turns.front().program;
    shown.program = stated ? *sr.turns.front().program : dealt.program;
    shown.lockedMask = dealt.lockedMask;
    shown.poweredDown = sr.poweredDown; // announced for turn 1: the state has it only after the deal
    return shown;
}

void ProgramPanel::refresh()
{
    const bool atStart = m_timeline->position() == 0;
    m_mode->setText(
        atStart ? tr("At the start: every change edits the scenario's setup at once (Ctrl+Z undoes it).")
                : tr("During play: a card chosen is a what-if from here on; the other fields wait for Apply Here."));
    m_apply->setEnabled(!atStart);
    const int robot = m_robot->currentIndex();
    if (robot < 0 || robot >= static_cast<int>(m_timeline->state().robots.size()))
        return;
    const game::RobotState r = shownRobot(robot);
    m_updating = true;
    refreshRegisters(r);
    refreshHand(robot);
    m_x->setValue(r.pos.x);
    m_y->setValue(r.pos.y);
    m_facing->setCurrentIndex(static_cast<int>(r.facing));
    m_damage->setValue(std::min(r.damage, 9));
    m_lives->setValue(std::max(1, r.lives));
    m_flags->setValue(r.flags);
    m_down->setChecked(r.poweredDown);
    const QStringList options = words::heldOptionTexts(r.options, m_timeline->ruleset().traits().priorities);
    m_options->setText(options.isEmpty() ? tr("(none)") : options.join(QLatin1Char('\n')));
    m_energy->setText(QString::number(r.energy));
    const QStringList upgrades = words::heldUpgradeTexts(r.upgrades);
    m_upgrades->setText(upgrades.isEmpty() ? tr("(none)") : upgrades.join(QLatin1Char('\n')));
    m_updating = false;
}

void ProgramPanel::refreshRegisters(const game::RobotState &r)
{
    const rules::Ruleset &rules = m_timeline->ruleset();
    const bool priorities = rules.traits().priorities;
    const auto cards = rules.programCards();
    for (std::size_t k = 0; k < m_registers.size(); ++k) {
        QComboBox *box = m_registers[k];
        box->clear();
        box->addItem(tr("(empty)"));
        // The cards programs are made of: the deck with its priorities, or one of each kind.
        for (const model::Card &c : cards)
            box->addItem(words::cardTitle(c, priorities));
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
}

// The hand dealt in the current turn (none when the scenario states the program).
void ProgramPanel::refreshHand(int robot)
{
    m_hand->clear();
    const int turn = m_timeline->state().cursor.turn;
    const bool priorities = m_timeline->ruleset().traits().priorities;
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
}

bool ProgramPanel::registerLocked(int reg) const
{
    const int robot = m_robot->currentIndex();
    if (robot < 0 || robot >= static_cast<int>(m_timeline->state().robots.size()) || reg < 1 ||
        reg > model::kRegisterCount)
        return true;
    return (shownRobot(robot).lockedMask & (1U << (reg - 1))) != 0;
}

void ProgramPanel::showRobot(int robot, int reg)
{
    if (robot >= 0 && robot < m_robot->count())
        m_robot->setCurrentIndex(robot);
    m_registers[static_cast<std::size_t>(reg >= 1 && reg <= model::kRegisterCount ? reg - 1 : 0)]->setFocus(
        Qt::OtherFocusReason);
}

bool ProgramPanel::edit(int robot, const model::RobotEdit &e)
{
    if (const auto refused = tryEdit(robot, e)) {
        QMessageBox::warning(this, m_timeline->position() == 0 ? tr("Setup") : tr("What-if"), *refused);
        return false;
    }
    return true;
}

// A field changed at the start: the setup changes at once. A change the scenario cannot take is
// said in the status bar (not in a box in the way of the next arrow key) and the field goes back.
void ProgramPanel::editSetup(const model::RobotEdit &e)
{
    if (m_updating || m_timeline->position() != 0)
        return;
    if (const auto refused = tryEdit(m_robot->currentIndex(), e)) {
        emit statusMessage(tr("Setup not changed: %1").arg(*refused));
        refresh();
    }
}

// Makes the edit at the timeline's position; why not, or nothing. An edit of the setup is said.
std::optional<QString> ProgramPanel::tryEdit(int robot, const model::RobotEdit &e)
{
    const int pos = m_timeline->position();
    const int whatIfs = static_cast<int>(m_doc->scenario().whatIfs.size());
    const int before = m_doc->undoStack()->index();
    if (const auto problem = editor::editRobot(*m_doc, pos, robot, e))
        return words::scenarioErrorText(*problem);
    if (pos == 0 && m_doc->undoStack()->index() != before)
        emit statusMessage(setupText(robot, e, whatIfs - static_cast<int>(m_doc->scenario().whatIfs.size())));
    return std::nullopt;
}

QString ProgramPanel::setupText(int robot, const model::RobotEdit &e, int droppedWhatIfs) const
{
    const QString name = QString::fromStdString(m_doc->scenario().robots[static_cast<std::size_t>(robot)].name);
    QString s;
    if (e.card) {
        const int reg = e.card->first;
        const bool priorities = m_timeline->ruleset().traits().priorities;
        s = e.card->second ? tr("Setup changed: %1's register %2 is now %3.")
                                 .arg(name)
                                 .arg(reg)
                                 .arg(words::cardTitle(*e.card->second, priorities))
                           : tr("Setup changed: %1's register %2 is now empty.").arg(name).arg(reg);
    } else if (e.pos) {
        s = tr("Setup changed: %1 starts on %2.").arg(name, words::cellText(*e.pos));
    } else if (e.facing) {
        s = tr("Setup changed: %1 starts facing %2.").arg(name, m_facing->itemText(static_cast<int>(*e.facing)));
    } else if (e.damage) {
        const int n = *e.damage;
        s = tr("Setup changed: %1 starts with %n damage.", nullptr, n).arg(name);
    } else if (e.lives) {
        const int n = *e.lives;
        s = tr("Setup changed: %1 starts with %n life(s).", nullptr, n).arg(name);
    } else if (e.flags) {
        const int n = *e.flags;
        s = tr("Setup changed: %1 starts with %n flag(s) taken.", nullptr, n).arg(name);
    } else if (e.poweredDown) {
        s = *e.poweredDown ? tr("Setup changed: %1 starts powered down.").arg(name)
                           : tr("Setup changed: %1 starts powered up.").arg(name);
    }
    if (droppedWhatIfs > 0)
        s += QLatin1Char(' ') + tr("%n what-if(s) of the old setup were dropped.", nullptr, droppedWhatIfs);
    return s;
}

void ProgramPanel::applyCard(int reg)
{
    if (m_updating)
        return;
    const int choice = m_registers[static_cast<std::size_t>(reg - 1)]->currentIndex();
    std::optional<model::Card> card;
    if (choice > 0)
        card = m_timeline->ruleset().programCards()[static_cast<std::size_t>(choice - 1)];
    const model::RobotEdit e{.card = std::make_pair(reg, card)};
    if (m_timeline->position() == 0)
        editSetup(e);
    else
        edit(m_robot->currentIndex(), e);
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
