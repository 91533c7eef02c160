// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Robot movement by cards and pushes (RULES.md 3): square by square, pushing chains, walls,
// ledges, pits and edges, portals, teleporters, oil, water, repulsors, flamers, ramps.
#include "model/passage.h"
#include "rules/cards.h"
#include "rules/cards/held.h"
#include "rules/engine.h"

#include <algorithm>
#include <array>
#include <tuple>

namespace rf::rules {

using namespace rf::model;

void Engine::enterCell(int i, Point from, Direction d, bool cardMove)
{
    const Point to = robot(i).pos;
    if (!m_board.contains(to)) {
        destroy(i, DestroyCause::OffBoard, Code::FellOffBoard);
        return;
    }
    // What the crossing and the square do to an arriving robot: model/passage.h.
    const bool drop = m_board.crossing(from, d) == Crossing::LedgeDrop;
    const Entry entry = m_board.entry(to);
    if (!drop && entry == Entry::Nothing)
        return;
    if (drop) {
        note(Code::LedgeDrop, i, -1, to, d, kLedgeDropDamage);
        damage(i, kLedgeDropDamage, Code::LedgeDrop);
        if (!inPlay(i))
            return;
    }
    // Flamers burn robots moving onto or through them during the robots' moves (seed 001).
    arrive(i, to, d, cardMove, true);
}

bool Engine::crossesPit(int i, Point to, Direction d)
{
    for (const HeldUpgrade &h : robot(i).upgrades)
        if (const cards::CardUnit *card = m_rules.cards().upgrade(h.id); card && card->overPit && card->overPit(*this, i, to, d))
            return true;
    return false;
}

void Engine::arrive(int i, Point to, Direction d, bool burns, bool highlightFlamer)
{
    switch (m_board.entry(to)) {
    case Entry::Nothing: return;
    case Entry::Pit:
        if (!robot(i).upgrades.empty() && crossesPit(i, to, d))
            return;
        destroy(i, DestroyCause::Pit, Code::FellIntoPit);
        return;
    case Entry::Drain: destroy(i, DestroyCause::Drain, Code::FellIntoDrain); return;
    case Entry::TrapDoor:
        if (trapDoorActive(to))
            destroy(i, DestroyCause::TrapDoor, Code::FellThroughTrapDoor);
        return;
    case Entry::Flamer:
        if (burns && flamerActive(to)) {
            if (highlightFlamer)
                highlight(to);
            note(Code::FlamerBurn, i, -1, to, d, 1);
            damage(i, 1, Code::FlamerBurn);
        }
        return;
    }
}

Engine::StepResult Engine::pushStep(int i, Direction d, int cardValue, bool cardMove)
{
    Point p = robot(i).pos;
    const bool pushes = !robot(i).isVirtual;
    // Most steps go to a plain free square: no chain to build, nothing to do on arrival (the
    // code below would find the same, at about three times the cost).
    if (m_board.plainStep(p, d)) {
        const Point n = step(p, d);
        auto &occupancy = m_st.occupancy;
        const auto to = static_cast<std::size_t>(m_board.indexOf(n));
        if (!pushes || occupancy[to] == 0) {
            --occupancy[static_cast<std::size_t>(m_board.indexOf(p))];
            ++occupancy[to];
            robot(i).pos = n;
            if (i == m_scratch.cardMover)
                m_scratch.cardSteps.push_back(d);
            return inPlay(i) ? StepResult::Moved : StepResult::Destroyed;
        }
    }
    auto &chain = m_scratch.chain;
    chain.clear();
    chain.push_back(i);
    for (;;) {
        const Crossing c = m_board.crossing(p, d);
        const int front = chain.back();
        if (c == Crossing::Wall || c == Crossing::LedgeUp) {
            note(c == Crossing::Wall ? Code::BlockedByWall : Code::BlockedByLedge, front, -1, p, d);
            if (chain.size() > 1) {
                note(Code::PushBlocked, i, front, p, d);
                spikes(d);
                if (i == m_rammer)
                    bumped(i, chain[1], d); // into a robot that cannot be pushed
            }
            return StepResult::Blocked;
        }
        if (c == Crossing::Repulsor) {
            const ElementId rid = m_board.repulsorId(p, d);
            highlightElement(rid);
            if (cardValue <= 0) {
                note(Code::BlockedByWall, front, -1, p, d);
                return StepResult::Blocked;
            }
            // The robot that ran into the field is pushed straight back as far as the card
            // moves; any robots behind it are pushed along. The card's movement ends.
            note(Code::Repulsed, front, front == i ? -1 : i, p, opposite(d), cardValue, rid);
            for (int k = 0; k < cardValue && inPlay(front); ++k)
                if (pushStep(front, opposite(d), 0, false) != StepResult::Moved)
                    break;
            return StepResult::Repelled;
        }
        const Point n = step(p, d);
        if (!pushes || !m_board.contains(n))
            break;
        const int o = obstacleAt(n, front);
        if (o < 0)
            break;
        chain.push_back(o);
        if (chain.size() == 2 && i == m_pusher) {
            StepResult instead{};
            for (const cards::CardUnit *card : m_rules.cards().with(cards::Hook::firstPush))
                if (card->firstPush(*this, i, o, d, instead))
                    return instead;
        }
        p = n;
    }
    if (chain.size() > 1)
        spikes(d);
    if (i == m_scratch.cardMover)
        m_scratch.cardPushedAll.insert(m_scratch.cardPushedAll.end(), chain.begin() + 1, chain.end());
    // Move the chain from its front so every robot enters a free square. (enterCell never
    // pushes, so the scratch chain stays valid through the loop.)
    for (std::size_t k = chain.size(); k-- > 0;) {
        const int r = chain[k];
        const Point from = robot(r).pos;
        relocate(r, step(from, d));
        if (r != i)
            note(Code::Pushed, r, i, robot(r).pos, d);
        enterCell(r, from, d, cardMove);
    }
    if (chain.size() > 1 && i == m_rammer)
        bumped(i, chain[1], d);
    if (i == m_scratch.cardMover && inPlay(i))
        m_scratch.cardSteps.push_back(d);
    if (chain.size() > 1 && i == m_pusher) {
        // Every robot of the chain is pushed by the mover (ramming-direct-only: the first).
        const std::size_t last = m_opt.rammingDirectOnly ? 2 : chain.size();
        const std::vector<int> pushed(chain.begin() + 1, chain.begin() + static_cast<std::ptrdiff_t>(last));
        for (const int t : pushed)
            m_rules.pushedByMover(*this, i, t, 1);
    }
    return inPlay(i) ? StepResult::Moved : StepResult::Destroyed;
}

void Engine::spikes(Direction d)
{
    // Each robot of the chain tried to enter the square of the one in front of it (RULES.md
    // 10.14 Spiky). The hooks only draw damage cards, which moves no robot: the chain stays.
    const auto &chain = m_scratch.chain;
    for (std::size_t k = 1; k < chain.size(); ++k) {
        const int holder = chain[k];
        if (robot(holder).upgrades.empty())
            continue;
        for (const HeldUpgrade &h : robot(holder).upgrades)
            if (const cards::CardUnit *card = m_rules.cards().upgrade(h.id); card && card->entered)
                card->entered(*this, holder, chain[k - 1], d);
    }
}

void Engine::moveByCard(int i, CardKind kind, Direction d, int squares)
{
    const auto &r = robot(i);
    const bool rams = !r.upgrades.empty() && cards::anyUpgradeWith(*this, i, &cards::CardUnit::bump);
    m_rammer = rams ? i : -1;
    moveCard(i, kind, d, squares);
    m_rammer = -1;
}

void Engine::bumped(int mover, int touched, Direction d)
{
    for (const HeldOption &h : robot(mover).options)
        if (const cards::CardUnit *card = m_rules.cards().option(h.id); card && card->bump)
            card->bump(*this, mover, touched, d);
    for (const HeldUpgrade &h : robot(mover).upgrades)
        if (const cards::CardUnit *card = m_rules.cards().upgrade(h.id); card && card->bump)
            card->bump(*this, mover, touched, d);
}

void Engine::oilSlide(int i, Direction d, int depth)
{
    if (depth > robotCount())
        return;
    int pushedOnOil = -1;
    while (inPlay(i) && m_board.contains(robot(i).pos) && m_board.floor(robot(i).pos) == FloorKind::Oil) {
        const Point n = step(robot(i).pos, d);
        const int o = m_board.contains(n) ? obstacleAt(n, i) : -1;
        if (o >= 0) {
            if (m_board.floor(n) != FloorKind::Oil)
                break; // a robot not on oil stops the slide
            pushedOnOil = o;
        }
        note(Code::OilSlide, i, -1, robot(i).pos, d);
        if (pushStep(i, d, 0, true) != StepResult::Moved)
            break;
    }
    // A robot knocked along on the oil slides on by itself.
    if (pushedOnOil >= 0 && inPlay(pushedOnOil))
        oilSlide(pushedOnOil, d, depth + 1);
}

void Engine::executeCard(int i)
{
    const auto slot = static_cast<std::size_t>(reg() - 1);
    const auto &card = robot(i).program[slot];
    if (!card || !inPlay(i))
        return;
    playCard(i, *card, robot(i).paired[slot]);
}

void Engine::playCard(int i, const Card &card, const std::optional<Card> &paired)
{
    auto &r = robot(i);
    if (!inPlay(i))
        return;
    const bool rams = (!r.options.empty() && cards::anyOptionWith(*this, i, &cards::CardUnit::bump)) ||
                      (!r.upgrades.empty() && cards::anyUpgradeWith(*this, i, &cards::CardUnit::bump));
    m_rammer = rams ? i : -1;
    m_scratch.rammed.clear();
    if (m_st.upgradesInGame && (!r.upgrades.empty() || decides(i))) {
        // The 2016 upgrades: this robot's own movement pushes (RULES.md 9.3), and some
        // upgrades move it instead of the card.
        m_pusher = i;
        if (decides(i))
            for (const cards::CardUnit *instead : m_rules.cards().with(cards::Hook::cardMove))
                if (instead->cardMove(*this, i, card)) {
                    m_pusher = -1;
                    return;
                }
    }
    if (paired) {
        // A register of two cards: the card that allows them plays them (RULES.md 8.2); without
        // one, the move card alone.
        const auto two = m_rules.cards().with(cards::Hook::paired);
        if (two.empty() || !two.front()->paired(*this, i, card, *paired))
            moveBy(i, card);
    } else if (!cardIsMove(card.kind)) {
        r.facing = turnRight(r.facing, cardQuarterTurns(card.kind));
        r.uTurned = r.uTurned || cardQuarterTurns(card.kind) == 2;
        note(Code::Rotated, i, -1, r.pos, r.facing, cardQuarterTurns(card.kind));
        if (flamerActive(r.pos)) {
            highlight(r.pos);
            note(Code::FlamerBurn, i, -1, r.pos, r.facing, 1);
            damage(i, 1, Code::FlamerBurn);
        }
    } else {
        moveBy(i, card);
    }
    m_rammer = -1;
    m_pusher = -1;
}

void Engine::moveBy(int i, const Card &card)
{
    auto &r = robot(i);
    // Backwards is the facing turned twice (an add, not a mispredicted branch).
    const Direction d = static_cast<Direction>((static_cast<int>(r.facing) + (cardIsBackward(card.kind) ? 2 : 0)) & 3);
    const int squares = r.options.empty() && !decides(i) ? cardSquares(card.kind) : squaresOf(i, card.kind);
    if (squares > 0)
        moveCard(i, card.kind, d, squares);
}

int Engine::squaresOf(int i, CardKind kind)
{
    int squares = cardSquares(kind);
    if (cards::mayAct(*this, i, cards::Hook::squares))
        for (const cards::CardUnit *card : m_rules.cards().with(cards::Hook::squares))
            squares = card->squares(*this, i, kind, squares);
    return squares;
}

void Engine::weaponMove(int firer, int target, Direction dir)
{
    if (!inPlay(target))
        return;
    // The debugger shows where the beam took hold and where it moved the robot.
    highlight(robot(target).pos);
    note(Code::WeaponMoved, target, firer, robot(target).pos, dir, 1);
    pushStep(target, dir, 0, false);
    if (inPlay(target))
        highlight(robot(target).pos);
}

void Engine::moveCard(int i, CardKind kind, Direction d, int squares)
{
    moveCardSquares(i, kind, d, squares);
    if (inPlay(i) && !robot(i).upgrades.empty())
        for (const HeldUpgrade &h : robot(i).upgrades)
            if (const cards::CardUnit *card = m_rules.cards().upgrade(h.id); card && card->cardMoveEnded)
                card->cardMoveEnded(*this, i);
}

void Engine::moveCardSquares(int i, CardKind kind, Direction d, int squares)
{
    const Point start = robot(i).pos;
    const int value = squares; // how far a repulsor field pushes back
    if (m_board.device(start).kind == DeviceKind::Teleporter) {
        const int dist = cardIsBackward(kind) ? 2 : squares + 2;
        const Point target = step(start, d, dist);
        const bool onBoard = m_board.contains(target);
        const bool nonFlat = onBoard && blocksLikeWall(m_board.device(target).kind);
        // In A Less Deadly Game the edge stops a jump off the board as a wall would (RULES.md 10.17).
        if ((onBoard || !m_opt.lessDeadlyGame) && obstacleAt(target, i) < 0 && !nonFlat) {
            highlight(start);
            note(Code::Teleported, i, -1, target, d, dist);
            relocate(i, target);
            if (!onBoard) {
                destroy(i, DestroyCause::OffBoard, Code::FellOffBoard);
                return;
            }
            // Intervening squares are ignored; the arrival square acts as if entered.
            arrive(i, target, d, true, false);
            return;
        }
        note(Code::TeleportBlocked, i, -1, target, d);
    }

    const FloorKind startFloor = m_board.floor(start);
    if (startFloor == FloorKind::Water || startFloor == FloorKind::Oil) {
        note(startFloor == FloorKind::Water ? Code::WaterFirstSquareLost : Code::OilFirstSquareLost, i, -1, start, d);
        --squares;
    }
    int moved = 0;
    for (int s = 0; s < squares; ++s) {
        const StepResult res = pushStep(i, d, value, true);
        if (res == StepResult::Destroyed || res == StepResult::Repelled)
            return;
        if (res == StepResult::Blocked)
            break;
        ++moved;
        note(Code::Moved, i, -1, robot(i).pos, d);
        const Point here = robot(i).pos;
        if (m_board.device(here).kind == DeviceKind::Portal) {
            const Point partner = m_board.portalPartner(here);
            if (partner.x >= 0 && countAt(partner) == 0) {
                highlight(here);
                highlight(partner);
                note(Code::Portal, i, -1, partner, d);
                relocate(i, partner);
            } else {
                note(Code::PortalOccupied, i, -1, partner, d);
            }
        }
    }
    if (!inPlay(i) || moved == 0)
        return;
    if (m_board.floor(robot(i).pos) == FloorKind::Oil)
        oilSlide(i, d, 0);
    if (!inPlay(i) || !m_board.contains(robot(i).pos))
        return;
    // A robot that stops on a ramp it was climbing rolls back one square.
    const Device &ramp = m_board.device(robot(i).pos);
    if (ramp.kind == DeviceKind::Ramp && ramp.dir == d) {
        note(Code::RampSlideBack, i, -1, robot(i).pos, opposite(d));
        highlight(robot(i).pos);
        pushStep(i, opposite(d), 0, false);
    }
}

} // namespace rf::rules
