// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Manual Sort (temporary) and Admin Privilege (permanent, once per round): the robot moves first
// in this register, Manual Sort's before Admin Privilege's (RULES.md 9.3, 9.5, 9.6). The edition
// orders the robots by the mark they leave (game::RobotState::movesFirst).
#include "rules/cards/upgrade/upgradeuse.h"

#include <algorithm>

namespace rf::rules::cards {

using namespace rf::model;
using game::VoidReason;

namespace upgrademovesfirst {

// Robot i's decision to use `id` to move first with mark `rank`; `once`: a permanent card used
// once per round, else a temporary one used up.
void moveFirst(Engine &e, int i, UpgradeId id, std::uint8_t rank, bool once)
{
    const Decision *d = e.upgradeDecision(i, DecisionTime::Register, DecisionUse::Upgrade, id);
    if (!d)
        return;
    auto &r = e.robot(i);
    auto held = std::ranges::find_if(r.upgrades, [id](const HeldUpgrade &h) { return h.id == id; });
    if (held == r.upgrades.end()) {
        e.voidDecision(i, *d, VoidReason::NotHeld);
        return;
    }
    if (held->usedThisRound || r.movesFirst != 0 || !e.inPlay(i) || r.rebooted) {
        e.voidDecision(i, *d, held->usedThisRound || r.movesFirst != 0 ? VoidReason::AlreadyUsed : VoidReason::NotNow);
        return;
    }
    e.noteDecision(i, *d);
    e.noteUpgrade(game::Code::UpgradeMovesFirst, i, id);
    if (once)
        held->usedThisRound = true;
    else
        e.spendTemporary(i, id);
    r.movesFirst = rank;
}

void manualSortAtStart(Engine &e, int i)
{
    moveFirst(e, i, UpgradeId::ManualSort, 1, false);
}
void adminPrivilegeAtStart(Engine &e, int i)
{
    moveFirst(e, i, UpgradeId::AdminPrivilege, 2, true);
}

void offerUse(const Engine &e, int i, const HeldUpgrade &h, std::vector<DecisionOffer> &out)
{
    if (!h.usedThisRound)
        offerUpgrade(e, out, i, registerUse(e, h.id));
}

} // namespace upgrademovesfirst

const CardUnit &manualSortCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::ManualSort),
                               .registerStart = &upgrademovesfirst::manualSortAtStart,
                               .registerOffers = &upgrademovesfirst::offerUse};
    return unit;
}

const CardUnit &adminPrivilegeCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::AdminPrivilege),
                               .registerStart = &upgrademovesfirst::adminPrivilegeAtStart,
                               .registerOffers = &upgrademovesfirst::offerUse};
    return unit;
}

} // namespace rf::rules::cards
