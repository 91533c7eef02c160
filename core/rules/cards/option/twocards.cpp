// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Crab Legs and Dual Processor (RULES.md 8.2): the two option cards that allow a register of two
// cards. Crab Legs: a Move 1 with a turn moves one square to the robot's left or right, facing
// unchanged. Dual Processor: a move with a turn moves one square less (Back Up: none; with a
// U-Turn two less), then turns; with both, the player chooses Dual Processor by a decision.
// Without the option that allows them, the move card alone is played.
#include "rules/cards.h"
#include "rules/cards/option/optionuse.h"

#include <algorithm>

namespace rf::rules::cards {

using namespace rf::model;
using game::VoidReason;

namespace optiontwocards {

bool playTwo(Engine &e, int i, const Card &move, const Card &turn)
{
    auto &r = e.robot(i);
    const bool sideways =
        move.kind == CardKind::Move1 && (turn.kind == CardKind::RotateLeft || turn.kind == CardKind::RotateRight);
    const bool crab = e.holds(i, OptionId::CrabLegs) && sideways;
    const bool dual = e.holds(i, OptionId::DualProcessor) && cardIsMove(move.kind);
    const Decision *pick = e.decision(i, DecisionTime::Register, DecisionUse::Option, OptionId::DualProcessor);
    if (pick && !dual)
        e.voidDecision(i, *pick, VoidReason::NotHeld);
    if (crab && !(pick && dual)) {
        const Direction d = turn.kind == CardKind::RotateLeft ? turnLeft(r.facing) : turnRight(r.facing);
        e.note(game::Code::CrabStep, i, -1, r.pos, d, 1);
        e.moveCard(i, move.kind, d, 1);
        return true;
    }
    if (dual) {
        if (pick)
            e.noteDecision(i, *pick);
        const int less = turn.kind == CardKind::UTurn ? 2 : 1;
        const int squares = move.kind == CardKind::BackUp ? 0 : std::max(0, cardSquares(move.kind) - less);
        e.note(game::Code::DualProcessorMove, i, -1, r.pos, r.facing, squares);
        if (squares > 0)
            e.moveCard(i, move.kind, cardIsBackward(move.kind) ? opposite(r.facing) : r.facing, squares);
        if (e.inPlay(i)) {
            r.facing = turnRight(r.facing, cardQuarterTurns(turn.kind));
            e.note(game::Code::Rotated, i, -1, r.pos, r.facing, cardQuarterTurns(turn.kind));
        }
        return true;
    }
    // Two cards without the option that allows them: the move card alone is played.
    e.noteVoidOption(i, sideways ? OptionId::CrabLegs : OptionId::DualProcessor, VoidReason::NotHeld);
    e.moveBy(i, move);
    return true;
}

// With both cards, before a Move 1 with a turn: Dual Processor instead of Crab Legs.
void offerDual(const Engine &e, int i, const Card &card, std::vector<DecisionOffer> &out)
{
    const auto &paired = e.robot(i).paired[static_cast<std::size_t>(e.reg() - 1)];
    if (paired && e.holds(i, OptionId::CrabLegs) && e.holds(i, OptionId::DualProcessor) &&
        card.kind == CardKind::Move1 && paired->kind != CardKind::UTurn)
        offerOption(e, out, i, optionUse(e.reg(), OptionId::DualProcessor));
}

} // namespace optiontwocards

const CardUnit &crabLegsOptionCard()
{
    static const CardUnit unit{.data = optionDataAt(OptionId::CrabLegs, game::Stage::RobotMoves),
                               .paired = &optiontwocards::playTwo};
    return unit;
}

const CardUnit &dualProcessorCard()
{
    static const CardUnit unit{.data = optionDataAt(OptionId::DualProcessor, game::Stage::RobotMoves),
                               .paired = &optiontwocards::playTwo,
                               .cardOffers = &optiontwocards::offerDual};
    return unit;
}

} // namespace rf::rules::cards
