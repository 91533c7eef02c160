// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Phase C substep 3 (RULES.md 2 C.3): pushers and push panels push all at once. Pushes that meet
// cancel each other and queues of pushed robots move as on belts (section 4); a push that a wall
// blocks counts as no push at all.
#include "model/passage.h"
#include "rules/engine.h"

#include <algorithm>
#include <vector>

namespace rf::rules {

using namespace rf::model;

namespace {

enum class Outcome : std::uint8_t { Moves, Walled, Meets, Held };

// One active pusher and the robot that stood on its cell when the substep began.
struct Push {
    const PusherInfo *pusher = nullptr;
    int robot = -1;
    std::vector<int> chain{};       // the robot and the robots in front that it pushes along
    std::vector<Point> into{};      // the squares they enter (one fewer when walled)
    int follows = -1;               // the push whose robot stands in front of the chain
    Crossing stop = Crossing::Free; // what blocks the chain's front, when walled
    Point front{};                  // where that front stands
    Outcome outcome = Outcome::Moves;
};

// The push of robot o that a wall does not block, or -1.
int ownPush(const std::vector<Push> &pushes, int o)
{
    for (std::size_t k = 0; k < pushes.size(); ++k)
        if (pushes[k].robot == o && pushes[k].outcome != Outcome::Walled)
            return static_cast<int>(k);
    return -1;
}

// Push p's chain as the substep begins. A robot in front is pushed along only when it has no
// push of its own; otherwise p follows that push, as a robot on a belt follows the one ahead.
void buildChain(const Engine &e, std::vector<Push> &pushes, std::size_t p)
{
    Push &push = pushes[p];
    const Direction d = push.pusher->dir;
    push.chain.assign(1, push.robot);
    push.into.clear();
    push.follows = -1;
    for (Point at = e.robot(push.robot).pos;;) {
        if (const Crossing c = e.board().crossing(at, d); !passable(c)) {
            push.stop = c;
            push.front = at;
            push.outcome = Outcome::Walled;
            return;
        }
        const Point n = step(at, d);
        push.into.push_back(n);
        const int o = e.board().contains(n) ? e.obstacleAt(n, push.chain.back()) : -1;
        if (o < 0)
            return;
        if (const int own = ownPush(pushes, o); own >= 0) {
            push.follows = own;
            return;
        }
        push.chain.push_back(o);
        at = n;
    }
}

bool shareAny(const auto &a, const auto &b)
{
    return std::ranges::any_of(a, [&](const auto &x) { return std::ranges::find(b, x) != b.end(); });
}

// Decides every push's outcome (RULES.md 2 C.3). Walls first: a walled push takes no square and
// its robot may then be pushed along by a push behind it, which may meet the same wall.
void settle(const Engine &e, std::vector<Push> &pushes)
{
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t p = 0; p < pushes.size(); ++p) {
            if (pushes[p].outcome == Outcome::Walled)
                continue;
            buildChain(e, pushes, p);
            changed = changed || pushes[p].outcome == Outcome::Walled;
        }
    }
    // Pushes meet when one robot is in both chains, two robots would enter one square, or two
    // pushed robots would swap squares; neither moves.
    for (std::size_t a = 0; a < pushes.size(); ++a)
        for (std::size_t b = a + 1; b < pushes.size(); ++b) {
            Push &pa = pushes[a], &pb = pushes[b];
            if (pa.outcome == Outcome::Walled || pb.outcome == Outcome::Walled)
                continue;
            const bool swap = pa.follows == static_cast<int>(b) && pb.follows == static_cast<int>(a);
            if (swap || shareAny(pa.chain, pb.chain) || shareAny(pa.into, pb.into))
                pa.outcome = pb.outcome = Outcome::Meets;
        }
    // A push behind a robot that stays stays too, and this passes back along the queue.
    for (bool changed = true; changed;) {
        changed = false;
        for (Push &p : pushes)
            if (p.outcome == Outcome::Moves && p.follows >= 0 &&
                pushes[static_cast<std::size_t>(p.follows)].outcome != Outcome::Moves) {
                p.outcome = Outcome::Held;
                changed = true;
            }
    }
}

} // namespace

void Engine::pusherSubstep()
{
    // Each pusher pushes the robot that stood on its square when the substep began, so a robot
    // pushed onto another active pusher is not pushed again.
    std::vector<Push> pushes;
    for (const PusherInfo &pu : m_board.pushers()) {
        if (!pu.registers.contains(reg()))
            continue;
        highlightElement(pu.id);
        for (int i = 0; countAt(pu.cell) > 0 && i < robotCount(); ++i)
            if (inPlay(i) && robot(i).pos == pu.cell) {
                pushes.push_back(Push{&pu, i});
                break;
            }
    }
    if (pushes.size() == 1) { // nothing to meet or follow: one ordinary push
        const PusherInfo &pu = *pushes.front().pusher;
        note(Code::PusherPush, pushes.front().robot, -1, pu.cell, pu.dir, 0, pu.id);
        pushStep(pushes.front().robot, pu.dir, 0, false);
        return;
    }
    settle(*this, pushes);
    // Every robot that moves leaves its square before any arrives: queues and loops move.
    for (const Push &p : pushes)
        if (p.outcome == Outcome::Moves)
            for (std::size_t k = 0; k < p.chain.size(); ++k)
                relocate(p.chain[k], p.into[k]);
    for (const Push &p : pushes) {
        const PusherInfo &pu = *p.pusher;
        const Direction d = pu.dir;
        switch (p.outcome) {
        case Outcome::Moves:
            note(Code::PusherPush, p.robot, -1, pu.cell, d, 0, pu.id);
            for (std::size_t k = p.chain.size(); k-- > 0;) { // from the front, as pushStep tells a chain
                const int r = p.chain[k];
                if (r != p.robot)
                    note(Code::Pushed, r, p.robot, robot(r).pos, d);
                enterCell(r, step(p.into[k], opposite(d)), d, false);
            }
            break;
        case Outcome::Walled: {
            // The notes pushStep gives a push that cannot start (a repulsor is a wall here).
            note(Code::PusherPush, p.robot, -1, pu.cell, d, 0, pu.id);
            const int front = p.chain.back();
            if (p.stop == Crossing::Repulsor) {
                highlightElement(m_board.repulsorId(p.front, d));
                note(Code::BlockedByWall, front, -1, p.front, d);
                break;
            }
            note(p.stop == Crossing::LedgeUp ? Code::BlockedByLedge : Code::BlockedByWall, front, -1, p.front, d);
            if (p.chain.size() > 1)
                note(Code::PushBlocked, p.robot, front, p.front, d);
            break;
        }
        case Outcome::Meets: note(Code::PushersMeet, p.robot, -1, pu.cell, d, 0, pu.id); break;
        case Outcome::Held:
            note(Code::PusherHeld, p.robot, pushes[static_cast<std::size_t>(p.follows)].robot, pu.cell, d, 0, pu.id);
            break;
        }
    }
}

} // namespace rf::rules
