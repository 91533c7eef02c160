// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Double-Barrel Laser of the 2023 edition (RULES.md 10.13, 10.14): the main laser deals 1 more
// damage to each robot it hits; not the Rear Laser, not a replacement weapon (the 2016 card acted
// on every laser).
#include "rules/cards/library.h"

namespace rf::rules::cards {

const CardUnit &doubleBarrelLaser2023Card()
{
    static const CardUnit unit{.data = edition2023UpgradeData(model::UpgradeId::DoubleBarrelLaser), .extraDamage = 1};
    return unit;
}

} // namespace rf::rules::cards
