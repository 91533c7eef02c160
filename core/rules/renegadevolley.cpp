// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The laser step with the 2016 upgrades (RULES.md 9.3 "Order inside L"): all lasers fire at once
// with the upgrades that change a robot's lasers or what its hits deal; then the beams that move
// the robot shot, one firer at a time; last what acts on the robots shot (Scrambler). Which cards
// do what is theirs (cards/upgrade/): this is the order.
#include "rules/renegadeupgrades.h"

#include "rules/antenna.h"
#include "rules/cards/damage/damagepiles.h"
#include "rules/cards/held.h"

#include <algorithm>
#include <span>

namespace rf::rules {

using namespace rf::model;
using cards::CardUnit;
using cards::Hook;
using cards::Shot;

namespace {

// The upgrade of robot s's that draws its lasers' lines (Rail Gun), or nullptr.
const CardUnit *lineCard(const cards::Library &library, std::uint64_t held)
{
    for (const CardUnit *card : library.with(Hook::shotLine))
        if (cards::inMask(held, *card))
            return card;
    return nullptr;
}

} // namespace

void upgradeLaserHits(Engine &e, std::span<const LaserTarget> targets, int s, Direction d, std::vector<int> &out)
{
    if (const CardUnit *line = lineCard(cards::library(e), e.upgradeMask(s)))
        line->shotLine(e, targets, s, d, out);
    else
        beamHits(e, targets, s, d, 0, out);
}

void upgradeVolley(Engine &e)
{
    const cards::Library &library = cards::library(e);
    std::vector<Shot> &shots = e.scratch().shots;
    shots.clear();
    std::vector<int> &line = e.scratch().line;
    packTargets(e, e.scratch().targets); // once for the whole volley
    // The plain lasers look along the robots' rows and columns; a line of an upgrade, or any
    // laser with a robot off the course (never in practice), walks the targets.
    const bool chained = e.chainTargets();
    const bool mainOnly = e.options().modsMainLaserOnly;
    for (int s = 0; s < e.robotCount(); ++s) {
        const auto &shooter = e.robot(s);
        if (!e.inPlay(s) || shooter.isVirtual)
            continue;
        // The shooter's upgrades, its rear laser and the SPAM its hits add, in one pass (per shooter
        // and volley).
        std::uint64_t held = 0;
        bool rear = false;
        int extra = 0;
        for (const HeldUpgrade &h : shooter.upgrades) {
            held |= upgradeBit(h.id);
            if (const CardUnit *card = library.upgrade(h.id)) {
                rear = rear || card->rearLaser;
                extra += card->extraDamage;
            }
        }
        const CardUnit *lines = lineCard(library, held);
        for (const Direction d : {shooter.facing, opposite(shooter.facing)}) {
            const bool main = d == shooter.facing;
            if (!main && !rear)
                break;
            if (lines) {
                lines->shotLine(e, e.scratch().targets, s, d, line);
            } else if (chained) {
                line.clear();
                if (const int t = e.nearestTarget(s, d); t >= 0)
                    line.push_back(t);
            } else {
                beamHits(e, e.scratch().targets, s, d, 0, line);
            }
            const bool mods = main || !mainOnly;
            for (const int t : line) {
                // Deflector Shield: no robot laser hits it; it still stops a beam (RULES.md 9.5).
                if (e.robot(t).deflecting) {
                    e.note(game::Code::Deflected, t, s, e.robot(t).pos, d);
                    continue;
                }
                const game::Code why = lines  ? lines->shotCode
                                       : main ? game::Code::RobotLaserHit
                                              : game::Code::RearLaserHit;
                const int spam = 1 + (mods ? extra : 0);
                e.note(why, t, s, e.robot(t).pos, d, spam);
                shots.push_back(Shot{.firer = s, .target = t, .dir = d, .held = held, .mods = mods, .spam = spam});
            }
        }
    }
    // The hit modifiers that change the cards dealt.
    const auto mods = library.with(Hook::shotMod);
    for (Shot &h : shots)
        if (h.mods)
            for (const CardUnit *card : mods)
                if (cards::inMask(h.held, *card))
                    card->shotMod(e, h);
    for (const CardUnit *card : library.with(Hook::afterShots))
        card->afterShots(e, shots);
    // All damage at once: board lasers (their hits are in the scratch's hits), then the robots'.
    for (const Scratch::Hit &h : e.scratch().hits)
        e.damage(h.target, h.amount, h.why, false, h.from);
    const auto onDrawPile = library.with(Hook::onDrawPile);
    for (const Shot &h : shots) {
        bool onDraw = false;
        for (const CardUnit *card : onDrawPile)
            if (cards::inMask(h.held, *card))
                onDraw = card->onDrawPile(e, h.firer, h.target, h.spam > 0) || onDraw;
        for (int k = 0; k < h.spam; ++k)
            cards::takeDamageCard(e, h.target, cards::kDamagePointPile, onDraw);
        for (const DamageKind k : std::span(h.other).first(static_cast<std::size_t>(h.others))) {
            e.noteCardFrom(game::Code::HitDamageCard, h.target, h.firer, Card{damageCard(k), 0}, h.dir);
            cards::takeDamageCard(e, h.target, k);
        }
    }
    e.settleDamage();
    // The weapon movements, one at a time, firers in antenna order (RULES.md 9.3). Only robots
    // whose player chose one are ordered: most volleys have none.
    const auto movers = library.with(Hook::movesTarget);
    std::vector<int> firers;
    for (int s = 0; s < e.robotCount(); ++s)
        if (std::ranges::any_of(movers, [&](const CardUnit *card) { return card->movesTarget(e, s); }))
            firers.push_back(s);
    if (firers.size() > 1)
        sortByAntenna(e, firers);
    for (const int s : firers)
        for (const CardUnit *card : library.with(Hook::beamMove))
            card->beamMove(e, s, shots);
    // Last, what acts on the robots shot once they have moved (Scrambler).
    for (const CardUnit *card : library.with(Hook::afterMoves))
        card->afterMoves(e, shots);
}

} // namespace rf::rules
