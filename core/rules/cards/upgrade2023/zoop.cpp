// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Zoop of the 2023 edition (RULES.md 10.13, 10.15): a temporary movement upgrade; the robot turns to
// face the direction chosen, before or after its card. It is not a U-turn (Laser Kata).
#include "rules/cards/library.h"
#include "rules/cards/upgrade/upgradeuse.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023zoop {
void zoop(Engine &e, int i, const Decision &d)
{
    e.noteDecision(i, d);
    e.spendTemporary(i, d.upgrade);
    auto &r = e.robot(i);
    r.facing = *d.dir;
    e.note(game::Code::ZoopTurn, i, -1, r.pos, r.facing);
}
// The debugger offers each facing, before and after the card.
void offers(const Engine &e, int i, const Card &, std::vector<DecisionOffer> &out)
{
    offerMove(e, out, i, UpgradeId::Zoop, [](auto offer) {
        for (const Direction dir : {Direction::North, Direction::East, Direction::South, Direction::West})
            offer([&](Decision &d) { d.dir = dir; });
    });
}
} // namespace upgrade2023zoop

const CardUnit &zoop2023Card()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::Zoop), .afterCard = &upgrade2023zoop::zoop,
                               .cardOffers = &upgrade2023zoop::offers};
    return unit;
}

} // namespace rf::rules::cards
