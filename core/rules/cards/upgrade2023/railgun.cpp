// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Rail Gun of the 2023 edition (RULES.md 10.13, 10.14): the main laser passes any number of walls
// and robots up to the board edge and hits every robot on its line (the 2016 card changed every
// laser of the robot). The line is the 2016 card's (cards/upgrade/railgun.cpp).
#include "rules/cards/library.h"

namespace rf::rules::cards {

namespace upgraderailgun {
void railLine(const Engine &e, std::span<const LaserTarget> targets, int s, model::Direction d, std::vector<int> &out);
} // namespace upgraderailgun

const CardUnit &railGun2023Card()
{
    static const CardUnit unit{.data = edition2023UpgradeData(model::UpgradeId::RailGun),
                               .shotLine = &upgraderailgun::railLine,
                               .shotCode = game::Code::RailGunShot};
    return unit;
}

} // namespace rf::rules::cards
