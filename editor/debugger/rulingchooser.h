// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/compare.h"

#include <QWidget>

#include <map>
#include <string>
#include <string_view>

class QComboBox;
class QListWidget;

namespace rf::debugger {

// One side of Compare Rulings: the ruleset and the rule options to play the scenario with, the
// names `rallyforge-cli compare --ruleset ID --option NAME=on|off` takes. The options show their
// value in effect; those that differ from the scenario's own go into the ruling.
class RulingChooser : public QWidget {
    Q_OBJECT
public:
    // `rulesetLabel` and `optionsLabel` name the fields (with their mnemonics).
    RulingChooser(const QString &rulesetLabel, const QString &optionsLabel, QWidget *parent = nullptr);

    // Shows `ruling` for a scenario whose own options are `own`.
    void setRuling(const sim::RulingVariant &ruling, const std::map<std::string, bool> &own);
    // The ruling chosen, labelled as the CLI labels it ("classic, belt-transfer off").
    sim::RulingVariant ruling(const std::map<std::string, bool> &own) const;

    QComboBox *rulesetBox() const { return m_ruleset; }
    QListWidget *optionList() const { return m_options; }

signals:
    // The user chose another ruleset or set an option.
    void changed();

private:
    void showOptionsOfRuleset();
    QComboBox *m_ruleset;
    QListWidget *m_options;
    bool m_updating = false;
};

// An option's value in effect in a scenario that sets `own` (the table's default otherwise).
bool optionValue(const std::map<std::string, bool> &own, std::string_view name);

} // namespace rf::debugger
