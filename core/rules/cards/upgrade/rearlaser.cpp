// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Rear Laser (RULES.md 9.5): the robot also fires backwards.
#include "rules/cards/upgrade/upgradeuse.h"

namespace rf::rules::cards {

const CardUnit &rearLaserCard()
{
    static const CardUnit unit{.data = upgradeData(model::UpgradeId::RearLaser), .rearLaser = true};
    return unit;
}

} // namespace rf::rules::cards
