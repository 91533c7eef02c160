// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Rebooting in the 2023 edition (RULES.md 10.9): a robot leaves the board with its registers'
// cards, draws its damage, and re-enters in register 1 on the reboot token of its board (or, with
// Dynamic Archiving, on its archive); emptying a robot's registers, which shutdown does too.
#include "rules/edition2023.h"

#include "model/passage.h"
#include "rules/cards/damage/damagepoint.h"
#include "rules/edition2023deck.h"
#include "rules/engine.h"

#include <algorithm>

namespace rf::rules {

using namespace rf::model;
using game::Code;

namespace {

// When the token cannot be freed: the first usable square next to it, from the arrow clockwise.
Point freeNeighbour(Engine &e, Point p, Direction from, int self)
{
    const BoardIndex &b = e.board();
    for (int k = 0; k < 4; ++k) {
        const Direction d = turnRight(from, k);
        const Point n = step(p, d);
        if (b.contains(n) && e.obstacleAt(n, self) < 0 && mayStand(b.cell(n)) && !walled(b.crossing(p, d)))
            return n;
    }
    return p;
}

} // namespace

// Every card of robot i's registers goes at once, face-down Haywires included: programming
// cards to its discard pile, Haywires to the damage discard pile, and SPAM to the damage
// discard pile at a shutdown (RULES.md 10.10) or to its discard pile at a reboot (10.9).
void emptyRegisters(Engine &e, int i, bool spamToDamageDiscard)
{
    auto &r = e.robot(i);
    for (std::size_t k = 0; k < kRegisterCount; ++k) {
        const auto &c = r.program[k];
        if (c && (cardIsHaywire(c->kind) || (spamToDamageDiscard && c->kind == cards::kDamagePoint.kind)))
            discardDamage(e, c->kind);
        else if (c)
            r.discard.push_back(*c);
        r.program[k].reset();
        if (r.haywires[k])
            discardDamage(e, *r.haywires[k]);
        r.haywires[k].reset();
    }
    discardPaired(r);
    r.discard.insert(r.discard.end(), r.spent.begin(), r.spent.end());
    r.spent.clear();
}

// The second cards of Crab Legs registers go to the discard pile with their registers.
void discardPaired(game::RobotState &r)
{
    for (auto &c : r.paired)
        if (c)
            r.discard.push_back(*c);
    r.paired = PairedCards{};
}

void rebootOffBoard(Engine &e, int i, DestroyCause cause, Code why)
{
    const BoardIndex &b = e.board();
    auto &r = e.robot(i);
    e.note(why, i, -1, r.pos);
    const Point at = r.pos;
    e.removeRobot(i);
    r.destroyed = true;
    r.reentering = true;
    r.rebooted = true;
    // What made it reboot and when, as for the other editions (the analysis counts these).
    r.cause = cause;
    r.destroyedOrder = ++e.state().destroyCounter;
    // The token of the board it was on: the cell it fell on, or the edge cell it left from.
    const Point last{std::clamp(r.pos.x, 0, b.width() - 1), std::clamp(r.pos.y, 0, b.height() - 1)};
    const int board = b.placementAt(last);
    // With Dynamic Archiving it re-enters on its archive, without a token (RULES.md 10.9 step 6).
    r.reentryAt = r.archive;
    for (const Point t : b.rebootTokens())
        if (b.placementAt(t) == board && !e.options().dynamicArchiving) {
            r.reentryAt = t;
            break;
        }
    r.reentryFacing = r.facing;
    // Every card of its registers goes at once, and the damage cards of its hand; with
    // reboot-keeps-cards they stay to the end of the round (RULES.md 10.9 step 2, 10.18).
    if (!e.options().rebootKeepsCards) {
        emptyRegisters(e, i, false);
        r.discard.insert(r.discard.end(), r.kept.begin(), r.kept.end());
        r.kept.clear();
    }
    e.highlight(last);
    // A More Deadly Game: 3 damage cards (RULES.md 10.17).
    // Firewall: no damage for a reboot in a pit (RULES.md 10.14).
    const bool firewall = cause == DestroyCause::Pit && cards::anyUpgradeWith(e, i, &cards::CardUnit::freeReboot);
    const int draws = firewall                     ? 0
                      : e.options().moreDeadlyGame ? kEdition2023MoreDeadlyRebootDamage
                                                   : kEdition2023RebootDamage;
    e.note(Code::RebootOffBoard, i, -1, at, r.facing, draws);
    drawDamage(e, i, draws);
}

// In register 1, at its turn: on the token, pushing a robot there along the arrow.
void reenter(Engine &e, int i)
{
    const BoardIndex &b = e.board();
    auto &r = e.robot(i);
    r.reentering = false;
    Point target = r.reentryAt.value_or(r.archive);
    const bool token = b.contains(target) && b.device(target).kind == DeviceKind::RebootToken;
    const Direction arrow = token ? b.device(target).dir : Direction::North;
    const bool archive = e.options().dynamicArchiving;
    if (archive) { // nobody is pushed off an archive (RULES.md 10.9 step 6)
        if (!e.freeToPlace(target)) {
            target = e.freeSquareAround(target);
            e.note(Code::ReEntryMoved, i, -1, target);
        }
    } else if (!pushOffToken(e, target, i)) {
        target = freeNeighbour(e, target, arrow, i);
    }
    r.destroyed = false;
    r.cause = DestroyCause::None;
    if (const Decision *d = e.decision(i, DecisionTime::Register, DecisionUse::RebootFacing); d && d->dir) {
        e.noteDecision(i, *d);
        r.facing = *d->dir;
    } else if (r.reentryFacing) {
        r.facing = *r.reentryFacing;
    }
    e.placeRobot(i, target);
    e.highlight(target);
    e.note(archive ? Code::ReEnteredOnArchive : Code::ReEnteredOnToken, i, -1, target, r.facing);
}

// Dynamic Archiving (RULES.md 10.9 step 6): a robot on the board that ends a register on a
// checkpoint or a battery moves its archive there.
void moveArchives(Engine &e)
{
    const BoardIndex &b = e.board();
    for (int i = 0; i < e.robotCount(); ++i) {
        auto &r = e.robot(i);
        if (!e.inPlay(i) || !b.contains(r.pos) || r.archive == r.pos)
            continue;
        if (b.checkpointAt(r.pos) > 0 || b.device(r.pos).kind == DeviceKind::Battery) {
            r.archive = r.pos;
            e.note(Code::ArchiveMoved, i, -1, r.pos);
        }
    }
}

bool pushOffToken(Engine &e, Point token, int self)
{
    const int occupant = e.obstacleAt(token, self);
    if (occupant < 0)
        return true;
    const BoardIndex &b = e.board();
    const Direction arrow =
        b.contains(token) && b.device(token).kind == DeviceKind::RebootToken ? b.device(token).dir : Direction::North;
    e.note(Code::RebootPushed, occupant, self, step(token, arrow), arrow);
    return e.pushStep(occupant, arrow, 0, false) != Engine::StepResult::Blocked && e.obstacleAt(token, self) < 0;
}

} // namespace rf::rules
