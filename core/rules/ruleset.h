// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/event.h"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rf::rules {

class Engine;

// Board-element substeps of phase C, in the order a ruleset plays them.
enum class BoardStep : std::uint8_t { ExpressBelts, Belts, NormalBelts, Currents, Pushers, Gears, Crushers };

// A ruleset is a policy over the shared mechanics of Engine (movement, pushing, walls, belts,
// lasers...): it decides what differs between editions (dealing and programming, robot order,
// the board substeps, what damage and destruction mean, checkpoints and the end of the turn).
// Adding the 2016 edition means writing another policy, not forking the engine.
class Ruleset {
public:
    virtual ~Ruleset() = default;
    virtual std::string_view id() const = 0;

    // Start of a turn: power downs, dealing, locked registers, programs.
    virtual void deal(Engine &e) const = 0;
    // The robots that play a card in the current register, in playing order.
    virtual void orderRobots(Engine &e, std::vector<int> &order) const = 0;
    virtual std::span<const BoardStep> boardSteps() const = 0;
    // Damage from any source; `immediate` false defers destruction (simultaneous fire).
    virtual void damage(Engine &e, int robot, int amount, game::Code why, bool immediate) const = 0;
    // Destruction by a pit, the board edge, a crusher, 10 damage...
    virtual void destroy(Engine &e, int robot, game::DestroyCause cause, game::Code why) const = 0;
    // Phase E.
    virtual void checkpoints(Engine &e) const = 0;
    // End of turn, first substep: repairs and option cards.
    virtual void repairs(Engine &e) const = 0;
    // End of turn, second substep: discards, re-entry, power-down announcements.
    virtual void cleanup(Engine &e) const = 0;

    // Hooks with a default (ruleset.cpp) for what only some editions need.
    // Whether programs may hold this kind of card (default: the seven classic kinds).
    virtual bool hasCard(model::CardKind k) const { return model::cardIsClassic(k); }
    // Checks of a scenario beyond the shared ones: an error message, or "" when it can be played.
    virtual std::string checkScenario(const model::Scenario &) const { return {}; }
    // Phase B: plays the robot's card of the current register (default: Engine::executeCard).
    virtual void playCard(Engine &e, int robot) const;
    // Runs after every substep, e.g. to place robots that must reboot "at once".
    virtual void afterSubstep(Engine &) const {}
};

// The ruleset with this id ("classic", "renegade"), or nullptr when the id is unknown.
const Ruleset *rulesetById(std::string_view id);
// The ids of the rulesets that can be played.
std::span<const std::string_view> availableRulesets();

} // namespace rf::rules
