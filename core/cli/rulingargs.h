// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"
#include "sim/compare.h"

#include <QString>
#include <QStringList>

#include <expected>
#include <string>
#include <vector>

namespace rf::cli {

// The ruleset a `--ruleset` argument names, by its id or an alias ("renegade"), as the id to
// play and write ("edition-2016"). Error: the message for an unknown one.
std::expected<std::string, QString> rulesetArgument(const QString &arg);

// The rulings of `--ruleset ID`... and `--option NAME[=on|off]`... (`compare`, `report`): one per
// ruleset (the scenario's own when none is given), then one per option, set or flipped, on the
// first ruleset. Error: an unknown ruleset or option, or a bad value (the message without the
// command's name).
std::expected<std::vector<sim::RulingVariant>, QString> rulingVariants(const QStringList &rulesets, const QStringList &options,
                                                                       const model::Scenario &scenario);

} // namespace rf::cli
