// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"

namespace rf::rules::cards {

// The card that is one damage point in the 2016 edition (SPAM, RULES.md 6): a robot's damage
// counts those it owns.
inline constexpr model::Card kDamagePoint{model::CardKind::Spam, 0};
constexpr bool isDamagePoint(model::CardKind k)
{
    return k == kDamagePoint.kind;
}
inline constexpr model::DamageKind kDamagePointPile = model::DamageKind::Spam;

} // namespace rf::rules::cards
