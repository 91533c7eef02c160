// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The movement upgrades of the 2023 edition (RULES.md 10.13): used right before or right after the
// robot's own card activation, in the order the decisions are listed. The robot that does not
// activate in the register never gets here: its decisions are void at the end of the register
// (`never-arose`). What each upgrade does is its unit's (cards/upgrade2023/).
#include "rules/cards/held.h"
#include "rules/edition2023upgrades.h"
#include "rules/engine.h"

namespace rf::rules {

using namespace rf::model;

namespace {
// One movement of its own, however many steps: a robot runs into the same spikes once (Spiky,
// RULES.md 10.14).
template<typename Move> void movement(Engine &e, Move move)
{
    Scratch &s = e.scratch();
    s.spiked.clear();
    s.spikesOnce = true;
    move();
    s.spikesOnce = false;
}
} // namespace

void edition2023Moves(Engine &e, int i, bool before)
{
    if (!e.decides(i))
        return;
    const cards::Library &library = cards::library(e);
    for (const Decision &d : e.plan(i)->decisions) {
        if (d.when != DecisionTime::Register || d.reg != e.reg() || d.use != DecisionUse::Upgrade || d.before != before ||
            e.told(i, d))
            continue;
        const cards::CardUnit *card = library.upgrade(d.upgrade);
        if (!card || !card->afterCard)
            continue;
        if (!e.holdsUpgrade(i, d.upgrade))
            e.voidDecision(i, d, game::VoidReason::NotHeld);
        else if (!e.inPlay(i)) // its card or an earlier move took it off the board
            e.voidDecision(i, d, game::VoidReason::NotNow);
        else
            movement(e, [&] { card->afterCard(e, i, d); });
    }
}

} // namespace rf::rules
