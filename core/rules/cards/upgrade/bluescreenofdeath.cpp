// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Blue Screen of Death (RULES.md 9.5): a robot the holder pushes, or shoots from the next square,
// takes a Worm instead of one SPAM; the player names it.
#include "rules/cards/upgrade/upgradeuse.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgradebluescreenofdeath {

const Decision *namedAt(Engine &e, int holder, int target)
{
    const Decision *d =
        e.upgradeDecision(holder, DecisionTime::Register, DecisionUse::Upgrade, UpgradeId::BlueScreenOfDeath);
    return d && d->target == e.robot(target).name ? d : nullptr;
}

void wormPush(Engine &e, int mover, int pushed, PushHit &hit)
{
    if (const Decision *d = namedAt(e, mover, pushed)) {
        e.noteDecision(mover, *d, pushed);
        hit.instead(DamageKind::Worm, e.options().needlerNeedsSpam);
    }
}

void wormShot(Engine &e, Shot &shot)
{
    const Decision *d = namedAt(e, shot.firer, shot.target);
    if (d && step(e.robot(shot.firer).pos, shot.dir) == e.robot(shot.target).pos) {
        e.noteDecision(shot.firer, *d, shot.target);
        shot.instead(DamageKind::Worm);
    }
}

// For a robot shot from next door.
void offerWorm(const Engine &e, int s, Direction d, int t, std::vector<DecisionOffer> &out)
{
    if (step(e.robot(s).pos, d) != e.robot(t).pos)
        return;
    Decision use = registerUse(e, UpgradeId::BlueScreenOfDeath);
    use.target = e.robot(t).name;
    offerUpgrade(e, out, s, use);
}

} // namespace upgradebluescreenofdeath

const CardUnit &blueScreenOfDeathCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::BlueScreenOfDeath),
                               .pushHit = &upgradebluescreenofdeath::wormPush,
                               .shotMod = &upgradebluescreenofdeath::wormShot,
                               .laserOffers = &upgradebluescreenofdeath::offerWorm};
    return unit;
}

} // namespace rf::rules::cards
