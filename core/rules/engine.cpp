// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/engine.h"

#include "rules/cards.h"

namespace rf::rules {

using namespace rf::model;

Engine::Engine(const BoardIndex &board, game::GameState &state, const RuleOptions &options, const Ruleset &rules,
               const std::vector<std::vector<TurnPlan>> &plans, Scratch &scratch, game::Event *event, bool decisions)
    : m_board(board), m_st(state), m_opt(options), m_rules(rules), m_plans(plans), m_scratch(scratch), m_ev(event), m_decisions(decisions)
{
}

const TurnPlan *Engine::plan(int i) const
{
    if (i < 0 || static_cast<std::size_t>(i) >= m_plans.size())
        return nullptr;
    const auto &turns = m_plans[static_cast<std::size_t>(i)];
    const auto t = static_cast<std::size_t>(turn() - 1);
    return t < turns.size() ? &turns[t] : nullptr;
}

void Engine::note(Code c, int robot, int other, Point cell, Direction dir, int value, ElementId element)
{
    if (m_ev)
        m_ev->notes.push_back(game::Note{c, robot, other, cell, dir, value, element});
}

void Engine::noteCard(Code c, int robot, const Card &card, int value)
{
    if (m_ev)
        m_ev->notes.push_back(game::Note{c, robot, -1, m_st.robots[static_cast<std::size_t>(robot)].pos, Direction::North, value, kNoId, card});
}

void Engine::placeRobot(int i, Point p)
{
    auto &r = robot(i);
    r.pos = p;
    if (m_board.contains(p))
        ++m_st.occupancy[static_cast<std::size_t>(m_board.indexOf(p))];
}

void Engine::removeRobot(int i)
{
    const Point p = robot(i).pos;
    if (m_board.contains(p))
        --m_st.occupancy[static_cast<std::size_t>(m_board.indexOf(p))];
}

void Engine::relocate(int i, Point to)
{
    removeRobot(i);
    placeRobot(i, to);
}

void Engine::settleDamage()
{
    for (int i = 0; i < robotCount(); ++i)
        if (inPlay(i) && robot(i).damage >= 10)
            destroy(i, DestroyCause::Damage, Code::DestroyedByDamage);
}

void Engine::touchCheckpoint(int i, int cp, std::optional<Point> at)
{
    game::RobotState &r = robot(i);
    highlightElement(m_board.checkpointId(at.value_or(r.pos)));
    if (cp == r.flags + 1) {
        r.flags = cp;
        note(Code::FlagTaken, i, -1, r.pos, Direction::North, cp);
        if (cp == m_board.checkpointCount() && r.place == 0) {
            // The first to finish wins; with play.afterWin "continue" the others get places.
            r.place = ++m_st.finished;
            if (m_st.winner < 0) {
                m_st.winner = i;
                note(Code::Winner, i, -1, r.pos);
            } else {
                note(Code::FinishedPlace, i, -1, r.pos, Direction::North, r.place);
            }
        }
    } else if (cp > r.flags + 1) {
        note(Code::FlagOutOfOrder, i, -1, r.pos, Direction::North, cp);
    }
}

bool Engine::trapDoorActive(Point p) const
{
    const Device &d = m_board.device(p);
    return d.kind == DeviceKind::TrapDoor && d.registers.contains(reg());
}

bool Engine::flamerActive(Point p) const
{
    const Device &d = m_board.device(p);
    return d.kind == DeviceKind::Flamer && d.registers.contains(reg());
}

Card Engine::drawCard()
{
    if (m_st.drawPile.empty()) {
        // Every card is out (more robots than the deck can serve): reshuffle a fresh deck.
        const auto deck = classicDeck();
        m_st.drawPile.assign(deck.begin(), deck.end());
        m_st.rng.shuffle(std::span<Card>(m_st.drawPile));
    }
    const Card c = m_st.drawPile.back();
    m_st.drawPile.pop_back();
    return c;
}

void Engine::reveal()
{
    for (int i = 0; i < robotCount(); ++i) {
        auto &rb = robot(i);
        rb.carriedByExpress = false;
        rb.shieldSides = 0;
        rb.discardsUsed = 0;
    }
    // Trap doors open for the whole register: a robot standing on one falls at once.
    for (const Point p : m_board.trapDoors()) {
        if (!trapDoorActive(p))
            continue;
        highlight(p);
        for (int i = 0; i < robotCount(); ++i)
            if (inPlay(i) && robot(i).pos == p) {
                note(Code::TrapDoorOpens, i, -1, p);
                destroy(i, DestroyCause::TrapDoor, Code::FellThroughTrapDoor);
            }
    }
    const int r = reg() - 1;
    for (int i = 0; i < robotCount(); ++i) {
        auto &rb = robot(i);
        if (!inPlay(i) || rb.poweredDown)
            continue;
        if (!rb.options.empty() || decides(i))
            optionsAtReveal(i);
        auto &card = rb.program[static_cast<std::size_t>(r)];
        if (card && m_board.device(rb.pos).kind == DeviceKind::Randomizer) {
            card = drawCard();
            rb.paired[static_cast<std::size_t>(r)].reset();
            noteCard(Code::Randomized, i, *card);
        }
        if (card)
            noteCard(Code::CardRevealed, i, *card);
    }
}

} // namespace rf::rules
