// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Energy Routine, the special card (RULES.md 9.7): the robot gains 1 energy.
#include "rules/cards/library.h"
#include "rules/engine.h"

namespace rf::rules::cards {

namespace specialenergyroutine {
void energyRoutinePlayed(Engine &e, int i, const model::Card &, int, const CardPlayer &)
{
    e.gainEnergy(i, 1, game::Code::PowerUp);
}
} // namespace specialenergyroutine

const CardUnit &energyRoutineCard()
{
    static const CardUnit unit{.data = programCardData(Family::Special, model::CardKind::EnergyRoutine),
                               .play = &specialenergyroutine::energyRoutinePlayed};
    return unit;
}

} // namespace rf::rules::cards
