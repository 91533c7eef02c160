// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/board.h"
#include "model/course.h"
#include "model/scenario.h"
#include "rules/scenarioerror.h"

#include <cstdint>
#include <expected>

namespace rf::sim {

// How robots are named when placed on the start markers.
enum class StartNames : std::uint8_t {
    Numbered, // R1, R2, ... in the order they are placed (the debugger's new scenario)
    ByMarker, // "start N", N the marker's number (the games of an analysis)
};

// Which start markers get a robot.
struct StartPlacement {
    int robots = 8;     // at most this many (fewer when the course has fewer start markers)
    int firstStart = 0; // the index (in number order) of the first robot's marker; the next robots
                        // take the markers after it, wrapping around to the first
    StartNames names = StartNames::Numbered;
};

// A scenario on `course` with a robot on each start marker of `combined` (the course combined,
// which the caller usually holds already), facing as the marker does, with no programs; the rest
// is a default scenario for the caller to fill in. Errors: the course has no start markers.
std::expected<model::Scenario, rules::ScenarioError>
startScenario(const model::Course &course, const model::Board &combined, const StartPlacement &placement = {});

} // namespace rf::sim
