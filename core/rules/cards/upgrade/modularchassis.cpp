// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Modular Chassis (RULES.md 9.5): pushing a robot, the holder swaps this card for one of the
// pushed robot's permanent upgrades (the player names it; default: its oldest).
#include "rules/cards/upgrade/upgradeuse.h"

#include <algorithm>

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrademodularchassis {

void swapChassis(Engine &e, int mover, int pushed)
{
    auto &theirs = e.robot(pushed).upgrades;
    const Decision *d =
        e.upgradeDecision(mover, DecisionTime::Register, DecisionUse::Upgrade, UpgradeId::ModularChassis);
    auto take = std::ranges::find_if(theirs, [&](const HeldUpgrade &h) {
        return upgradeIsPermanent(h.id) && (!d || !d->upgradeSubject || h.id == *d->upgradeSubject);
    });
    if (take == theirs.end()) {
        if (d && d->upgradeSubject &&
            std::ranges::any_of(theirs, [](const HeldUpgrade &h) { return upgradeIsPermanent(h.id); }))
            e.voidDecision(mover, *d, game::VoidReason::NotHeld);
        return;
    }
    if (d)
        e.noteDecision(mover, *d, pushed);
    const HeldUpgrade taken = *take;
    auto &mine = e.robot(mover).upgrades;
    const auto chassis =
        std::ranges::find_if(mine, [](const HeldUpgrade &h) { return h.id == UpgradeId::ModularChassis; });
    *take = HeldUpgrade{UpgradeId::ModularChassis, false};
    *chassis = taken;
    e.noteUpgrade(game::Code::ChassisSwap, mover, taken.id, 0, pushed);
}

} // namespace upgrademodularchassis

const CardUnit &modularChassisCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::ModularChassis),
                               .afterPush = &upgrademodularchassis::swapChassis};
    return unit;
}

} // namespace rf::rules::cards
