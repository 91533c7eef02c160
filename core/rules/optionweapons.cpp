// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Phase D with option cards (RULES.md 8.1 "Weapons", 8.2): main-laser mods (Double-Barreled,
// High-Power, Fire Control), the optional weapons that replace the main laser's shot (Mini
// Howitzer, Pressor Beam, Tractor Beam, Radio Control, Scrambler) and the Rear-Firing Laser.
// All damage is dealt at once; then weapon movements in the firers' priority order; then Radio
// Control and Scrambler take hold for the later registers.
#include "rules/engine.h"

#include <algorithm>
#include <span>

namespace rf::rules {

using namespace rf::model;
using game::VoidReason;

namespace {

struct WeaponMove {
    int firer = -1;
    int target = -1;
    Direction dir = Direction::North;
    int priority = -1;
};

struct Hold {
    int firer = -1;
    int target = -1;
    OptionId option = OptionId::RadioControl;
};

} // namespace

// The robots a beam from robot s towards d hits, nearest first: the first robot, or with
// `passes` obstacles (High-Power Laser) on through a wall or a robot. `targets`: the robots a
// beam can hit (in play, not virtual), packed so that each beam scans a few bytes.
void beamHits(Engine &e, std::span<const Scratch::Target> targets, int s, Direction d, int passes, std::vector<int> &out)
{
    out.clear();
    const BoardIndex &b = e.board();
    Point p = e.robot(s).pos;
    if (!b.contains(p))
        return;
    const Point dv = delta(d);
    const bool horizontal = dv.x != 0;
    const int sign = dv.x + dv.y;
    int last = s;
    for (int guard = 0; guard < b.width() + b.height(); ++guard) {
        const int reach = b.beamReach(p, d);
        // The nearest robot in line within reach (a few robots cost less than walking the beam),
        // kept by selects: where random robots stand would make tests mispredicted branches.
        int hit = -1;
        int nearest = reach + 1;
        for (const Scratch::Target &t : targets) {
            const Point off = t.pos - p;
            const int along = (horizontal ? off.x : off.y) * sign;
            const int across = horizontal ? off.y : off.x;
            const bool closer = (across == 0) & (static_cast<unsigned>(along - 1) < static_cast<unsigned>(nearest - 1)) & (t.robot != s) &
                                (t.robot != last); // 1 <= along < nearest
            nearest = closer ? along : nearest;
            hit = closer ? t.robot : hit;
        }
        if (hit >= 0) {
            out.push_back(hit);
            if (passes-- <= 0)
                return;
            p = e.robot(hit).pos;
            last = hit;
            continue;
        }
        // No robot before the board stops the beam: a wall may be passed once.
        const Point beyond = step(p, d, reach + 1);
        if (passes-- <= 0 || !b.contains(beyond) || blocksLikeWall(b.device(beyond).kind))
            return;
        e.note(game::Code::HighPowerThrough, s, -1, step(p, d, reach), d, 0);
        for (const Scratch::Target &t : targets)
            if (t.robot != s && t.pos == beyond) {
                out.push_back(t.robot);
                return;
            }
        p = beyond;
    }
}

void packTargets(Engine &e, std::vector<Scratch::Target> &targets)
{
    targets.clear();
    for (int t = 0; t < e.robotCount(); ++t)
        if (e.inPlay(t) && !e.robot(t).isVirtual)
            targets.push_back({e.robot(t).pos, t});
}

void beamHits(Engine &e, int s, Direction d, int passes, std::vector<int> &out)
{
    std::vector<Scratch::Target> targets;
    packTargets(e, targets);
    beamHits(e, targets, s, d, passes, out);
}

void Engine::optionVolley()
{
    auto &hits = m_scratch.hits; // board laser hits are in already
    std::vector<WeaponMove> moves;  // rare: empty vectors do not allocate
    std::vector<Hold> takeHold;
    std::vector<int> &line = m_scratch.line;
    packTargets(*this, m_scratch.targets);
    const std::size_t slot = static_cast<std::size_t>(reg() - 1);
    for (int s = 0; s < robotCount(); ++s) {
        const auto &shooter = robot(s);
        if (!inPlay(s) || shooter.isVirtual || (shooter.poweredDown && !m_opt.poweredDownFires))
            continue;
        const Direction d = shooter.facing;
        beamHits(*this, m_scratch.targets, s, d, 0, line);
        const int first = line.empty() ? -1 : line.front();
        bool mainFires = true;
        if (const Decision *w = weaponDecision(s)) {
            VoidReason why = VoidReason::NotHeld;
            bool ok = holds(s, w->option) && !shooter.poweredDown;
            if (!holds(s, w->option))
                why = VoidReason::NotHeld;
            else if (shooter.poweredDown)
                why = VoidReason::PoweredDown;
            if (ok && (first < 0 || robot(first).name != w->target)) {
                ok = false;
                why = VoidReason::NoTarget;
            }
            const bool adjacent = ok && step(shooter.pos, d) == robot(first).pos;
            if (ok && w->option == OptionId::TractorBeam && adjacent) {
                ok = false;
                why = VoidReason::TooClose;
            }
            if (ok && w->option == OptionId::Scrambler && reg() >= kRegisterCount) {
                ok = false;
                why = VoidReason::LastRegister;
            }
            if (ok && w->option == OptionId::RadioControl && robot(first).poweredDown) {
                ok = false;
                why = VoidReason::PoweredDown;
            }
            if (!ok) {
                voidDecision(s, *w, why);
            } else {
                noteDecision(s, *w, first);
                mainFires = false;
                const int prio = shooter.program[slot] ? shooter.program[slot]->priority : -1;
                switch (w->option) {
                case OptionId::MiniHowitzer: {
                    hits.push_back({first, 1, opposite(d), Code::MiniHowitzerHit});
                    note(Code::MiniHowitzerHit, first, s, robot(first).pos, d, 1);
                    moves.push_back({s, first, d, prio});
                    HeldOption *h = held(s, OptionId::MiniHowitzer);
                    if (--h->ammo <= 0)
                        discardOption(s, OptionId::MiniHowitzer, Code::OptionDiscarded);
                    break;
                }
                case OptionId::PressorBeam: moves.push_back({s, first, d, prio}); break;
                case OptionId::TractorBeam: moves.push_back({s, first, opposite(d), prio}); break;
                default: takeHold.push_back({s, first, w->option}); break;
                }
            }
        }
        if (mainFires)
            fireMainLaser(s, d, true, line);
        if (holds(s, OptionId::RearFiringLaser))
            fireMainLaser(s, opposite(d), m_opt.rearLaserMods, line);
    }
    // All damage at once (board lasers, main and rear lasers, Mini Howitzer hits).
    for (const Scratch::Hit &h : hits)
        damage(h.target, h.amount, h.why, false, h.from);
    settleDamage();
    // Weapon movements in the firers' priority order, as pushes.
    std::ranges::stable_sort(moves, [](const WeaponMove &a, const WeaponMove &b) { return a.priority > b.priority; });
    for (const WeaponMove &m : moves) {
        if (!inPlay(m.target))
            continue;
        // The debugger shows where the beam took hold and where it moved the robot.
        highlight(robot(m.target).pos);
        note(Code::WeaponMoved, m.target, m.firer, robot(m.target).pos, m.dir, 1);
        pushStep(m.target, m.dir, 0, false);
        if (inPlay(m.target))
            highlight(robot(m.target).pos);
    }
    // Then Radio Control and Scrambler take hold for the registers after this one.
    for (const Hold &h : takeHold) {
        auto &t = robot(h.target);
        if (!inPlay(h.target))
            continue;
        if (h.option == OptionId::RadioControl) {
            t.radioControlledBy = h.firer;
            m_st.radioControl = true;
            t.radioFrom = reg() + 1;
            note(Code::RadioControlTakes, h.target, h.firer, t.pos, Direction::North, reg() + 1);
        } else if (h.option == OptionId::Scrambler) {
            const auto next = static_cast<std::size_t>(reg());
            t.program[next] = drawCard();
            t.paired[next].reset();
            noteCard(Code::Scrambled, h.target, *t.program[next], reg() + 1);
        }
    }
}

void Engine::fireMainLaser(int s, Direction d, bool mods, std::vector<int> &line)
{
    const bool main = d == robot(s).facing;
    const bool highPower = mods && holds(s, OptionId::HighPowerLaser);
    if (highPower || !main)
        beamHits(*this, m_scratch.targets, s, d, highPower ? 1 : 0, line);
    if (line.empty())
        return;
    const int amount = mods && holds(s, OptionId::DoubleBarreledLaser) ? 2 : 1;
    const Decision *fc = mods ? decision(s, DecisionTime::Register, DecisionUse::Option, OptionId::FireControl) : nullptr;
    if (fc && !holds(s, OptionId::FireControl)) {
        voidDecision(s, *fc, VoidReason::NotHeld);
        fc = nullptr;
    }
    bool fcUsed = false;
    for (const int t : line) {
        auto &target = robot(t);
        if (fc && !fcUsed && target.name == fc->target) {
            fcUsed = true;
            if (fireControl(s, t, *fc))
                continue;
        }
        m_scratch.hits.push_back({t, amount, opposite(d), main ? Code::RobotLaserHit : Code::RearLaserHit});
        note(main ? Code::RobotLaserHit : Code::RearLaserHit, t, s, target.pos, d, amount);
    }
    if (fc && !fcUsed)
        voidDecision(s, *fc, VoidReason::NoTarget);
}

bool Engine::fireControl(int s, int t, const Decision &fc)
{
    auto &target = robot(t);
    if (fc.destroy) {
        if (!holds(t, *fc.destroy)) {
            voidDecision(s, fc, VoidReason::NotHeld);
            return false;
        }
        noteDecision(s, fc, t);
        discardOption(t, *fc.destroy, Code::FireControlDestroy, s);
        return true;
    }
    // The hit becomes a token on the register: it keeps its card until the token is repaired.
    // Neither an option discard nor another option cancels it (RULES.md 8.1).
    noteDecision(s, fc, t);
    const auto bit = static_cast<std::uint8_t>(1U << (fc.lock - 1));
    target.fireControlMask = static_cast<std::uint8_t>(target.fireControlMask | bit);
    target.lockedMask = static_cast<std::uint8_t>(target.lockedMask | bit);
    const int token = m_opt.fireControlPrinted ? 0 : 1;
    target.damage = std::min(10, target.damage + token);
    note(Code::FireControlLock, t, s, target.pos, robot(s).facing, fc.lock);
    return true;
}

} // namespace rf::rules
