// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The 2016 upgrades that change how a robot's own card moves it (RULES.md 9.5, 9.6): Brakes,
// Crab Legs, Teleporter and Side Arms, and the ones acting at the start of its activation
// (Reboot, Refresh) or after its card (Hack).
#include "model/passage.h"
#include "rules/cards.h"
#include "rules/engine.h"

#include <algorithm>

namespace rf::rules {

using namespace rf::model;
using game::VoidReason;

namespace {
// The decision of robot i in this register to use `id`, if the robot holds it; a decision for an
// upgrade it does not hold is voided here.
const Decision *usable(Engine &e, int i, UpgradeId id)
{
    const Decision *d = e.upgradeDecision(i, DecisionTime::Register, DecisionUse::Upgrade, id);
    if (d && !e.holdsUpgrade(i, id)) {
        e.voidDecision(i, *d, VoidReason::NotHeld);
        return nullptr;
    }
    return d;
}
} // namespace

bool Engine::upgradeCardMove(int i, const Card &card)
{
    auto &r = robot(i);
    const bool move1 = card.kind == CardKind::Move1;
    if (const Decision *d = usable(*this, i, UpgradeId::Brakes)) {
        if (!move1) {
            voidDecision(i, *d, VoidReason::NotNow);
        } else {
            noteDecision(i, *d);
            note(Code::UpgradeBraked, i, -1, r.pos, r.facing);
            return true;
        }
    }
    if (const Decision *d = usable(*this, i, UpgradeId::CrabLegs)) {
        if (!move1 || d->side == 0) {
            voidDecision(i, *d, VoidReason::NotNow);
        } else {
            noteDecision(i, *d);
            // Forward, sideways, forward; one square sideways only with crab-legs-sidestep. A
            // blocked step loses the rest (RULES.md 9.5).
            const Direction side = d->side < 0 ? turnLeft(r.facing) : turnRight(r.facing);
            const Direction ahead = r.facing;
            note(Code::UpgradeCrabLegs, i, -1, r.pos, side);
            if (m_opt.crabLegsSidestep) {
                pushStep(i, side, 1, true);
                return true;
            }
            for (const Direction step : {ahead, side, ahead})
                if (!inPlay(i) || pushStep(i, step, 1, true) != StepResult::Moved)
                    break;
            return true;
        }
    }
    if (const Decision *d = usable(*this, i, UpgradeId::Teleporter)) {
        if (!cardIsMove(card.kind) || r.energy < 1) {
            voidDecision(i, *d, r.energy < 1 ? VoidReason::NoEnergy : VoidReason::NotNow);
            return false;
        }
        const Direction dir = cardIsBackward(card.kind) ? opposite(r.facing) : r.facing;
        const int squares = cardSquares(card.kind);
        const Point to = step(r.pos, dir, squares);
        // It must end on the board, on a square a robot may stand on (RULES.md 9.5).
        if (!m_board.contains(to) || !mayStand(m_board.cell(to))) {
            voidDecision(i, *d, VoidReason::NotNow);
            return false;
        }
        noteDecision(i, *d);
        --r.energy;
        const Point from = r.pos;
        note(Code::UpgradeTeleport, i, -1, to, dir, squares);
        highlight(from);
        highlight(to);
        if (const int other = obstacleAt(to, i); other >= 0) {
            // Both keep their facing (our reading).
            note(Code::TeleportSwap, i, other, to);
            relocate(other, from);
            arrive(other, from, opposite(dir), false, false);
        }
        relocate(i, to);
        arrive(i, to, dir, true, false);
        return true;
    }
    return false;
}

bool Engine::sideArmsPush(int i, int pushed, Direction d, StepResult &result)
{
    if (m_sideArmsUsed || !upgradesInGame())
        return false;
    const Decision *dec = usable(*this, i, UpgradeId::SideArms);
    if (!dec)
        return false;
    m_sideArmsUsed = true; // for the first push of the register only
    if (dec->side == 0) {
        voidDecision(i, *dec, VoidReason::NotNow);
        return false;
    }
    noteDecision(i, *dec, pushed);
    const Direction side = dec->side < 0 ? turnLeft(robot(i).facing) : turnRight(robot(i).facing);
    note(Code::SideArmsPush, i, pushed, robot(pushed).pos, side);
    const Point from = robot(i).pos;
    if (pushStep(pushed, side, 0, false) == StepResult::Blocked) {
        // A blocked side square blocks the push: the mover stops (our reading).
        result = StepResult::Blocked;
        return true;
    }
    pushedBy(i, pushed, 1);
    relocate(i, step(from, d));
    enterCell(i, from, d, true);
    result = inPlay(i) ? StepResult::Moved : StepResult::Destroyed;
    return true;
}

bool Engine::rebootUpgrade(int i)
{
    const Decision *d = usable(*this, i, UpgradeId::Reboot);
    if (!d || !inPlay(i))
        return false;
    noteDecision(i, *d);
    spendTemporary(i, UpgradeId::Reboot);
    robot(i).freeReboot = true;
    destroy(i, DestroyCause::Reboot, Code::RebootUsed);
    return true;
}

void Engine::refreshUpgrade(int i)
{
    const Decision *d = usable(*this, i, UpgradeId::Refresh);
    if (!d)
        return;
    auto &r = robot(i);
    const auto slot = static_cast<std::size_t>(reg() - 1);
    static constexpr CardKind kAllowed[] = {CardKind::Move1, CardKind::Move2, CardKind::Move3, CardKind::RotateLeft,
                                            CardKind::RotateRight, CardKind::UTurn, CardKind::BackUp, CardKind::Again};
    if (!d->card || std::ranges::find(kAllowed, *d->card) == std::end(kAllowed) || !r.program[slot]) {
        voidDecision(i, *d, VoidReason::NotNow);
        return;
    }
    noteDecision(i, *d);
    spendTemporary(i, UpgradeId::Refresh);
    const Card old = *r.program[slot];
    // A replaced damage card goes back to its pile when trashed, else to the discard pile.
    if (cardIsDamage(old.kind) && d->trash) {
        returnDamageCard(old.kind);
        if (old.kind == CardKind::Spam)
            r.damage = std::max(0, r.damage - 1);
    } else {
        r.discard.push_back(old);
    }
    r.program[slot] = Card{*d->card, 0};
    noteCard(Code::Refreshed, i, *r.program[slot]);
}

bool Engine::hackUpgrade(int i)
{
    const Decision *d = usable(*this, i, UpgradeId::Hack);
    if (!d)
        return false;
    const auto slot = static_cast<std::size_t>(reg() - 1);
    if (!inPlay(i) || !robot(i).program[slot]) {
        voidDecision(i, *d, VoidReason::NotNow);
        return false;
    }
    noteDecision(i, *d);
    spendTemporary(i, UpgradeId::Hack);
    noteCard(Code::Hacked, i, *robot(i).program[slot]);
    return true;
}

} // namespace rf::rules
