// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The cards of the 2023 edition (RULES.md 10): one row per card. The 17 Haywires (RULES.md 10.16)
// and the upgrades played so far (10.14, 10.15); SPAM, Again and
// Power Up are the ruleset's own (edition2023.cpp). A Haywire without a row here is refused in a
// scenario; an upgrade without one can be drawn, installed and uninstalled but does nothing.
#include "rules/cards/library.h"

namespace rf::rules::cards {

// The units (one source file each in cards/haywire/).
const CardUnit &hwMove2RightCard();
const CardUnit &hwMove2LeftCard();
const CardUnit &hwMove1LeftMove1Card();
const CardUnit &hwMove1RightMove1Card();
const CardUnit &hwBack3Card();
const CardUnit &hwBack1UTurnCard();
const CardUnit &hwMove3UTurnCard();
const CardUnit &hwMove1PriorityCard();
const CardUnit &hwTurnEitherCard();
const CardUnit &hwFaceAnyMove1Card();
const CardUnit &hwPayEnergyMoveCard();
const CardUnit &hwSide2Card();
const CardUnit &hwBack1PurgeCard();
const CardUnit &hwMove5Card();
const CardUnit &hwMove1LaserCard();
const CardUnit &hwDoubleDrawCard();
const CardUnit &hwInstallCard();
// The upgrades (one source file each in cards/upgrade2023/).
const CardUnit &rammingGear2023Card();
const CardUnit &crabLegs2023Card();
const CardUnit &miniHowitzer2023Card();
const CardUnit &pressorBeam2023Card();
const CardUnit &tractorBeam2023Card();
const CardUnit &scrambler2023Card();
const CardUnit &displacingBlastCard();
const CardUnit &doubleBarrelLaser2023Card();
const CardUnit &railGun2023Card();
const CardUnit &rearLaser2023Card();
const CardUnit &laserKataCard();
const CardUnit &deflectorShield2023Card();
const CardUnit &recharge2023Card();
const CardUnit &boink2023Card();
const CardUnit &zoop2023Card();
const CardUnit &overclockedCard();
const CardUnit &pressureReleaseCard();
const CardUnit &switchCard();
const CardUnit &brakes2023Card();
const CardUnit &driftingCard();
const CardUnit &powerSlideCard();
const CardUnit &energyConversionCard();
const CardUnit &firewall2023Card();
const CardUnit &hoverUnit2023Card();
const CardUnit &spikyCard();
const CardUnit &magneticCard();
const CardUnit &allAboardCard();
const CardUnit &piercingDrillCard();
const CardUnit &modularChassis2023Card();
const CardUnit &abortSwitch2023Card();
const CardUnit &luckyBoosterCard();
const CardUnit &chaosTheoryCard();
const CardUnit &flashDriveCard();
const CardUnit &spamFilterCard();
const CardUnit &memoryCardsCard();
const CardUnit &selfDiagnosticsCard();
const CardUnit &memorySwap2023Card();
const CardUnit &reInitializeCard();
const CardUnit &rewireCard();
const CardUnit &calibrationProtocolCard();

const Library &edition2023Cards()
{
    static const Library cards{
        &hwMove2RightCard(),
        &hwMove2LeftCard(),
        &hwMove1LeftMove1Card(),
        &hwMove1RightMove1Card(),
        &hwBack3Card(),
        &hwBack1UTurnCard(),
        &hwMove3UTurnCard(),
        &hwMove1PriorityCard(),
        &hwTurnEitherCard(),
        &hwFaceAnyMove1Card(),
        &hwPayEnergyMoveCard(),
        &hwSide2Card(),
        &hwBack1PurgeCard(),
        &hwMove5Card(),
        &hwMove1LaserCard(),
        &hwDoubleDrawCard(),
        &hwInstallCard(),
        &rammingGear2023Card(),
        &crabLegs2023Card(),
        &miniHowitzer2023Card(),
        &pressorBeam2023Card(),
        &tractorBeam2023Card(),
        &scrambler2023Card(),
        &displacingBlastCard(),
        &doubleBarrelLaser2023Card(),
        &railGun2023Card(),
        &rearLaser2023Card(),
        &laserKataCard(),
        &deflectorShield2023Card(),
        &recharge2023Card(),
        &boink2023Card(),
        &zoop2023Card(),
        &overclockedCard(),
        &pressureReleaseCard(),
        &switchCard(),
        &brakes2023Card(),
        &driftingCard(),
        &powerSlideCard(),
        &energyConversionCard(),
        &firewall2023Card(),
        &hoverUnit2023Card(),
        &spikyCard(),
        &magneticCard(),
        &allAboardCard(),
        &piercingDrillCard(),
        &modularChassis2023Card(),
        &abortSwitch2023Card(),
        &luckyBoosterCard(),
        &chaosTheoryCard(),
        &flashDriveCard(),
        &spamFilterCard(),
        &memoryCardsCard(),
        &selfDiagnosticsCard(),
        &memorySwap2023Card(),
        &reInitializeCard(),
        &rewireCard(),
        &calibrationProtocolCard(),
    };
    return cards;
}

} // namespace rf::rules::cards
