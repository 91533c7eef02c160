// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Memory Stick (RULES.md 9.5): the robot draws one more card in the programming phase.
#include "rules/cards/upgrade/upgradeuse.h"

namespace rf::rules::cards {

const CardUnit &memoryStickCard()
{
    static const CardUnit unit{.data = upgradeData(model::UpgradeId::MemoryStick), .extraCards = 1};
    return unit;
}

} // namespace rf::rules::cards
