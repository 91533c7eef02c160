// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Spiky (RULES.md 10.14): a robot that tries to enter the holder's square, by its own movement of
// any kind or because it is pushed there, draws 1 damage card, once per movement or push, whether
// or not the holder moves. Arriving next to it, a belt it stops and a re-entry onto its square do
// not count (none of them tries to enter its square by a step: Engine::spikes).
#include "rules/cards/library.h"
#include "rules/engine.h"

#include <algorithm>

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023spiky {
void prick(Engine &e, int holder, int entering, Direction d)
{
    if (!e.inPlay(entering) || !e.inPlay(holder))
        return;
    Scratch &s = e.scratch();
    if (s.spikesOnce) { // one movement made of several steps: once per robot and holder
        const std::pair<int, int> met{entering, holder};
        if (std::ranges::find(s.spiked, met) != s.spiked.end())
            return;
        s.spiked.push_back(met);
    }
    e.highlight(e.robot(holder).pos);
    e.note(game::Code::SpikyDamage, entering, holder, e.robot(entering).pos, d, 1);
    e.damage(entering, 1, game::Code::SpikyDamage, true, d);
}
} // namespace upgrade2023spiky

const CardUnit &spikyCard()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::Spiky), .entered = &upgrade2023spiky::prick};
    return unit;
}

} // namespace rf::rules::cards
