// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/event.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>

// The players' rulebooks: one per edition (docs/rules/<book>.md, written for players in the
// edition's own terms, apart from the engine notes of docs/rules.md), and the rule of its own
// edition's book that each trace code cites. The editor, the CLI and the ruling report ask here
// which rule a note cites; they never pick a book by the ruleset's name.
namespace rf::rules {

class Ruleset;

// One rule of a book.
struct RuleRef {
    std::string_view book;   // the book's file name without ".md": "classic", "edition-2016"
    std::string_view anchor; // the rule's anchor in it: "rule-robot-lasers"; empty for none

    bool empty() const { return anchor.empty(); }
    // "edition-2016/rule-robot-lasers": how the trace's "rule" field, the editor's rule links and
    // the ruling report name a rule. Empty for no rule.
    std::string reference() const;
    friend bool operator==(const RuleRef &, const RuleRef &) = default;
};

// A book's table row for a code the edition never notes (a classic option card in a 2016 game,
// a reboot in a classic one): written out, so that every code of every table is a decision.
inline constexpr std::string_view kNotInEdition{};

// What one trace code cites in one book: `anchor`, or kNotInEdition.
struct CodeRule {
    game::Code code;
    std::string_view anchor;
};

// A players' rulebook and its table: one row per code, in the order of game::Code (checked when
// the table is compiled, so a new code without a row in every book does not build).
struct Rulebook {
    std::string_view book; // file name without ".md"
    std::span<const CodeRule, game::kCodeCount> codes;
};

// Whether `rows` holds every code once, in the order of game::Code (for a book's static_assert).
consteval bool inCodeOrder(std::span<const CodeRule, game::kCodeCount> rows)
{
    for (int i = 0; i < game::kCodeCount; ++i)
        if (static_cast<int>(rows[static_cast<std::size_t>(i)].code) != i)
            return false;
    return true;
}

// The books of the editions (rulebookclassic.cpp, rulebook2016.cpp, rulebook2023.cpp).
const Rulebook &classicRulebook();
const Rulebook &edition2016Rulebook();
const Rulebook &edition2023Rulebook();
// Every book, each once.
std::span<const Rulebook *const> rulebooks();

// The rule `code` cites when `ruleset` is played: an anchor of that edition's book, or an empty
// reference (with the book) where the edition never notes the code.
RuleRef citedRule(const Ruleset &ruleset, game::Code code);
// The same for a ruleset id as a trace's header holds it (the default ruleset's for an unknown id).
RuleRef citedRule(std::string_view rulesetId, game::Code code);
// Whether `code` can occur in a game of `ruleset` (its book does not declare it absent).
bool occursIn(const Ruleset &ruleset, game::Code code);
// "edition-2016/rule-robot-lasers" back into book and anchor (views into `reference`), or nothing
// when it is not of that form.
std::optional<RuleRef> parseRuleReference(std::string_view reference);

} // namespace rf::rules
