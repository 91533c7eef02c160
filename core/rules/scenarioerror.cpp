// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/scenarioerror.h"

#include "model/translatable.h"

#include <array>

namespace rf::rules {

namespace {

// In the order of ScenarioError::Code.
constexpr std::array<ScenarioErrorInfo, kScenarioErrorCount> kErrors{{
    {"unknown-ruleset", "", "tL", RF_TRANSLATABLE("ScenarioErrors", "The ruleset \"%1\" is not implemented (available: %2).")},
    {"unknown-option", "", "t", RF_TRANSLATABLE("ScenarioErrors", "There is no rule option \"%1\".")},
    {"no-course", "", "", RF_TRANSLATABLE("ScenarioErrors", "The scenario has no course.")},
    {"course-too-large", "", "WHN", RF_TRANSLATABLE("ScenarioErrors", "The course is %1 x %2 squares; at most %3 per side.")},
    {"course-negative-offset", "", "N", RF_TRANSLATABLE("ScenarioErrors", "Board %1 of the course has a negative offset.")},
    {"course-overlap", "", "NVc", RF_TRANSLATABLE("ScenarioErrors", "Boards %1 and %2 of the course overlap at %3.")},
    {"robot-without-name", "", "N", RF_TRANSLATABLE("ScenarioErrors", "Robot %1 has no name.")},
    {"duplicate-name", "", "r", RF_TRANSLATABLE("ScenarioErrors", "Two robots are named %1.")},
    {"start-outside", "", "rcWH", RF_TRANSLATABLE("ScenarioErrors", "%1 starts at %2, outside the %3 x %4 course.")},
    {"archive-outside", "rule-archive", "rc", RF_TRANSLATABLE("ScenarioErrors", "%1 has its archive at %2, outside the course.")},
    {"damage-out-of-range", "rule-destruction", "rN", RF_TRANSLATABLE("ScenarioErrors", "%1 cannot have %2 damage: damage must be from 0 to 9.")},
    {"lives-out-of-range", "rule-lives", "rN", RF_TRANSLATABLE("ScenarioErrors", "%1 cannot have %2 lives: a robot needs at least one life.")},
    {"card-not-in-ruleset", "rule-deal", "rTGtS", RF_TRANSLATABLE("ScenarioErrors", "%1, turn %2 register %3: the card \"%4\" is not part of the %5 rules.")},
    {"option-cards-not-in-ruleset", "rule-option-cards", "rS", RF_TRANSLATABLE("ScenarioErrors", "%1 holds option cards or makes decisions, which the %2 rules do not have.")},
    {"option-held-twice", "rule-option-deck", "roO", RF_TRANSLATABLE("ScenarioErrors", "%1 and %2 both hold the option card \"%3\" (each card exists once).")},
    {"shared-start", "rule-option-virtual-start", "or", RF_TRANSLATABLE("ScenarioErrors", "%1 and %2 start on the same square (only virtual robots may share one).")},
    {"no-turns", "rule-play-length", "", RF_TRANSLATABLE("ScenarioErrors", "A scenario plays at least one turn.")},
    {"again-in-first-register", "rule-renegade-again", "rT", RF_TRANSLATABLE("ScenarioErrors", "%1, turn %2: Again cannot be in register 1.")},
    {"deck-damage-mismatch", "rule-renegade-damage", "rNV", RF_TRANSLATABLE("ScenarioErrors", "%1 has %2 damage, but its deck, discard pile and program hold %3 SPAM cards.")},
    {"discard-without-deck", "rule-renegade-deck", "r", RF_TRANSLATABLE("ScenarioErrors", "%1 has a discard pile but no deck: give both.")},
    {"programs-unowned-cards", "rule-renegade-deck", "rNtV", RF_TRANSLATABLE("ScenarioErrors", "%1 programs %2 \"%3\" card(s) in turn 1 but owns %4.")},
    {"upgrades-not-in-ruleset", "rule-upgrades", "S", RF_TRANSLATABLE("ScenarioErrors", "Upgrades, the shop and damage piles are not part of the %1 rules.")},
    {"upgrade-twice", "rule-upgrade-deck", "rot", RF_TRANSLATABLE("ScenarioErrors", "The upgrade \"%3\" is given twice (%1 and %2): each card exists once.")},
    {"too-many-upgrades", "rule-upgrade-limits", "rN", RF_TRANSLATABLE("ScenarioErrors", "%1 holds more than %2 permanent or %2 temporary upgrades.")},
    {"shop-too-large", "rule-upgrade-shop", "NV", RF_TRANSLATABLE("ScenarioErrors", "The shop holds %1 cards but has only %2 slots (one per robot).")},
    {"what-if-step", "rule-what-if", "", RF_TRANSLATABLE("ScenarioErrors", "A what-if applies after the first substep or later, in the order of play.")},
    {"unknown-robot", "rule-what-if", "t", RF_TRANSLATABLE("ScenarioErrors", "There is no robot %1.")},
    {"cell-outside", "rule-what-if", "rc", RF_TRANSLATABLE("ScenarioErrors", "%1 cannot move to %2: it is outside the course.")},
    {"cell-occupied", "rule-what-if", "rco", RF_TRANSLATABLE("ScenarioErrors", "%1 cannot move to %2: %3 stands there.")},
    {"register-out-of-range", "rule-what-if", "", RF_TRANSLATABLE("ScenarioErrors", "Registers are numbered 1 to 5.")},
    {"what-if-not-reached", "rule-what-if", "Nr", RF_TRANSLATABLE("ScenarioErrors", "The play ends after substep %1, before this edit of %2.")},
    {"too-few-rulings", "", "", RF_TRANSLATABLE("ScenarioErrors", "Comparing needs at least two rulings.")},
    {"too-few-games", "", "", RF_TRANSLATABLE("ScenarioErrors", "The number of games must be at least 1.")},
    {"too-few-turns", "", "", RF_TRANSLATABLE("ScenarioErrors", "The number of turns must be at least 1.")},
    {"negative-robots", "", "", RF_TRANSLATABLE("ScenarioErrors", "The number of robots per game cannot be negative.")},
    {"no-start-markers", "", "", RF_TRANSLATABLE("ScenarioErrors", "The course has no start markers: robots have nowhere to start.")},
    {"no-such-game", "", "PV", RF_TRANSLATABLE("ScenarioErrors", "There is no game %1: the analysis plays games 1 to %2.")},
    {"course-too-large-to-plan", "", "WHN", RF_TRANSLATABLE("ScenarioErrors", "The course is %1 x %2 squares: the planning robots (novice, expert) plan on at most %3 squares; analyze it with random robots.")},
    {"card-limit", "", "rTGNV", RF_TRANSLATABLE("ScenarioErrors", "%1 owns %4 cards in turn %2, register %3: more than the %5 cards a robot may own; play stops there.")},
}};

} // namespace

const ScenarioErrorInfo &scenarioErrorInfo(ScenarioError::Code code) { return kErrors[static_cast<std::size_t>(code)]; }

ScenarioError courseError(const model::Course &course, const model::CombineError &e)
{
    using Kind = model::CombineError::Kind;
    switch (e.kind) {
    case Kind::TooLarge: return ScenarioError{.code = ScenarioError::Code::CourseTooLarge, .number = model::Board::kMaxSide, .size = course.combinedSize()};
    case Kind::NegativeOffset: return ScenarioError{.code = ScenarioError::Code::CourseNegativeOffset, .number = e.placementA + 1};
    case Kind::Overlap: break;
    }
    return ScenarioError{.code = ScenarioError::Code::CourseOverlap, .number = e.placementA + 1, .value = e.placementB + 1, .cell = e.cell};
}

std::string_view whatIfErrorWording() { return RF_TRANSLATABLE("ScenarioErrors", "After substep %1: %2"); }

} // namespace rf::rules
