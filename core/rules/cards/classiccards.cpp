// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The cards of the classic edition: the 26 option cards (RULES.md 8), one row per card. The order
// is the order in which cards acting at one moment act: Power-Down Shield before Ablative Coat
// on a damage point; on the hand dealt Flywheel's card, then Extra Memory, then Recompile; at the
// reveal Conditional Program before Abort Switch; Brakes, Fourth Gear, Reverse Gear on a card.
#include "rules/cards/library.h"

namespace rf::rules::cards {

// The units (one source file each in cards/option/).
const CardUnit &powerDownShieldCard();
const CardUnit &ablativeCoatCard();
const CardUnit &gyroscopicStabilizerCard();
const CardUnit &flywheelCard();
const CardUnit &extraMemoryCard();
const CardUnit &recompileOptionCard();
const CardUnit &conditionalProgramCard();
const CardUnit &abortSwitchCard();
const CardUnit &brakesOptionCard();
const CardUnit &fourthGearCard();
const CardUnit &reverseGearCard();
const CardUnit &crabLegsOptionCard();
const CardUnit &dualProcessorCard();
const CardUnit &rammingGearOptionCard();
const CardUnit &doubleBarreledLaserCard();
const CardUnit &highPowerLaserCard();
const CardUnit &fireControlCard();
const CardUnit &rearFiringLaserCard();
const CardUnit &miniHowitzerOptionCard();
const CardUnit &pressorBeamOptionCard();
const CardUnit &tractorBeamOptionCard();
const CardUnit &radioControlCard();
const CardUnit &scramblerOptionCard();
const CardUnit &mechanicalArmCard();
const CardUnit &circuitBreakerCard();
const CardUnit &superiorArchiveCard();

const Library &classicCards()
{
    static const Library cards{
        // Damage points (RULES.md 8.1).
        &powerDownShieldCard(),
        &ablativeCoatCard(),
        // The start of the turn and programming.
        &gyroscopicStabilizerCard(),
        &flywheelCard(),
        &extraMemoryCard(),
        &recompileOptionCard(),
        // The reveal.
        &conditionalProgramCard(),
        &abortSwitchCard(),
        // The robot's card.
        &brakesOptionCard(),
        &fourthGearCard(),
        &reverseGearCard(),
        &crabLegsOptionCard(),
        &dualProcessorCard(),
        &rammingGearOptionCard(),
        // Lasers and weapons (RULES.md 8.1 "Weapons").
        &doubleBarreledLaserCard(),
        &highPowerLaserCard(),
        &fireControlCard(),
        &rearFiringLaserCard(),
        &miniHowitzerOptionCard(),
        &pressorBeamOptionCard(),
        &tractorBeamOptionCard(),
        &radioControlCard(),
        &scramblerOptionCard(),
        // Phase E and the end of the turn.
        &mechanicalArmCard(),
        &circuitBreakerCard(),
        &superiorArchiveCard(),
    };
    return cards;
}

} // namespace rf::rules::cards
