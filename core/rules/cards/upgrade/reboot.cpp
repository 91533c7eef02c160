// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Reboot, the temporary upgrade (RULES.md 9.6): at the start of its activation the robot reboots
// instead of playing its card, and this reboot deals no SPAM.
#include "rules/cards/upgrade/upgradeuse.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgradereboot {

bool rebootNow(Engine &e, int i)
{
    const Decision *d = usable(e, i, UpgradeId::Reboot);
    if (!d || !e.inPlay(i))
        return false;
    e.noteDecision(i, *d);
    e.spendTemporary(i, UpgradeId::Reboot);
    e.robot(i).freeReboot = true;
    e.destroy(i, game::DestroyCause::Reboot, game::Code::RebootUsed);
    return true;
}

void offerReboot(const Engine &e, int i, const Card &, std::vector<DecisionOffer> &out)
{
    offerUpgrade(e, out, i, registerUse(e, UpgradeId::Reboot));
}

} // namespace upgradereboot

const CardUnit &rebootCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::Reboot),
                               .beforeCard = &upgradereboot::rebootNow,
                               .cardOffers = &upgradereboot::offerReboot};
    return unit;
}

} // namespace rf::rules::cards
