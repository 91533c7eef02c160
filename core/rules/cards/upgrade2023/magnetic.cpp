// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Magnetic (RULES.md 10.15): when the robot named, next to the holder (no wall between) at the
// start of its card activation, is moved by its register card, the holder may make right after
// that card the same one-square steps in the same compass directions and order, as ordinary moves
// keeping its facing. Only the steps really made count; void (not-now) when that card pushed the
// holder, when the holder did not begin next to it, or when the card made no step.
#include "rules/cards/upgrade2023/decided.h"

#include <algorithm>
#include <utility>

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023magnetic {
void follow(Engine &e, int i, int mover)
{
    const Decision *d = upgrade2023::decided(e, i, UpgradeId::Magnetic);
    if (!d || d->target != e.robot(mover).name)
        return;
    Scratch &s = e.scratch();
    const bool besides = std::ranges::find(s.cardNeighbours, i) != s.cardNeighbours.end();
    const bool pushed = std::ranges::find(s.cardPushedAll, i) != s.cardPushedAll.end();
    if (!e.inPlay(i) || !besides || pushed || s.cardSteps.empty()) {
        e.voidDecision(i, *d, game::VoidReason::NotNow);
        return;
    }
    e.noteDecision(i, *d, mover);
    e.spendTemporary(i, UpgradeId::Magnetic);
    const std::vector<Direction> steps = s.cardSteps;
    s.spiked.clear(); // one movement of its own (Spiky)
    const bool once = std::exchange(s.spikesOnce, true);
    for (const Direction dir : steps)
        if (!e.inPlay(i) || !upgrade2023::ownMove(e, i, dir))
            break;
    s.spikesOnce = once;
}
} // namespace upgrade2023magnetic

const CardUnit &magneticCard()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::Magnetic),
                               .otherCard = &upgrade2023magnetic::follow};
    return unit;
}

} // namespace rf::rules::cards
