// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Magnetic (RULES.md 10.15): when the robot named, next to the holder (no wall between) at the
// start of its card activation, is moved by its register card, the holder may make right after
// that card the same one-square steps in the same compass directions and order, as ordinary moves
// keeping its facing. Only the steps really made count; void (not-now) when that card pushed the
// holder, when the holder did not begin next to it, or when the card made no step.
#include "rules/cards/upgrade/upgradeuse.h"
#include "rules/cards/upgrade2023/decided.h"
#include "rules/cards/upgrade2023/firstpushed.h"

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
// Before robot `mover`'s card: the debugger offers it to each robot next to the mover (no wall
// between) that holds it, unless the card cannot move the mover (a turn, Power Up) or pushes that
// robot first. A SPAM, a Haywire or an Again that draws may move it: only playing it tells.
void offers(const Engine &e, int mover, const Card &card, std::vector<DecisionOffer> &out)
{
    const CardKind kind = upgrade2023::resolvedKind(e, mover, card);
    if (!cardIsMove(kind) && !cardIsEdition2023Damage(kind) && kind != CardKind::Again)
        return;
    const int pushed = upgrade2023::firstPushed(e, mover, card);
    const Point at = e.robot(mover).pos;
    for (const Direction dir : {Direction::North, Direction::East, Direction::South, Direction::West}) {
        const int h = e.obstacleAt(step(at, dir), mover);
        if (h < 0 || h == pushed || !e.holdsUpgrade(h, UpgradeId::Magnetic) || !passable(e.board().crossing(at, dir)))
            continue;
        Decision d = registerUse(e, UpgradeId::Magnetic);
        d.target = e.robot(mover).name;
        offerUpgrade(e, out, h, d);
    }
}
} // namespace upgrade2023magnetic

const CardUnit &magneticCard()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::Magnetic),
                               .otherCard = &upgrade2023magnetic::follow,
                               .cardOffers = &upgrade2023magnetic::offers};
    return unit;
}

} // namespace rf::rules::cards
