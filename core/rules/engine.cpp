// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/engine.h"

#include "model/passage.h"
#include "rules/cards.h"
#include "rules/cards/held.h"

#include <algorithm>

namespace rf::rules {

using namespace rf::model;

void Engine::addNote(const game::Note &n)
{
    m_ev->notes.push_back(n);
}

void Engine::addCardNote(Code c, int robot, const Card &card, int value)
{
    m_ev->notes.push_back(game::Note{c, robot, -1, m_robots[static_cast<std::size_t>(robot)].pos, Direction::North,
                                     value, kNoId, card});
}

void Engine::settleDamage()
{
    for (int i = 0; i < robotCount(); ++i)
        if (robot(i).damage >= 10 && inPlay(i)) // mostly false: the test that predicts well first
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

void Engine::refillDrawPile()
{
    // Every card is out (more robots than the deck can serve): reshuffle a fresh deck.
    const auto deck = classicDeck();
    m_st.drawPile.assign(deck.begin(), deck.end());
    m_st.rng.shuffle(std::span<Card>(m_st.drawPile));
}

bool Engine::holdsUpgrade(int i, UpgradeId id) const
{
    const auto &ups = robot(i).upgrades;
    return std::ranges::any_of(ups, [id](const HeldUpgrade &h) { return h.id == id; });
}

std::uint64_t Engine::upgradeMask(int i) const
{
    std::uint64_t mask = 0;
    for (const HeldUpgrade &h : robot(i).upgrades)
        mask |= upgradeBit(h.id);
    return mask;
}

void Engine::gainEnergy(int i, int amount, Code why)
{
    auto &r = robot(i);
    r.energy += amount;
    note(why, i, -1, r.pos, Direction::North, r.energy);
}

void Engine::spendTemporary(int i, UpgradeId id)
{
    auto &ups = robot(i).upgrades;
    const auto it = std::ranges::find_if(ups, [id](const HeldUpgrade &h) { return h.id == id; });
    if (it == ups.end())
        return;
    ups.erase(it);
    // 2016: it leaves the game unless the option says otherwise; 2023: the upgrade discard pile
    // (RULES.md 10.15).
    if (m_opt.temporaryToDiscard || m_rules.traits().upgradeCollection)
        m_st.upgradeDiscard.push_back(id);
}

void Engine::want(int i, const Decision &d)
{
    const DecisionOffer o{i, d};
    if (m_wanted && std::ranges::find(*m_wanted, o) == m_wanted->end())
        m_wanted->push_back(o);
}

void Engine::ownStep(int i, Direction d)
{
    m_scratch.rammed.clear();
    m_pusher = i;
    pushStep(i, d, 1, true);
    m_pusher = -1;
}

bool Engine::refillOwnDeck(int i)
{
    auto &r = robot(i);
    if (r.discard.empty())
        return false;
    r.deck.swap(r.discard);
    m_st.rng.shuffle(std::span<Card>(r.deck));
    note(Code::DeckShuffled, i, -1, r.pos, Direction::North, static_cast<int>(r.deck.size()));
    return true;
}

void Engine::reveal()
{
    for (int i = 0; i < robotCount(); ++i) {
        auto &rb = robot(i);
        rb.carriedByExpress = false;
        rb.shieldSides = 0;
        rb.discardsUsed = 0;
        rb.decisionsTold = 0;
        rb.damagePicks = 0; // pick-damage decisions are counted per register, as they are listed
    }
    // The 2023 edition clears its register marks (Deflector Shield, Laser Kata) in every game: an
    // upgrade may come in during play (hw-install, the upgrade phase).
    if (m_st.upgradesInGame || m_rules.traits().upgradeCollection)
        m_rules.registerStart(*this);
    // Trap doors open for the whole register: a robot standing on one falls at once.
    for (const Point p : m_board.trapDoors()) {
        if (!trapDoorActive(p))
            continue;
        highlight(p);
        for (int i = 0; countAt(p) > 0 && i < robotCount(); ++i)
            if (inPlay(i) && robot(i).pos == p) {
                note(Code::TrapDoorOpens, i, -1, p);
                destroy(i, DestroyCause::TrapDoor, Code::FellThroughTrapDoor);
            }
    }
    // The reveal itself changes nothing without options, randomizers, an upgrade that acts then
    // (Chaos Theory) or a trace to tell.
    auto upgradesReveal = [&] {
        for (int i = 0; i < robotCount(); ++i)
            if (!robot(i).upgrades.empty() && (cards::heldHooks(*this, i) & cards::hookBit(cards::Hook::reveal)) != 0)
                return true;
        return false;
    };
    if (!recording() && m_board.randomizers().empty() && !anyOptions() && !upgradesReveal())
        return;
    const int r = reg() - 1;
    for (int i = 0; i < robotCount(); ++i) {
        auto &rb = robot(i);
        if (!inPlay(i) || rb.poweredDown)
            continue;
        if (cards::mayAct(*this, i, cards::Hook::reveal))
            for (const cards::CardUnit *card : m_rules.cards().with(cards::Hook::reveal))
                card->reveal(*this, i);
        auto &card = rb.program[static_cast<std::size_t>(r)];
        if (card && !m_board.randomizers().empty() && m_board.device(rb.pos).kind == DeviceKind::Randomizer) {
            card = drawCard();
            rb.paired[static_cast<std::size_t>(r)].reset();
            noteCard(Code::Randomized, i, *card);
        }
        if (card)
            noteCard(Code::CardRevealed, i, *card);
    }
}

bool Engine::freeToPlace(Point p) const
{
    return m_board.contains(p) && countAt(p) == 0 && mayStand(m_board.cell(p));
}

Point Engine::freeSquareAround(Point at) const
{
    static constexpr std::array<Point, 8> kAround{{{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}}};
    for (const Point d : kAround)
        if (freeToPlace(at + d))
            return at + d;
    return at;
}

} // namespace rf::rules
