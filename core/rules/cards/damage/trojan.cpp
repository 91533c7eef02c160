// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Trojan Horse (RULES.md 9.7): played, the robot takes 2 SPAM, then plays the top card of its
// deck (damage-no-replacement: nothing).
#include "rules/cards/damage/damagepiles.h"
#include "rules/cards/library.h"

namespace rf::rules::cards {

namespace damagetrojan {
bool trojanPlayed(Engine &e, int i)
{
    e.note(game::Code::TrojanPlayed, i, -1, e.robot(i).pos);
    takeDamagePoints(e, i, 2);
    return !e.options().damageNoReplacement;
}
} // namespace damagetrojan

const CardUnit &trojanCard()
{
    static const CardUnit unit{.data = programCardData(Family::Damage, model::CardKind::Trojan),
                               .damaged = &damagetrojan::trojanPlayed};
    return unit;
}

} // namespace rf::rules::cards
