// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Overclocked (RULES.md 10.13, 10.15): a temporary movement upgrade; the robot moves 2 squares
// forward one at a time, as ordinary moves: it pushes, but its pushes are not card pushes.
#include "rules/cards/library.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023overclocked {
void overclock(Engine &e, int i, const Decision &d)
{
    e.noteDecision(i, d);
    e.spendTemporary(i, d.upgrade);
    const Direction ahead = e.robot(i).facing;
    for (int n = 0; n < 2 && e.inPlay(i); ++n) {
        if (e.pushStep(i, ahead, 0, false) != StepResult::Moved)
            return;
        e.note(game::Code::Moved, i, -1, e.robot(i).pos, ahead);
    }
}
} // namespace upgrade2023overclocked

const CardUnit &overclockedCard()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::Overclocked),
                               .afterCard = &upgrade2023overclocked::overclock};
    return unit;
}

} // namespace rf::rules::cards
