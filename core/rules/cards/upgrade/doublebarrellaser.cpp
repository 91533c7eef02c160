// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Double Barrel Laser (RULES.md 9.5): each hit of the robot's lasers deals one more SPAM.
#include "rules/cards/upgrade/upgradeuse.h"

namespace rf::rules::cards {

const CardUnit &doubleBarrelLaserCard()
{
    static const CardUnit unit{.data = upgradeData(model::UpgradeId::DoubleBarrelLaser), .extraDamage = 1};
    return unit;
}

} // namespace rf::rules::cards
