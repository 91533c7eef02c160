// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Rail Gun (RULES.md 9.5): the robot's lasers shoot every robot on their line up to the board
// edge or the antenna, through walls and robots.
#include "rules/cards/upgrade/upgradeuse.h"

#include <algorithm>
#include <cstdlib>

namespace rf::rules::cards {

using namespace rf::model;

namespace upgraderailgun {

// The robots on the line, nearest first. `targets`: the robots a beam can hit.
void railLine(const Engine &e, std::span<const LaserTarget> targets, int s, Direction d, std::vector<int> &out)
{
    out.clear();
    const BoardIndex &b = e.board();
    const Point from = e.robot(s).pos;
    int reach = 0; // squares the beam crosses before the edge or the antenna
    for (Point p = step(from, d); b.contains(p) && !blocksLikeWall(b.device(p).kind); p = step(p, d))
        ++reach;
    const Point v = delta(d);
    for (const LaserTarget &t : targets) {
        const Point off = t.pos - from;
        const int along = v.x != 0 ? off.x * v.x : off.y * v.y;
        const int across = v.x != 0 ? off.y : off.x;
        if (t.robot != s && across == 0 && along >= 1 && along <= reach)
            out.push_back(t.robot);
    }
    std::ranges::sort(out, [&](int a, int c) {
        const Point pa = e.robot(a).pos - from, pc = e.robot(c).pos - from;
        return std::abs(pa.x) + std::abs(pa.y) < std::abs(pc.x) + std::abs(pc.y);
    });
}

} // namespace upgraderailgun

const CardUnit &railGunCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::RailGun),
                               .shotLine = &upgraderailgun::railLine,
                               .shotCode = game::Code::RailGunHit};
    return unit;
}

} // namespace rf::rules::cards
