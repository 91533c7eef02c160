// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The cards of the 2016 edition (RULES.md 6 and 9): one row per card. The order is the order in
// which cards acting at one moment act (RULES.md 9.3): the upgrades that move a robot instead of
// its card and act around it (Brakes, Crab Legs, Teleporter, Side Arms, Reboot, Hack, Refresh),
// a push's damage cards (Ramming Gear's SPAM first, then Trojan Needler, Blue Screen of Death,
// Virus Module), a hit's modifiers (Trojan Needler, Blue Screen of Death), one firer's weapon
// movements (Mini Howitzer, Pressor Beam, Tractor Beam).
#include "rules/cards/library.h"

namespace rf::rules::cards {

// The units (one source file each in cards/<family>/).
const CardUnit &deflectorShieldCard();
const CardUnit &manualSortCard();
const CardUnit &adminPrivilegeCard();
const CardUnit &brakesCard();
const CardUnit &crabLegsCard();
const CardUnit &teleporterCard();
const CardUnit &sideArmsCard();
const CardUnit &rebootCard();
const CardUnit &hackCard();
const CardUnit &refreshCard();
const CardUnit &boinkCard();
const CardUnit &zoopCard();
const CardUnit &rammingGearUpgradeCard();
const CardUnit &trojanNeedlerCard();
const CardUnit &miniHowitzerUpgradeCard();
const CardUnit &pressorBeamUpgradeCard();
const CardUnit &corruptionWaveCard();
const CardUnit &blueScreenOfDeathCard();
const CardUnit &virusModuleCard();
const CardUnit &tractorBeamUpgradeCard();
const CardUnit &modularChassisCard();
const CardUnit &scramblerUpgradeCard();
const CardUnit &railGunCard();
const CardUnit &rearLaserCard();
const CardUnit &doubleBarrelLaserCard();
const CardUnit &firewallCard();
const CardUnit &hoverUnitCard();
const CardUnit &memoryStickCard();
const CardUnit &cacheMemoryCard();
const CardUnit &defragGizmoCard();
const CardUnit &memorySwapCard();
const CardUnit &recompileUpgradeCard();
const CardUnit &spamBlockerCard();
const CardUnit &rechargeCard();
const CardUnit &energyRoutineUpgradeCard();
const CardUnit &repeatRoutineUpgradeCard();
const CardUnit &sandboxRoutineUpgradeCard();
const CardUnit &speedRoutineUpgradeCard();
const CardUnit &weaselRoutineUpgradeCard();
const CardUnit &spamFolderUpgradeCard();
const CardUnit &spamCard();
const CardUnit &trojanCard();
const CardUnit &wormCard();
const CardUnit &virusCard();
const CardUnit &energyRoutineCard();
const CardUnit &repeatRoutineCard();
const CardUnit &sandboxRoutineCard();
const CardUnit &speedRoutineCard();
const CardUnit &weaselRoutineCard();
const CardUnit &spamFolderCard();

const Library &edition2016Cards()
{
    static const Library cards{
        // Upgrades (RULES.md 9.5, 9.6). At the start of a register.
        &deflectorShieldCard(),
        &manualSortCard(),
        &adminPrivilegeCard(),
        // Around the robot's card.
        &brakesCard(),
        &crabLegsCard(),
        &teleporterCard(),
        &sideArmsCard(),
        &rebootCard(),
        &hackCard(),
        &refreshCard(),
        &boinkCard(),
        &zoopCard(),
        // Pushes and hits.
        &rammingGearUpgradeCard(),
        &trojanNeedlerCard(),
        &miniHowitzerUpgradeCard(),
        &pressorBeamUpgradeCard(),
        &corruptionWaveCard(),
        &blueScreenOfDeathCard(),
        &virusModuleCard(),
        &tractorBeamUpgradeCard(),
        &modularChassisCard(),
        &scramblerUpgradeCard(),
        // The robot's lasers.
        &railGunCard(),
        &rearLaserCard(),
        &doubleBarrelLaserCard(),
        // Reboots, pits.
        &firewallCard(),
        &hoverUnitCard(),
        // The programming phase.
        &memoryStickCard(),
        &cacheMemoryCard(),
        &defragGizmoCard(),
        &memorySwapCard(),
        &recompileUpgradeCard(),
        &spamBlockerCard(),
        // The upgrade or programming phase.
        &rechargeCard(),
        &energyRoutineUpgradeCard(),
        &repeatRoutineUpgradeCard(),
        &sandboxRoutineUpgradeCard(),
        &speedRoutineUpgradeCard(),
        &weaselRoutineUpgradeCard(),
        &spamFolderUpgradeCard(),
        // Damage cards (RULES.md 6, 9.7).
        &spamCard(),
        &trojanCard(),
        &wormCard(),
        &virusCard(),
        // Special programming cards (RULES.md 9.7).
        &energyRoutineCard(),
        &repeatRoutineCard(),
        &sandboxRoutineCard(),
        &speedRoutineCard(),
        &weaselRoutineCard(),
        &spamFolderCard(),
    };
    return cards;
}

} // namespace rf::rules::cards
