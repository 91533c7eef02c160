// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The laser step with the 2016 upgrades (RULES.md 9.3 "Order inside L"): all lasers fire at once
// with the upgrades that change a robot's lasers or what its hits deal (Rail Gun, Rear Laser,
// Double Barrel Laser, Trojan Needler, Blue Screen of Death, Mini Howitzer, Corruption Wave,
// Deflector Shield); then the beams that move the robot shot (Pressor Beam, Tractor Beam, Mini
// Howitzer) one at a time; last Scrambler.
#include "rules/engine.h"
#include "rules/renegade.h"

#include <algorithm>
#include <cstdlib>
#include <span>

namespace rf::rules {

using namespace rf::model;
using game::VoidReason;

namespace {

using Shot = Scratch::Shot;

// The robots on a Rail Gun's line: every robot up to the board edge or the antenna, walls and
// robots passed (RULES.md 9.5), nearest first. `targets`: the robots a beam can hit.
void railLine(const Engine &e, std::span<const Scratch::Target> targets, int s, Direction d, std::vector<int> &out)
{
    out.clear();
    const BoardIndex &b = e.board();
    const Point from = e.robot(s).pos;
    int reach = 0; // squares the beam crosses before the edge or the antenna
    for (Point p = step(from, d); b.contains(p) && !blocksLikeWall(b.device(p).kind); p = step(p, d))
        ++reach;
    const Point v = delta(d);
    for (const Scratch::Target &t : targets) {
        const Point off = t.pos - from;
        const int along = v.x != 0 ? off.x * v.x : off.y * v.y;
        const int across = v.x != 0 ? off.y : off.x;
        if (t.robot != s && across == 0 && along >= 1 && along <= reach)
            out.push_back(t.robot);
    }
    std::ranges::sort(out, [&](int a, int c) {
        const Point pa = e.robot(a).pos - from, pc = e.robot(c).pos - from;
        return std::abs(pa.x) + std::abs(pa.y) < std::abs(pc.x) + std::abs(pc.y);
    });
}

} // namespace

void upgradeLaserHits(Engine &e, std::span<const Scratch::Target> targets, int s, Direction d, std::vector<int> &out)
{
    if (e.holdsUpgrade(s, UpgradeId::RailGun))
        railLine(e, targets, s, d, out);
    else
        beamHits(e, targets, s, d, 0, out);
}

void Engine::upgradeVolley()
{
    std::vector<Shot> &shots = m_scratch.shots;
    shots.clear();
    std::vector<int> &line = m_scratch.line;
    packTargets(*this, m_scratch.targets); // once for the whole volley
    // The plain lasers look along the robots' rows and columns; a Rail Gun, or any laser with a
    // robot off the course (never in practice), walks the targets.
    const bool chained = chainTargets();
    for (int s = 0; s < robotCount(); ++s) {
        const auto &shooter = robot(s);
        if (!inPlay(s) || shooter.isVirtual)
            continue;
        const std::uint64_t held = upgradeMask(s);
        const bool rear = held & upgradeBit(UpgradeId::RearLaser);
        const bool rail = held & upgradeBit(UpgradeId::RailGun);
        const bool doubleBarrel = held & upgradeBit(UpgradeId::DoubleBarrelLaser);
        for (const Direction d : {shooter.facing, opposite(shooter.facing)}) {
            const bool main = d == shooter.facing;
            if (!main && !rear)
                break;
            if (chained && !rail) {
                line.clear();
                if (const int t = nearestTarget(s, d); t >= 0)
                    line.push_back(t);
            } else if (rail) {
                railLine(*this, m_scratch.targets, s, d, line);
            } else {
                beamHits(*this, m_scratch.targets, s, d, 0, line);
            }
            const bool mods = main || !m_opt.modsMainLaserOnly;
            for (const int t : line) {
                // Deflector Shield: no robot laser hits it; it still stops a beam (RULES.md 9.5).
                if (robot(t).deflecting) {
                    note(Code::Deflected, t, s, robot(t).pos, d);
                    continue;
                }
                const Code why = rail ? Code::RailGunHit : main ? Code::RobotLaserHit : Code::RearLaserHit;
                const int spam = 1 + (mods && doubleBarrel ? 1 : 0);
                note(why, t, s, robot(t).pos, d, spam);
                shots.push_back(Shot{.firer = s, .target = t, .dir = d, .held = held, .mods = mods, .spam = spam});
            }
        }
    }
    // The hit modifiers that change the cards dealt.
    for (Shot &h : shots) {
        if (!h.mods)
            continue;
        auto instead = [&h](DamageKind k) {
            if (h.spam > 0) {
                --h.spam;
                h.other[static_cast<std::size_t>(h.others++)] = k;
            }
        };
        if (h.held & upgradeBit(UpgradeId::TrojanNeedler))
            instead(DamageKind::Trojan);
        if (h.held & upgradeBit(UpgradeId::BlueScreenOfDeath))
            if (const Decision *d = upgradeDecision(h.firer, DecisionTime::Register, DecisionUse::Upgrade, UpgradeId::BlueScreenOfDeath);
                d && d->target == robot(h.target).name && step(robot(h.firer).pos, h.dir) == robot(h.target).pos) {
                noteDecision(h.firer, *d, h.target);
                instead(DamageKind::Worm);
            }
    }
    // Mini Howitzer: once per register, 1 energy, 2 more SPAM and a push away.
    std::vector<int> howitzers; // firers whose Mini Howitzer acts
    for (int s = 0; s < robotCount(); ++s) {
        const Decision *d = upgradeDecision(s, DecisionTime::Register, DecisionUse::Upgrade, UpgradeId::MiniHowitzer);
        if (!d)
            continue;
        const auto shot = std::ranges::find_if(shots, [&](const Shot &h) { return h.firer == s && h.mods && robot(h.target).name == d->target; });
        if (!holdsUpgrade(s, UpgradeId::MiniHowitzer) || robot(s).energy < 1 || shot == shots.end()) {
            voidDecision(s, *d, !holdsUpgrade(s, UpgradeId::MiniHowitzer) ? VoidReason::NotHeld : robot(s).energy < 1 ? VoidReason::NoEnergy : VoidReason::NoTarget);
            continue;
        }
        noteDecision(s, *d, shot->target);
        --robot(s).energy;
        shot->spam += 2;
        howitzers.push_back(s);
        note(Code::HowitzerHit, shot->target, s, robot(shot->target).pos, shot->dir);
    }
    // All damage at once: board lasers (their hits are in m_scratch.hits), then the robots'.
    for (const Scratch::Hit &h : m_scratch.hits)
        damage(h.target, h.amount, h.why, false, h.from);
    for (const Shot &h : shots) {
        const Decision *wave = h.held & upgradeBit(UpgradeId::CorruptionWave)
                                   ? upgradeDecision(h.firer, DecisionTime::Register, DecisionUse::Upgrade, UpgradeId::CorruptionWave)
                                   : nullptr;
        const bool onDraw = wave && wave->target == robot(h.target).name;
        if (onDraw && h.spam > 0)
            noteDecision(h.firer, *wave, h.target);
        for (int k = 0; k < h.spam; ++k)
            takeDamageCard(h.target, DamageKind::Spam, onDraw);
        for (const DamageKind k : std::span(h.other).first(static_cast<std::size_t>(h.others))) {
            if (m_ev)
                m_ev->notes.push_back(game::Note{Code::HitDamageCard, h.target, h.firer, robot(h.target).pos, h.dir, 0, kNoId, Card{damageCard(k), 0}});
            takeDamageCard(h.target, k);
        }
    }
    settleDamage();
    // The weapon movements, one at a time, firers in antenna order (RULES.md 9.3). Only robots
    // whose player chose one are ordered: most volleys have none.
    std::vector<int> firers;
    for (int s = 0; s < robotCount(); ++s)
        for (const UpgradeId id : {UpgradeId::MiniHowitzer, UpgradeId::PressorBeam, UpgradeId::TractorBeam})
            if (upgradeDecision(s, DecisionTime::Register, DecisionUse::Upgrade, id)) {
                firers.push_back(s);
                break;
            }
    if (firers.size() > 1)
        sortByAntenna(*this, firers);
    for (const int s : firers) {
        for (const UpgradeId id : {UpgradeId::MiniHowitzer, UpgradeId::PressorBeam, UpgradeId::TractorBeam}) {
            const Decision *d = upgradeDecision(s, DecisionTime::Register, DecisionUse::Upgrade, id);
            if (!d || (id == UpgradeId::MiniHowitzer && !holdsUpgrade(s, id)))
                continue;
            const auto shot = std::ranges::find_if(shots, [&](const Shot &h) { return h.firer == s && h.mods && robot(h.target).name == d->target; });
            if (id != UpgradeId::MiniHowitzer) {
                if (!holdsUpgrade(s, id) || shot == shots.end()) {
                    voidDecision(s, *d, !holdsUpgrade(s, id) ? VoidReason::NotHeld : VoidReason::NoTarget);
                    continue;
                }
                if (id == UpgradeId::TractorBeam && step(robot(s).pos, shot->dir) == robot(shot->target).pos) {
                    voidDecision(s, *d, VoidReason::TooClose);
                    continue;
                }
                noteDecision(s, *d, shot->target);
            } else if (shot == shots.end() || std::ranges::find(howitzers, s) == howitzers.end()) {
                continue;
            }
            if (!inPlay(shot->target))
                continue;
            const Direction dir = id == UpgradeId::TractorBeam ? opposite(shot->dir) : shot->dir;
            highlight(robot(shot->target).pos);
            note(Code::WeaponMoved, shot->target, s, robot(shot->target).pos, dir, 1);
            pushStep(shot->target, dir, 0, false);
            if (inPlay(shot->target))
                highlight(robot(shot->target).pos);
        }
    }
    // Last, Scrambler: the target's next register takes the top card of its draw pile.
    for (const Shot &h : shots) {
        if (!h.mods || !(h.held & upgradeBit(UpgradeId::Scrambler)) || !inPlay(h.target))
            continue;
        const int next = reg() + 1;
        auto &t = robot(h.target);
        if (next > kRegisterCount || (next == kRegisterCount && !m_opt.scramblerRegister5) || t.rebooted)
            continue;
        const auto slot = static_cast<std::size_t>(next - 1);
        const auto top = drawOwnCard(h.target);
        if (!top)
            continue;
        if (t.program[slot])
            t.discard.push_back(*t.program[slot]);
        t.program[slot] = *top;
        noteCard(Code::UpgradeScrambled, h.target, *top, next);
    }
}

} // namespace rf::rules
