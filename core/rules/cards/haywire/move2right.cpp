// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Haywire `hw-move2-right` (RULES.md 10.16): move 2 forward, then turn right.
#include "rules/cards/haywire/haywiremoves.h"
#include "rules/engine.h"

namespace rf::rules::cards {

namespace haywiremove2right {
void played(Engine &e, int i, const model::Card &, int, const CardPlayer &)
{
    if (haywire::move(e, i, 2))
        haywire::turn(e, i, 1);
}
} // namespace haywiremove2right

const CardUnit &hwMove2RightCard()
{
    static const CardUnit unit{.data = haywire::data(model::CardKind::HwMove2Right), .play = &haywiremove2right::played};
    return unit;
}

} // namespace rf::rules::cards
