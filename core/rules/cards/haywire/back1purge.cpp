// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Haywire `hw-back1-purge` (RULES.md 10.16): move back 1, then remove one card of its discard pile from the game
// (`"card"`: a kind; default: a SPAM if the pile holds one, else its top card). A kind the pile does not hold is void:
// the default is played. The card removed does not come back (RULES.md 10.8).
#include "rules/cards/haywire/haywiremoves.h"
#include "rules/engine.h"

#include <algorithm>
#include <iterator>

namespace rf::rules::cards {

using namespace rf::model;

namespace haywireback1purge {
void played(Engine &e, int i, const Card &, int, const CardPlayer &)
{
    if (!haywire::move(e, i, -1))
        return;
    auto &r = e.robot(i);
    const Decision *d = haywire::choice(e, i, DecisionUse::HwBack1Purge);
    auto topmost = [&](CardKind k) {
        return std::find_if(r.discard.rbegin(), r.discard.rend(), [&](const Card &c) { return c.kind == k; });
    };
    auto it = r.discard.rend();
    if (d && d->card) {
        it = topmost(*d->card);
        if (it == r.discard.rend())
            e.voidDecision(i, *d, game::VoidReason::NotNow);
        else
            e.noteDecision(i, *d);
    }
    if (it == r.discard.rend())
        it = topmost(CardKind::Spam);
    if (it == r.discard.rend())
        it = r.discard.rbegin();
    if (it == r.discard.rend())
        return; // an empty discard pile: nothing to remove
    const Card removed = *it;
    r.discard.erase(std::next(it).base());
    e.noteCard(game::Code::CardRemovedFromGame, i, removed);
}
} // namespace haywireback1purge

const CardUnit &hwBack1PurgeCard()
{
    static const CardUnit unit{.data = haywire::data(CardKind::HwBack1Purge), .play = &haywireback1purge::played};
    return unit;
}

} // namespace rf::rules::cards
