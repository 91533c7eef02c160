// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/startscenario.h"

#include <algorithm>
#include <format>

namespace rf::sim {

using namespace rf::model;

std::expected<Scenario, rules::ScenarioError> startScenario(const Course &course, const Board &combined,
                                                            const StartPlacement &placement)
{
    const std::vector<const Marker *> starts = combined.markersOf(MarkerKind::Start);
    if (starts.empty())
        return std::unexpected(rules::ScenarioError{.code = rules::ScenarioError::Code::NoStartMarkers});
    const int count = static_cast<int>(starts.size());
    Scenario sc;
    sc.course = course;
    for (int j = 0; j < std::min(placement.robots, count); ++j) {
        const Marker *m = starts[static_cast<std::size_t>((placement.firstStart + j) % count)];
        ScenarioRobot r;
        r.name =
            placement.names == StartNames::ByMarker ? std::format("start {}", m->number) : std::format("R{}", j + 1);
        r.at = m->at;
        r.facing = m->facing;
        sc.robots.push_back(std::move(r));
    }
    return sc;
}

} // namespace rf::sim
