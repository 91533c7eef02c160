// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Haywire `hw-back1-uturn` (RULES.md 10.16): move back 1, then U-turn.
#include "rules/cards/haywire/haywiremoves.h"
#include "rules/engine.h"

namespace rf::rules::cards {

namespace haywireback1uturn {
void played(Engine &e, int i, const model::Card &, int, const CardPlayer &)
{
    if (haywire::move(e, i, -1))
        haywire::turn(e, i, 2);
}
} // namespace haywireback1uturn

const CardUnit &hwBack1UTurnCard()
{
    static const CardUnit unit{.data = haywire::data(model::CardKind::HwBack1UTurn), .play = &haywireback1uturn::played};
    return unit;
}

} // namespace rf::rules::cards
