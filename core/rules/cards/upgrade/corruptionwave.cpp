// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Corruption Wave (RULES.md 9.5): the SPAM the holder deals to the robot named, by a shot or a
// push, goes on top of its draw pile instead of its discard pile.
#include "rules/cards/upgrade/upgradeuse.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgradecorruptionwave {

bool onTop(Engine &e, int firer, int target, bool spam)
{
    const Decision *wave =
        e.upgradeDecision(firer, DecisionTime::Register, DecisionUse::Upgrade, UpgradeId::CorruptionWave);
    const bool onDraw = wave && wave->target == e.robot(target).name;
    if (onDraw && spam)
        e.noteDecision(firer, *wave, target);
    return onDraw;
}

void offerWave(const Engine &e, int s, Direction, int t, std::vector<DecisionOffer> &out)
{
    Decision use = registerUse(e, UpgradeId::CorruptionWave);
    use.target = e.robot(t).name;
    offerUpgrade(e, out, s, use);
}

} // namespace upgradecorruptionwave

const CardUnit &corruptionWaveCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::CorruptionWave),
                               .onDrawPile = &upgradecorruptionwave::onTop,
                               .laserOffers = &upgradecorruptionwave::offerWave};
    return unit;
}

} // namespace rf::rules::cards
