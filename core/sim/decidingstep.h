// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sim/expectations.h"
#include "sim/replay.h"
#include "sim/statefields.h"

#include <vector>

// Which substep decided an expectation: the last one, up to the moment the expectation is checked,
// that changed what it is about (statediff.h). The ruling report shows that substep and the
// debugger's question header links to it.
namespace rf::sim {

// The position after which the comparison `m` was made: the last substep of its register (of its
// turn, for one at the end of a turn; the last one played, for the final state). 0 when no
// substep of that moment was played.
int checkedPosition(const Replay &replay, const Mismatch &m);

// The fields of the game state that an expectation's field reads ("at": the square and whether
// the robot is in play). Empty for what is not a field of the state (a robot the scenario lacks,
// a moment never reached).
FieldSet fieldsRead(Field expectationField);

// For each of `checks`: the last substep up to its checkedPosition() that changed a field it reads
// (of its robot, or of the game); 0 when none did (the setup decided it); its checkedPosition()
// for a check that reads no field of the state (a robot the scenario lacks, a moment never
// reached). One pass over the play.
std::vector<int> decidingPositions(const Replay &replay, const std::vector<Mismatch> &checks);

} // namespace rf::sim
