// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Boink and Zoop (RULES.md 9.6), after the robot's card: Boink moves it one square without
// turning, as an ordinary move that pushes; Zoop turns it to face the direction chosen.
#include "rules/cards/upgrade/upgradeuse.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgradeboinkzoop {

// Whether robot i can use the decision now: the direction is given and the robot is in play.
bool canUse(Engine &e, int i, const Decision &d)
{
    if (!d.dir || !e.inPlay(i)) {
        e.voidDecision(i, d, game::VoidReason::NotNow);
        return false;
    }
    e.noteDecision(i, d);
    e.spendTemporary(i, d.upgrade);
    return true;
}

void boink(Engine &e, int i, const Decision &d)
{
    if (!canUse(e, i, d))
        return;
    e.note(game::Code::BoinkStep, i, -1, e.robot(i).pos, *d.dir);
    e.ownStep(i, *d.dir);
}

void zoop(Engine &e, int i, const Decision &d)
{
    if (!canUse(e, i, d))
        return;
    auto &r = e.robot(i);
    r.facing = *d.dir;
    e.note(game::Code::ZoopTurn, i, -1, r.pos, r.facing);
}

// Where the robot stands after its card is not known yet: every direction.
void offerDirections(const Engine &e, int i, const HeldUpgrade &h, std::vector<DecisionOffer> &out)
{
    for (const Direction dir : {Direction::North, Direction::East, Direction::South, Direction::West}) {
        Decision d = registerUse(e, h.id);
        d.dir = dir;
        offerUpgrade(e, out, i, d);
    }
}

} // namespace upgradeboinkzoop

const CardUnit &boinkCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::Boink),
                               .afterCard = &upgradeboinkzoop::boink,
                               .registerOffers = &upgradeboinkzoop::offerDirections};
    return unit;
}

const CardUnit &zoopCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::Zoop),
                               .afterCard = &upgradeboinkzoop::zoop,
                               .registerOffers = &upgradeboinkzoop::offerDirections};
    return unit;
}

} // namespace rf::rules::cards
