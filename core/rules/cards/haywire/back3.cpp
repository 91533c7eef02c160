// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Haywire `hw-back3` (RULES.md 10.16): move back 3.
#include "rules/cards/haywire/haywiremoves.h"
#include "rules/engine.h"

namespace rf::rules::cards {

namespace haywireback3 {
void played(Engine &e, int i, const model::Card &, int, const CardPlayer &)
{
    haywire::move(e, i, -3);
}
} // namespace haywireback3

const CardUnit &hwBack3Card()
{
    static const CardUnit unit{.data = haywire::data(model::CardKind::HwBack3), .play = &haywireback3::played};
    return unit;
}

} // namespace rf::rules::cards
