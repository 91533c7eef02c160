// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Haywire `hw-move2-left` (RULES.md 10.16): move 2 forward, then turn left.
#include "rules/cards/haywire/haywiremoves.h"
#include "rules/engine.h"

namespace rf::rules::cards {

namespace haywiremove2left {
void played(Engine &e, int i, const model::Card &, int, const CardPlayer &)
{
    if (haywire::move(e, i, 2))
        haywire::turn(e, i, 3);
}
} // namespace haywiremove2left

const CardUnit &hwMove2LeftCard()
{
    static const CardUnit unit{.data = haywire::data(model::CardKind::HwMove2Left), .play = &haywiremove2left::played};
    return unit;
}

} // namespace rf::rules::cards
