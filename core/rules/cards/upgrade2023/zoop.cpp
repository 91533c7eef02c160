// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Zoop of the 2023 edition (RULES.md 10.13, 10.15): a temporary movement upgrade; the robot turns to
// face the direction chosen, before or after its card. It is not a U-turn (Laser Kata).
#include "rules/cards/library.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023zoop {
void zoop(Engine &e, int i, const Decision &d)
{
    e.noteDecision(i, d);
    e.spendTemporary(i, d.upgrade);
    auto &r = e.robot(i);
    r.facing = *d.dir;
    e.note(game::Code::ZoopTurn, i, -1, r.pos, r.facing);
}
} // namespace upgrade2023zoop

const CardUnit &zoop2023Card()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::Zoop), .afterCard = &upgrade2023zoop::zoop};
    return unit;
}

} // namespace rf::rules::cards
