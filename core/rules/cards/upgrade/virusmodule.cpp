// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Virus Module (RULES.md 9.5): a robot the holder pushes takes a Virus card.
#include "rules/cards/upgrade/upgradeuse.h"

namespace rf::rules::cards {

namespace upgradevirusmodule {
void infect(Engine &, int, int, PushHit &hit)
{
    hit.cards.push_back(model::DamageKind::Virus);
}
} // namespace upgradevirusmodule

const CardUnit &virusModuleCard()
{
    static const CardUnit unit{.data = upgradeData(model::UpgradeId::VirusModule),
                               .pushHit = &upgradevirusmodule::infect};
    return unit;
}

} // namespace rf::rules::cards
