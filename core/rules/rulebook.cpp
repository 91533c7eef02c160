// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/rulebook.h"

#include "rules/ruleset.h"

#include <array>

namespace rf::rules {

std::string RuleRef::reference() const
{
    if (anchor.empty())
        return {};
    std::string s(book);
    s += '/';
    s += anchor;
    return s;
}

std::span<const Rulebook *const> rulebooks()
{
    static const std::array<const Rulebook *, 3> all{&classicRulebook(), &edition2016Rulebook(), &edition2023Rulebook()};
    return all;
}

RuleRef citedRule(const Ruleset &ruleset, game::Code code)
{
    const Rulebook &book = ruleset.rulebook();
    return {book.book, book.codes[static_cast<std::size_t>(code)].anchor};
}

RuleRef citedRule(std::string_view rulesetId, game::Code code)
{
    const Ruleset *r = rulesetById(rulesetId);
    return citedRule(r ? *r : defaultRuleset(), code);
}

bool occursIn(const Ruleset &ruleset, game::Code code) { return !citedRule(ruleset, code).empty(); }

std::optional<RuleRef> parseRuleReference(std::string_view reference)
{
    const std::size_t slash = reference.find('/');
    if (slash == std::string_view::npos || slash == 0 || slash + 1 == reference.size()
        || reference.find('/', slash + 1) != std::string_view::npos)
        return std::nullopt;
    return RuleRef{reference.substr(0, slash), reference.substr(slash + 1)};
}

} // namespace rf::rules
