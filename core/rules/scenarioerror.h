// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/course.h"
#include "model/geometry.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace rf::rules {

// Why a scenario cannot be played, a what-if edit not made or an analysis not run: a code and its
// arguments, never a sentence. Each code's template is in scenarioErrorInfo(); the CLI fills it in
// English (text::scenarioErrorText), the editor in the user's language.
struct ScenarioError {
    enum class Code : std::uint8_t {
        UnknownRuleset, // text: the ruleset id
        UnknownOption,  // text: the rule option
        NoCourse,
        CourseTooLarge,       // size: the course, number: the most squares per side
        CourseNegativeOffset, // number: the board (1-based)
        CourseOverlap,        // number, value: the two boards (1-based), cell
        RobotWithoutName,     // number: the robot (1-based)
        DuplicateName,        // robot
        StartOutside,         // robot, cell, size: the course
        ArchiveOutside,       // robot, cell
        DamageOutOfRange,     // robot, number: the damage
        LivesOutOfRange,      // robot, number: the lives
        CardNotInRuleset,     // robot, turn, reg, text: the card kind, other: the ruleset
        OptionCardsNotInRuleset, // robot, other: the ruleset (option cards are classic only)
        OptionHeldTwice,      // robot, other: the other robot, text: the option card
        SharedStart,          // other, robot: the two robots
        NoTurns,              // number: the turns asked for
        // The ruleset's own checks (RULES.md 6).
        AgainInFirstRegister, // robot, turn
        DeckDamageMismatch,   // robot, number: the damage, value: the SPAM cards held
        DiscardWithoutDeck,   // robot
        ProgramsUnownedCards, // robot, number: cards programmed, value: cards owned, text: the card kind
        // The 2016 upgrades (RULES.md 9).
        UpgradesNotInRuleset, // other: the ruleset
        UpgradeTwice,         // robot, other: the two places (robots, "shop"...), text: the upgrade
        TooManyUpgrades,      // robot, number: the slots of one kind
        ShopTooLarge,         // number: the cards in the shop, value: its slots (one per robot)
        // What-if edits (step: the substep after which the edit applies).
        WhatIfStep,         // number: a step before the first substep or before the previous edit
        UnknownRobot,       // text: the robot name
        CellOutside,        // robot, cell
        CellOccupied,       // robot, other: the robot standing there, cell
        RegisterOutOfRange, // robot, number: the register
        WhatIfNotReached,   // robot, number: the substeps played (the play ended before the edit)
        // Comparing rulings.
        TooFewRulings, // number: the rulings given
        // Course analysis.
        TooFewGames,    // number
        TooFewTurns,    // number
        NegativeRobots, // number
        NoStartMarkers,
        NoSuchGame,     // number: the game asked for (from 0), value: the games of the analysis
        CourseTooLargeToPlan, // size: the course, number: the most squares the planning robots take
        // Play refused (game::kMaxRobotCards): robot, turn, reg, number: the cards it owns,
        // value: the limit.
        CardLimit,
    };
    Code code = Code::NoCourse;
    std::string robot{};
    std::string other{};
    std::string text{};
    int number = 0;
    int value = 0;
    int turn = 0;
    int reg = 0;
    int step = 0; // what-if edits: the step it applies after (0: not a what-if)
    model::Point cell{};
    model::Size size{};
};

inline constexpr int kScenarioErrorCount = 39;

// One row per error code: its name, the rule it enforces (an anchor of docs/rules.md, empty for
// errors no rule states) and an English template whose numbered placeholders take the error's
// fields, one letter each in placeholder order:
//   r robot, o other, S a ruleset named by `other` (its id; the editor shows its name), t text,
//   O option card named by `text`, N number, P number + 1 (a game counted from 1), V value,
//   T turn, G register, c cell, W/H the size's width/height, L the rulesets there are.
// The editor looks the template up in translation context "ScenarioErrors".
struct ScenarioErrorInfo {
    std::string_view name;
    std::string_view anchor;
    std::string_view args;
    std::string_view text;
};
const ScenarioErrorInfo &scenarioErrorInfo(ScenarioError::Code code);

// Why a course cannot be combined, as the one ScenarioError the simulator, the analysis and the
// validator report (the only mapping of model::CombineError).
ScenarioError courseError(const model::Course &course, const model::CombineError &error);
// The frame of an error of a what-if edit: %1 the substep, %2 the error.
std::string_view whatIfErrorWording();

} // namespace rf::rules
