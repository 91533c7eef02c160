// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Haywire `hw-side2` (RULES.md 10.16): move 2 squares to its left or right without turning (`"side"`, default left:
// printed first).
#include "rules/cards/haywire/haywiremoves.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace haywireside2 {
void played(Engine &e, int i, const Card &, int, const CardPlayer &)
{
    int side = -1;
    if (const Decision *d = haywire::choice(e, i, DecisionUse::HwSide2)) {
        e.noteDecision(i, *d);
        side = d->side;
    }
    haywire::sidestep(e, i, side, 2);
}
} // namespace haywireside2

const CardUnit &hwSide2Card()
{
    static const CardUnit unit{.data = haywire::data(CardKind::HwSide2), .play = &haywireside2::played};
    return unit;
}

} // namespace rf::rules::cards
