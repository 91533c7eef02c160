// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Haywire `hw-move1-priority` (RULES.md 10.16): move 1, then take the priority token from the next register on; it does not pass at the end of this round (RULES.md 10.3).
#include "rules/cards/haywire/haywiremoves.h"
#include "rules/edition2023.h"
#include "rules/engine.h"

namespace rf::rules::cards {

namespace haywiremove1priority {
void played(Engine &e, int i, const model::Card &, int, const CardPlayer &)
{
    if (!haywire::move(e, i, 1))
        return;
    giveToken(e, i);
    e.state().tokenStays = true;
    e.note(game::Code::TokenTaken, i);
}
} // namespace haywiremove1priority

const CardUnit &hwMove1PriorityCard()
{
    static const CardUnit unit{.data = haywire::data(model::CardKind::HwMove1Priority), .play = &haywiremove1priority::played};
    return unit;
}

} // namespace rf::rules::cards
