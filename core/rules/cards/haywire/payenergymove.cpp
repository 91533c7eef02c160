// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Haywire `hw-pay-energy-move` (RULES.md 10.16): pay 0 to 8 energy (`"pay"`, default 0), then move forward 2
// squares per energy paid. A cost is paid only in full (RULES.md 10.2): a decision to pay more than the robot has is
// void and pays nothing.
#include "rules/cards/haywire/haywiremoves.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace haywirepayenergymove {
constexpr int kMaxPay = 8;

void played(Engine &e, int i, const Card &, int, const CardPlayer &)
{
    const Decision *d = haywire::choice(e, i, DecisionUse::HwPayEnergy);
    if (!d || !e.inPlay(i))
        return;
    auto &r = e.robot(i);
    if (d->count > r.energy || d->count > kMaxPay || d->count < 0) {
        e.voidDecision(i, *d, game::VoidReason::NoEnergy);
        return;
    }
    e.noteDecision(i, *d);
    if (d->count == 0)
        return;
    r.energy -= d->count;
    e.note(game::Code::HaywireEnergyPaid, i, -1, r.pos, r.facing, d->count);
    haywire::move(e, i, 2 * d->count);
}
} // namespace haywirepayenergymove

const CardUnit &hwPayEnergyMoveCard()
{
    static const CardUnit unit{.data = haywire::data(CardKind::HwPayEnergyMove), .play = &haywirepayenergymove::played};
    return unit;
}

} // namespace rf::rules::cards
