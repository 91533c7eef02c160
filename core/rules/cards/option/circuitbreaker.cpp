// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Circuit Breaker (RULES.md 8.2): 3 or more damage after repairs and re-entry powers the robot
// down next turn.
#include "rules/cards/option/optionuse.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace optioncircuitbreaker {
void trip(Engine &e, int i)
{
    auto &r = e.robot(i);
    if (!r.announcedPowerDown && r.damage >= 3 && e.holds(i, OptionId::CircuitBreaker)) {
        r.announcedPowerDown = true;
        e.note(game::Code::CircuitBreakerTrips, i, -1, r.pos, Direction::North, r.damage);
    }
}
} // namespace optioncircuitbreaker

const CardUnit &circuitBreakerCard()
{
    static const CardUnit unit{.data = optionData(OptionId::CircuitBreaker), .turnEnded = &optioncircuitbreaker::trip};
    return unit;
}

} // namespace rf::rules::cards
