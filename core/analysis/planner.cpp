// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/planner.h"

#include <algorithm>
#include <array>
#include <set>
#include <tuple>

namespace rf::analysis {

using namespace rf::game;
using namespace rf::model;

namespace {

constexpr int kBeamWidth = 8;
constexpr int kNoiseOneIn = 4;  // novice: one register in four takes a random card that survives
constexpr double kDeath = 1e6;  // more than any route
constexpr double kDamage = 0.5; // per damage point: fewer cards next turn
constexpr double kWon = -100.0;

bool locked(std::uint8_t mask, int reg)
{
    return (mask >> (reg - 1)) & 1U;
}

// The robot's program with only its locked registers (the cards it keeps).
Program lockedOnly(const RobotState &robot)
{
    Program prog{};
    for (int reg = 1; reg <= kRegisterCount; ++reg)
        if (locked(robot.lockedMask, reg))
            prog[static_cast<std::size_t>(reg - 1)] = robot.program[static_cast<std::size_t>(reg - 1)];
    return prog;
}

// Which kinds of card a partial program has used (4 bits per kind), so that programs that
// reach the same square with the same cards left count once in the beam.
std::uint64_t kindsUsed(std::span<const Card> hand, std::uint32_t used)
{
    std::uint64_t sig = 0;
    for (std::size_t i = 0; i < hand.size(); ++i)
        if ((used >> i) & 1U)
            sig += std::uint64_t{1} << (4 * static_cast<int>(hand[i].kind));
    return sig;
}

} // namespace

std::string_view skillName(Skill s)
{
    switch (s) {
    case Skill::Random: return "random";
    case Skill::Novice: return "novice";
    case Skill::Expert: return "expert";
    }
    return "random";
}

std::optional<Skill> skillFromName(std::string_view name)
{
    for (const Skill s : {Skill::Random, Skill::Novice, Skill::Expert})
        if (skillName(s) == name)
            return s;
    return std::nullopt;
}

Planner::Planner(Skill skill, std::shared_ptr<const CostField> field, RegisterLookahead lookahead)
    : m_skill(skill)
    , m_field(std::move(field))
    , m_lookahead(std::move(lookahead))
{}

double Planner::score(const LookaheadResult &r, int nextReg) const
{
    if (r.won)
        return kWon;
    if (r.dead)
        return kDeath;
    const RobotState &s = r.robot;
    return m_field->remaining(s.flags + 1, s.pos, s.facing, nextReg) + kDamage * s.damage;
}

// The partial programs one register longer than `p`: a locked register plays its card; an open
// one tries one card of each kind left in the hand (the highest priority of that kind).
std::vector<Planner::Partial> Planner::expand(const Partial &p, int reg, std::span<const Card> hand,
                                              std::uint8_t lockedMask, int turn)
{
    const int nextReg = reg % kRegisterCount + 1;
    if (p.over)
        return {p};
    if (locked(lockedMask, reg)) {
        Partial child = p;
        if (const auto &card = p.program[static_cast<std::size_t>(reg - 1)]) {
            child.at = m_lookahead.play(p.at.robot, turn, reg, *card);
            child.score = score(child.at, nextReg);
            child.over = child.at.dead || child.at.won;
        }
        return {child};
    }
    std::array<int, kCardKindCount> best{};
    best.fill(-1);
    for (std::size_t i = 0; i < hand.size(); ++i) {
        const auto k = static_cast<std::size_t>(hand[i].kind);
        if ((p.used >> i) & 1U || !m_lookahead.ruleset().allowedInRegister(hand[i].kind, reg))
            continue;
        if (best[k] < 0 || hand[i].priority > hand[static_cast<std::size_t>(best[k])].priority)
            best[k] = static_cast<int>(i);
    }
    std::vector<Partial> out;
    out.reserve(kCardKindCount);
    for (const int i : best) {
        if (i < 0)
            continue;
        // Built in place, not copied from `p`: its robot state would be copied only to be replaced.
        Partial &child = out.emplace_back(Partial{.at = m_lookahead.play(p.at.robot, turn, reg, hand[static_cast<std::size_t>(i)]),
                                                  .program = p.program,
                                                  .used = p.used | (1U << i)});
        child.program[static_cast<std::size_t>(reg - 1)] = hand[static_cast<std::size_t>(i)];
        child.score = score(child.at, nextReg);
        child.over = child.at.dead || child.at.won;
    }
    if (out.empty())
        out.push_back(p); // nothing left that this register may hold
    return out;
}

Program Planner::greedy(const RobotState &robot, std::span<const Card> hand, int turn, Rng *noise)
{
    Partial p{.at = LookaheadResult{robot, false, false}, .program = lockedOnly(robot)};
    for (int reg = 1; reg <= kRegisterCount; ++reg) {
        std::vector<Partial> next = expand(p, reg, hand, robot.lockedMask, turn);
        auto chosen = std::min_element(next.begin(), next.end(),
                                       [](const Partial &a, const Partial &b) { return a.score < b.score; });
        if (noise && next.size() > 1 && noise->below(kNoiseOneIn) == 0) {
            // A slip: any card of the hand that does not destroy the robot.
            const auto alive =
                std::stable_partition(next.begin(), next.end(), [](const Partial &c) { return !c.at.dead; });
            if (alive != next.begin())
                chosen = next.begin() +
                         static_cast<std::ptrdiff_t>(noise->below(static_cast<std::uint64_t>(alive - next.begin())));
        }
        p = std::move(*chosen);
    }
    return finish(p, robot, hand);
}

Program Planner::beam(const RobotState &robot, std::span<const Card> hand, int turn)
{
    std::vector<Partial> beam{Partial{.at = LookaheadResult{robot, false, false}, .program = lockedOnly(robot)}};
    for (int reg = 1; reg <= kRegisterCount; ++reg) {
        std::vector<Partial> next;
        for (const Partial &p : beam) {
            auto children = expand(p, reg, hand, robot.lockedMask, turn);
            std::move(children.begin(), children.end(), std::back_inserter(next));
        }
        std::stable_sort(next.begin(), next.end(),
                         [](const Partial &a, const Partial &b) { return a.score < b.score; });
        beam.clear();
        std::set<std::tuple<int, int, int, int, bool, std::uint64_t>> seen;
        for (Partial &p : next) {
            const RobotState &s = p.at.robot;
            if (!seen.emplace(s.pos.x, s.pos.y, static_cast<int>(s.facing), s.flags * 16 + s.damage, p.over,
                              kindsUsed(hand, p.used))
                     .second)
                continue;
            beam.push_back(std::move(p));
            if (static_cast<int>(beam.size()) == kBeamWidth)
                break;
        }
    }
    return finish(beam.front(), robot, hand);
}

// The chosen program, its open registers still empty (after a destruction or a win) filled with
// the hand's unused cards in order, as a player must fill every register.
Program Planner::finish(const Partial &p, const RobotState &robot, std::span<const Card> hand) const
{
    Program prog = p.program;
    std::size_t next = 0;
    for (int reg = 1; reg <= kRegisterCount; ++reg) {
        const auto slot = static_cast<std::size_t>(reg - 1);
        if (locked(robot.lockedMask, reg) || prog[slot])
            continue;
        while (next < hand.size() && ((p.used >> next) & 1U))
            ++next;
        if (next < hand.size())
            prog[slot] = hand[next++];
    }
    return prog;
}

void PlanningChooser::reseed(std::uint64_t seed)
{
    // A splitmix step of the seed, so the slips do not follow the deal's own draws.
    std::uint64_t x = (seed ^ 0x706c616e6e6572ULL) + 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    m_noise.reseed(x ^ (x >> 31));
}

std::optional<RobotEdit> PlanningChooser::choose(const sim::Simulator &sim, const DealtHand &hand)
{
    const RobotState &r = sim.state().robots[static_cast<std::size_t>(hand.robot)];
    RobotEdit edit{.program = m_planner.plan(sim.state().robots, hand.robot, hand.cards, sim.cursor().turn, m_noise)};
    if (sim.ruleset().traits().powerDown && r.damage >= Planner::kPowerDownDamage)
        edit.powerDownNext = true;
    return edit;
}

Program Planner::plan(std::span<const RobotState> robots, int self, std::span<const Card> hand, int turn, Rng &noise)
{
    m_lookahead.standWith(robots, self);
    const RobotState &robot = robots[static_cast<std::size_t>(self)];
    switch (m_skill) {
    case Skill::Expert: return beam(robot, hand, turn);
    case Skill::Novice: return greedy(robot, hand, turn, &noise);
    case Skill::Random: break;
    }
    return greedy(robot, hand, turn, nullptr);
}

} // namespace rf::analysis
