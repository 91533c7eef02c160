// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/rulingchooser.h"

#include "debugger/rulesetpick.h"

#include "words/rulenames.h"
#include "words/tracetexts.h"
#include "rules/options.h"
#include "rules/ruleset.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QStringList>

#include <algorithm>
#include <format>

namespace rf::debugger {

namespace {

// Room for a few options; the list scrolls to the others.
constexpr int kOptionRowsShown = 4;

} // namespace

bool optionValue(const std::map<std::string, bool> &own, std::string_view name)
{
    if (const auto it = own.find(std::string(name)); it != own.end())
        return it->second;
    const auto table = rules::optionTable();
    const auto info = std::ranges::find_if(table, [&](const rules::OptionInfo &o) { return o.name == name; });
    return info != table.end() && info->defaultValue;
}

RulingChooser::RulingChooser(const QString &rulesetLabel, const QString &optionsLabel, QWidget *parent)
    : QWidget(parent)
    , m_ruleset(new QComboBox)
    , m_options(new QListWidget)
{
    // Names in the user's language (models/rulenames.h); the item data holds the id.
    for (const std::string_view id : rules::availableRulesets())
        m_ruleset->addItem(words::rulesetName(id), words::idString(id));
    m_ruleset->setToolTip(tr("The rules this board plays the scenario with; its programs are translated to them"));
    for (const rules::OptionInfo &o : rules::optionTable()) {
        auto *item = new QListWidgetItem(words::ruleOptionName(o.name), m_options);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        item->setCheckState(o.defaultValue ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(words::ruleOptionDescription(o.name));
    }
    m_options->setToolTip(tr("Rule options for this board: Space turns the current one on or off"));
    const int row = m_options->sizeHintForRow(0);
    m_options->setMaximumHeight(row * kOptionRowsShown + 2 * m_options->frameWidth());

    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    auto *rulesetTitle = new QLabel(rulesetLabel);
    rulesetTitle->setBuddy(m_ruleset);
    form->addRow(rulesetTitle, m_ruleset);
    auto *optionsTitle = new QLabel(optionsLabel);
    optionsTitle->setBuddy(m_options);
    form->addRow(optionsTitle, m_options);

    connect(m_ruleset, &QComboBox::activated, this, [this] {
        showOptionsOfRuleset();
        emit changed();
    });
    connect(m_options, &QListWidget::itemChanged, this, [this] {
        if (!m_updating)
            emit changed();
    });
}

void RulingChooser::setRuling(const sim::RulingVariant &ruling, const std::map<std::string, bool> &own)
{
    m_updating = true;
    selectRuleset(*m_ruleset, ruling.ruleset);
    const auto table = rules::optionTable();
    for (std::size_t i = 0; i < table.size(); ++i) {
        const auto set = ruling.options.find(std::string(table[i].name));
        const bool on = set != ruling.options.end() ? set->second : optionValue(own, table[i].name);
        m_options->item(static_cast<int>(i))->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
    m_updating = false;
    showOptionsOfRuleset();
}

void RulingChooser::showOptionsOfRuleset()
{
    // As the Setup panel: the options of the edition chosen, and one set otherwise than by
    // default, so that it can be cleared.
    const rules::RulesetTraits &traits = rules::traitsOf(m_ruleset->currentData().toString().toStdString());
    const auto table = rules::optionTable();
    for (std::size_t i = 0; i < table.size(); ++i) {
        const QListWidgetItem *item = m_options->item(static_cast<int>(i));
        const bool set = (item->checkState() == Qt::Checked) != table[i].defaultValue;
        m_options->setRowHidden(static_cast<int>(i), !rules::optionApplies(table[i], traits) && !set);
    }
}

sim::RulingVariant RulingChooser::ruling(const std::map<std::string, bool> &own) const
{
    sim::RulingVariant v;
    v.ruleset = m_ruleset->currentData().toString().toStdString();
    v.label = v.ruleset;
    const auto table = rules::optionTable();
    for (std::size_t i = 0; i < table.size(); ++i) {
        const bool on = m_options->item(static_cast<int>(i))->checkState() == Qt::Checked;
        if (on == optionValue(own, table[i].name))
            continue;
        v.options[std::string(table[i].name)] = on;
        v.label += std::format(", {} {}", table[i].name, on ? "on" : "off");
    }
    return v;
}

} // namespace rf::debugger
