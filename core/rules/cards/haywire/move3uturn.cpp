// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Haywire `hw-move3-uturn` (RULES.md 10.16): move 3 forward, then U-turn.
#include "rules/cards/haywire/haywiremoves.h"
#include "rules/engine.h"

namespace rf::rules::cards {

namespace haywiremove3uturn {
void played(Engine &e, int i, const model::Card &, int, const CardPlayer &)
{
    if (haywire::move(e, i, 3))
        haywire::turn(e, i, 2);
}
} // namespace haywiremove3uturn

const CardUnit &hwMove3UTurnCard()
{
    static const CardUnit unit{.data = haywire::data(model::CardKind::HwMove3UTurn), .play = &haywiremove3uturn::played};
    return unit;
}

} // namespace rf::rules::cards
