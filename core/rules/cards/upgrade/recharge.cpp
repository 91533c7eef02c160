// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Recharge (RULES.md 9.6), in the upgrade or programming phase: 3 energy.
#include "rules/cards/upgrade/upgradeuse.h"

namespace rf::rules::cards {

namespace upgraderecharge {
bool recharge(Engine &e, int i, const model::Decision &d)
{
    e.noteDecision(i, d);
    e.spendTemporary(i, d.upgrade);
    e.gainEnergy(i, 3, game::Code::Recharged);
    return true;
}
} // namespace upgraderecharge

const CardUnit &rechargeCard()
{
    static const CardUnit unit{.data = upgradeData(model::UpgradeId::Recharge),
                               .outsideRegisters = &upgraderecharge::recharge};
    return unit;
}

} // namespace rf::rules::cards
