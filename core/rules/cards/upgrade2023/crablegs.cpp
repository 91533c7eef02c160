// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Crab Legs of the 2023 edition (RULES.md 10.14): a register programmed with a Move 1 and a
// Rotate Left or Right moves the robot 1 square to that side without turning, an ordinary move
// and a card push; neither card has its usual effect. It is programmed only with Crab Legs
// installed, and the pair still acts if the upgrade is gone by then (the 2016 card moved forward,
// sideways, forward on a single Move 1).
#include "rules/cards/library.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023crablegs {
bool sideStep(Engine &e, int i, const Card &move, const Card &turn)
{
    auto &r = e.robot(i);
    if (move.kind != CardKind::Move1 || (turn.kind != CardKind::RotateLeft && turn.kind != CardKind::RotateRight))
        return false;
    const Direction d = turn.kind == CardKind::RotateLeft ? turnLeft(r.facing) : turnRight(r.facing);
    e.note(game::Code::CrabStep, i, -1, r.pos, d, 1);
    e.moveCard(i, move.kind, d, 1);
    return true;
}
} // namespace upgrade2023crablegs

const CardUnit &crabLegs2023Card()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::CrabLegs), .paired = &upgrade2023crablegs::sideStep};
    return unit;
}

} // namespace rf::rules::cards
