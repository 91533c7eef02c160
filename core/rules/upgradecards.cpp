// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The 2016 upgrades in the registers (RULES.md 9.3, 9.5, 9.6): robot order (Admin Privilege,
// Manual Sort), the moves after a robot's card (Boink, Zoop) and the laser step with the
// upgrades that change a robot's lasers (Rail Gun, Rear Laser, Double Barrel Laser) and the beams
// that move the robot shot (Pressor Beam, Tractor Beam).
#include "rules/engine.h"
#include "rules/renegade.h"

#include <algorithm>

namespace rf::rules {

using namespace rf::model;
using game::VoidReason;

namespace {

// A shot of one laser: who fired, who was hit, along which direction.
struct Shot {
    int firer = -1;
    int target = -1;
    Direction dir = Direction::North;
};

} // namespace

void Engine::upgradesAtRegisterStart(std::vector<int> &order)
{
    if (!m_decisions)
        return;
    // Manual Sort users, then Admin Privilege users, move before all the others; each group
    // keeps its antenna order (RULES.md 9.3).
    std::vector<int> first;
    for (const UpgradeId id : {UpgradeId::ManualSort, UpgradeId::AdminPrivilege}) {
        for (const int i : order) {
            const Decision *d = upgradeDecision(i, DecisionTime::Register, DecisionUse::Upgrade, id);
            if (!d || std::ranges::find(first, i) != first.end())
                continue;
            auto held = std::ranges::find_if(robot(i).upgrades, [id](const HeldUpgrade &h) { return h.id == id; });
            if (held == robot(i).upgrades.end()) {
                voidDecision(i, *d, VoidReason::NotHeld);
                continue;
            }
            if (held->usedThisRound) {
                voidDecision(i, *d, VoidReason::AlreadyUsed);
                continue;
            }
            noteDecision(i, *d);
            noteUpgrade(Code::UpgradeMovesFirst, i, id);
            if (id == UpgradeId::AdminPrivilege)
                held->usedThisRound = true;
            else
                spendTemporary(i, id);
            first.push_back(i);
        }
    }
    if (first.empty())
        return;
    std::erase_if(order, [&](int i) { return std::ranges::find(first, i) != first.end(); });
    order.insert(order.begin(), first.begin(), first.end());
}

void Engine::upgradesAfterCard(int i)
{
    if (!m_decisions || !inPlay(i))
        return;
    const TurnPlan *p = plan(i);
    if (!p)
        return;
    for (const Decision &d : p->decisions) {
        if (d.when != DecisionTime::Register || d.reg != reg() || d.use != DecisionUse::Upgrade)
            continue;
        if (d.upgrade != UpgradeId::Boink && d.upgrade != UpgradeId::Zoop)
            continue;
        if (!holdsUpgrade(i, d.upgrade)) {
            voidDecision(i, d, VoidReason::NotHeld);
            continue;
        }
        if (!d.dir || !inPlay(i)) {
            voidDecision(i, d, VoidReason::NotNow);
            continue;
        }
        noteDecision(i, d);
        spendTemporary(i, d.upgrade);
        auto &r = robot(i);
        if (d.upgrade == UpgradeId::Zoop) {
            r.facing = *d.dir;
            note(Code::Rotated, i, -1, r.pos, r.facing, 0);
        } else {
            // Boink: one square without turning, as an ordinary move (RULES.md 9.6).
            pushStep(i, *d.dir, 0, true);
        }
    }
}

// The robots on a Rail Gun's line: every robot up to the board edge or the antenna, walls and
// robots passed (RULES.md 9.5).
static void railLine(Engine &e, int s, Direction d, std::vector<int> &out)
{
    out.clear();
    const BoardIndex &b = e.board();
    for (Point p = step(e.robot(s).pos, d); b.contains(p) && !blocksLikeWall(b.device(p).kind); p = step(p, d))
        for (int t = 0; t < e.robotCount(); ++t)
            if (t != s && e.inPlay(t) && !e.robot(t).isVirtual && e.robot(t).pos == p)
                out.push_back(t);
}

void Engine::upgradeVolley()
{
    auto &hits = m_scratch.hits; // board laser hits are in already
    std::vector<Shot> shots;
    std::vector<int> &line = m_scratch.line;
    for (int s = 0; s < robotCount(); ++s) {
        const auto &shooter = robot(s);
        if (!inPlay(s) || shooter.isVirtual)
            continue;
        const bool rear = holdsUpgrade(s, UpgradeId::RearLaser);
        for (const Direction d : {shooter.facing, opposite(shooter.facing)}) {
            const bool main = d == shooter.facing;
            if (!main && !rear)
                break;
            const bool mods = main || !m_opt.modsMainLaserOnly;
            const bool rail = holdsUpgrade(s, UpgradeId::RailGun);
            if (rail)
                railLine(*this, s, d, line);
            else
                beamHits(*this, s, d, 0, line);
            const int amount = mods && holdsUpgrade(s, UpgradeId::DoubleBarrelLaser) ? 2 : 1;
            for (const int t : line) {
                const Code why = rail ? Code::RailGunHit : main ? Code::RobotLaserHit : Code::RearLaserHit;
                hits.push_back({t, amount, opposite(d), why});
                note(why, t, s, robot(t).pos, d, amount);
                if (mods)
                    shots.push_back({s, t, d});
            }
        }
    }
    // All damage at once (board lasers and the robots' lasers).
    for (const Scratch::Hit &h : hits)
        damage(h.target, h.amount, h.why, false, h.from);
    settleDamage();
    if (!m_decisions)
        return;
    // Then the beams that move the robot shot, one at a time, firers in antenna order.
    std::vector<int> firers;
    std::vector<Point> at;
    for (int s = 0; s < robotCount(); ++s) {
        at.push_back(robot(s).pos);
        firers.push_back(s);
    }
    if (!m_board.antennas().empty()) {
        const Point a = m_board.antennas().front();
        sortByAntenna(a, m_board.device(a).dir, at, firers);
    }
    for (const int s : firers) {
        for (const UpgradeId id : {UpgradeId::PressorBeam, UpgradeId::TractorBeam}) {
            const Decision *d = upgradeDecision(s, DecisionTime::Register, DecisionUse::Upgrade, id);
            if (!d)
                continue;
            if (!holdsUpgrade(s, id)) {
                voidDecision(s, *d, VoidReason::NotHeld);
                continue;
            }
            const auto shot = std::ranges::find_if(shots, [&](const Shot &x) { return x.firer == s && robot(x.target).name == d->target; });
            if (shot == shots.end() || !inPlay(shot->target)) {
                voidDecision(s, *d, VoidReason::NoTarget);
                continue;
            }
            const bool pull = id == UpgradeId::TractorBeam;
            if (pull && step(robot(s).pos, shot->dir) == robot(shot->target).pos) {
                voidDecision(s, *d, VoidReason::TooClose);
                continue;
            }
            noteDecision(s, *d, shot->target);
            const Direction dir = pull ? opposite(shot->dir) : shot->dir;
            highlight(robot(shot->target).pos);
            note(Code::WeaponMoved, shot->target, s, robot(shot->target).pos, dir, 1);
            pushStep(shot->target, dir, 0, false);
            if (inPlay(shot->target))
                highlight(robot(shot->target).pos);
        }
    }
}

} // namespace rf::rules
