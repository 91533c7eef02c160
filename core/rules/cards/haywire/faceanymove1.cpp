// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Haywire `hw-face-any-move1` (RULES.md 10.16): turn to face any direction (`"facing"`, default: unchanged), then
// move 1 forward.
#include "rules/cards/haywire/haywiremoves.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace haywirefaceanymove1 {
void played(Engine &e, int i, const Card &, int, const CardPlayer &)
{
    if (const Decision *d = haywire::choice(e, i, DecisionUse::HwFaceAny); d && d->dir && e.inPlay(i)) {
        e.noteDecision(i, *d);
        const int quarterTurns = (static_cast<int>(*d->dir) - static_cast<int>(e.robot(i).facing) + 4) % 4;
        if (quarterTurns != 0)
            haywire::turn(e, i, quarterTurns);
    }
    haywire::move(e, i, 1);
}
} // namespace haywirefaceanymove1

const CardUnit &hwFaceAnyMove1Card()
{
    static const CardUnit unit{.data = haywire::data(CardKind::HwFaceAnyMove1), .play = &haywirefaceanymove1::played};
    return unit;
}

} // namespace rf::rules::cards
