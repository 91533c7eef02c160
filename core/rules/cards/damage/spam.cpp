// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SPAM (RULES.md 6, 9.7): one damage point. Played, it does nothing itself: it goes back to its
// pile and the robot plays the top card of its deck instead (the edition's play, renegade.cpp).
#include "rules/cards/damage/damagepiles.h"
#include "rules/cards/library.h"

namespace rf::rules::cards {

const CardUnit &spamCard()
{
    static const CardUnit unit{.data = [] {
        CardData d = programCardData(Family::Damage, kDamagePoint.kind);
        d.damagePoint = true;
        return d;
    }()};
    return unit;
}

} // namespace rf::rules::cards
