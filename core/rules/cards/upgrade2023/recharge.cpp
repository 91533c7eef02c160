// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Recharge of the 2023 edition (RULES.md 10.15): a temporary upgrade used any time (the upgrade
// phase, programming, or a register at the robot's turn): 3 energy, up to the track's 10.
#include "rules/cards/library.h"
#include "rules/edition2023deck.h"
#include "rules/engine.h"

#include <algorithm>

namespace rf::rules::cards {

namespace upgrade2023recharge {
bool recharge(Engine &e, int i, const model::Decision &d)
{
    auto &r = e.robot(i);
    e.noteDecision(i, d);
    e.spendTemporary(i, d.upgrade);
    r.energy = std::min(r.energy + 3, kEdition2023MaxEnergy);
    e.note(game::Code::Recharged, i, -1, r.pos, model::Direction::North, r.energy);
    return true;
}
} // namespace upgrade2023recharge

const CardUnit &recharge2023Card()
{
    static const CardUnit unit{.data = edition2023UpgradeData(model::UpgradeId::Recharge), .outsideRegisters = &upgrade2023recharge::recharge};
    return unit;
}

} // namespace rf::rules::cards
