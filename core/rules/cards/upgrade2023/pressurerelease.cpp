// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Pressure Release (RULES.md 10.13, 10.15): a temporary movement upgrade; the robot moves back up to
// 5 squares, stopping before a square that holds a robot (it never pushes) or at a wall; a pit or
// the board edge on the way makes it reboot.
#include "rules/cards/library.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023pressure {
void release(Engine &e, int i, const Decision &d)
{
    e.noteDecision(i, d);
    e.spendTemporary(i, d.upgrade);
    const Direction back = opposite(e.robot(i).facing);
    for (int n = 0; n < 5 && e.inPlay(i); ++n) {
        if (e.obstacleAt(step(e.robot(i).pos, back), i) >= 0)
            return;
        if (e.pushStep(i, back, 0, false) != StepResult::Moved)
            return;
        e.note(game::Code::Moved, i, -1, e.robot(i).pos, back);
    }
}
} // namespace upgrade2023pressure

const CardUnit &pressureReleaseCard()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::PressureRelease),
                               .afterCard = &upgrade2023pressure::release};
    return unit;
}

} // namespace rf::rules::cards
