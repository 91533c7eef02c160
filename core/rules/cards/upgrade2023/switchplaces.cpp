// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Switch (RULES.md 10.13, 10.15): a temporary movement upgrade; the robot and the robot named, on a
// neighbouring square with no wall between, change places, each keeping its facing; nobody is
// pushed and nothing on the squares acts (both stood there already). Another target is `not-now`.
#include "model/passage.h"
#include "rules/boardindex.h"
#include "rules/cards/library.h"
#include "rules/cards/upgrade/upgradeuse.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023switch {
// The robot named `name` next to robot i with no wall between, or -1.
int neighbour(const Engine &e, int i, const std::string &name)
{
    const Point at = e.robot(i).pos;
    for (const Direction dir : {Direction::North, Direction::East, Direction::South, Direction::West}) {
        const int t = e.obstacleAt(step(at, dir), i);
        if (t >= 0 && e.robot(t).name == name && passable(e.board().crossing(at, dir)))
            return t;
    }
    return -1;
}

void switchPlaces(Engine &e, int i, const Decision &d)
{
    const int t = neighbour(e, i, d.target);
    if (t < 0) {
        e.voidDecision(i, d, game::VoidReason::NotNow);
        return;
    }
    e.noteDecision(i, d, t);
    e.spendTemporary(i, d.upgrade);
    const Point mine = e.robot(i).pos;
    const Point theirs = e.robot(t).pos;
    e.highlight(mine);
    e.highlight(theirs);
    e.relocate(i, theirs);
    e.relocate(t, mine);
}
// The debugger offers each robot next to it now (no wall between), before and after the card.
void offers(const Engine &e, int i, const Card &, std::vector<DecisionOffer> &out)
{
    const Point at = e.robot(i).pos;
    offerMove(e, out, i, UpgradeId::Switch, [&](auto offer) {
        for (const Direction dir : {Direction::North, Direction::East, Direction::South, Direction::West})
            if (const int t = e.obstacleAt(step(at, dir), i); t >= 0 && passable(e.board().crossing(at, dir)))
                offer([&](Decision &d) { d.target = e.robot(t).name; });
    });
}
} // namespace upgrade2023switch

const CardUnit &switchCard()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::Switch), .afterCard = &upgrade2023switch::switchPlaces,
                               .cardOffers = &upgrade2023switch::offers};
    return unit;
}

} // namespace rf::rules::cards
