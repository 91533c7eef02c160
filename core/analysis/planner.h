// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/rng.h"
#include "analysis/costfield.h"
#include "analysis/lookahead.h"
#include "sim/scenariorun.h"

#include <memory>
#include <optional>
#include <span>
#include <string_view>

namespace rf::analysis {

// How the robots of an analysis choose their programs.
//  random: the rules' random program from the dealt hand (RULES.md 2, step 3);
//  novice: register by register, the card whose end square is cheapest on the cost field, but
//          one register in four takes a random card of the hand that does not destroy it;
//  expert: a beam search over whole programs (the best few partial programs kept per register).
enum class Skill : std::uint8_t { Random, Novice, Expert };

std::string_view skillName(Skill s);
std::optional<Skill> skillFromName(std::string_view name);

// Chooses a robot's program from its dealt hand: each candidate card is played through the
// single-robot lookahead (the real engine, other robots ignored) and the square it ends on is
// scored by the cost field (registers still needed to take every checkpoint left; destruction
// costs far more than any route). Locked registers keep their card and are played as they are.
// Deterministic: the only randomness is the `noise` generator the caller passes.
class Planner {
public:
    Planner(Skill skill, std::shared_ptr<const CostField> field, RegisterLookahead lookahead);

    // The program for robot `self` of `robots` (its locked registers as they are, lockedMask bit
    // k-1 for register k) from `hand`, in turn `turn`, the other robots standing still where they
    // are (they block, are pushed and fire). Registers the hand cannot fill stay as they are.
    model::Program plan(std::span<const game::RobotState> robots, int self, std::span<const model::Card> hand, int turn, game::Rng &noise);

    // Planning robots announce a power down (repaired at the next deal) from this damage on.
    static constexpr int kPowerDownDamage = 6;

    // The score of a robot's state before register `nextReg` (lower is better).
    double score(const LookaheadResult &r, int nextReg) const;

private:
    struct Partial {
        LookaheadResult at;
        model::Program program{};
        std::uint32_t used = 0; // hand cards used (bit per card)
        double score = 0.0;
        bool over = false; // destroyed or won: the later registers do not matter
    };
    std::vector<Partial> expand(const Partial &p, int reg, std::span<const model::Card> hand, std::uint8_t locked,
                                int turn);
    model::Program greedy(const game::RobotState &robot, std::span<const model::Card> hand, int turn, game::Rng *noise);
    model::Program beam(const game::RobotState &robot, std::span<const model::Card> hand, int turn);
    model::Program finish(const Partial &p, const game::RobotState &robot, std::span<const model::Card> hand) const;

    Skill m_skill;
    std::shared_ptr<const CostField> m_field;
    RegisterLookahead m_lookahead;
};

// The planner as a run's program chooser: after each deal the robot's program is the planner's
// choice from the dealt hand, and a classic robot announces a power down from
// Planner::kPowerDownDamage on. Novice slips come from a generator seeded from the run's seed.
class PlanningChooser final : public sim::ProgramChooser {
public:
    explicit PlanningChooser(Planner planner) : m_planner(std::move(planner)) {}
    std::unique_ptr<sim::ProgramChooser> clone() const override { return std::make_unique<PlanningChooser>(*this); }
    void reseed(std::uint64_t seed) override;
    std::optional<model::RobotEdit> choose(const sim::Simulator &sim, const game::DealtHand &hand) override;

private:
    Planner m_planner;
    game::Rng m_noise{0};
};

} // namespace rf::analysis
