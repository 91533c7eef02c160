// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Pressor Beam of the 2023 edition (RULES.md 10.13, 10.14): fired instead of the main laser, it
// pushes the robot it would hit 1 square away from the firer, without damage (the 2016 card kept
// the laser's hit).
#include "rules/cards/library.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023pressor {
void fire(Engine &e, int firer, int target, Direction d, std::vector<WeaponEffect> &later)
{
    e.highlight(e.robot(target).pos);
    later.push_back(WeaponEffect{.firer = firer, .target = target, .dir = d});
}
} // namespace upgrade2023pressor

const CardUnit &pressorBeam2023Card()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::PressorBeam), .fireWeapon = &upgrade2023pressor::fire};
    return unit;
}

} // namespace rf::rules::cards
