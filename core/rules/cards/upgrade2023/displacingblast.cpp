// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Displacing Blast (RULES.md 10.13, 10.15): a temporary weapon fired instead of the main laser;
// with the weapon movements the robot it would hit is moved to the reboot token of the board it is
// on, keeping its facing. It is not a reboot. A robot on the token is pushed off along the arrow as
// at a re-entry; when that push is blocked, or the target stands on the token, nothing happens
// (our reading, RULES.md 10.15).
#include "rules/cards/library.h"
#include "rules/edition2023.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023displacing {
void fire(Engine &e, int firer, int target, Direction d, std::vector<WeaponEffect> &later)
{
    e.highlight(e.robot(target).pos);
    later.push_back(WeaponEffect{.firer = firer, .target = target, .dir = d});
}

void displace(Engine &e, int firer, int target)
{
    const BoardIndex &b = e.board();
    const Point at = e.robot(target).pos;
    const int board = b.placementAt(at);
    for (const Point token : b.rebootTokens()) {
        if (b.placementAt(token) != board)
            continue;
        if (token == at)
            return;
        if (!pushOffToken(e, token, target))
            return;
        e.highlight(at);
        e.note(game::Code::DisplacedToToken, target, firer, token, e.robot(target).facing);
        e.relocate(target, token);
        e.highlight(token);
        return;
    }
}
} // namespace upgrade2023displacing

const CardUnit &displacingBlastCard()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::DisplacingBlast),
                               .fireWeapon = &upgrade2023displacing::fire,
                               .moveTarget = &upgrade2023displacing::displace};
    return unit;
}

} // namespace rf::rules::cards
