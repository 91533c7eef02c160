// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Repeat Routine (RULES.md 9.7): plays as Again, repeating the previous register; like Again it
// cannot open a program.
#include "rules/cards/library.h"

namespace rf::rules::cards {

namespace specialrepeatroutine {
void repeatRoutinePlayed(Engine &e, int i, const model::Card &, int depth, const CardPlayer &player)
{
    player.repeatPrevious(e, i, depth + 1);
}
} // namespace specialrepeatroutine

const CardUnit &repeatRoutineCard()
{
    static const CardUnit unit{.data =
                                   [] {
                                       CardData d = programCardData(Family::Special, model::CardKind::RepeatRoutine);
                                       d.repeats = true;
                                       return d;
                                   }(),
                               .play = &specialrepeatroutine::repeatRoutinePlayed};
    return unit;
}

} // namespace rf::rules::cards
