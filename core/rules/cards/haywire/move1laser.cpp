// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Haywire `hw-move1-laser` (RULES.md 10.16): move 1; the main laser deals 1 more damage to each robot it hits in
// this register (our reading: the main laser). The volley finds the card as the one the register resolved
// (game::RobotState::played), so an Again repeating it boosts its register too.
#include "rules/cards/haywire/haywiremoves.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace haywiremove1laser {
void played(Engine &e, int i, const Card &, int, const CardPlayer &)
{
    if (haywire::move(e, i, 1))
        e.note(game::Code::LaserBoosted, i, -1, e.robot(i).pos, e.robot(i).facing);
}
} // namespace haywiremove1laser

const CardUnit &hwMove1LaserCard()
{
    static const CardUnit unit{
        .data = haywire::data(CardKind::HwMove1Laser), .extraDamage = 1, .play = &haywiremove1laser::played};
    return unit;
}

} // namespace rf::rules::cards
