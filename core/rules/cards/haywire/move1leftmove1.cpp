// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Haywire `hw-move1-left-move1` (RULES.md 10.16): move 1, turn left, move 1.
#include "rules/cards/haywire/haywiremoves.h"
#include "rules/engine.h"

namespace rf::rules::cards {

namespace haywiremove1leftmove1 {
void played(Engine &e, int i, const model::Card &, int, const CardPlayer &)
{
    if (!haywire::move(e, i, 1))
        return;
    haywire::turn(e, i, 3);
    haywire::move(e, i, 1);
}
} // namespace haywiremove1leftmove1

const CardUnit &hwMove1LeftMove1Card()
{
    static const CardUnit unit{.data = haywire::data(model::CardKind::HwMove1LeftMove1), .play = &haywiremove1leftmove1::played};
    return unit;
}

} // namespace rf::rules::cards
