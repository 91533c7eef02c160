// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Haywire `hw-double-draw` (RULES.md 10.16): turn up the top 2 cards of the draw pile (the
// discard pile shuffled in when needed; fewer if both run out) and resolve both as this register's
// cards, in the order chosen (`"order": [2, 1]`: the second card first; default as drawn). The
// ruleset resolves each as a register card (CardPlayer::playInstead: a SPAM is replaced, Again
// acts as in its register) and keeps it to the end of the round; Again in the next register
// repeats the second card resolved.
#include "rules/cards/haywire/haywiremoves.h"
#include "rules/engine.h"

#include <utility>
#include <vector>

namespace rf::rules::cards {

using namespace rf::model;

namespace haywiredoubledraw {
void played(Engine &e, int i, const Card &, int depth, const CardPlayer &player)
{
    if (!e.inPlay(i))
        return;
    std::vector<Card> drawn;
    for (int n = 0; n < 2; ++n)
        if (const auto c = e.drawOwnCard(i))
            drawn.push_back(*c);
    if (const Decision *d = haywire::choice(e, i, DecisionUse::HwDoubleDraw)) {
        e.noteDecision(i, *d);
        if (d->count == 2 && drawn.size() == 2)
            std::swap(drawn[0], drawn[1]);
    }
    for (std::size_t k = 0; k < drawn.size(); ++k) {
        // After a reboot the rest is lost: a card turned up and not resolved goes with the others.
        if (!e.inPlay(i)) {
            e.robot(i).discard.push_back(drawn[k]);
            continue;
        }
        e.noteCard(game::Code::HaywireCardTurnedUp, i, drawn[k]);
        player.playInstead(e, i, drawn[k], depth);
    }
}
} // namespace haywiredoubledraw

const CardUnit &hwDoubleDrawCard()
{
    static const CardUnit unit{.data = haywire::data(CardKind::HwDoubleDraw), .play = &haywiredoubledraw::played};
    return unit;
}

} // namespace rf::rules::cards
