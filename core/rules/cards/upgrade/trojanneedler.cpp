// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Trojan Needler (RULES.md 9.5): a robot the holder shoots or pushes takes a Trojan Horse
// instead of one SPAM (a push without SPAM still deals it, unless needler-needs-spam).
#include "rules/cards/upgrade/upgradeuse.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgradetrojanneedler {
void needlePush(Engine &e, int, int, PushHit &hit)
{
    hit.instead(DamageKind::Trojan, e.options().needlerNeedsSpam);
}
void needleShot(Engine &, Shot &shot)
{
    shot.instead(DamageKind::Trojan);
}
} // namespace upgradetrojanneedler

const CardUnit &trojanNeedlerCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::TrojanNeedler),
                               .pushHit = &upgradetrojanneedler::needlePush,
                               .shotMod = &upgradetrojanneedler::needleShot};
    return unit;
}

} // namespace rf::rules::cards
