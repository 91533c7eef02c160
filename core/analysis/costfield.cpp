// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/costfield.h"

#include <algorithm>
#include <array>
#include <deque>
#include <optional>
#include <utility>

namespace rf::analysis {

using namespace rf::model;

namespace {

constexpr int kRegs = kRegisterCount;
constexpr int kKinds = kClassicCardKindCount;

// A card of each classic kind from the ruleset's program cards (their priorities do not matter
// to a robot alone on the course).
std::array<Card, kKinds> cardsOfEachKind(const rules::Ruleset &rules)
{
    std::array<Card, kKinds> out{};
    for (int k = 0; k < kKinds; ++k)
        out[static_cast<std::size_t>(k)] = Card{static_cast<CardKind>(k), 0};
    for (const Card &c : rules.programCards())
        if (cardIsClassic(c.kind))
            out[static_cast<std::size_t>(c.kind)] = c;
    return out;
}

struct Graph {
    std::vector<int> end;              // per (node, kind): the node reached, -1 when destroyed
    std::vector<std::vector<int>> rev; // per node: the nodes one register before it
};

} // namespace

int CostField::node(Point p, Direction f, int reg) const
{
    return ((p.y * m_width + p.x) * 4 + static_cast<int>(f)) * kRegs + (reg - 1);
}

CostField CostField::build(RegisterLookahead &lookahead, const std::vector<Point> &checkpoints, Plays plays,
                           const std::atomic<bool> *cancel)
{
    const auto cancelled = [cancel] { return cancel && cancel->load(std::memory_order_relaxed); };
    CostField cf;
    const rules::BoardIndex &b = lookahead.board();
    cf.m_width = b.width();
    cf.m_height = b.height();
    const int nodes = cf.m_width * cf.m_height * 4 * kRegs;
    const auto cards = cardsOfEachKind(lookahead.ruleset());
    const bool everyRegister = plays == Plays::EveryRegister || b.timed();
    Graph g;
    g.end.assign(static_cast<std::size_t>(nodes) * kKinds, -1);
    g.rev.resize(static_cast<std::size_t>(nodes));
    game::RobotState robot;
    robot.name = "lookahead";
    robot.flags = static_cast<int>(checkpoints.size()); // takes no checkpoint, so never wins
    // Where each card leaves the robot (nothing: destroyed or off the course) in the register
    // last played, for the registers that only repeat it.
    std::array<std::optional<std::pair<Point, Direction>>, kKinds> ends{};
    for (int y = 0; y < cf.m_height && !cancelled(); ++y)
        for (int x = 0; x < cf.m_width; ++x)
            for (int f = 0; f < 4; ++f)
                for (int reg = 1; reg <= kRegs; ++reg) {
                    robot.pos = Point{x, y};
                    robot.facing = static_cast<Direction>(f);
                    robot.archive = robot.pos;
                    const int from = cf.node(robot.pos, robot.facing, reg);
                    for (int k = 0; k < kKinds; ++k) {
                        auto &end = ends[static_cast<std::size_t>(k)];
                        if (reg == 1 || everyRegister) {
                            const LookaheadResult r = lookahead.play(robot, 1, reg, cards[static_cast<std::size_t>(k)]);
                            end.reset();
                            if (!r.dead && b.contains(r.robot.pos))
                                end.emplace(r.robot.pos, r.robot.facing);
                        }
                        if (!end)
                            continue;
                        const int to = cf.node(end->first, end->second, reg % kRegs + 1);
                        g.end[static_cast<std::size_t>(from * kKinds + k)] = to;
                        g.rev[static_cast<std::size_t>(to)].push_back(from);
                    }
                }
    for (const Point cp : checkpoints) {
        if (cancelled())
            return cf;
        std::vector<std::int16_t> cost(static_cast<std::size_t>(nodes), static_cast<std::int16_t>(kUnreachable));
        std::deque<int> queue;
        // Cost 1: a register that ends on the checkpoint.
        for (int n = 0; n < nodes; ++n)
            for (int k = 0; k < kKinds; ++k) {
                const int to = g.end[static_cast<std::size_t>(n * kKinds + k)];
                if (to >= 0 && to / (4 * kRegs) == cp.y * cf.m_width + cp.x && cost[static_cast<std::size_t>(n)] != 1) {
                    cost[static_cast<std::size_t>(n)] = 1;
                    queue.push_back(n);
                }
            }
        while (!queue.empty()) {
            const int n = queue.front();
            queue.pop_front();
            const int c = cost[static_cast<std::size_t>(n)];
            for (const int p : g.rev[static_cast<std::size_t>(n)])
                if (cost[static_cast<std::size_t>(p)] > c + 1 && c + 1 < kUnreachable) {
                    cost[static_cast<std::size_t>(p)] = static_cast<std::int16_t>(c + 1);
                    queue.push_back(p);
                }
        }
        cf.m_costs.push_back(std::move(cost));
    }
    cf.m_legs.assign(checkpoints.size() + 1, 0);
    for (std::size_t k = 1; k < checkpoints.size(); ++k) {
        int best = kUnreachable;
        for (int f = 0; f < 4; ++f)
            for (int reg = 1; reg <= kRegs; ++reg)
                best = std::min(best,
                                cf.cost(static_cast<int>(k) + 1, checkpoints[k - 1], static_cast<Direction>(f), reg));
        cf.m_legs[k] = best;
    }
    return cf;
}

int CostField::cost(int number, Point p, Direction f, int nextReg) const
{
    if (number < 1 || number > checkpointCount() || p.x < 0 || p.y < 0 || p.x >= m_width || p.y >= m_height)
        return kUnreachable;
    return m_costs[static_cast<std::size_t>(number - 1)][static_cast<std::size_t>(node(p, f, nextReg))];
}

int CostField::remaining(int next, Point p, Direction f, int nextReg) const
{
    if (next > checkpointCount())
        return 0;
    int total = cost(next, p, f, nextReg);
    for (int k = next; k < checkpointCount(); ++k)
        total += m_legs[static_cast<std::size_t>(k)];
    return total;
}

} // namespace rf::analysis
