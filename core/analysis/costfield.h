// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/lookahead.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace rf::analysis {

// Cost-to-go of a course: for each checkpoint, the fewest registers a robot alone on the course
// needs from (square, facing, next register) to end a register on that checkpoint. A register
// is one card (move 1/2/3, back up, left, right, U-turn) followed by what the board does in that
// register (belts, pushers, gears, crushers, lasers...), as the real engine plays it through a
// RegisterLookahead; registers that destroy the robot are not taken. Computed once per course:
// one lookahead per (square, facing, register, card kind), then a breadth-first search backwards
// from each checkpoint. On a course where nothing is timed (rules::BoardIndex::timed()) a robot
// alone moves the same in every register, so one register's lookaheads stand for all five.
// Immutable once built, so games on several threads share it.
class CostField {
public:
    static constexpr int kUnreachable = 1000;
    // The largest course a field is built for (256 x 256): it takes about 2.5 KiB and 140 register
    // lookaheads per square (256 x 256: 172 MiB, 21 s; 1024 x 1024 would take gigabytes and
    // minutes). docs/limits.md.
    static constexpr int kMaxSquares = 256 * 256;

    // Which registers are played: all five only where the course is timed, or all five always
    // (what the shortcut is checked against, tst_planner).
    enum class Plays { AsCourseNeeds, EveryRegister };

    // `checkpoints`: the checkpoints' squares, in order (checkpoint 1 first). `cancel` set (from
    // any thread) stops the build within a row of squares: the field is then incomplete, and the
    // caller, who sees the flag, must not use it (a 256 x 256 field takes some 20 s).
    static CostField build(RegisterLookahead &lookahead, const std::vector<model::Point> &checkpoints,
                           Plays plays = Plays::AsCourseNeeds, const std::atomic<bool> *cancel = nullptr);
    friend bool operator==(const CostField &, const CostField &) = default;

    int checkpointCount() const { return static_cast<int>(m_costs.size()); }
    // Registers to reach checkpoint `number` (1-based) from `p` facing `f` when the next
    // register played is `nextReg` (1..5); kUnreachable when the robot cannot get there.
    int cost(int number, model::Point p, model::Direction f, int nextReg) const;
    // The registers still needed to take every checkpoint from `next` on, counting from checkpoint
    // `next - 1` for the later ones (the best facing and register there).
    int remaining(int next, model::Point p, model::Direction f, int nextReg) const;

private:
    int node(model::Point p, model::Direction f, int reg) const;
    int m_width = 0;
    int m_height = 0;
    std::vector<std::vector<std::int16_t>> m_costs; // per checkpoint, per node
    std::vector<int> m_legs;                        // m_legs[k]: from checkpoint k to k + 1 (k >= 1)
};

} // namespace rf::analysis
