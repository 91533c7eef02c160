// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Rear Laser of the 2023 edition (RULES.md 10.13, 10.14): a laser fires backwards together with
// the main laser, 1 damage to the first robot behind; it is never modified or replaced.
#include "rules/cards/library.h"

namespace rf::rules::cards {

const CardUnit &rearLaser2023Card()
{
    static const CardUnit unit{.data = edition2023UpgradeData(model::UpgradeId::RearLaser), .rearLaser = true};
    return unit;
}

} // namespace rf::rules::cards
