// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenariobuilder.h"

// The scripted scenario of the debugger tests: 7 x 7 with an express belt, a normal belt, a
// gear, a board laser and a pit; two robots with fixed programs for one turn. Every register
// has the substeps: reveal, 2 cards, express belts, belts, gears, lasers, checkpoints (8), so
// turn 1 is: deal (1) + 5 x 8 + repairs + clean-up = 43 substeps.
namespace rf::test {

inline model::Scenario debugScenario()
{
    using namespace rf::model;
    ScenarioBuilder b(7, 7);
    b.belt({1, 2}, Direction::North, true);
    b.belt({5, 5}, Direction::West);
    b.device({3, 1}, Device{.kind = DeviceKind::Gear, .clockwise = true});
    b.edge({0, 3}, Direction::West, EdgeKind::Laser, Direction::East);
    b.floor({6, 0}, FloorKind::Pit);
    b.flag({3, 0}, 1);
    // R1 (priorities high) drives north up the left side, R2 walks west along row 5.
    b.robot("R1", {1, 5}, Direction::North, program({"move1:660", "move1:650", "right:400", "move2:780", "uturn:60"}));
    b.robot("R2", {6, 5}, Direction::West, program({"move1:500", "move2:680", "left:70", "back:480", "move1:490"}));
    return b.build();
}

} // namespace rf::test
