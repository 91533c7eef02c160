// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The rulesets that can be played, by id.
#include "rules/classic.h"
#include "rules/edition2023.h"
#include "rules/renegade.h"

#include <array>
#include <utility>

namespace rf::rules {

namespace {
constexpr std::array<std::string_view, 3> kAvailable{"classic", "edition-2016", "edition-2023"};
// Ids read as another ruleset's: the 2016 edition was `renegade` before the 2023 edition came
// (RULES.md 1). Files, cases and arguments keep them; writers write the ruleset's own id.
constexpr std::array<std::pair<std::string_view, std::string_view>, 1> kAliases{{{"renegade", "edition-2016"}}};
} // namespace

const Ruleset *rulesetById(std::string_view id)
{
    for (const auto &[alias, own] : kAliases)
        if (id == alias)
            id = own;
    for (const Ruleset *r : {&classicRuleset(), &renegadeRuleset(), &edition2023Ruleset()})
        if (id == r->id())
            return r;
    return nullptr;
}

std::span<const std::string_view> availableRulesets()
{
    return kAvailable;
}

std::vector<std::string_view> rulesetAliases()
{
    std::vector<std::string_view> out;
    for (const auto &alias : kAliases)
        out.push_back(alias.first);
    return out;
}

std::string rulesetList(std::string_view separator)
{
    std::string s;
    for (const std::string_view id : kAvailable)
        s += (s.empty() ? "" : std::string(separator)) + std::string(id);
    return s;
}

const Ruleset &defaultRuleset()
{
    return classicRuleset();
}

const RulesetTraits &traitsOf(std::string_view id)
{
    const Ruleset *r = rulesetById(id);
    return r ? r->traits() : defaultRuleset().traits();
}

} // namespace rf::rules
