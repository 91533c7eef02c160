// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/setuppanel.h"

#include "debugger/rulesetpick.h"

#include "commands/scenariocommands.h"
#include "debugger/debuggerdnd.h"
#include "debugger/setup2023panel.h"
#include "document/scenariodocument.h"
#include "words/rulenames.h"
#include "words/tracetexts.h"
#include "rules/options.h"
#include "rules/ruleset.h"
#include "widgets/verticalscroll.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>
#include <QSpinBox>

namespace rf::debugger {

namespace {

constexpr int kMaxSeedShown = 1'000'000'000;

} // namespace

SetupPanel::SetupPanel(editor::ScenarioDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
{
    // The rule options alone are 20 rows: the panel scrolls rather than pushing the docks below
    // it off the window.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *inner = new QWidget;
    outer->addWidget(editor::verticalScroll(inner, QStringLiteral("setupScroll")));
    auto *form = new QFormLayout(inner);
    m_ruleset = new QComboBox;
    m_ruleset->setObjectName(QStringLiteral("rulesetPick"));
    // Names in the user's language (models/rulenames.h); the item data holds the id.
    for (const std::string_view id : rules::availableRulesets())
        m_ruleset->addItem(words::rulesetName(id), words::idString(id));
    form->addRow(tr("Ruleset:"), m_ruleset);
    for (const rules::OptionInfo &o : rules::optionTable()) {
        auto *box = new QCheckBox(words::ruleOptionName(o.name));
        box->setToolTip(words::ruleOptionDescription(o.name));
        box->setObjectName(QStringLiteral("option-") + words::idString(o.name));
        m_options.push_back(box);
        form->addRow(QString(), box);
    }
    // Robots are placed by dragging them from this list onto the board.
    m_robots = new RobotList;
    m_robots->setMaximumHeight(110);
    form->addRow(tr("Robots:"), m_robots);
    m_seed = new QSpinBox;
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setRange(0, kMaxSeedShown);
    form->addRow(tr("Seed:"), m_seed);
    m_turns = new QSpinBox;
    m_turns->setObjectName(QStringLiteral("turns"));
    m_turns->setRange(1, 100);
    form->addRow(tr("Turns:"), m_turns);
    m_registers = new QSpinBox;
    m_registers->setObjectName(QStringLiteral("registers"));
    m_registers->setRange(0, 500);
    m_registers->setSpecialValueText(tr("whole turns"));
    m_registers->setToolTip(tr("Play this many registers from the start instead of whole turns"));
    form->addRow(tr("Registers:"), m_registers);
    m_endOfTurn = new QCheckBox(tr("Then the end of the turn"));
    m_endOfTurn->setToolTip(tr("After a register 5, also play the end of that turn"));
    form->addRow(QString(), m_endOfTurn);
    m_playOn = new QCheckBox(tr("Play on after the win"));
    m_playOn->setObjectName(QStringLiteral("playOnAfterWin"));
    m_playOn->setToolTip(tr("Play on after a robot has taken the last checkpoint, for second place and after; "
                            "by default the game ends at the win"));
    form->addRow(QString(), m_playOn);
    auto *apply = new QPushButton(tr("Apply Setup"));
    apply->setObjectName(QStringLiteral("applySetup"));
    apply->setToolTip(tr("Replay the scenario with this ruleset, these options, seed and length"));
    connect(apply, &QPushButton::clicked, this, &SetupPanel::apply);
    auto *random = new QPushButton(tr("Random Programs"));
    random->setToolTip(tr("Clear every robot's programs: the seed draws them from the dealt cards"));
    connect(random, &QPushButton::clicked, this, &SetupPanel::randomPrograms);
    form->addRow(apply);
    form->addRow(random);
    // Edited at once, each change an undo step: these are the robots' and the token's start, not
    // how the game is played.
    m_edition2023 = new Setup2023Panel(doc);
    m_edition2023->setObjectName(QStringLiteral("setup2023"));
    form->addRow(m_edition2023);
    connect(m_ruleset, &QComboBox::currentIndexChanged, this, &SetupPanel::showOptionsOfRuleset);
    connect(doc, &editor::ScenarioDocument::scenarioChanged, this, &SetupPanel::refresh);
    refresh();
}

void SetupPanel::refresh()
{
    const model::Scenario &sc = m_doc->scenario();
    selectRuleset(*m_ruleset, sc.ruleset);
    const auto table = rules::optionTable();
    for (std::size_t i = 0; i < table.size(); ++i) {
        const auto it = sc.options.find(std::string(table[i].name));
        m_options[i]->setChecked(it != sc.options.end() ? it->second : table[i].defaultValue);
    }
    m_seed->setValue(static_cast<int>(sc.seed % kMaxSeedShown));
    m_turns->setValue(std::max(1, sc.turns));
    m_registers->setValue(sc.registers);
    m_endOfTurn->setChecked(sc.endOfTurn);
    m_playOn->setChecked(sc.playOnAfterWin);
    showOptionsOfRuleset();
    static_cast<QFormLayout *>(m_edition2023->parentWidget()->layout())->setRowVisible(m_edition2023, rules::traitsOf(sc.ruleset).priorityToken);
    QStringList names;
    for (const model::ScenarioRobot &r : sc.robots)
        names << QString::fromStdString(r.name);
    m_robots->setRobots(names);
}

void SetupPanel::showOptionsOfRuleset()
{
    // The options of the edition chosen (RuleOptions' table says which: the 2016 upgrades', the
    // option cards', power downs'...); one that is set stays visible so that it can be cleared.
    const rules::RulesetTraits &traits = rules::traitsOf(m_ruleset->currentData().toString().toStdString());
    const auto table = rules::optionTable();
    for (std::size_t i = 0; i < table.size(); ++i)
        m_options[i]->setVisible(rules::optionApplies(table[i], traits) ||
                                 m_options[i]->isChecked() != table[i].defaultValue);
}

void SetupPanel::apply()
{
    editor::ScenarioSetup setup = editor::ScenarioSetup::of(m_doc->scenario());
    setup.ruleset = m_ruleset->currentData().toString().toStdString();
    setup.options.clear();
    const auto table = rules::optionTable();
    for (std::size_t i = 0; i < table.size(); ++i)
        if (m_options[i]->isChecked() != table[i].defaultValue)
            setup.options[std::string(table[i].name)] = m_options[i]->isChecked();
    // A seed beyond what the box shows stays as it is unless it is changed there.
    if (static_cast<std::uint64_t>(m_seed->value()) != setup.seed % kMaxSeedShown)
        setup.seed = static_cast<std::uint64_t>(m_seed->value());
    setup.turns = m_turns->value();
    setup.registers = m_registers->value();
    setup.endOfTurn = m_endOfTurn->isChecked();
    setup.playOnAfterWin = m_playOn->isChecked();
    if (const auto problem = editor::changeSetup(*m_doc, setup))
        QMessageBox::warning(this, tr("Setup"), words::scenarioErrorText(*problem));
}

void SetupPanel::randomPrograms()
{
    if (const auto problem = editor::randomPrograms(*m_doc, static_cast<std::uint64_t>(m_seed->value())))
        QMessageBox::warning(this, tr("Random Programs"), words::scenarioErrorText(*problem));
}

} // namespace rf::debugger
