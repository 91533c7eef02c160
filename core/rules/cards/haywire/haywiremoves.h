// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the Haywire cards of the 2023 edition are made of (RULES.md 10.16): ordinary moves and
// card pushes, and turns that are not rotate cards. Each part returns false when the robot
// rebooted on the way: the rest of the Haywire is lost.
#include "rules/cards/library.h"

namespace rf::rules::cards::haywire {

// Moves robot i `squares` forward (negative: back) one square at a time, pushing.
bool move(Engine &e, int i, int squares);
// Moves robot i `squares` towards its left (side < 0) or right without turning.
bool sidestep(Engine &e, int i, int side, int squares);
// Turns robot i by quarter turns clockwise (3: left, 2: U-turn).
void turn(Engine &e, int i, int quarterTurns);
// Robot i's choice `use` for the Haywire it plays in the current register, or nullptr (the
// default is played).
const model::Decision *choice(Engine &e, int i, model::DecisionUse use);
// A Haywire's printed facts: a damage card of the 2023 edition's deck.
CardData data(model::CardKind k);

} // namespace rf::rules::cards::haywire
