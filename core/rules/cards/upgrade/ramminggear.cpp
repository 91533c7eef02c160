// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Ramming Gear, the 2016 upgrade (RULES.md 9.5): a robot the holder pushes takes 1 SPAM.
#include "rules/cards/upgrade/upgradeuse.h"

namespace rf::rules::cards {

namespace upgraderamminggear {
void ram(Engine &, int, int, PushHit &hit)
{
    ++hit.spam;
}
} // namespace upgraderamminggear

const CardUnit &rammingGearUpgradeCard()
{
    static const CardUnit unit{.data = upgradeData(model::UpgradeId::RammingGear), .pushHit = &upgraderamminggear::ram};
    return unit;
}

} // namespace rf::rules::cards
