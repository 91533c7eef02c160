// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/rulingargs.h"

#include "cli/printable.h"
#include "rules/options.h"
#include "rules/ruleset.h"

#include <algorithm>
#include <format>

namespace rf::cli {

std::expected<std::string, QString> rulesetArgument(const QString &arg)
{
    const std::string id = arg.toStdString();
    const rules::Ruleset *rs = rules::rulesetById(id);
    // rulesetById also knows rulesets that cannot be played yet: only the available ones count.
    if (!rs || std::ranges::none_of(rules::availableRulesets(), [&](std::string_view a) { return a == rs->id(); }))
        return std::unexpected(QStringLiteral("unknown ruleset '%1' (%2)").arg(printable(arg.left(80)), QString::fromStdString(rules::rulesetList(" or "))));
    return std::string(rs->id());
}

std::expected<std::vector<sim::RulingVariant>, QString> rulingVariants(const QStringList &rulesets, const QStringList &options,
                                                                       const model::Scenario &scenario)
{
    std::vector<sim::RulingVariant> variants;
    for (const QString &arg : rulesets) {
        auto id = rulesetArgument(arg);
        if (!id)
            return std::unexpected(id.error());
        variants.push_back({*id, {}, *id});
    }
    if (variants.empty())
        variants.push_back({scenario.ruleset, {}, scenario.ruleset});
    for (const QString &spec : options) {
        const QString name = spec.section(QLatin1Char('='), 0, 0);
        const QString value = spec.contains(QLatin1Char('=')) ? spec.section(QLatin1Char('='), 1) : QString();
        const auto table = rules::optionTable();
        const auto info = std::ranges::find_if(table, [&](const rules::OptionInfo &o) { return QLatin1String(o.name.data(), static_cast<qsizetype>(o.name.size())) == name; });
        if (info == table.end())
            return std::unexpected(QStringLiteral("unknown rule option '%1'").arg(printable(name.left(80))));
        bool on = false;
        if (value.isEmpty()) {
            const auto set = scenario.options.find(name.toStdString());
            on = !(set != scenario.options.end() ? set->second : info->defaultValue);
        } else if (value == QLatin1String("on") || value == QLatin1String("off")) {
            on = value == QLatin1String("on");
        } else {
            return std::unexpected(QStringLiteral("--option %1: the value must be on or off").arg(printable(spec.left(80))));
        }
        sim::RulingVariant v = variants.front();
        v.options[name.toStdString()] = on;
        v.label = std::format("{}, {} {}", v.ruleset, name.toStdString(), on ? "on" : "off");
        variants.push_back(std::move(v));
    }
    return variants;
}

} // namespace rf::cli
