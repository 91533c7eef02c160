// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Teleporter (RULES.md 9.5): for 1 energy, a move card puts the robot where it would end,
// skipping the squares between; it must end on the board, on a square a robot may stand on; a
// robot there swaps places with it (both keep their facing: our reading).
#include "model/passage.h"
#include "rules/cards.h"
#include "rules/cards/upgrade/upgradeuse.h"

namespace rf::rules::cards {

using namespace rf::model;
using game::VoidReason;

namespace upgradeteleporter {

// Where the card would put robot i, and towards which direction.
Point destination(const Engine &e, int i, const Card &card, Direction &dir)
{
    const auto &r = e.robot(i);
    dir = cardIsBackward(card.kind) ? opposite(r.facing) : r.facing;
    return step(r.pos, dir, cardSquares(card.kind));
}

bool teleport(Engine &e, int i, const Card &card)
{
    const Decision *d = usable(e, i, UpgradeId::Teleporter);
    if (!d)
        return false;
    auto &r = e.robot(i);
    if (!cardIsMove(card.kind) || r.energy < 1) {
        e.voidDecision(i, *d, r.energy < 1 ? VoidReason::NoEnergy : VoidReason::NotNow);
        return false;
    }
    Direction dir{};
    const Point to = destination(e, i, card, dir);
    const BoardIndex &b = e.board();
    if (!b.contains(to) || !mayStand(b.cell(to))) {
        e.voidDecision(i, *d, VoidReason::NotNow);
        return false;
    }
    e.noteDecision(i, *d);
    --r.energy;
    const Point from = r.pos;
    e.note(game::Code::UpgradeTeleport, i, -1, to, dir, cardSquares(card.kind));
    e.highlight(from);
    e.highlight(to);
    if (const int other = e.obstacleAt(to, i); other >= 0) {
        e.note(game::Code::TeleportSwap, i, other, to);
        e.relocate(other, from);
        e.arrive(other, from, opposite(dir), false, false);
    }
    e.relocate(i, to);
    e.arrive(i, to, dir, true, false);
    return true;
}

void offerTeleport(const Engine &e, int i, const Card &card, std::vector<DecisionOffer> &out)
{
    if (!cardIsMove(card.kind) || e.robot(i).energy < 1)
        return;
    Direction dir{};
    const Point to = destination(e, i, card, dir);
    if (e.board().contains(to) && mayStand(e.board().cell(to)))
        offerUpgrade(e, out, i, registerUse(e, UpgradeId::Teleporter));
}

} // namespace upgradeteleporter

const CardUnit &teleporterCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::Teleporter),
                               .cardMove = &upgradeteleporter::teleport,
                               .cardOffers = &upgradeteleporter::offerTeleport};
    return unit;
}

} // namespace rf::rules::cards
