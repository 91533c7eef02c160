// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "validate/reachability.h"

#include <map>
#include <string>

namespace rf::validate {

using namespace rf::model;

namespace {

// The squares a robot may reach from `start` besides walking: a teleporter sends a robot playing
// a move card (1-3, 4 with Fourth Gear) card + 2 squares forward, a back up 2 back, over anything
// between (RULES.md 3). The robot can face any way first, so every direction counts.
template<typename Visit> void teleporterJumps(const Board &b, Point start, Visit &&visit)
{
    constexpr int kShortest = 2; // a back up
    constexpr int kLongest = 6;  // a move 3 with Fourth Gear, + 2
    for (Direction d : kAllDirections)
        for (int n = kShortest; n <= kLongest; ++n)
            if (const Point q = step(start, d, n); b.contains(q))
                visit(q);
}

// Portal partners, only for colours with exactly two portals (others are errors anyway).
std::map<std::string, std::vector<Point>, std::less<>> portalsByColour(const Board &b)
{
    std::map<std::string, std::vector<Point>, std::less<>> portals;
    for (Point p{0, 0}; p.y < b.height(); ++p.y)
        for (p.x = 0; p.x < b.width(); ++p.x)
            if (b.cell(p).device.kind == DeviceKind::Portal)
                portals[b.cell(p).device.colour].push_back(p);
    return portals;
}

} // namespace

std::vector<std::uint8_t> reachableFromStarts(const Board &b, const PassageTable &passage)
{
    const auto n = static_cast<std::size_t>(b.size().area());
    const auto idx = [&](Point p) { return static_cast<std::size_t>(p.y) * static_cast<std::size_t>(b.width()) + static_cast<std::size_t>(p.x); };
    std::vector<std::uint8_t> reached(n, 0);
    std::vector<Point> queue;
    queue.reserve(n);
    auto visit = [&](Point p) {
        if (!reached[idx(p)] && mayStand(b.cell(p))) {
            reached[idx(p)] = 1;
            queue.push_back(p);
        }
    };
    bool anyStart = false;
    for (const Marker &m : b.markers()) {
        if (m.kind == MarkerKind::Start && b.contains(m.at)) {
            anyStart = true;
            visit(m.at);
        }
    }
    if (!anyStart)
        return {};
    // A rebooting robot (renegade) is put on its board's reboot token: once robots play, any of
    // them can fall and land there, so tokens count as reached.
    for (Point p{0, 0}; p.y < b.height(); ++p.y)
        for (p.x = 0; p.x < b.width(); ++p.x)
            if (b.cell(p).device.kind == DeviceKind::RebootToken)
                visit(p);

    const auto portals = portalsByColour(b);
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const Point p = queue[head];
        const Device &dev = b.cell(p).device;
        if (dev.kind == DeviceKind::Portal) {
            const auto it = portals.find(dev.colour);
            if (it != portals.end() && it->second.size() == 2)
                visit(it->second[0] == p ? it->second[1] : it->second[0]);
        } else if (dev.kind == DeviceKind::Teleporter) {
            teleporterJumps(b, p, visit);
        }
        for (Direction d : kAllDirections) {
            const Point q = step(p, d);
            if (b.contains(q) && passable(passage.crossing(p, d)))
                visit(q);
        }
    }
    return reached;
}

} // namespace rf::validate
