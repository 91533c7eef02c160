// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Conditional Program (RULES.md 8.2): after programming a card of the hand is laid on it; at one
// reveal of the turn it may replace the register's card (not a locked one); unused, it is
// discarded at the end of the turn.
#include "rules/cards/option/optionuse.h"

namespace rf::rules::cards {

using namespace rf::model;
using game::VoidReason;

namespace optionconditionalprogram {

void laid(Engine &e, int i, const Card &card)
{
    e.noteCard(game::Code::ConditionalCardLaid, i, card);
}

void reveal(Engine &e, int i)
{
    const Decision *d = e.decision(i, DecisionTime::Register, DecisionUse::Option, OptionId::ConditionalProgram);
    if (!d)
        return;
    auto &r = e.robot(i);
    const auto slot = static_cast<std::size_t>(e.reg() - 1);
    HeldOption *h = e.held(i, OptionId::ConditionalProgram);
    if (!h)
        e.voidDecision(i, *d, VoidReason::NotHeld);
    else if (!h->card)
        e.voidDecision(i, *d, VoidReason::NoOptions);
    else if ((r.lockedMask >> slot) & 1U)
        e.voidDecision(i, *d, VoidReason::Locked);
    else {
        e.noteDecision(i, *d);
        r.program[slot] = h->card;
        r.paired[slot].reset();
        e.noteCard(game::Code::ConditionalSwap, i, *h->card, e.reg());
        h->card.reset();
    }
}

void discardUnused(Engine &e, int i)
{
    for (HeldOption &h : e.robot(i).options)
        if (h.id == OptionId::ConditionalProgram && h.card) {
            e.noteCard(game::Code::ConditionalSwap, i, *h.card, 0); // not used: discarded
            h.card.reset();
        }
}

void offer(const Engine &e, int i, std::vector<DecisionOffer> &out)
{
    const auto &r = e.robot(i);
    const bool locked = (r.lockedMask >> static_cast<std::size_t>(e.reg() - 1)) & 1U;
    for (const HeldOption &h : r.options)
        if (h.id == OptionId::ConditionalProgram && h.card && !locked && e.holds(i, h.id))
            offerOption(e, out, i, optionUse(e.reg(), OptionId::ConditionalProgram));
}

} // namespace optionconditionalprogram

const CardUnit &conditionalProgramCard()
{
    static const CardUnit unit{.data = optionDataAt(OptionId::ConditionalProgram, game::Stage::Reveal),
                               .cardLaid = &optionconditionalprogram::laid,
                               .reveal = &optionconditionalprogram::reveal,
                               .turnEnd = &optionconditionalprogram::discardUnused,
                               .revealOffers = &optionconditionalprogram::offer};
    return unit;
}

} // namespace rf::rules::cards
