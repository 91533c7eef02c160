// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The English of a rules::ScenarioError, of a course that cannot be combined and of the notes of
// a scenario carried to another edition.
#include "text/tracetext.h"

#include "text/fill.h"
#include "text/printable.h"
#include "text/statetext.h"
#include "text/words.h"

#include "rules/ruleset.h"
#include "sim/simulator.h"

#include <array>
#include <vector>

namespace rf::text {

namespace {

// The word an error's field gives to one placeholder (letters as in rules::ScenarioErrorInfo).
std::string argument(const rules::ScenarioError &e, char letter)
{
    switch (letter) {
    case 'r': return e.robot;
    case 'o':
    case 'S': return e.other;
    case 't':
    case 'O': return e.text;
    case 'N': return std::to_string(e.number);
    case 'P': return std::to_string(e.number + 1);
    case 'V': return std::to_string(e.value);
    case 'T': return std::to_string(e.turn);
    case 'G': return std::to_string(e.reg);
    case 'c': return cellWord(e.cell);
    case 'W': return std::to_string(e.size.width);
    case 'H': return std::to_string(e.size.height);
    case 'L': return rules::rulesetList();
    }
    return "?";
}

std::string argument(const rules::TranslationNote &n, char letter)
{
    switch (letter) {
    case 'k': return n.from ? model::cardText(*n.from) : std::string("?");
    case 'K': return n.to ? model::cardText(*n.to) : std::string("?");
    case 'i': return n.from ? std::string(model::cardKindName(n.from->kind)) : std::string("?");
    case 's': return n.ruleset;
    case 'N': return std::to_string(n.number);
    case 'V': return std::to_string(n.value);
    }
    return "?";
}

} // namespace

std::string scenarioErrorText(const rules::ScenarioError &e)
{
    const rules::ScenarioErrorInfo &info = rules::scenarioErrorInfo(e.code);
    std::vector<std::string> args;
    for (const char letter : info.args)
        args.push_back(argument(e, letter));
    std::string s = fill(info.text, args);
    if (e.step > 0)
        return fill(rules::whatIfErrorWording(), std::array{std::to_string(e.step), std::move(s)});
    return s;
}

std::string combineErrorText(const model::Course &course, const model::CombineError &error)
{
    return scenarioErrorText(rules::courseError(course, error));
}

std::string translationText(const rules::TranslationNote &note)
{
    const rules::TranslationInfo &info = rules::translationInfo(note.code);
    std::vector<std::string> args;
    for (const char letter : info.args)
        args.push_back(argument(note, letter));
    std::string where = printable(note.robot);
    if (note.turn > 0)
        where += " turn " + std::to_string(note.turn);
    if (note.reg > 0)
        where += " register " + std::to_string(note.reg);
    const std::string from = fill(info.from, args);
    const std::string reason = fill(info.reason, args);
    if (!note.translated())
        return (where.empty() ? "" : where + ": ") + from + " NOT TRANSLATED: " + reason;
    return where + ": " + from + " -> " + fill(info.to, args) + (reason.empty() ? "" : " (" + reason + ")");
}

std::string mismatchExpected(const sim::Mismatch &m)
{
    if (m.finding == sim::Mismatch::Finding::NotReached)
        return checkMoment(m);
    const sim::FindingInfo &info = sim::findingInfo(m.finding);
    return info.expected.empty() ? printable(m.expected) : fill(info.expected, std::array{m.expected});
}

std::string mismatchActual(const sim::Mismatch &m)
{
    const sim::FindingInfo &info = sim::findingInfo(m.finding);
    return info.actual.empty() ? printable(m.actual) : fill(info.actual, std::array{m.actual});
}

} // namespace rf::text
