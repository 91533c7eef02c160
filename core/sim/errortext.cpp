// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The English words of a rules::ScenarioError, for the CLI (the editor has its own, translated).
#include "sim/tracetext.h"

#include "rules/ruleset.h"

#include <format>

namespace rf::sim {

namespace {

std::string withoutStep(const rules::ScenarioError &e)
{
    using Code = rules::ScenarioError::Code;
    const std::string robot = std::format("robot '{}'", e.robot);
    switch (e.code) {
    case Code::UnknownRuleset:
        return std::format("ruleset '{}' is not implemented (available: {})", e.text, rules::rulesetList());
    case Code::UnknownOption: return std::format("unknown rule option '{}'", e.text);
    case Code::NoCourse: return "the scenario has no course";
    case Code::CourseTooLarge:
        return std::format("course: course is {} x {} squares; at most {} per side", e.size.width, e.size.height,
                           e.number);
    case Code::CourseNegativeOffset: return std::format("course: board {} has a negative offset", e.number);
    case Code::CourseOverlap:
        return std::format("course: boards {} and {} overlap at {},{}", e.number, e.value, e.cell.x, e.cell.y);
    case Code::RobotWithoutName: return std::format("robot {} has no name", e.number);
    case Code::DuplicateName: return std::format("two robots are named '{}'", e.robot);
    case Code::StartOutside:
        return std::format("{} starts at {},{} outside the {} x {} course", robot, e.cell.x, e.cell.y, e.size.width,
                           e.size.height);
    case Code::ArchiveOutside:
        return std::format("{} has its archive at {},{} outside the course", robot, e.cell.x, e.cell.y);
    case Code::DamageOutOfRange: return std::format("{} has {} damage (0 to 9)", robot, e.number);
    case Code::LivesOutOfRange: return std::format("{} has {} lives (at least 1)", robot, e.number);
    case Code::CardNotInRuleset:
        return std::format("{}, turn {} register {}: the card '{}' is not part of the {} rules", robot, e.turn, e.reg,
                           e.text, e.other);
    case Code::OptionCardsNotInRuleset:
        return std::format("{} holds option cards or makes decisions, which the {} rules do not have", robot, e.other);
    case Code::OptionHeldTwice:
        return std::format("{} and {} both hold the option card '{}' (each card exists once)", robot, e.other, e.text);
    case Code::SharedStart:
        return std::format("robots '{}' and '{}' start on the same square (only virtual robots may share one)", e.other,
                           e.robot);
    case Code::NoTurns: return std::format("the scenario plays {} turns (at least 1)", e.number);
    case Code::AgainInFirstRegister:
        return std::format("{}, turn {}: Again cannot be in register 1 (RULES.md 6)", robot, e.turn);
    case Code::DeckDamageMismatch:
        return std::format("{} has damage {} but its deck, discard pile and program hold {} SPAM cards", robot,
                           e.number, e.value);
    case Code::DiscardWithoutDeck: return std::format("{} has a discard pile but no deck: give both", robot);
    case Code::ProgramsUnownedCards:
        return std::format("{} programs {} '{}' card(s) in turn 1 but owns {}{}", robot, e.number, e.text, e.value,
                           e.text == "spam" ? " (SPAM cards come from damage)" : "");
    case Code::WhatIfStep:
        return std::format("what-if edits apply after substep 1 or later, in order (found {})", e.number);
    case Code::UnknownRobot: return std::format("there is no robot '{}'", e.text);
    case Code::CellOutside:
        return std::format("{}: {},{} is outside the {} x {} course", robot, e.cell.x, e.cell.y, e.size.width,
                           e.size.height);
    case Code::CellOccupied:
        return std::format("{} cannot move to {},{}: '{}' stands there", robot, e.cell.x, e.cell.y, e.other);
    case Code::RegisterOutOfRange: return std::format("{}: register {} does not exist (1 to 5)", robot, e.number);
    case Code::WhatIfNotReached:
        return std::format("{}: the play ends after substep {}, before this edit", robot, e.number);
    case Code::TooFewRulings: return "compare needs at least two rulings";
    case Code::TooFewGames: return "the number of games must be at least 1";
    case Code::TooFewTurns: return "the number of turns must be at least 1";
    case Code::NegativeRobots: return "the number of robots per game cannot be negative";
    case Code::NoStartMarkers: return "the course has no start markers: robots have nowhere to start";
    case Code::NoSuchGame: return std::format("there is no game {}: the analysis plays games 1 to {}", e.number + 1, e.value);
    }
    return "unknown error";
}

} // namespace

std::string scenarioErrorText(const rules::ScenarioError &e)
{
    if (e.step > 0)
        return std::format("what-if after substep {}: {}", e.step, withoutStep(e));
    return withoutStep(e);
}

} // namespace rf::sim
