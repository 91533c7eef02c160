// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Laser Kata (RULES.md 10.13, 10.14): after a U-turn in this register (a U-Turn card, Again
// repeating one, the U-turn of hw-back1-uturn or hw-move3-uturn), the main laser fires in all four
// directions. Turning to any facing is not a U-turn.
#include "rules/cards/library.h"
#include "rules/engine.h"

namespace rf::rules::cards {

namespace upgrade2023kata {
bool uTurned(const Engine &e, int i) { return e.robot(i).uTurned; }
} // namespace upgrade2023kata

const CardUnit &laserKataCard()
{
    static const CardUnit unit{.data = edition2023UpgradeData(model::UpgradeId::LaserKata), .firesAround = &upgrade2023kata::uTurned};
    return unit;
}

} // namespace rf::rules::cards
