// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the debugger's offers of the 2023 upgrades acting on a card push look at (Piercing Drill,
// Modular Chassis, Magnetic, RULES.md 10.13-10.15): the robot a register card would push first.
#include "model/passage.h"
#include "rules/boardindex.h"
#include "rules/cards.h"
#include "rules/engine.h"

namespace rf::rules::cards::upgrade2023 {

// The card robot i resolves for `card` lying in its register: an Again repeats the card of the
// register before (unless it draws instead, again-after-damage-draws, or opens the program).
inline model::CardKind resolvedKind(const Engine &e, int i, const model::Card &card)
{
    const auto &r = e.robot(i);
    const auto slot = static_cast<std::size_t>(e.reg() - 1);
    if (card.kind != model::CardKind::Again || slot == 0 || !r.played[slot - 1] ||
        (e.options().againAfterDamageDraws && (r.damageRegisters >> (slot - 1) & 1U)))
        return card.kind;
    return r.played[slot - 1]->kind;
}

// The robot that robot i's register card `card` would push first from where it stands now (a
// move card, or an Again repeating one), or -1: it steps on until a wall, the board's edge, a pit
// or a drain stops it. What only playing the register tells (a SPAM's replacement, a Haywire's
// moves) gives no robot.
inline int firstPushed(const Engine &e, int i, const model::Card &card)
{
    const auto &r = e.robot(i);
    const model::CardKind kind = resolvedKind(e, i, card);
    const model::Direction d = cardIsBackward(kind) ? model::opposite(r.facing) : r.facing;
    model::Point at = r.pos;
    for (int n = 0; n < cardSquares(kind); ++n) {
        if (!model::passable(e.board().crossing(at, d)))
            return -1;
        at = model::step(at, d);
        if (!e.board().contains(at))
            return -1;
        if (const int t = e.obstacleAt(at, i); t >= 0)
            return t;
        if (const model::Entry entry = e.board().entry(at); entry == model::Entry::Pit || entry == model::Entry::Drain)
            return -1;
    }
    return -1;
}

} // namespace rf::rules::cards::upgrade2023
