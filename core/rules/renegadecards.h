// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The parts of the 2016 edition's deal that need no part of its play loop (renegade.cpp): the
// programming phase as a step of its own and a robot's own deck at the start.
#include "rules/engine.h"

namespace rf::rules {

// The programming phase as a step of its own (RULES.md 9.1 step 2).
void programmingPhase(Engine &e, int i);

// Turn 1: the robot's own deck (the 20 cards and its SPAM, less the stated program), unless
// the scenario gave the piles.
void setUpDeck(Engine &e, int i, const model::Program *program);

} // namespace rf::rules
