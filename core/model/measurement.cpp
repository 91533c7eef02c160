// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/measurement.h"

#include "model/course.h"

#include <set>

namespace rf::model {

std::map<std::string, int> elementCounts(const Course &course)
{
    std::map<std::string, int> out;
    for (const Placement &pl : course.placements()) {
        const Board &b = pl.board;
        for (const Cell &c : b.cells()) {
            if (c.level > 0)
                ++out["raised"];
            if (c.floor.kind != FloorKind::Floor)
                ++out[std::string(floorKindName(c.floor.kind))];
            if (c.device.kind != DeviceKind::None)
                ++out[std::string(deviceKindName(c.device.kind))];
        }
        for (const EdgeFeature &f : b.edgeFeatures())
            ++out[std::string(edgeKindName(f.kind))];
        for (const Marker &m : b.markers())
            ++out[std::string(markerKindName(m.kind))];
    }
    return out;
}

std::vector<CountChange> countChanges(const std::map<std::string, int> &before, const std::map<std::string, int> &after)
{
    std::set<std::string> kinds;
    for (const auto &[k, n] : before)
        kinds.insert(k);
    for (const auto &[k, n] : after)
        kinds.insert(k);
    std::vector<CountChange> out;
    for (const std::string &k : kinds) {
        const auto b = before.find(k);
        const auto a = after.find(k);
        const int nb = b == before.end() ? 0 : b->second;
        const int na = a == after.end() ? 0 : a->second;
        if (nb != na)
            out.push_back({k, nb, na});
    }
    return out;
}

} // namespace rf::model
