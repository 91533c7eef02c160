// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// All Aboard (RULES.md 10.15): a temporary movement upgrade; all belts act for the robot alone,
// blue (1 square, then 1 more if it is still on a blue belt), then green, with the belt rules of
// section 4; the other robots stay where they are, as obstacles. The belts act again as usual in
// step 3, as if this had not happened.
#include "rules/cards/library.h"
#include "rules/engine.h"

#include <utility>

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023allaboard {
void ride(Engine &e, int i, const Decision &d)
{
    e.noteDecision(i, d);
    e.spendTemporary(i, d.upgrade);
    const bool carried = std::exchange(e.robot(i).carriedByExpress, false);
    e.beltSubstep(true, false, i);
    if (e.inPlay(i))
        e.beltSubstep(true, false, i);
    if (e.inPlay(i))
        e.beltSubstep(false, true, i);
    e.robot(i).carriedByExpress = carried; // step 3 starts afresh
}
} // namespace upgrade2023allaboard

const CardUnit &allAboardCard()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::AllAboard),
                               .afterCard = &upgrade2023allaboard::ride};
    return unit;
}

} // namespace rf::rules::cards
