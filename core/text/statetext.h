// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/event.h"
#include "sim/expectations.h"
#include "sim/statefields.h"

#include <string>

// The English of the fields of a game (sim/statefields.h) and of the moments of play, for the
// CLI and the ruling report: one spelling each.
namespace rf::text {

// "SPAM cards taken", "damage piles": the field's label as its table row has it.
std::string fieldLabel(sim::Field field);
// What an expectation is about: "Blue: SPAM cards taken", "Damage piles", "Winner".
std::string checkSubject(const sim::Mismatch &check);
// When an expectation is checked: "at the end", "after turn 2", "after turn 2, register 3".
std::string checkMoment(const sim::Mismatch &check);
// A moment of play: "turn 1, deal", "turn 1, register 2, robots move" (`reg` 0 outside the
// registers).
std::string phaseMoment(int turn, int reg, game::Phase phase);
// A changed value: "0 -> 1", or for a list "+virus, -spam" (the items added and removed).
std::string changeWords(sim::Field field, const std::string &before, const std::string &after);

} // namespace rf::text
