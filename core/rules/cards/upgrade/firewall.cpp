// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Firewall (RULES.md 9.5): the robot's reboots deal no SPAM.
#include "rules/cards/upgrade/upgradeuse.h"

namespace rf::rules::cards {

const CardUnit &firewallCard()
{
    static const CardUnit unit{.data = upgradeData(model::UpgradeId::Firewall), .freeReboot = true};
    return unit;
}

} // namespace rf::rules::cards
