// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The weapons step of the 2023 edition (RULES.md 10.13 "Weapons"): every robot fires its main
// laser forward, changed by the upgrades that modify it, or a replacement weapon instead; the
// Rear Laser beside it. Then (a) all damage is drawn, board lasers' first, robot by robot in
// priority order; (b) the weapon movements one firer at a time in priority order; (c) what the
// replacements do to the robots' registers (Scrambler). What each upgrade does is its unit's
// (cards/upgrade2023/): this is the order.
#include "rules/edition2023.h"

#include "rules/cards/held.h"
#include "rules/cards/library.h"
#include "rules/edition2023deck.h"
#include "rules/engine.h"

#include <algorithm>
#include <array>

namespace rf::rules {

using namespace rf::model;
using cards::CardUnit;
using cards::Hook;
using game::Code;
using game::VoidReason;

namespace {

// Robot i's place in this register's priority order (0: the token holder).
int priorityPlace(const Engine &e, int i)
{
    const int n = e.robotCount();
    return n == 0 ? 0 : ((i - e.state().tokenHolder) % n + n) % n;
}

// What robot s's installed upgrades do to its lasers, summed once per shooter.
struct Held {
    int extra = 0;                       // damage each hit of the main laser adds
    bool rear = false;                   // Rear Laser
    bool around = false;                 // Laser Kata after a U-turn
    const CardUnit *line = nullptr;      // Rail Gun: draws the main laser's line
    const Decision *replace = nullptr;   // a replacement weapon decided for this register
    const CardUnit *replacing = nullptr; // ... and its unit
};

Held heldOf(Engine &e, int s)
{
    Held h;
    const cards::Library &library = cards::library(e);
    const auto &r = e.robot(s);
    for (const HeldUpgrade &u : r.upgrades) {
        const CardUnit *card = library.upgrade(u.id);
        if (!card)
            continue;
        h.extra += card->extraDamage;
        h.rear = h.rear || card->rearLaser;
        h.around = h.around || (card->firesAround && card->firesAround(e, s));
        if (card->shotLine)
            h.line = card;
    }
    // The card the register resolved may add damage too (hw-move1-laser).
    if (e.reg() >= 1)
        if (const auto &played = r.played[static_cast<std::size_t>(e.reg() - 1)])
            if (const CardUnit *card = library.program(played->kind))
                h.extra += card->extraDamage;
    // At most one replacement weapon fires in a register: the first decided; the others are void.
    if (e.decides(s))
        for (const Decision &d : e.plan(s)->decisions) {
            if (d.when != DecisionTime::Register || d.reg != e.reg() || d.use != DecisionUse::Upgrade || e.told(s, d))
                continue;
            const CardUnit *card = library.upgrade(d.upgrade);
            if (!card || !card->fireWeapon)
                continue;
            if (h.replace) {
                e.voidDecision(s, d, VoidReason::AlreadyUsed);
            } else {
                h.replace = &d;
                h.replacing = card;
            }
        }
    return h;
}

// Robot s's replacement weapon at `target` (the robot its forward line hits, -1 for none):
// whether it fired.
bool fireReplacement(Engine &e, int s, const Held &h, int target, std::vector<cards::WeaponEffect> &later)
{
    const Decision &d = *h.replace;
    std::optional<VoidReason> why;
    if (!e.holdsUpgrade(s, d.upgrade))
        why = VoidReason::NotHeld;
    else if (target < 0 || e.robot(target).name != d.target)
        why = VoidReason::NoTarget;
    else if (h.replacing->weaponVoid)
        why = h.replacing->weaponVoid(e, s, target);
    if (why) {
        e.voidDecision(s, d, *why);
        return false;
    }
    e.noteDecision(s, d, target);
    const std::size_t before = later.size();
    h.replacing->fireWeapon(e, s, target, e.robot(s).facing, later);
    for (std::size_t k = before; k < later.size(); ++k) {
        later[k].card = h.replacing;
        later[k].priority = -priorityPlace(e, s); // sorted highest first
    }
    if (!upgradeIsPermanent(d.upgrade))
        e.spendTemporary(s, d.upgrade);
    return true;
}

// One laser of robot s towards d: a hit on each robot of its line.
void fireLaser(Engine &e, int s, Direction d, int amount, const CardUnit *lines, Code why, std::vector<int> &line)
{
    if (lines)
        lines->shotLine(e, e.scratch().targets, s, d, line);
    else
        beamHits(e, e.scratch().targets, s, d, 0, line);
    const Code code = lines ? lines->shotCode : why;
    for (const int t : line) {
        e.scratch().hits.push_back({t, amount, opposite(d), code});
        e.note(code, t, s, e.robot(t).pos, d, amount);
    }
}

void fire(Engine &e, int s, std::vector<cards::WeaponEffect> &later)
{
    std::vector<int> &line = e.scratch().line;
    const Direction facing = e.robot(s).facing;
    if (e.robot(s).upgrades.empty() && !e.decides(s)) { // the plain robot: one beam forward
        fireLaser(e, s, facing, 1 + heldOf(e, s).extra, nullptr, Code::RobotLaserHit, line);
        return;
    }
    const Held h = heldOf(e, s);
    bool replaced = false;
    if (h.replace) {
        beamHits(e, e.scratch().targets, s, facing, 0, line);
        replaced = fireReplacement(e, s, h, line.empty() ? -1 : line.front(), later);
    }
    if (!replaced) {
        if (h.around)
            e.note(Code::LaserKata, s, -1, e.robot(s).pos, facing);
        for (int k = 0; k < (h.around ? 4 : 1); ++k)
            fireLaser(e, s, turnRight(facing, k), 1 + h.extra, h.line, Code::RobotLaserHit, line);
    }
    if (h.rear)
        fireLaser(e, s, opposite(facing), 1, nullptr, Code::RearLaserHit, line);
}

// After step 3e, robot by robot in priority order, a robot that drew a damage card from the board
// lasers may act on it (Energy Conversion, RULES.md 10.14).
void afterBoardLasers(Engine &e, const std::vector<int> &before)
{
    const int holder = e.state().tokenHolder;
    for (int n = 0; n < e.robotCount(); ++n) {
        const int i = (holder + n) % e.robotCount();
        if (!e.inPlay(i) || !e.decides(i) || e.robot(i).damage <= before[static_cast<std::size_t>(i)])
            continue;
        for (const cards::CardUnit *unit : cards::library(e).with(cards::Hook::boardLaserDamage))
            unit->boardLaserDamage(e, i);
    }
}

} // namespace

void edition2023Volley(Engine &e)
{
    // The board lasers' damage (its hits are in already) is drawn first (RULES.md 10.8).
    auto &hits = e.scratch().hits;
    const bool converts = e.anyDecisions() && !hits.empty() && cards::library(e).any(cards::Hook::boardLaserDamage);
    std::vector<int> before; // the damage cards each robot had drawn (Energy Conversion)
    if (converts)
        for (int i = 0; i < e.robotCount(); ++i)
            before.push_back(e.robot(i).damage);
    for (const Scratch::Hit &h : hits)
        e.damage(h.target, h.amount, h.why, false, h.from);
    hits.clear();
    drawPendingDamage(e);
    if (converts)
        afterBoardLasers(e, before);
    std::vector<cards::WeaponEffect> later; // rare: empty vectors do not allocate
    packTargets(e, e.scratch().targets);
    const bool shutDownFires = !e.options().shutdownNoFire;
    for (int s = 0; s < e.robotCount(); ++s) {
        const auto &r = e.robot(s);
        if (e.inPlay(s) && !r.isVirtual && (!r.shutDown || shutDownFires))
            fire(e, s, later);
    }
    // (a) All damage, drawn robot by robot in priority order.
    for (const Scratch::Hit &h : hits)
        e.damage(h.target, h.amount, h.why, false, h.from);
    drawPendingDamage(e);
    // (b) Weapon movements, one firer at a time in priority order; (c) then the holds.
    std::ranges::stable_sort(later, [](const cards::WeaponEffect &a, const cards::WeaponEffect &b) { return a.priority > b.priority; });
    for (const cards::WeaponEffect &m : later) {
        if (!m.move || !e.inPlay(m.target))
            continue;
        if (m.card->moveTarget)
            m.card->moveTarget(e, m.firer, m.target);
        else
            e.weaponMove(m.firer, m.target, m.dir);
    }
    for (const cards::WeaponEffect &h : later)
        if (!h.move && e.inPlay(h.target) && h.card->takeHold)
            h.card->takeHold(e, h.firer, h.target);
}

} // namespace rf::rules
