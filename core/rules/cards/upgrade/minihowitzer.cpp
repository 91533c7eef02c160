// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Mini Howitzer, the 2016 upgrade (RULES.md 9.5): once per register, for 1 energy, a robot the
// holder shoots takes 2 more SPAM and is pushed one square away (a weapon movement, RULES.md 9.3).
#include "rules/cards/upgrade/upgradeuse.h"

#include <algorithm>

namespace rf::rules::cards {

using namespace rf::model;
using game::VoidReason;

namespace upgrademinihowitzer {

constexpr std::uint8_t kFired = 1; // Shot::marks: the howitzer acts on this shot

const Decision *howitzerDecision(const Engine &e, int s)
{
    return e.upgradeDecision(s, DecisionTime::Register, DecisionUse::Upgrade, UpgradeId::MiniHowitzer);
}

void fire(Engine &e, std::vector<Shot> &shots)
{
    for (int s = 0; s < e.robotCount(); ++s) {
        const Decision *d = howitzerDecision(e, s);
        if (!d)
            continue;
        Shot *shot = findShot(e, shots, s, d->target);
        const bool held = e.holdsUpgrade(s, UpgradeId::MiniHowitzer);
        if (!held || e.robot(s).energy < 1 || !shot) {
            e.voidDecision(s, *d,
                           !held                   ? VoidReason::NotHeld
                           : e.robot(s).energy < 1 ? VoidReason::NoEnergy
                                                   : VoidReason::NoTarget);
            continue;
        }
        e.noteDecision(s, *d, shot->target);
        --e.robot(s).energy;
        shot->spam += 2;
        shot->marks |= kFired;
        e.note(game::Code::HowitzerHit, shot->target, s, e.robot(shot->target).pos, shot->dir);
    }
}

bool movesTarget(const Engine &e, int s)
{
    return howitzerDecision(e, s) != nullptr;
}

void push(Engine &e, int s, std::vector<Shot> &shots)
{
    const Decision *d = howitzerDecision(e, s);
    if (!d || !e.holdsUpgrade(s, UpgradeId::MiniHowitzer))
        return;
    const Shot *shot = findShot(e, shots, s, d->target);
    if (!shot || !(shot->marks & kFired))
        return;
    e.weaponMove(s, shot->target, shot->dir);
}

void offer(const Engine &e, int s, Direction, int t, std::vector<DecisionOffer> &out)
{
    if (e.robot(s).energy < 1)
        return;
    Decision use = registerUse(e, UpgradeId::MiniHowitzer);
    use.target = e.robot(t).name;
    offerUpgrade(e, out, s, use);
}

} // namespace upgrademinihowitzer

const CardUnit &miniHowitzerUpgradeCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::MiniHowitzer),
                               .afterShots = &upgrademinihowitzer::fire,
                               .movesTarget = &upgrademinihowitzer::movesTarget,
                               .beamMove = &upgrademinihowitzer::push,
                               .laserOffers = &upgrademinihowitzer::offer};
    return unit;
}

} // namespace rf::rules::cards
