// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Pressor Beam and Tractor Beam, the 2016 upgrades (RULES.md 9.5): a robot the holder shoots is
// pushed one square away from it, or pulled one square towards it (not from the next square),
// as a weapon movement (RULES.md 9.3).
#include "rules/cards/upgrade/upgradeuse.h"

namespace rf::rules::cards {

using namespace rf::model;
using game::VoidReason;

namespace upgradebeams {

template<UpgradeId Id> bool decided(const Engine &e, int s)
{
    return e.upgradeDecision(s, DecisionTime::Register, DecisionUse::Upgrade, Id) != nullptr;
}

template<UpgradeId Id> void move(Engine &e, int s, std::vector<Shot> &shots)
{
    const Decision *d = e.upgradeDecision(s, DecisionTime::Register, DecisionUse::Upgrade, Id);
    if (!d)
        return;
    const bool held = e.holdsUpgrade(s, Id);
    const Shot *shot = findShot(e, shots, s, d->target);
    if (!held || !shot) {
        e.voidDecision(s, *d, !held ? VoidReason::NotHeld : VoidReason::NoTarget);
        return;
    }
    const bool pulls = Id == UpgradeId::TractorBeam;
    if (pulls && step(e.robot(s).pos, shot->dir) == e.robot(shot->target).pos) {
        e.voidDecision(s, *d, VoidReason::TooClose);
        return;
    }
    e.noteDecision(s, *d, shot->target);
    e.weaponMove(s, shot->target, pulls ? opposite(shot->dir) : shot->dir);
}

template<UpgradeId Id> void offer(const Engine &e, int s, Direction d, int t, std::vector<DecisionOffer> &out)
{
    // A Tractor Beam cannot pull a robot that is already next to the holder.
    if (Id == UpgradeId::TractorBeam && step(e.robot(s).pos, d) == e.robot(t).pos)
        return;
    Decision use = registerUse(e, Id);
    use.target = e.robot(t).name;
    offerUpgrade(e, out, s, use);
}

} // namespace upgradebeams

const CardUnit &pressorBeamUpgradeCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::PressorBeam),
                               .movesTarget = &upgradebeams::decided<UpgradeId::PressorBeam>,
                               .beamMove = &upgradebeams::move<UpgradeId::PressorBeam>,
                               .laserOffers = &upgradebeams::offer<UpgradeId::PressorBeam>};
    return unit;
}

const CardUnit &tractorBeamUpgradeCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::TractorBeam),
                               .movesTarget = &upgradebeams::decided<UpgradeId::TractorBeam>,
                               .beamMove = &upgradebeams::move<UpgradeId::TractorBeam>,
                               .laserOffers = &upgradebeams::offer<UpgradeId::TractorBeam>};
    return unit;
}

} // namespace rf::rules::cards
