// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/event.h"
#include "rules/scenarioerror.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rf::rules {

struct RuleOptions;

class Engine;
struct DecisionOffer;
}
namespace rf::game {
struct GameState;
}
namespace rf::rules {
struct Rulebook;
namespace cards {
class Library;
}

// Board-element substeps of phase C, in the order a ruleset plays them.
enum class BoardStep : std::uint8_t { ExpressBelts, Belts, NormalBelts, Currents, Pushers, Gears, Crushers };

// What an edition has, for the code outside core/rules that shows, checks or translates a game:
// it asks the traits, never the ruleset's name.
struct RulesetTraits {
    bool priorities = true;     // program cards carry priorities, which order the robots
    bool powerDown = true;      // robots may power down for a turn
    bool lives = true;          // robots have lives and re-enter at their archive marker
    bool deckPerRobot = false;  // each robot programs from its own deck; damage is SPAM cards in it
    bool energy = false;        // energy cubes (energy spaces, power-up cards)
    bool reboots = false;       // a destroyed robot reboots at once instead of re-entering
                                // (onto its board's reboot token, RULES.md 6)
    bool antenna = false;       // a priority antenna on the course orders the robots
    bool optionCards = true;    // option cards and the players' decisions about them (RULES.md 8)
    bool upgrades = false;      // upgrade cards, the shop, special and damage cards (RULES.md 9)
    // The 2023 edition (RULES.md 10): a priority token passed round the table orders the robots;
    // one damage deck of SPAM and Haywire cards shared by all; robots may shut down for a round.
    bool priorityToken = false;
    bool damageDeck = false;
    bool shutdown = false;
    // Upgrades drawn into a private collection and installed from it (RULES.md 10.12); a used
    // temporary upgrade goes to the upgrade discard pile.
    bool upgradeCollection = false;
    int startingEnergy = 0;     // a robot's energy when its scenario gives none
};

// A ruleset is a policy over the shared mechanics of Engine (movement, pushing, walls, belts,
// lasers...): it decides what differs between editions (dealing and programming, robot order,
// the board substeps, what damage and destruction mean, checkpoints and the end of the turn).
// Adding the 2016 edition means writing another policy, not forking the engine.
class Ruleset {
public:
    virtual ~Ruleset() = default;
    virtual std::string_view id() const = 0;
    // The edition's cards (cards/library.h): the engine calls them through their hooks. Not
    // virtual: the engine asks at every card played and every volley.
    const cards::Library &cards() const { return *m_cards; }
    virtual const RulesetTraits &traits() const = 0;
    // The players' rulebook of the edition, with the rule each trace code cites (rulebook.h).
    virtual const Rulebook &rulebook() const = 0;
    // The cards a program is made of, to choose from: the classic deck with its priorities, or
    // one card of each kind when cards have no priorities.
    virtual std::span<const model::Card> programCards() const = 0;

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
    // Whether register `reg` (1..5) may hold this kind of card (default: hasCard()).
    virtual bool allowedInRegister(model::CardKind k, int /*reg*/) const { return hasCard(k); }
    // Checks of a scenario beyond the shared ones: why it cannot be played, or nothing.
    virtual std::optional<ScenarioError> checkScenario(const model::Scenario &) const { return std::nullopt; }
    // The edition's part of the state at the start, from the scenario, once the robots are made
    // (the 2023 edition: token, damage deck, face-down Haywires, rebooting robots, energy).
    virtual void setUp(const model::Scenario &, const RuleOptions &, game::GameState &) const {}
    // The course as the edition plays it with `options`, before it is indexed (the 2023 edition:
    // elements under a checkpoint do nothing, and in A Less Deadly Game the edges are walls,
    // RULES.md 10.7).
    virtual void playedBoard(model::Board &, const RuleOptions &) const {}
    // Phase B: plays the robot's card of the current register.
    virtual void playCard(Engine &e, int robot) const = 0;
    // Phase D when cards may act (a robot holds one, or the plans hold decisions): the volley
    // with the edition's cards (Engine::laserVolley plays the plain one otherwise).
    virtual void cardVolley(Engine &e) const = 0;
    // The choices the players could make before the substep the cursor is at, except those the
    // scenario already makes (the debugger's decision points).
    virtual void decisionOffers(Engine &e, std::vector<DecisionOffer> &out) const = 0;
    // The start of a register in a game with upgrades, before any robot moves (RULES.md 9.3).
    virtual void registerStart(Engine &) const {}
    // A push by robot `mover`'s own movement (its card, RULES.md 9.3): what the edition's cards
    // do to `pushed`, pushed `squares` far.
    virtual void pushedByMover(Engine &, int /*mover*/, int /*pushed*/, int /*squares*/) const {}
    // The upgrade phase (RULES.md 9.2): the shop and the buyers' order, then one buyer's turn.
    virtual void upgradeShopStep(Engine &, std::vector<int> &buyers) const { buyers.clear(); }
    virtual void upgradePurchaseStep(Engine &, int /*robot*/) const {}
    // Runs after every substep, e.g. to place robots that must reboot "at once".
    virtual void afterSubstep(Engine &) const {}
    // Whether afterSubstep() does anything (asked once per game: the call at every substep is
    // skipped when it does not).
    virtual bool actsAfterSubstep() const { return false; }

protected:
    explicit Ruleset(const cards::Library &cards)
        : m_cards(&cards)
    {}

private:
    const cards::Library *m_cards;
};

// The ruleset with this id ("classic", "edition-2016") or an alias of it ("renegade"), or nullptr
// when the id is unknown. Its id() is the id to write.
const Ruleset *rulesetById(std::string_view id);
// The ids of the rulesets that can be played.
std::span<const std::string_view> availableRulesets();
// The old ids still read as a ruleset's ("renegade"); rulesetById() knows which.
std::vector<std::string_view> rulesetAliases();
// Those ids joined for a message: "classic, edition-2016" or, with " or ", "classic or edition-2016".
std::string rulesetList(std::string_view separator = ", ");
// The ruleset of a scenario that names none (classic).
const Ruleset &defaultRuleset();
// The traits of the ruleset `id`, or the default ruleset's when there is no such ruleset.
const RulesetTraits &traitsOf(std::string_view id);

} // namespace rf::rules
