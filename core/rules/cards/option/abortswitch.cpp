// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Abort Switch (RULES.md 8.2): once per turn, from the register it is used in, every card
// revealed is replaced by the top card of the deck.
#include "rules/cards/option/optionuse.h"

namespace rf::rules::cards {

using namespace rf::model;
using game::VoidReason;

namespace optionabortswitch {

void newTurn(Engine &e, int i)
{
    e.robot(i).abortFrom = 0;
}

void reveal(Engine &e, int i)
{
    auto &r = e.robot(i);
    const auto slot = static_cast<std::size_t>(e.reg() - 1);
    if (const Decision *d = e.decision(i, DecisionTime::Register, DecisionUse::Option, OptionId::AbortSwitch)) {
        if (!e.holds(i, OptionId::AbortSwitch))
            e.voidDecision(i, *d, VoidReason::NotHeld);
        else if (r.abortFrom > 0)
            e.voidDecision(i, *d, VoidReason::AlreadyUsed);
        else {
            e.noteDecision(i, *d);
            r.abortFrom = e.reg();
        }
    }
    if (r.abortFrom > 0 && e.reg() >= r.abortFrom && e.holds(i, OptionId::AbortSwitch) && r.program[slot]) {
        r.program[slot] = e.drawCard();
        r.paired[slot].reset();
        e.noteCard(game::Code::AbortSwitchSwap, i, *r.program[slot], e.reg());
    }
}

void offer(const Engine &e, int i, std::vector<DecisionOffer> &out)
{
    const auto &r = e.robot(i);
    if (e.holds(i, OptionId::AbortSwitch) && r.abortFrom == 0 && r.program[static_cast<std::size_t>(e.reg() - 1)])
        offerOption(e, out, i, optionUse(e.reg(), OptionId::AbortSwitch));
}

} // namespace optionabortswitch

const CardUnit &abortSwitchCard()
{
    static const CardUnit unit{.data = optionDataAt(OptionId::AbortSwitch, game::Stage::Reveal),
                               .turnStart = &optionabortswitch::newTurn,
                               .reveal = &optionabortswitch::reveal,
                               .revealOffers = &optionabortswitch::offer};
    return unit;
}

} // namespace rf::rules::cards
