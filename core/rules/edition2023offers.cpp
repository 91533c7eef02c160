// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The choices of the 2023 edition a player could make before the next substep (the debugger's
// decision points, RULES.md 10.16): before a robot resolves a Haywire that asks one (or an Again
// repeating it), each answer the card allows, unless the scenario already gives one. The
// default of each card is offered too, so that it can be written down. The upgrades are offered
// where the rules could take them: at a robot's turn (its own choices, and those of Lucky Booster
// and Re-Initialize), before the lasers, before the checkpoints (Self-Diagnostics), in the upgrade
// phase.
#include "rules/edition2023.h"

#include "rules/cards/library.h"
#include "rules/cards/upgrade/upgradeuse.h"
#include "rules/edition2023upgrades.h"
#include "rules/engine.h"

#include <algorithm>

namespace rf::rules {

using namespace rf::model;

namespace {

constexpr int kMaxPay = 8; // hw-pay-energy-move

// Robot i's answers to the Haywire `kind` in the current register.
void haywireOffers(const Engine &e, int i, CardKind kind, std::vector<DecisionOffer> &out)
{
    const auto &r = e.robot(i);
    auto offer = [&](DecisionUse use, auto fill) {
        Decision d{.when = DecisionTime::Register, .reg = e.reg(), .use = use};
        fill(d);
        out.push_back(DecisionOffer{i, d});
    };
    switch (kind) {
    case CardKind::HwTurnEither:
    case CardKind::HwSide2:
        for (const int side : {-1, 1})
            offer(kind == CardKind::HwTurnEither ? DecisionUse::HwTurnEither : DecisionUse::HwSide2,
                  [&](Decision &d) { d.side = side; });
        break;
    case CardKind::HwFaceAnyMove1:
        for (const Direction dir : {Direction::North, Direction::East, Direction::South, Direction::West})
            offer(DecisionUse::HwFaceAny, [&](Decision &d) { d.dir = dir; });
        break;
    case CardKind::HwPayEnergyMove:
        for (int pay = 0; pay <= std::min(kMaxPay, r.energy); ++pay)
            offer(DecisionUse::HwPayEnergy, [&](Decision &d) { d.count = pay; });
        break;
    case CardKind::HwBack1Purge: {
        // Each kind the discard pile holds, topmost first.
        std::vector<CardKind> kinds;
        for (auto it = r.discard.rbegin(); it != r.discard.rend(); ++it)
            if (std::ranges::find(kinds, it->kind) == kinds.end())
                kinds.push_back(it->kind);
        for (const CardKind k : kinds)
            offer(DecisionUse::HwBack1Purge, [&](Decision &d) { d.card = k; });
        break;
    }
    case CardKind::HwInstall:
        // Each permanent upgrade of the collection.
        for (const UpgradeId id : r.collection)
            if (upgradeIsPermanent(id))
                offer(DecisionUse::HwInstall, [&](Decision &d) { d.upgrade = id; });
        break;
    case CardKind::HwDoubleDraw:
        for (const int first : {1, 2})
            offer(DecisionUse::HwDoubleDraw, [&](Decision &d) { d.count = first; });
        break;
    default: break;
    }
}

// Robot i's installed upgrades it could use at its turn in this register (RULES.md 10.5 step 2,
// 10.13-10.15): those whose unit offers its own answers for the card (Boink's direction, Zoop's
// facing, Switch's neighbours, Brakes before a Move 1, Piercing Drill's target...), a movement
// upgrade before and after its card, and one used "any time" (Recharge). Then the upgrades of the
// robots beside it that follow its card (Magnetic).
void turnOffers(const Engine &e, int i, const Card &card, std::vector<DecisionOffer> &out)
{
    const cards::Library &library = cards::library(e);
    for (const HeldUpgrade &h : e.robot(i).upgrades) {
        const cards::CardUnit *unit = library.upgrade(h.id);
        if (!unit || unit->otherCard) // another robot's card, offered at that robot's turn
            continue;
        const Decision d = cards::registerUse(e, h.id);
        if (unit->cardOffers) {
            unit->cardOffers(e, i, card, out);
        } else if (unit->afterCard) {
            for (const bool before : {true, false}) {
                Decision w = d;
                w.before = before;
                cards::offerUpgrade(e, out, i, w);
            }
        } else if (unit->outsideRegisters && !unit->registerOffers) { // those offer their own answers
            cards::offerUpgrade(e, out, i, d);
        }
    }
    for (const cards::CardUnit *unit : library.with(cards::Hook::otherCard))
        if (unit->cardOffers)
            unit->cardOffers(e, i, card, out);
}

// Whether a board laser firing in this register hits robot i: no robot stands before it on the
// beam (Engine::laserVolley).
bool boardLaserHits(const Engine &e, int i)
{
    const BoardIndex &board = e.board();
    bool hits = false;
    board.forEachLaserThrough(e.robot(i).pos, [&](const LaserCrossing &c) {
        const LaserInfo &laser = board.lasers()[static_cast<std::size_t>(c.laser)];
        if (hits || (!laser.registers.empty() && !laser.registers.contains(e.reg())))
            return;
        bool first = true;
        for (int j = 0; j < e.robotCount() && first; ++j)
            if (j != i && e.inPlay(j) && board.contains(e.robot(j).pos))
                board.forEachLaserThrough(e.robot(j).pos, [&](const LaserCrossing &o) {
                    first = first && !(o.laser == c.laser && o.along < c.along);
                });
        hits = first;
    });
    return hits;
}

// After the board lasers' damage (RULES.md 10.5 step 3e), offered before the volley: the cursor
// has no stop between. A robot a board laser hits may move 1 square forward or back (Energy
// Conversion, "way").
void boardLaserOffers(const Engine &e, int i, std::vector<DecisionOffer> &out)
{
    const cards::Library &library = cards::library(e);
    for (const HeldUpgrade &h : e.robot(i).upgrades) {
        const cards::CardUnit *unit = library.upgrade(h.id);
        if (!unit || !unit->boardLaserDamage)
            continue;
        Decision d = cards::registerUse(e, h.id);
        for (const bool back : {false, true}) {
            d.back = back;
            cards::offerUpgrade(e, out, i, d);
        }
    }
}

// Before the weapons fire (RULES.md 10.13): each replacement weapon a robot could fire at the robot
// its forward line hits, and a Deflector Shield for each robot that has one.
void weaponOffers(Engine &e, std::vector<DecisionOffer> &out)
{
    const cards::Library &library = cards::library(e);
    std::vector<int> line;
    for (int s = 0; s < e.robotCount(); ++s) {
        const auto &r = e.robot(s);
        if (!e.inPlay(s) || r.upgrades.empty())
            continue;
        if (boardLaserHits(e, s))
            boardLaserOffers(e, s, out);
        beamHits(e, s, r.facing, 0, line);
        const bool fires = !r.shutDown || !e.options().shutdownNoFire;
        for (const HeldUpgrade &h : r.upgrades) {
            const cards::CardUnit *unit = library.upgrade(h.id);
            Decision d = cards::registerUse(e, h.id);
            if (unit && unit->deflects) {
                cards::offerUpgrade(e, out, s, d);
            } else if (unit && unit->fireWeapon && fires && !line.empty() && !(unit->weaponVoid && unit->weaponVoid(e, s, line.front()))) {
                d.target = e.robot(line.front()).name;
                cards::offerUpgrade(e, out, s, d);
            }
        }
    }
}

// Before the programming phase of a scenario that plays it: each installed upgrade a robot may use
// on the hand it draws (Memory Swap with its default, Calibration Protocol) or then at any time
// (Recharge). Memory Cards is not offered: the cards it keeps depend on the hand not drawn yet.
void programmingOffers(const Engine &e, std::vector<DecisionOffer> &out)
{
    const cards::Library &library = cards::library(e);
    for (int i = 0; i < e.robotCount(); ++i)
        for (const HeldUpgrade &h : e.robot(i).upgrades)
            if (const cards::CardUnit *unit = library.upgrade(h.id);
                unit && (unit->programming || (unit->outsideRegisters && !unit->registerOffers)))
                cards::offerUpgrade(e, out, i, Decision{.when = DecisionTime::Programming, .use = DecisionUse::Upgrade, .upgrade = h.id});
}

} // namespace

void edition2023Offers(Engine &e, std::vector<DecisionOffer> &out)
{
    const game::Cursor &c = e.state().cursor;
    if (c.stage == game::Stage::Deal && e.state().programming) {
        programmingOffers(e, out);
        return;
    }
    if (c.stage == game::Stage::Upgrades) {
        // Substep 0 orders the robots; then each robot's turn (the simulator's order).
        const auto &order = e.state().order;
        if (c.index >= 1 && static_cast<std::size_t>(c.index) <= order.size())
            edition2023UpgradeOffers(e, order[static_cast<std::size_t>(c.index - 1)], out);
        return;
    }
    if (c.stage == game::Stage::Lasers && c.reg >= 1) {
        weaponOffers(e, out);
        return;
    }
    if (c.stage == game::Stage::Checkpoints && c.reg >= 1) {
        // Self-Diagnostics, for a robot on its next checkpoint.
        for (int i = 0; i < e.robotCount(); ++i)
            for (const HeldUpgrade &h : e.robot(i).upgrades)
                if (const cards::CardUnit *card = cards::library(e).upgrade(h.id); card && card->checkpointOffers)
                    card->checkpointOffers(e, i, out);
        return;
    }
    if (c.stage != game::Stage::RobotMoves || c.reg < 1)
        return;
    const auto index = static_cast<std::size_t>(c.index);
    if (index >= e.state().order.size())
        return;
    const int i = e.state().order[index];
    const auto &r = e.robot(i);
    const auto slot = static_cast<std::size_t>(c.reg - 1);
    if (!e.inPlay(i) || r.shutDown || !r.program[slot])
        return;
    turnOffers(e, i, *r.program[slot], out);
    edition2023HeldOffers(e, i, out);
    // The Haywire in the register, or the one an Again repeats.
    CardKind kind = r.program[slot]->kind;
    if (kind == CardKind::Again && slot > 0 && r.played[slot - 1])
        kind = r.played[slot - 1]->kind;
    if (!cardIsHaywire(kind))
        return;
    std::vector<DecisionOffer> answers;
    haywireOffers(e, i, kind, answers);
    const TurnPlan *p = e.plan(i);
    for (const DecisionOffer &o : answers) {
        const bool decided =
            p && std::ranges::any_of(p->decisions, [&](const Decision &d) {
                return d.use == o.decision.use && d.when == DecisionTime::Register && d.reg == o.decision.reg;
            });
        if (!decided)
            out.push_back(o);
    }
}

} // namespace rf::rules
