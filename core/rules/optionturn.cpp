// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Option cards that act around the register phases (RULES.md 8.2): Gyroscopic Stabilizer at the
// start of the turn, Extra Memory, Flywheel and Recompile while programming, Abort Switch and
// Conditional Program at the reveal, Mechanical Arm, chop shops and radioactive waste in E.
#include "rules/cards.h"
#include "rules/engine.h"

#include <algorithm>
#include <array>

namespace rf::rules {

using namespace rf::model;
using game::VoidReason;

void Engine::optionsAtTurnStart()
{
    m_st.radioControl = false;
    for (int i = 0; i < robotCount(); ++i) {
        auto &r = robot(i);
        r.abortFrom = 0;
        r.discardsUsed = 0; // the count of programming discards (Recompile's point) starts here
        r.radioControlledBy = -1;
        r.radioFrom = 0;
        r.gyroActive = false;
        const TurnPlan *p = plan(i);
        r.paired = p && p->program ? p->paired : PairedCards{};
        if (r.eliminated || !m_decisions) // without decisions in the plans there is none to look up
            continue;
        if (const Decision *d = decision(i, DecisionTime::TurnStart, DecisionUse::Option, OptionId::GyroscopicStabilizer)) {
            if (holds(i, OptionId::GyroscopicStabilizer)) {
                r.gyroActive = true;
                noteDecision(i, *d);
            } else {
                voidDecision(i, *d, VoidReason::NotHeld);
            }
        }
        // Any other decision at the start of the turn is not one the rules know.
        if (p)
            for (const Decision &d : p->decisions)
                if (d.when == DecisionTime::TurnStart && !(d.use == DecisionUse::Option && d.option == OptionId::GyroscopicStabilizer))
                    voidDecision(i, d, VoidReason::NotNow);
    }
}

int Engine::handSize(int i, int base) const { return base + (holds(i, OptionId::ExtraMemory) ? 1 : 0); }

int nextHandSize(const game::RobotState &r)
{
    if (r.eliminated || r.announcedPowerDown)
        return 0;
    int n = std::max(0, 9 - (r.destroyed ? 2 : r.damage));
    if (holdsOption(r, OptionId::ExtraMemory))
        ++n;
    if (holdsOption(r, OptionId::Flywheel))
        for (const HeldOption &h : r.options)
            if (h.id == OptionId::Flywheel && h.card)
                ++n;
    return n;
}

void Engine::optionsAfterProgramming(int i, std::span<const Card> hand)
{
    if (const Decision *d = decision(i, DecisionTime::Programming, DecisionUse::Option, OptionId::Recompile)) {
        if (!holds(i, OptionId::Recompile)) {
            voidDecision(i, *d, VoidReason::NotHeld);
        } else {
            noteDecision(i, *d);
            // The new hand replaces the dealt one; the program drawn from it is the caller's
            // (the scenario's program, or a random one from `hand`).
            note(Code::Recompiled, i, -1, robot(i).pos, Direction::North, static_cast<int>(hand.size()));
            damage(i, 1, Code::Recompiled); // a programming discard may cancel it
        }
    }
    voidUnusedDiscards(i, DecisionTime::Programming);
}

void Engine::layCards(int i, std::span<const Card> hand, bool handKnown)
{
    if (!decides(i))
        return;
    for (const Decision &d : plan(i)->decisions) {
        if (d.use != DecisionUse::LayCard || d.when != DecisionTime::Programming || d.cards.empty())
            continue;
        const Card &card = d.cards.front();
        HeldOption *h = held(i, d.option);
        const auto &program = robot(i).program;
        const bool programmed = std::ranges::any_of(program, [&](const std::optional<Card> &c) { return c && *c == card; });
        const bool inHand = !handKnown || std::ranges::find(hand, card) != hand.end();
        if (!h) {
            voidDecision(i, d, VoidReason::NotHeld);
        } else if (h->card) {
            voidDecision(i, d, VoidReason::AlreadyUsed); // one card at a time
        } else if (programmed || !inHand) {
            voidDecision(i, d, VoidReason::NotNow); // not an unused card of the hand
        } else {
            noteDecision(i, d);
            h->card = card;
            noteCard(d.option == OptionId::Flywheel ? Code::FlywheelCardLaid : Code::ConditionalCardLaid, i, card);
        }
    }
}

void Engine::optionsAtReveal(int i)
{
    auto &r = robot(i);
    const auto slot = static_cast<std::size_t>(reg() - 1);
    const bool locked = (r.lockedMask >> slot) & 1U;
    if (const Decision *d = decision(i, DecisionTime::Register, DecisionUse::Option, OptionId::ConditionalProgram)) {
        HeldOption *h = held(i, OptionId::ConditionalProgram);
        if (!h)
            voidDecision(i, *d, VoidReason::NotHeld);
        else if (!h->card)
            voidDecision(i, *d, VoidReason::NoOptions);
        else if (locked)
            voidDecision(i, *d, VoidReason::Locked);
        else {
            noteDecision(i, *d);
            r.program[slot] = h->card;
            r.paired[slot].reset();
            noteCard(Code::ConditionalSwap, i, *h->card, reg());
            h->card.reset();
        }
    }
    if (const Decision *d = decision(i, DecisionTime::Register, DecisionUse::Option, OptionId::AbortSwitch)) {
        if (!holds(i, OptionId::AbortSwitch))
            voidDecision(i, *d, VoidReason::NotHeld);
        else if (r.abortFrom > 0)
            voidDecision(i, *d, VoidReason::AlreadyUsed);
        else {
            noteDecision(i, *d);
            r.abortFrom = reg();
        }
    }
    if (r.abortFrom > 0 && reg() >= r.abortFrom && holds(i, OptionId::AbortSwitch) && r.program[slot]) {
        r.program[slot] = drawCard();
        r.paired[slot].reset();
        noteCard(Code::AbortSwitchSwap, i, *r.program[slot], reg());
    }
}

namespace {
// Whether no wall lies between two orthogonal neighbours (for Mechanical Arm): a robot could
// cross there (board passage, model/passage.h).
bool openEdge(const BoardIndex &b, Point from, Direction d) { return model::passable(b.crossing(from, d)); }

// The square among the 8 around p that holds checkpoint `flag`, walls or not.
std::optional<Point> flagBeside(const BoardIndex &b, Point p, int flag)
{
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            if (const Point n{p.x + dx, p.y + dy}; (dx != 0 || dy != 0) && b.contains(n) && b.checkpointAt(n) == flag)
                return n;
    return std::nullopt;
}
} // namespace

std::optional<Point> Engine::armReach(int i, int flag) const
{
    if (!holds(i, OptionId::MechanicalArm))
        return std::nullopt;
    const Point p = robot(i).pos;
    // Neighbours clockwise from north; a diagonal needs one of its two paths around the corner open.
    static constexpr std::array<std::pair<Direction, std::optional<Direction>>, 8> kAround{{
        {Direction::North, {}}, {Direction::North, Direction::East}, {Direction::East, {}}, {Direction::South, Direction::East},
        {Direction::South, {}}, {Direction::South, Direction::West}, {Direction::West, {}}, {Direction::North, Direction::West}}};
    for (const auto &[a, b] : kAround) {
        const Point n = b ? step(step(p, a), *b) : step(p, a);
        const bool wanted = m_board.contains(n) && (flag > 0 ? m_board.checkpointAt(n) == flag : m_board.device(n).kind == DeviceKind::RepairSite);
        if (!wanted)
            continue;
        bool open = false;
        if (!b) {
            open = openEdge(m_board, p, a);
        } else {
            const Point viaA = step(p, a), viaB = step(p, *b);
            open = (m_board.contains(viaA) && openEdge(m_board, p, a) && openEdge(m_board, viaA, *b)) ||
                   (m_board.contains(viaB) && openEdge(m_board, p, *b) && openEdge(m_board, viaB, a));
        }
        if (open)
            return n;
    }
    return std::nullopt;
}

void Engine::optionsInCheckpoints(int i)
{
    auto &r = robot(i);
    // Mechanical Arm: a flag on a neighbouring square counts as touched (flags in order, so one
    // beside the next can follow it).
    if (holds(i, OptionId::MechanicalArm)) {
        for (int guard = 0; guard < 8; ++guard) {
            const int next = r.flags + 1;
            const auto flag = armReach(i, next);
            if (!flag || m_board.checkpointAt(r.pos) == next)
                break;
            note(Code::MechanicalArmTouch, i, -1, *flag);
            if (r.archive != *flag) {
                note(Code::ArchiveMoved, i, -1, *flag);
                r.archive = *flag;
            }
            touchCheckpoint(i, next, *flag);
        }
        // The next flag beside the robot that the arm cannot touch: the trace says why not.
        if (const int next = r.flags + 1; !armReach(i, next))
            if (const auto beside = flagBeside(m_board, r.pos, next))
                note(Code::MechanicalArmOutOfReach, i, -1, *beside, Direction::North, next);
        const bool ownSite = m_board.checkpointAt(r.pos) > 0 || m_board.device(r.pos).kind == DeviceKind::RepairSite;
        if (!ownSite)
            if (const auto site = armReach(i, 0); site && r.archive != *site) {
                note(Code::MechanicalArmTouch, i, -1, *site);
                note(Code::ArchiveMoved, i, -1, *site);
                r.archive = *site;
            }
    }
    // Radioactive waste: the player may draw an option.
    if (const Decision *d = decision(i, DecisionTime::Register, DecisionUse::DrawOption)) {
        if (m_board.floor(r.pos) != FloorKind::RadioactiveWaste)
            voidDecision(i, *d, VoidReason::NotOnSite);
        else if (r.poweredDown)
            voidDecision(i, *d, VoidReason::PoweredDown);
        else {
            noteDecision(i, *d);
            drawOptionCard(i);
        }
    }
    // Chop shop: scrap one option and draw another, or reload one; one function per phase.
    bool used = false;
    for (const DecisionUse use : {DecisionUse::ChopShopScrap, DecisionUse::ChopShopReload}) {
        const Decision *d = decision(i, DecisionTime::Register, use);
        if (!d)
            continue;
        HeldOption *h = d->subject ? held(i, *d->subject) : nullptr;
        if (m_board.device(r.pos).kind != DeviceKind::ChopShop)
            voidDecision(i, *d, VoidReason::NotOnSite);
        else if (used)
            voidDecision(i, *d, VoidReason::AlreadyUsed);
        else if (!h)
            voidDecision(i, *d, VoidReason::NotHeld);
        else if (use == DecisionUse::ChopShopScrap && r.poweredDown)
            voidDecision(i, *d, VoidReason::PoweredDown);
        else if (use == DecisionUse::ChopShopReload && optionFullAmmo(h->id) == 0)
            voidDecision(i, *d, VoidReason::NotNow);
        else {
            noteDecision(i, *d);
            used = true;
            if (use == DecisionUse::ChopShopReload) {
                h->ammo = optionFullAmmo(h->id);
                note(Code::ChopShopReload, i, -1, r.pos, Direction::North, h->ammo, kNoId);
            } else {
                discardOption(i, h->id, Code::ChopShopScrap);
                drawOptionCard(i);
            }
        }
    }
}

} // namespace rf::rules
