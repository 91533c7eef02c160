// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Energy Conversion (RULES.md 10.14): after the board lasers' step, a robot that drew at least one
// damage card from them in this register may move 1 square forward or back ("way"), an ordinary
// move that is no card push.
#include "rules/cards/upgrade2023/decided.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023energyconversion {
void convert(Engine &e, int i)
{
    const Decision *d = upgrade2023::decided(e, i, UpgradeId::EnergyConversion);
    if (!d)
        return;
    e.noteDecision(i, *d);
    const Direction facing = e.robot(i).facing;
    upgrade2023::ownMove(e, i, d->back ? opposite(facing) : facing);
}
} // namespace upgrade2023energyconversion

const CardUnit &energyConversionCard()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::EnergyConversion),
                               .boardLaserDamage = &upgrade2023energyconversion::convert};
    return unit;
}

} // namespace rf::rules::cards
