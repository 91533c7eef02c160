// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Phase D with option cards (RULES.md 8.1 "Weapons", 8.2): the cards that change the main laser,
// the optional weapons that replace its shot and the lasers that fire backwards (each card's
// part is its unit's, cards/option/). All damage is dealt at once; then weapon movements in the
// firers' priority order; then the holds the weapons took for the later registers.
#include "rules/engine.h"

#include "rules/cards/held.h"

#include <algorithm>
#include <span>

namespace rf::rules {

using namespace rf::model;
using cards::CardUnit;
using cards::Hook;
using game::VoidReason;

// The robots a beam from robot s towards d hits, nearest first: the first robot, or with
// `passes` obstacles (High-Power Laser) on through a wall or a robot. `targets`: the robots a
// beam can hit (in play, not virtual), packed so that each beam scans a few bytes.
void beamHits(Engine &e, std::span<const Scratch::Target> targets, int s, Direction d, int passes,
              std::vector<int> &out)
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
            const bool closer = (across == 0) &
                                (static_cast<unsigned>(along - 1) < static_cast<unsigned>(nearest - 1)) &
                                (t.robot != s) & (t.robot != last); // 1 <= along < nearest
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

namespace {

// What robot s's option cards do to its lasers, summed over them once per shooter and volley.
struct LaserCards {
    int passes = 0;      // obstacles the main laser passes
    int extraDamage = 0; // damage each hit adds
    bool rear = false;   // it also fires backwards
};

LaserCards laserCards(const Engine &e, int s)
{
    LaserCards out;
    const cards::Library &library = cards::library(e);
    for (const HeldOption &h : e.robot(s).options)
        if (const CardUnit *card = library.option(h.id)) {
            out.passes += card->beamPasses;
            out.extraDamage += card->extraDamage;
            out.rear = out.rear || card->rearLaser;
        }
    // The card the register resolved may add damage too (the 2023 Haywire hw-move1-laser).
    if (e.reg() >= 1)
        if (const auto &played = e.robot(s).played[static_cast<std::size_t>(e.reg() - 1)])
            if (const CardUnit *card = library.program(played->kind))
                out.extraDamage += card->extraDamage;
    return out;
}

// One laser of robot s towards d (`mods`: the main-laser cards act on it; `line` holds the robots
// its beam hits, or gets them): a hit for each robot on it, unless a card replaces the hit (Fire
// Control).
void fireMainLaser(Engine &e, int s, Direction d, bool mods, const LaserCards &held, std::vector<int> &line)
{
    const cards::Library &library = cards::library(e);
    const bool main = d == e.robot(s).facing;
    const int passes = mods ? held.passes : 0;
    if (passes > 0 || !main)
        beamHits(e, e.scratch().targets, s, d, passes, line);
    if (line.empty())
        return;
    const int amount = 1 + (mods ? held.extraDamage : 0);
    const Decision *replace = nullptr;
    const CardUnit *replacing = nullptr;
    if (mods)
        for (const CardUnit *card : library.with(Hook::laserDecision))
            if ((replace = card->laserDecision(e, s))) {
                replacing = card;
                break;
            }
    bool replaced = false;
    for (const int t : line) {
        auto &target = e.robot(t);
        if (replace && !replaced && target.name == replace->target) {
            replaced = true;
            if (replacing->laserHit && replacing->laserHit(e, s, t, *replace))
                continue;
        }
        e.scratch().hits.push_back({t, amount, opposite(d), main ? Code::RobotLaserHit : Code::RearLaserHit});
        e.note(main ? Code::RobotLaserHit : Code::RearLaserHit, t, s, target.pos, d, amount);
    }
    if (replace && !replaced)
        e.voidDecision(s, *replace, VoidReason::NoTarget);
}

// Robot s's decision to fire a weapon at `first` (the robot its main laser hits, -1 for none):
// the weapon's shot, and whether it replaced the main laser's.
bool fireWeapon(Engine &e, int s, const Decision &w, int first, Direction d, std::vector<cards::WeaponEffect> &later)
{
    const auto &shooter = e.robot(s);
    const CardUnit *weapon = cards::library(e).option(w.option);
    VoidReason why = VoidReason::NotHeld;
    bool ok = e.holds(s, w.option) && !shooter.poweredDown && weapon;
    if (e.holds(s, w.option) && shooter.poweredDown)
        why = VoidReason::PoweredDown;
    if (ok && (first < 0 || e.robot(first).name != w.target)) {
        ok = false;
        why = VoidReason::NoTarget;
    }
    if (ok && weapon->weaponVoid)
        if (const auto reason = weapon->weaponVoid(e, s, first)) {
            ok = false;
            why = *reason;
        }
    if (!ok) {
        e.voidDecision(s, w, why);
        return false;
    }
    e.noteDecision(s, w, first);
    const std::size_t before = later.size();
    if (weapon->fireWeapon)
        weapon->fireWeapon(e, s, first, d, later);
    for (std::size_t k = before; k < later.size(); ++k)
        later[k].card = weapon;
    return true;
}

} // namespace

void optionVolley(Engine &e)
{
    auto &hits = e.scratch().hits;          // board laser hits are in already
    std::vector<cards::WeaponEffect> later; // rare: empty vectors do not allocate
    std::vector<int> &line = e.scratch().line;
    packTargets(e, e.scratch().targets);
    const bool downFires = e.options().poweredDownFires;
    for (int s = 0; s < e.robotCount(); ++s) {
        const auto &shooter = e.robot(s);
        if (!e.inPlay(s) || shooter.isVirtual || (shooter.poweredDown && !downFires))
            continue;
        const Direction d = shooter.facing;
        beamHits(e, e.scratch().targets, s, d, 0, line);
        const int first = line.empty() ? -1 : line.front();
        const LaserCards held = laserCards(e, s);
        const Decision *w = e.weaponDecision(s);
        if (!w || !fireWeapon(e, s, *w, first, d, later))
            fireMainLaser(e, s, d, true, held, line);
        if (held.rear)
            fireMainLaser(e, s, opposite(d), e.options().rearLaserMods, held, line);
    }
    // All damage at once (board lasers, main and rear lasers, Mini Howitzer hits).
    for (const Scratch::Hit &h : hits)
        e.damage(h.target, h.amount, h.why, false, h.from);
    e.settleDamage();
    // Weapon movements in the firers' priority order, as pushes; then the holds the weapons
    // took (Radio Control, Scrambler) for the registers after this one.
    std::vector<cards::WeaponEffect> moves;
    for (const cards::WeaponEffect &m : later)
        if (m.move)
            moves.push_back(m);
    std::ranges::stable_sort(
        moves, [](const cards::WeaponEffect &a, const cards::WeaponEffect &b) { return a.priority > b.priority; });
    for (const cards::WeaponEffect &m : moves)
        e.weaponMove(m.firer, m.target, m.dir);
    for (const cards::WeaponEffect &h : later)
        if (!h.move && e.inPlay(h.target) && h.card->takeHold)
            h.card->takeHold(e, h.firer, h.target);
}

} // namespace rf::rules
