// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The rulesets that can be played, by id.
#include "rules/classic.h"
#include "rules/renegade.h"

#include <array>

namespace rf::rules {

namespace {
constexpr std::array<std::string_view, 2> kAvailable{"classic", "renegade"};
} // namespace

const Ruleset *rulesetById(std::string_view id)
{
    for (const Ruleset *r : {&classicRuleset(), &renegadeRuleset()})
        if (id == r->id())
            return r;
    return nullptr;
}

std::span<const std::string_view> availableRulesets()
{
    return kAvailable;
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
