// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Phase D (RULES.md 2.4 D and 5): board and robot lasers fire simultaneously, then the
// damaging floors and active flamers.
#include "rules/engine.h"

#include <algorithm>
#include <limits>

namespace rf::rules {

using namespace rf::model;

void Engine::laserVolley()
{
    auto &pending = m_scratch.pendingDamage;
    pending.assign(static_cast<std::size_t>(robotCount()), 0);
    // With option cards the volley keeps every hit with its side (Power-Down Shield) and adds
    // the weapons (optionweapons.cpp); without, the plain sums below are enough.
    const bool withUpgrades = anyUpgrades();
    // A damage deck (2023) keeps them too: board-laser and robot-laser damage are drawn in two
    // steps (RULES.md 10.8), and the card a register resolved may add damage (hw-move1-laser).
    const bool withOptions = withUpgrades || anyOptions() || m_rules.traits().damageDeck;
    m_scratch.hits.clear();
    const auto &lasers = m_board.lasers();
    // Where each beam stops: the nearest square along its path that holds a robot, and a robot
    // there. Looked up from the robots' squares (a few) rather than by walking every beam.
    auto &first = m_scratch.laserFirst;
    auto &firstRobot = m_scratch.laserFirstRobot;
    constexpr int kMissed = std::numeric_limits<int>::max();
    first.assign(lasers.size(), kMissed);
    firstRobot.resize(lasers.size());
    for (int i = 0; i < robotCount(); ++i) {
        if (!inPlay(i) || !m_board.contains(robot(i).pos))
            continue;
        m_board.forEachLaserThrough(robot(i).pos, [&](const LaserCrossing &c) {
            const auto l = static_cast<std::size_t>(c.laser);
            if (c.along < first[l]) {
                first[l] = c.along;
                firstRobot[l] = i;
            }
        });
    }
    for (std::size_t l = 0; l < lasers.size(); ++l) {
        const LaserInfo &laser = lasers[l];
        if (!laser.registers.empty() && !laser.registers.contains(reg()))
            continue;
        highlightElement(laser.id);
        if (first[l] == kMissed)
            continue;
        const Point p = laser.at(first[l]);
        // A beam stops at the first robot; robots sharing that square (virtual) are all hit.
        // Alone on it (the usual case), the robot found above is the one.
        const int alone = countAt(p) == 1 ? firstRobot[l] : -1;
        for (int i = alone >= 0 ? alone : 0; i < (alone >= 0 ? alone + 1 : robotCount()); ++i) {
            if (inPlay(i) && robot(i).pos == p) {
                if (withOptions)
                    m_scratch.hits.push_back({i, laser.beams, opposite(laser.dir), Code::LaserHit});
                else
                    pending[static_cast<std::size_t>(i)] += laser.beams;
                note(Code::LaserHit, i, -1, p, laser.dir, laser.beams, laser.id);
            }
        }
    }
    if (withOptions) {
        m_rules.cardVolley(*this);
        return;
    }
    robotLasers(pending);
    for (int i = 0; i < robotCount(); ++i)
        if (const int n = pending[static_cast<std::size_t>(i)]; n > 0)
            damage(i, n, Code::LaserHit, false);
    settleDamage();
}

bool Engine::chainTargets()
{
    // The robots a beam can hit, chained by row and by column in robot order: a shooter looks
    // only at the robots in its line (a few robots on a wide course: mostly none). The links are
    // read only from robots in a chain, which set theirs.
    Scratch::Lines &lines = m_scratch.lines;
    const auto height = static_cast<std::size_t>(m_board.height());
    const auto width = static_cast<std::size_t>(m_board.width());
    auto renew = [&] { // every head void
        if (++lines.stamp == 0 || lines.rowHead.size() != height || lines.columnHead.size() != width) {
            lines.rowHead.assign(height, -1);
            lines.columnHead.assign(width, -1);
            lines.rowStamp.assign(height, 0);
            lines.columnStamp.assign(width, 0);
            lines.stamp = 1;
        }
    };
    renew();
    lines.nextInRow.resize(static_cast<std::size_t>(robotCount()));
    lines.nextInColumn.resize(static_cast<std::size_t>(robotCount()));
    for (int t = robotCount(); t-- > 0;) {
        const auto &r = robot(t);
        if (!inPlay(t) || r.isVirtual)
            continue;
        if (!m_board.contains(r.pos)) {
            renew();
            return false;
        }
        const auto y = static_cast<std::size_t>(r.pos.y);
        const auto x = static_cast<std::size_t>(r.pos.x);
        lines.nextInRow[static_cast<std::size_t>(t)] = lines.head(lines.rowHead, lines.rowStamp, r.pos.y);
        lines.nextInColumn[static_cast<std::size_t>(t)] = lines.head(lines.columnHead, lines.columnStamp, r.pos.x);
        lines.rowHead[y] = lines.columnHead[x] = t;
        lines.rowStamp[y] = lines.columnStamp[x] = lines.stamp;
    }
    return true;
}

void Engine::robotLasers(std::vector<int> &pending)
{
    if (!chainTargets()) {
        robotLasersScan(pending); // a robot in play off the course: never in practice
        return;
    }
    const bool downFires = m_opt.poweredDownFires;
    for (int s = 0; s < robotCount(); ++s) {
        const auto &shooter = robot(s);
        if (shooter.destroyed | shooter.eliminated | shooter.isVirtual | (shooter.poweredDown & !downFires))
            continue;
        const Direction d = shooter.facing;
        if (const int target = nearestTarget(s, d); target >= 0) {
            pending[static_cast<std::size_t>(target)] += 1;
            note(Code::RobotLaserHit, target, s, robot(target).pos, d, 1);
        }
    }
}

void Engine::robotLasersScan(std::vector<int> &pending)
{
    // The same volley checked robot by robot against every target.
    auto &targets = m_scratch.targets;
    targets.clear();
    for (int t = 0; t < robotCount(); ++t)
        if (inPlay(t) && !robot(t).isVirtual)
            targets.push_back({robot(t).pos, t});
    for (int s = 0; s < robotCount(); ++s) {
        const auto &shooter = robot(s);
        if (!inPlay(s) || shooter.isVirtual || (shooter.poweredDown && !m_opt.poweredDownFires))
            continue;
        const Direction d = shooter.facing;
        const Point dv = delta(d);
        const int reach = m_board.contains(shooter.pos) ? m_board.beamReach(shooter.pos, d) : 0;
        int target = -1;
        int nearest = reach + 1;
        for (const Scratch::Target &t : targets) {
            const Point off = t.pos - shooter.pos;
            const int along = dv.x != 0 ? off.x * dv.x : off.y * dv.y;
            const bool inLine = dv.x != 0 ? off.y == 0 : off.x == 0;
            if (inLine && along >= 1 && along < nearest && t.robot != s) {
                nearest = along;
                target = t.robot;
            }
        }
        if (target >= 0) {
            pending[static_cast<std::size_t>(target)] += 1;
            note(Code::RobotLaserHit, target, s, robot(target).pos, d, 1);
        }
    }
}

void Engine::floorDamage()
{
    for (int i = 0; i < robotCount(); ++i) {
        if (!inPlay(i))
            continue;
        const Point p = robot(i).pos;
        if (flamerActive(p)) {
            highlight(p);
            note(Code::FlamerEndPhase, i, -1, p, Direction::North, 1);
            damage(i, 1, Code::FlamerEndPhase, false);
        }
        switch (m_board.floor(p)) {
        case FloorKind::Acid:
            note(Code::Acid, i, -1, p, Direction::North, 1);
            damage(i, 1, Code::Acid, false);
            break;
        case FloorKind::Fire:
            note(Code::Fire, i, -1, p, Direction::North, 2);
            damage(i, 2, Code::Fire, false);
            break;
        case FloorKind::RadioactiveWaste:
            note(Code::RadioactiveWaste, i, -1, p, Direction::North, 1);
            damage(i, 1, Code::RadioactiveWaste, false);
            break;
        case FloorKind::Radiation:
            if (reg() == model::kRegisterCount) {
                note(Code::Radiation, i, -1, p, Direction::North, 1);
                damage(i, 1, Code::Radiation, false);
            }
            break;
        default: break;
        }
    }
    settleDamage();
}

} // namespace rf::rules
