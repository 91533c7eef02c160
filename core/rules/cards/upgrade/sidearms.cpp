// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Side Arms (RULES.md 9.5): the first robot the holder's card would push is pushed one square to
// its left or right instead, and the holder moves on; a blocked side square blocks the push (the
// mover stops: our reading).
#include "rules/cards.h"
#include "rules/cards/upgrade/upgradeuse.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgradesidearms {

bool pushSideways(Engine &e, int i, int pushed, Direction d, StepResult &result)
{
    if (!e.upgradesInGame() || !e.firstPushOfCard())
        return false;
    const Decision *dec = usable(e, i, UpgradeId::SideArms);
    if (!dec)
        return false;
    e.takeFirstPush(); // for the first push of the card only
    if (dec->side == 0) {
        e.voidDecision(i, *dec, game::VoidReason::NotNow);
        return false;
    }
    e.noteDecision(i, *dec, pushed);
    const Direction side = dec->side < 0 ? turnLeft(e.robot(i).facing) : turnRight(e.robot(i).facing);
    e.note(game::Code::SideArmsPush, i, pushed, e.robot(pushed).pos, side);
    const Point from = e.robot(i).pos;
    if (e.pushStep(pushed, side, 0, false) == StepResult::Blocked) {
        result = StepResult::Blocked;
        return true;
    }
    e.rules().pushedByMover(e, i, pushed, 1);
    e.relocate(i, step(from, d));
    e.enterCell(i, from, d, true);
    result = e.inPlay(i) ? StepResult::Moved : StepResult::Destroyed;
    return true;
}

// Offered when a robot stands in the way of the card's first step.
void offerSideArms(const Engine &e, int i, const Card &card, std::vector<DecisionOffer> &out)
{
    if (!cardIsMove(card.kind))
        return;
    const auto &r = e.robot(i);
    const Direction dir = cardIsBackward(card.kind) ? opposite(r.facing) : r.facing;
    if (e.obstacleAt(step(r.pos, dir), i) < 0)
        return;
    for (const int side : {-1, 1}) {
        Decision d = registerUse(e, UpgradeId::SideArms);
        d.side = side;
        offerUpgrade(e, out, i, d);
    }
}

} // namespace upgradesidearms

const CardUnit &sideArmsCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::SideArms),
                               .firstPush = &upgradesidearms::pushSideways,
                               .cardOffers = &upgradesidearms::offerSideArms};
    return unit;
}

} // namespace rf::rules::cards
