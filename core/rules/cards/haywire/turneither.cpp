// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Haywire `hw-turn-either` (RULES.md 10.16): turn right or left, as the player chooses (`"dir"`, default right:
// printed first).
#include "rules/cards/haywire/haywiremoves.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace haywireturneither {
void played(Engine &e, int i, const Card &, int, const CardPlayer &)
{
    int side = 1;
    if (const Decision *d = haywire::choice(e, i, DecisionUse::HwTurnEither)) {
        e.noteDecision(i, *d);
        side = d->side;
    }
    haywire::turn(e, i, side < 0 ? 3 : 1);
}
} // namespace haywireturneither

const CardUnit &hwTurnEitherCard()
{
    static const CardUnit unit{.data = haywire::data(CardKind::HwTurnEither), .play = &haywireturneither::played};
    return unit;
}

} // namespace rf::rules::cards
