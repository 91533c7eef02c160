// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Mini Howitzer of the 2023 edition (RULES.md 10.13, 10.14): for 1 energy, fired instead of the
// main laser at the robot it would hit; that robot draws 2 damage cards with the other weapon
// damage, then is pushed 1 square in the direction of fire with the weapon movements. (The 2016
// card added its SPAM to the laser's hit.)
#include "rules/cards/library.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023howitzer {
std::optional<game::VoidReason> tooPoor(const Engine &e, int firer, int)
{
    if (e.robot(firer).energy < 1)
        return game::VoidReason::NoEnergy;
    return std::nullopt;
}

void fire(Engine &e, int firer, int target, Direction d, std::vector<WeaponEffect> &later)
{
    --e.robot(firer).energy;
    e.highlight(e.robot(target).pos);
    e.note(game::Code::HowitzerFired, target, firer, e.robot(target).pos, d, 2);
    e.scratch().hits.push_back({target, 2, opposite(d), game::Code::HowitzerFired});
    later.push_back(WeaponEffect{.firer = firer, .target = target, .dir = d});
}
} // namespace upgrade2023howitzer

const CardUnit &miniHowitzer2023Card()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::MiniHowitzer),
                               .weaponVoid = &upgrade2023howitzer::tooPoor,
                               .fireWeapon = &upgrade2023howitzer::fire};
    return unit;
}

} // namespace rf::rules::cards
