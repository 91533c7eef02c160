// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/event.h"
#include "model/geometry.h"
#include "rules/cards/cardunit.h"

#include <array>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace rf::rules {

using model::Direction;
using model::Point;

// Scratch buffers reused across substeps so the hot path does not allocate.
struct Scratch {
    struct Mover {
        int robot = -1;
        Point from{};
        Point to{};
        Direction dir = Direction::North;
        bool active = true;
    };
    std::vector<Mover> movers;
    std::vector<int> chain;
    std::vector<int> priorities;   // classic robot order: the priority beside each robot
    std::vector<int> waiting;      // classic end of turn: robots to re-enter
    std::vector<int> antennaOrder; // renegade phase E: the robots in antenna order
    std::vector<int> pendingDamage;
    // 2023: damage cards each robot draws when the substep ends (RULES.md 10.8), board lasers'
    // first, then robot weapons'.
    std::vector<int> pendingDraws;
    std::vector<int> pendingWeaponDraws;
    // Renegade: whether a robot may be waiting to reboot (set when one falls; false after a look
    // found none), so that most substeps do not look.
    bool rebootsMayBePending = true;
    // Facts kept about the game state are dropped when it is replaced or edited from outside.
    void stateReplaced() { rebootsMayBePending = true; }
    std::vector<std::int64_t> antennaKey;  // renegade antenna order: each robot's place (renegade.cpp)
    std::vector<std::int64_t> antennaRank; // ... and each square's, built at the first use
    using Target = LaserTarget;
    std::vector<Target> targets; // robots a robot laser can hit, compact for the volley
    struct Lines {               // the same robots chained by row and column (-1 ends a chain)
        std::vector<int> rowHead, columnHead, nextInRow, nextInColumn;
        // A head counts only when its stamp is the volley's: a new volley makes every older head
        // void by taking the next stamp, instead of clearing the heads it set.
        std::vector<std::uint32_t> rowStamp, columnStamp;
        std::uint32_t stamp = 0;
        int head(const std::vector<int> &heads, const std::vector<std::uint32_t> &stamps, int at) const
        {
            const auto k = static_cast<std::size_t>(at);
            return stamps[k] == stamp ? heads[k] : -1;
        }
    };
    Lines lines;
    std::vector<int> laserFirst;         // per board laser: first path position holding a robot
    std::vector<int> laserFirstRobot;    // ... and a robot on it
    std::vector<model::Card> keep, hand; // dealing
    // Option cards (RULES.md 8): the hits of a volley, and the robots a card has rammed.
    struct Hit {
        int target = -1;
        int amount = 0;
        std::optional<Direction> from{}; // the side the damage comes from
        game::Code why = game::Code::LaserHit;
    };
    std::vector<Hit> hits;
    // The 2016 volley: every robot's shot (cards::Shot).
    std::vector<cards::Shot> shots;
    std::vector<int> rammed;
    // 2023 (RULES.md 10.13-10.15): the robot whose register card is moving it (-1: none), and
    // whether the card being resolved lies in its register (not an Again's repeat, a Haywire's
    // parts or a Crab Legs pair: Brakes); the steps that card made it take and the robots it
    // pushed (Magnetic); the robots next to it when its activation began; the first robots of
    // the chains its card pushed (Modular Chassis); and who ran into whose spikes in the
    // movement under way (Spiky: entering robot, holder), kept only while `spikesOnce`.
    int cardMover = -1;
    bool lyingCard = false;
    std::vector<Direction> cardSteps;
    std::vector<int> cardPushedAll;
    std::vector<int> cardNeighbours;
    std::vector<int> cardPushed;
    bool spikesOnce = false;
    std::vector<std::pair<int, int>> spiked;
    std::vector<int> line; // the robots one beam hits
};

} // namespace rf::rules
