// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Tractor Beam of the 2023 edition (RULES.md 10.13, 10.14): fired instead of the main laser, it
// moves the robot it would hit 1 square towards the firer, without damage; not at a robot on a
// neighbouring square (the 2016 card kept the laser's hit).
#include "rules/cards/library.h"
#include "rules/engine.h"

#include <cstdlib>

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023tractor {
std::optional<game::VoidReason> tooClose(const Engine &e, int firer, int target)
{
    const Point off = e.robot(target).pos - e.robot(firer).pos;
    if (std::abs(off.x) + std::abs(off.y) <= 1)
        return game::VoidReason::TooClose;
    return std::nullopt;
}

void fire(Engine &e, int firer, int target, Direction d, std::vector<WeaponEffect> &later)
{
    e.highlight(e.robot(target).pos);
    later.push_back(WeaponEffect{.firer = firer, .target = target, .dir = opposite(d)});
}
} // namespace upgrade2023tractor

const CardUnit &tractorBeam2023Card()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::TractorBeam),
                               .weaponVoid = &upgrade2023tractor::tooClose,
                               .fireWeapon = &upgrade2023tractor::fire};
    return unit;
}

} // namespace rf::rules::cards
