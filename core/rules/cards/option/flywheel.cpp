// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Flywheel (RULES.md 8.2): after programming a card of the hand not programmed is laid on it and
// joins the next turn's hand; when the scenario gives that turn's program, it goes back unused.
#include "rules/cards/option/optionuse.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace optionflywheel {

int kept(const HeldOption &h)
{
    return h.card ? 1 : 0;
}

void dealt(Engine &e, int i, std::vector<Card> &hand)
{
    if (HeldOption *fly = e.held(i, OptionId::Flywheel); fly && fly->card && e.turn() > 1) {
        hand.push_back(*fly->card);
        e.noteCard(game::Code::FlywheelCard, i, *fly->card);
        fly->card.reset();
    }
}

void programGiven(Engine &e, int i)
{
    if (HeldOption *fly = e.held(i, OptionId::Flywheel); fly && fly->card && e.turn() > 1)
        fly->card.reset();
}

void laid(Engine &e, int i, const Card &card)
{
    e.noteCard(game::Code::FlywheelCardLaid, i, card);
}

} // namespace optionflywheel

const CardUnit &flywheelCard()
{
    static const CardUnit unit{.data = optionData(OptionId::Flywheel),
                               .cardsKept = &optionflywheel::kept,
                               .dealt = &optionflywheel::dealt,
                               .programGiven = &optionflywheel::programGiven,
                               .cardLaid = &optionflywheel::laid};
    return unit;
}

} // namespace rf::rules::cards
