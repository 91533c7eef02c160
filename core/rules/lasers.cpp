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
    const bool withOptions = anyOptions();
    m_scratch.hits.clear();
    const auto &lasers = m_board.lasers();
    // Where each beam stops: the nearest square along its path that holds a robot. Looked up
    // from the robots' squares (a few) rather than by walking every beam (many squares).
    auto &first = m_scratch.laserFirst;
    constexpr int kMissed = std::numeric_limits<int>::max();
    first.assign(lasers.size(), kMissed);
    for (int i = 0; i < robotCount(); ++i) {
        if (!inPlay(i) || !m_board.contains(robot(i).pos))
            continue;
        for (const LaserCrossing &c : m_board.lasersThrough(robot(i).pos))
            first[static_cast<std::size_t>(c.laser)] = std::min(first[static_cast<std::size_t>(c.laser)], c.along);
    }
    for (std::size_t l = 0; l < lasers.size(); ++l) {
        const LaserInfo &laser = lasers[l];
        if (!laser.registers.empty() && !laser.registers.contains(reg()))
            continue;
        highlightElement(laser.id);
        if (first[l] == kMissed)
            continue;
        const Point p = laser.path[static_cast<std::size_t>(first[l])];
        // A beam stops at the first robot; robots sharing that square (virtual) are all hit.
        for (int i = 0; i < robotCount(); ++i) {
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
        optionVolley();
        return;
    }
    // The robots a beam can hit, in robot order, packed so that each shooter scans a few bytes.
    auto &targets = m_scratch.targets;
    targets.clear();
    for (int t = 0; t < robotCount(); ++t)
        if (inPlay(t) && !robot(t).isVirtual)
            targets.push_back({robot(t).pos, t});
    for (int s = 0; s < robotCount(); ++s) {
        const auto &shooter = robot(s);
        if (!inPlay(s) || shooter.isVirtual || (shooter.poweredDown && !m_opt.poweredDownFires))
            continue;
        // The nearest robot in front within the beam's reach (checked robot by robot: a few
        // robots cost less than walking the beam square by square).
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
            const Point p = robot(target).pos;
            pending[static_cast<std::size_t>(target)] += 1;
            note(Code::RobotLaserHit, target, s, p, d, 1);
        }
    }
    for (int i = 0; i < robotCount(); ++i)
        if (const int n = pending[static_cast<std::size_t>(i)]; n > 0)
            damage(i, n, Code::LaserHit, false);
    settleDamage();
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
