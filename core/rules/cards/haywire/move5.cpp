// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Haywire `hw-move5` (RULES.md 10.16): move 5 forward; if a wall on the robot's own way stopped it, it draws 1
// damage card at once (RULES.md 10.8). A chain of pushed robots stopped by a wall is not the robot hitting it (our
// reading, RULES.md 10.16).
#include "rules/cards/haywire/haywiremoves.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace haywiremove5 {
constexpr int kSquares = 5;

void played(Engine &e, int i, const Card &, int, const CardPlayer &)
{
    if (!e.inPlay(i))
        return;
    const Direction d = e.robot(i).facing;
    const Point start = e.robot(i).pos;
    if (!haywire::move(e, i, kSquares))
        return;
    // Stopped short with a wall on its own edge ahead: the robot itself ran into it.
    const Point off = e.robot(i).pos - start;
    const Point v = delta(d);
    const int moved = off.x * v.x + off.y * v.y;
    if (moved < kSquares && e.board().contains(e.robot(i).pos) &&
        e.board().crossing(e.robot(i).pos, d) == Crossing::Wall) {
        e.note(game::Code::HaywireWallDamage, i, -1, e.robot(i).pos, d);
        e.damage(i, 1, game::Code::HaywireWallDamage, true);
    }
}
} // namespace haywiremove5

const CardUnit &hwMove5Card()
{
    static const CardUnit unit{.data = haywire::data(CardKind::HwMove5), .play = &haywiremove5::played};
    return unit;
}

} // namespace rf::rules::cards
