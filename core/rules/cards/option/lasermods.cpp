// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The option cards that change the robot's own lasers (RULES.md 8.2): Double-Barreled Laser (2
// damage a hit), High-Power Laser (through one wall or robot), Rear-Firing Laser (also backwards;
// the main-laser cards act on it only with rear-laser-mods).
#include "rules/cards/option/optionuse.h"

namespace rf::rules::cards {

using namespace rf::model;

const CardUnit &doubleBarreledLaserCard()
{
    static const CardUnit unit{.data = optionData(OptionId::DoubleBarreledLaser), .extraDamage = 1};
    return unit;
}

const CardUnit &highPowerLaserCard()
{
    static const CardUnit unit{.data = optionData(OptionId::HighPowerLaser), .beamPasses = 1};
    return unit;
}

const CardUnit &rearFiringLaserCard()
{
    static const CardUnit unit{.data = optionData(OptionId::RearFiringLaser), .rearLaser = true};
    return unit;
}

} // namespace rf::rules::cards
