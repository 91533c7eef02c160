// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Speed Routine (RULES.md 9.7): plays as a Move 3.
#include "rules/cards/library.h"

namespace rf::rules::cards {

namespace specialspeedroutine {
void speedRoutinePlayed(Engine &e, int i, const model::Card &, int depth, const CardPlayer &player)
{
    player.playInstead(e, i, model::Card{model::CardKind::Move3, 0}, depth + 1);
}
} // namespace specialspeedroutine

const CardUnit &speedRoutineCard()
{
    static const CardUnit unit{.data = programCardData(Family::Special, model::CardKind::SpeedRoutine),
                               .play = &specialspeedroutine::speedRoutinePlayed};
    return unit;
}

} // namespace rf::rules::cards
