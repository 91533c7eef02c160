// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Ramming Gear, the option card (RULES.md 8.2): a robot the holder's card moves it into, pushed
// or not, takes 1 damage, once per card for each robot (ramming-per-square: per square).
#include "rules/cards/option/optionuse.h"

#include <algorithm>

namespace rf::rules::cards {

using namespace rf::model;

namespace optionramminggear {
void ram(Engine &e, int mover, int touched, Direction d)
{
    auto &rammed = e.scratch().rammed;
    if (!e.inPlay(touched) || (!e.options().rammingPerSquare && std::ranges::find(rammed, touched) != rammed.end()))
        return;
    rammed.push_back(touched);
    e.highlight(e.robot(touched).pos);
    e.note(game::Code::RammingDamage, touched, mover, e.robot(touched).pos, d, 1);
    e.damage(touched, 1, game::Code::RammingDamage, true, opposite(d));
}
} // namespace optionramminggear

const CardUnit &rammingGearOptionCard()
{
    static const CardUnit unit{.data = optionData(OptionId::RammingGear), .bump = &optionramminggear::ram};
    return unit;
}

} // namespace rf::rules::cards
