// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Ramming Gear of the 2023 edition (RULES.md 10.13, 10.14): when a card push of the robot pushes,
// or tries to push, the first robot of the chain, that robot draws 1 damage card, once per card.
// A push that a wall blocks still counts; the robots further along the chain draw nothing (the
// 2016 card dealt SPAM to the whole chain and only for pushes that moved it).
#include "rules/cards/library.h"
#include "rules/engine.h"

#include <algorithm>

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023ramming {
void ram(Engine &e, int mover, int touched, Direction d)
{
    auto &rammed = e.scratch().rammed; // cleared for every card the robot plays
    if (!e.inPlay(touched) || std::ranges::find(rammed, touched) != rammed.end())
        return;
    rammed.push_back(touched);
    e.highlight(e.robot(touched).pos);
    e.note(game::Code::RammingDamage, touched, mover, e.robot(touched).pos, d, 1);
    e.damage(touched, 1, game::Code::RammingDamage, true, opposite(d));
}
} // namespace upgrade2023ramming

const CardUnit &rammingGear2023Card()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::RammingGear), .bump = &upgrade2023ramming::ram};
    return unit;
}

} // namespace rf::rules::cards
