// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Virus (RULES.md 9.7): played, every other robot within 6 squares (orthogonal steps;
// virus-radius-square: a square of 13) takes a Virus card; then the robot plays the top card of
// its deck (damage-no-replacement: nothing).
#include "rules/cards/damage/damagepiles.h"
#include "rules/cards/library.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace rf::rules::cards {

namespace damagevirus {

// A Virus card reaches robots this far away.
constexpr int kVirusRadius = 6;

bool virusPlayed(Engine &e, int i)
{
    const auto &r = e.robot(i);
    const bool square = e.options().virusRadiusSquare;
    // The card is played first, then the robots near take their Virus: the trace tells the
    // cause before its consequences.
    std::vector<int> near;
    for (int j = 0; j < e.robotCount(); ++j) {
        if (j == i || !e.inPlay(j))
            continue;
        const model::Point off = e.robot(j).pos - r.pos;
        if (square ? std::max(std::abs(off.x), std::abs(off.y)) <= kVirusRadius
                   : std::abs(off.x) + std::abs(off.y) <= kVirusRadius)
            near.push_back(j);
    }
    e.note(game::Code::VirusPlayed, i, -1, r.pos, model::Direction::North, static_cast<int>(near.size()));
    for (const int j : near)
        takeDamageCard(e, j, model::DamageKind::Virus);
    return !e.options().damageNoReplacement;
}

} // namespace damagevirus

const CardUnit &virusCard()
{
    static const CardUnit unit{.data = programCardData(Family::Damage, model::CardKind::Virus),
                               .damaged = &damagevirus::virusPlayed};
    return unit;
}

} // namespace rf::rules::cards
