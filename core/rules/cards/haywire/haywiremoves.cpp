// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/cards/haywire/haywiremoves.h"

#include "rules/engine.h"

namespace rf::rules::cards::haywire {

using model::CardKind;

bool move(Engine &e, int i, int squares)
{
    if (!e.inPlay(i))
        return false;
    auto &r = e.robot(i);
    // Backwards is the facing turned twice, as for Move Back.
    const Direction d = squares < 0 ? turnRight(r.facing, 2) : r.facing;
    if (squares != 0)
        e.moveByCard(i, squares < 0 ? CardKind::BackUp : CardKind::Move1, d, squares < 0 ? -squares : squares);
    return e.inPlay(i);
}

bool sidestep(Engine &e, int i, int side, int squares)
{
    if (!e.inPlay(i))
        return false;
    const Direction d = turnRight(e.robot(i).facing, side < 0 ? 3 : 1);
    e.moveByCard(i, CardKind::Move1, d, squares);
    return e.inPlay(i);
}

void turn(Engine &e, int i, int quarterTurns)
{
    if (!e.inPlay(i))
        return;
    auto &r = e.robot(i);
    r.facing = turnRight(r.facing, quarterTurns);
    r.uTurned = r.uTurned || quarterTurns == 2; // a U-turn for Laser Kata (RULES.md 10.16)
    e.note(game::Code::Rotated, i, -1, r.pos, r.facing, quarterTurns);
}

const model::Decision *choice(Engine &e, int i, model::DecisionUse use)
{
    return e.decision(i, model::DecisionTime::Register, use);
}

CardData data(CardKind k) { return programCardData(Family::Damage, k); }

} // namespace rf::rules::cards::haywire
