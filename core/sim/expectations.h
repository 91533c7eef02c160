// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/state.h"
#include "model/scenario.h"
#include "rules/ruleset.h"

#include <string>
#include <vector>

// Checking a scenario's expectations against the game (`check`, ScenarioRun).
namespace rf::sim {

// One expected value that did not hold.
struct Mismatch {
    int turn = 0; // the moment (as in model::Expectation)
    int afterRegister = 0;
    std::string robot; // empty for the winner
    std::string field; // at, facing, damage, destroyed, lives, flags, archive, eliminated, powered-down, winner
    std::string expected;
    std::string actual;
    bool holds = false; // a comparison that held (kept by checkExpectation's `all`)
    friend bool operator==(const Mismatch &, const Mismatch &) = default;
};

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
