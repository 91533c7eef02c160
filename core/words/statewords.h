// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/event.h"
#include "model/scenario.h"
#include "sim/compare.h"
#include "sim/expectations.h"
#include "sim/statediff.h"
#include "sim/statefields.h"

#include <QCoreApplication>
#include <QString>

#include <string>

// The fields of a game (sim/statefields.h), their values, the expectations' checks, the moments of
// play and the rulings compared, in the user's language: what the debugger and the translated
// ruling report show. The CLI's English is text/statetext.h.
namespace rf::words {

class StateWords {
    Q_DECLARE_TR_FUNCTIONS(rf::words::StateWords)
};

// A field as its table labels it, translated ("SPAM cards taken").
QString fieldLabel(sim::Field field);
// What an expectation is about: "Blue: SPAM cards taken", "Damage piles".
QString checkSubject(const sim::Mismatch &check);
// A value of `field` as files write it (sim::fieldValue, an expectation's expected or actual
// value), in words: "yes", "move 2 (500), SPAM", "Rail Gun (used this round)", "none".
QString valueText(sim::Field field, const std::string &value);
// A changed value: "0 → 1", or for a list the items added and removed ("+Virus, −SPAM").
QString changeText(sim::Field field, const std::string &before, const std::string &after);
// One field a substep changed: "Blue: Virus cards taken 0 → 1", "Damage piles: …".
QString changeLine(const sim::StateView &before, const sim::StateView &after, const sim::FieldDiff &diff);
// When an expectation is checked: "at the end", "end of turn 2", "turn 2, register 3".
QString checkMoment(const sim::Mismatch &check);
// One comparison of an expectation: "Blue: SPAM cards taken (at the end): expected 1, got 1".
QString checkText(const sim::Mismatch &check);
// A moment of play: "Turn 1, register 2 (B: robots move)", "Turn 1 (Deal and program)".
QString phaseMoment(int turn, int reg, game::Phase phase);
// A ruling in words: "2016 edition, Virus reaches a square on" (the ruleset, then the rule options
// the variant sets, in the table's order).
QString rulingLabel(const sim::RulingVariant &variant);
// The same with the options the scenario sets too (the ruling report's rulings).
QString rulingLabel(const model::Scenario &scenario, const sim::RulingVariant &variant);

} // namespace rf::words
