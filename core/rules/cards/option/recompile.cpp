// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Recompile, the option card (RULES.md 8.2): the hand dealt is replaced by as many new cards, for
// one damage point (a programming discard may cancel it).
#include "rules/cards/option/optionuse.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace optionrecompile {

void redraw(Engine &e, int i, std::vector<Card> &hand)
{
    if (e.decision(i, DecisionTime::Programming, DecisionUse::Option, OptionId::Recompile) &&
        e.holds(i, OptionId::Recompile)) {
        const std::size_t n = hand.size();
        hand.clear();
        for (std::size_t k = 0; k < n; ++k)
            hand.push_back(e.drawCard());
    }
}

// The new hand replaced the dealt one; the program drawn from it is the caller's (the scenario's
// program, or a random one from `hand`).
void programmed(Engine &e, int i, std::span<const Card> hand)
{
    const Decision *d = e.decision(i, DecisionTime::Programming, DecisionUse::Option, OptionId::Recompile);
    if (!d)
        return;
    if (!e.holds(i, OptionId::Recompile)) {
        e.voidDecision(i, *d, game::VoidReason::NotHeld);
        return;
    }
    e.noteDecision(i, *d);
    e.note(game::Code::Recompiled, i, -1, e.robot(i).pos, Direction::North, static_cast<int>(hand.size()));
    e.damage(i, 1, game::Code::Recompiled);
}

void offer(const Engine &e, int i, std::vector<DecisionOffer> &out)
{
    if (e.holds(i, OptionId::Recompile))
        offerOption(
            e, out, i,
            Decision{.when = DecisionTime::Programming, .use = DecisionUse::Option, .option = OptionId::Recompile});
}

} // namespace optionrecompile

const CardUnit &recompileOptionCard()
{
    static const CardUnit unit{.data = optionData(OptionId::Recompile),
                               .dealt = &optionrecompile::redraw,
                               .programmed = &optionrecompile::programmed,
                               .dealOffers = &optionrecompile::offer};
    return unit;
}

} // namespace rf::rules::cards
