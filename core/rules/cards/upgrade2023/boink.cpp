// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Boink of the 2023 edition (RULES.md 10.13, 10.15): a temporary movement upgrade; the robot moves
// to the neighbouring square chosen, keeping its facing, when no wall is between, the square is on
// the board and holds no robot (void, `not-now`, otherwise: it never pushes, unlike the 2016 card).
// A pit there makes it fall.
#include "model/passage.h"
#include "rules/boardindex.h"
#include "rules/cards/library.h"
#include "rules/cards/upgrade/upgradeuse.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023boink {
void boink(Engine &e, int i, const Decision &d)
{
    const Point from = e.robot(i).pos;
    const Point to = step(from, *d.dir);
    if (!e.board().contains(to) || !passable(e.board().crossing(from, *d.dir)) || e.obstacleAt(to, i) >= 0) {
        e.voidDecision(i, d, game::VoidReason::NotNow);
        return;
    }
    e.noteDecision(i, d);
    e.spendTemporary(i, d.upgrade);
    e.note(game::Code::BoinkStep, i, -1, from, *d.dir);
    e.pushStep(i, *d.dir, 0, false);
}
// The debugger offers each direction, before and after the card.
void offers(const Engine &e, int i, const Card &, std::vector<DecisionOffer> &out)
{
    offerMove(e, out, i, UpgradeId::Boink, [](auto offer) {
        for (const Direction dir : {Direction::North, Direction::East, Direction::South, Direction::West})
            offer([&](Decision &d) { d.dir = dir; });
    });
}
} // namespace upgrade2023boink

const CardUnit &boink2023Card()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::Boink), .afterCard = &upgrade2023boink::boink,
                               .cardOffers = &upgrade2023boink::offers};
    return unit;
}

} // namespace rf::rules::cards
