// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Brakes, Fourth Gear and Reverse Gear (RULES.md 8.2): used with one kind of card, they change how
// far it moves the robot (a Move 1 moves 0, a Move 3 moves 4, a Back Up moves 2 back).
#include "rules/cards/option/optionuse.h"

namespace rf::rules::cards {

using namespace rf::model;
using game::VoidReason;

namespace optiongears {

// Robot i's decision to use `option` on its card of kind `kind`: `moves` squares instead.
int gear(Engine &e, int i, CardKind kind, int squares, OptionId option, CardKind forCard, int moves, game::Code why)
{
    const Decision *d = e.decision(i, DecisionTime::Register, DecisionUse::Option, option);
    if (!d)
        return squares;
    if (!e.holds(i, option)) {
        e.voidDecision(i, *d, VoidReason::NotHeld);
    } else if (kind != forCard) {
        e.voidDecision(i, *d, VoidReason::NotNow);
    } else {
        e.noteDecision(i, *d);
        e.note(why, i, -1, e.robot(i).pos, e.robot(i).facing, moves);
        return moves;
    }
    return squares;
}

// Offered before a single card of that kind.
void offerGear(const Engine &e, int i, const Card &card, std::vector<DecisionOffer> &out, OptionId option,
               CardKind forCard)
{
    if (!e.robot(i).paired[static_cast<std::size_t>(e.reg() - 1)] && card.kind == forCard && e.holds(i, option))
        offerOption(e, out, i, optionUse(e.reg(), option));
}

int brakes(Engine &e, int i, CardKind kind, int squares)
{
    return gear(e, i, kind, squares, OptionId::Brakes, CardKind::Move1, 0, game::Code::Braked);
}
int fourthGear(Engine &e, int i, CardKind kind, int squares)
{
    return gear(e, i, kind, squares, OptionId::FourthGear, CardKind::Move3, 4, game::Code::FourthGear);
}
int reverseGear(Engine &e, int i, CardKind kind, int squares)
{
    return gear(e, i, kind, squares, OptionId::ReverseGear, CardKind::BackUp, 2, game::Code::ReverseGear);
}
void offerBrakes(const Engine &e, int i, const Card &card, std::vector<DecisionOffer> &out)
{
    offerGear(e, i, card, out, OptionId::Brakes, CardKind::Move1);
}
void offerFourth(const Engine &e, int i, const Card &card, std::vector<DecisionOffer> &out)
{
    offerGear(e, i, card, out, OptionId::FourthGear, CardKind::Move3);
}
void offerReverse(const Engine &e, int i, const Card &card, std::vector<DecisionOffer> &out)
{
    offerGear(e, i, card, out, OptionId::ReverseGear, CardKind::BackUp);
}

} // namespace optiongears

const CardUnit &brakesOptionCard()
{
    static const CardUnit unit{.data = optionDataAt(OptionId::Brakes, game::Stage::RobotMoves),
                               .squares = &optiongears::brakes,
                               .cardOffers = &optiongears::offerBrakes};
    return unit;
}

const CardUnit &fourthGearCard()
{
    static const CardUnit unit{.data = optionDataAt(OptionId::FourthGear, game::Stage::RobotMoves),
                               .squares = &optiongears::fourthGear,
                               .cardOffers = &optiongears::offerFourth};
    return unit;
}

const CardUnit &reverseGearCard()
{
    static const CardUnit unit{.data = optionDataAt(OptionId::ReverseGear, game::Stage::RobotMoves),
                               .squares = &optiongears::reverseGear,
                               .cardOffers = &optiongears::offerReverse};
    return unit;
}

} // namespace rf::rules::cards
