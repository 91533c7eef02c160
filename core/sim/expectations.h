// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/state.h"
#include "model/scenario.h"
#include "rules/ruleset.h"
#include "sim/statefields.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

// Checking a scenario's expectations against the game (`check`, ScenarioRun).
namespace rf::sim {

// One expected value that did not hold: the two values as files write them ("3,2", "true"), or
// a finding in a code (the CLI words it, text::mismatchExpected/Actual).
struct Mismatch {
    enum class Finding : std::uint8_t {
        Values,        // `expected` and `actual` are values
        NotReached,    // play never reached the moment
        NoSuchRobot,   // the scenario has no robot named `robot`
        OptionNotHeld, // ammo of an option the robot does not hold (`actual`: the option's name)
        NotInRuleset,  // energy or reboots under a ruleset without them (`actual`: the ruleset)
    };
    int turn = 0; // the moment (as in model::Expectation)
    int afterRegister = 0;
    std::string robot{}; // empty for a field of the game (statefields.h: its subject)
    Field field = Field::At;
    std::string expected{};
    std::string actual{};
    bool holds = false; // a comparison that held (kept by checkExpectation's `all`)
    Finding finding = Finding::Values;
    friend bool operator==(const Mismatch &, const Mismatch &) = default;
};

// The templates of the findings, one row per Finding: what was expected and what was found, with
// %1 the argument Mismatch names (empty: the value itself). The editor translates them in context
// "Expectations".
struct FindingInfo {
    std::string_view expected;
    std::string_view actual;
};
inline constexpr int kFindingCount = 5;
const FindingInfo &findingInfo(Mismatch::Finding f);
// How a NotReached finding names its moment: "turn %1 register %2", or "end of turn %1" for an
// expectation at the end of a turn.
std::string_view momentWording(bool afterRegister);

// The expectations that hold when the scenario is played under its own ruleset: the plain ones,
// then those stated for that ruleset.
std::vector<model::Expectation> expectationsFor(const model::Scenario &sc);
// Compares one expectation with the state `st` (played under `rules`); appends what does not hold
// (with `all`, every comparison, `holds` telling which held).
void checkExpectation(const model::Expectation &ex, const game::GameState &st, const rules::Ruleset &rules,
                      std::vector<Mismatch> &out, bool all = false);
// The failed ones of `checks`.
std::vector<Mismatch> failuresOf(const std::vector<Mismatch> &checks);
// The mismatch of an expectation whose moment play never reached.
Mismatch notReached(const model::Expectation &ex);

// The robot fields as text, for messages: "3,2".
std::string pointText(model::Point p);

} // namespace rf::sim
