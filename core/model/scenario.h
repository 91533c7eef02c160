// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/course.h"
#include "model/optioncards.h"
#include "model/upgrades.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rf::model {

// Program cards (RULES.md 2, 6, 9.7). Kept in the model because scenarios name them; the decks
// themselves live in core/rules.
enum class CardKind : std::uint8_t {
    UTurn, RotateLeft, RotateRight, BackUp, Move1, Move2, Move3, // both editions
    Again, PowerUp, Spam,                                         // renegade (RULES.md 6)
    // Renegade with upgrades (RULES.md 9.7): the other damage cards, then the special cards.
    Trojan, Worm, Virus,
    EnergyRoutine, RepeatRoutine, SandboxRoutine, SpeedRoutine, WeaselRoutine, SpamFolder,
    // The 17 Haywire cards of the 2023 edition's damage deck (RULES.md 10.16), in the order of
    // its table; each exists once.
    HwMove2Right, HwTurnEither, HwMove1LeftMove1, HwFaceAnyMove1, HwInstall, HwMove1Priority, HwPayEnergyMove, HwBack3,
    HwBack1UTurn, HwMove1RightMove1, HwSide2, HwBack1Purge, HwMove2Left, HwMove5, HwMove1Laser, HwDoubleDraw, HwMove3UTurn,
};
inline constexpr int kCardKindCount = 36;
inline constexpr int kHaywireCount = 17;
constexpr bool cardIsHaywire(CardKind k) { return k >= CardKind::HwMove2Right; }
// A card of the 2023 damage deck (RULES.md 10.8): SPAM or a Haywire.
constexpr bool cardIsEdition2023Damage(CardKind k) { return k == CardKind::Spam || cardIsHaywire(k); }
// The first seven kinds exist in both editions; Again, PowerUp and Spam only in renegade (RULES.md 6).
inline constexpr int kClassicCardKindCount = 7;
// The kinds of the renegade deck and its SPAM (RULES.md 6): what a program is chosen from.
inline constexpr int kRenegadeCardKindCount = 10;
constexpr bool cardIsClassic(CardKind k) { return static_cast<int>(k) < kClassicCardKindCount; }
// SPAM, Trojan Horse, Worm and Virus (RULES.md 9.7).
constexpr bool cardIsDamage(CardKind k) { return k == CardKind::Spam || k == CardKind::Trojan || k == CardKind::Worm || k == CardKind::Virus; }
// Sandbox Routine and Weasel Routine: the player chooses the card they play as (RULES.md 9.7).
constexpr bool cardHasChoice(CardKind k) { return k == CardKind::SandboxRoutine || k == CardKind::WeaselRoutine; }
// Whether `choice` is one a card of kind `k` may play as.
bool cardChoiceAllowed(CardKind k, CardKind choice);

// The four damage kinds, in the order of their piles (RULES.md 9.7).
enum class DamageKind : std::uint8_t { Spam, Trojan, Worm, Virus };
inline constexpr int kDamageKindCount = 4;
constexpr CardKind damageCard(DamageKind d)
{
    constexpr CardKind kinds[] = {CardKind::Spam, CardKind::Trojan, CardKind::Worm, CardKind::Virus};
    return kinds[static_cast<int>(d)];
}
// The damage kind of a damage card (cardIsDamage(k) must hold).
constexpr DamageKind damageKindOf(CardKind k)
{
    return k == CardKind::Trojan ? DamageKind::Trojan : k == CardKind::Worm ? DamageKind::Worm : k == CardKind::Virus ? DamageKind::Virus : DamageKind::Spam;
}

struct Card {
    // A constructor rather than an aggregate so that the routine's choice can sit beside the
    // kind: the card stays 8 bytes (decks are copied with every game state).
    constexpr Card(CardKind k = CardKind::Move1, int p = 0, std::optional<CardKind> c = std::nullopt)
        : kind(k)
        , choice(c)
        , priority(p)
    {}
    CardKind kind;
    // Sandbox and Weasel Routine: the card chosen (RULES.md 9.7); unset = not chosen yet.
    std::optional<CardKind> choice;
    int priority;
    friend bool operator==(const Card &, const Card &) = default;
};
static_assert(sizeof(Card) == 8);

// File names of card kinds: uturn, left, right, back, move1, move2, move3, again, powerup, spam,
// trojan, worm, virus, energy-routine, repeat-routine, sandbox-routine, speed-routine,
// weasel-routine, spam-folder.
std::string_view cardKindName(CardKind k);
std::optional<CardKind> cardKindFromName(std::string_view s);
// "move1:500" (kind and priority); the priority may be left out ("move1") and is then 0.
// "sandbox-routine:back" and "weasel-routine:left": the routine and its chosen card.
std::string cardText(const Card &c);
std::optional<Card> cardFromText(std::string_view s);

inline constexpr int kRegisterCount = 5;
// One register's card; nullopt = the robot plays nothing in that register.
using Program = std::array<std::optional<Card>, kRegisterCount>;

// The second card of a two-card register (Crab Legs, Dual Processor: "move1:500+left:70"), per
// register; nullopt = a register of one card.
using PairedCards = std::array<std::optional<Card>, kRegisterCount>;

// When a player's decision is taken (RULES.md 8.1, 8.2 "when").
// UpgradePhase: the 2016 upgrade phase (RULES.md 9.2); Programming is also its programming phase.
// BeforeRegisters: the 2023 edition's moment after programming, before register 1 (RULES.md 10.10).
enum class DecisionTime : std::uint8_t { Programming, TurnStart, Register, EndOfTurn, Destroyed, UpgradePhase, BeforeRegisters };

// What the decision does: use an option card (`option`), or one of the choices that are not an
// option's own effect.
enum class DecisionUse : std::uint8_t {
    Option,        // use `option` (a weapon, a movement card, Abort Switch, Recompile, ...)
    DiscardOption, // discard `subject` to cancel a damage point
    ChopShopScrap, // scrap `subject` and draw a replacement
    ChopShopReload,// refill the ammunition of `subject`
    DrawOption,    // draw an option (radioactive waste, double wrench, chop shop)
    LoseOption,    // the option lost at a destruction is `subject`
    // The 2016 upgrades (RULES.md 9).
    Upgrade,       // use `upgrade` (with `target`, `side`, `dir`, `card`, `trash`, `cards`, `upgradeSubject`)
    Buy,           // buy `upgrade` from the shop, putting `upgradeSubject` on the discard pile when full
    PickDamage,    // take a card of kind `card` instead of one from an empty damage pile
    RoutineCard,   // play a Sandbox or Weasel Routine drawn in play (`routine`) as `card`
    LayCard,       // after programming, lay `cards[0]` of the hand on `option` (Flywheel, Conditional Program)
    // The 2023 edition (RULES.md 10).
    Shutdown,      // shut down for this round (RULES.md 10.10), DecisionTime::BeforeRegisters
    RebootFacing,  // re-enter facing `dir` (RULES.md 10.9 step 5), register 1
    // The choices of the Haywires (RULES.md 10.16), in the register the Haywire is played in.
    HwTurnEither,  // turn to `side` (-1 left, +1 right)
    HwFaceAny,     // face `dir`, then move 1
    HwPayEnergy,   // pay `count` energy, then move 2 squares per energy
    HwSide2,       // move 2 squares to `side` (-1 left, +1 right)
    HwBack1Purge,  // remove a card of kind `card` from the discard pile
    HwDoubleDraw,  // resolve the `count`th card drawn (2: the second) first
    // The 2023 upgrade phase (RULES.md 10.12), DecisionTime::UpgradePhase.
    UpgradeDraw,      // pay 1 energy, take the top card of the upgrade deck into the collection
    UpgradeInstall,   // pay the cost of `upgrade` and install it from the collection
    UpgradeUninstall, // put the installed `upgrade` on the upgrade discard pile
    HwInstall,        // the Haywire hw-install installs `upgrade` from the collection (RULES.md 10.16)
};

// One choice of a player (RULES.md 8.1 "Decisions"); the scenario lists them per turn.
struct Decision {
    DecisionTime when = DecisionTime::Register;
    int reg = 0;                      // DecisionTime::Register: the register 1..5
    DecisionUse use = DecisionUse::Option;
    OptionId option = OptionId::AblativeCoat; // DecisionUse::Option: the option used
    std::optional<OptionId> subject{};        // the option discarded, scrapped, reloaded or lost
    std::string target{};             // weapons and Fire Control: the robot aimed at
    int lock = 0;                     // Fire Control: the target's register to lock (1..5)
    std::optional<OptionId> destroy{};// Fire Control: the target's option to destroy
    // The 2016 upgrades (RULES.md 9.5-9.7).
    UpgradeId upgrade = UpgradeId::AdminPrivilege;  // Upgrade: the upgrade used; Buy: the card bought; 2023: installed, uninstalled
    std::optional<UpgradeId> upgradeSubject{};      // Buy: the upgrade replaced; Modular Chassis: the one taken
    int side = 0;                     // Crab Legs, Side Arms: -1 left, +1 right
    std::optional<Direction> dir{};   // Boink: the direction; Zoop: the new facing
    std::optional<CardKind> card{};   // Refresh, Defrag Gizmo, pick-damage, routine choice
    CardKind routine = CardKind::SandboxRoutine; // RoutineCard: the routine drawn in play
    bool trash = false;               // Refresh: a replaced damage card goes back to its pile
    std::vector<Card> cards{};        // Cache Memory, Memory Swap: cards put on the draw pile, new top first; LayCard: the card
    int count = 0;                    // HwPayEnergy: the energy paid; HwDoubleDraw: the card drawn resolved first (1, 2)
    // The 2023 upgrades (RULES.md 10.13-10.15).
    bool before = false;      // movement upgrades: used before the robot's card ("when": "before"; default after)
    bool back = false;        // Energy Conversion: moves back ("way": "back"; default forward)
    bool fromDiscard = false; // Self-Diagnostics: the card comes from the discard pile ("from": "discard")
    bool replace = false;     // Lucky Booster: the Haywire found replaces the revealed card
    friend bool operator==(const Decision &, const Decision &) = default;
};

// The moment a decision about `use` (and `option`) is taken (RULES.md 8.2 "when"), or nullopt
// for options that act by themselves and take no decision.
std::optional<DecisionTime> decisionTime(DecisionUse use, OptionId option);

// What a robot does in one turn. Without a program the robot's cards are dealt (or `hand` is
// used) and a program is drawn at random from them with the scenario's seed (RULES.md 2.3).
struct TurnPlan {
    std::optional<Program> program{};
    std::vector<Card> hand{};
    bool powerDown = false; // announces a power down for the next turn
    PairedCards paired{};   // second cards of two-card registers in `program`
    std::vector<Decision> decisions{};
    friend bool operator==(const TurnPlan &, const TurnPlan &) = default;
};

// An option card a robot holds: uses left (cards with ammunition) and the program card lying on it
// (Conditional Program, Flywheel).
struct HeldOption {
    OptionId id = OptionId::AblativeCoat;
    int ammo = 0;
    std::optional<Card> card{};
    friend bool operator==(const HeldOption &, const HeldOption &) = default;
};

// At the end of a turn on a double-wrench site: repairs (default) or an option card.
enum class WrenchChoice : std::uint8_t { Repair, Option };

struct ScenarioRobot {
    std::string name{};
    Point at{};
    Direction facing = Direction::North;
    int damage = 0;
    int lives = 3;
    std::optional<Point> archive{}; // default: the start square
    int flags = 0;                  // checkpoints already taken
    bool poweredDown = false;       // powered down during the first turn
    bool isVirtual = false;
    std::optional<Direction> reentryFacing{}; // default: the facing when destroyed
    std::optional<Point> reentryAt{};         // when the archive is taken; default: first free neighbour
    WrenchChoice doubleWrench = WrenchChoice::Repair;
    std::vector<HeldOption> options{};        // option cards held at the start, oldest first
    std::vector<UpgradeId> upgrades{};        // upgrades held (2023: installed) at the start, oldest first
    std::vector<UpgradeId> collection{};      // 2023: the upgrades in its collection, oldest first (RULES.md 10.12)
    std::optional<int> energy{};              // energy cubes (renegade only)
    // Renegade only: the robot's draw pile after programming (top first) and discard pile; when
    // unset, the 20-card deck plus `damage` SPAM cards, less the programmed cards, shuffled.
    std::optional<std::vector<Card>> deck{};
    std::vector<Card> discard{};
    std::vector<TurnPlan> turns{};            // index 0 = turn 1
    // The 2023 edition (RULES.md 10): the Haywire lying face down in each register since the last
    // round (index k-1), and whether the robot rebooted in the previous round: it is off the
    // board and re-enters in register 1 on the reboot token at `at` (RULES.md 10.9 step 5).
    std::array<std::optional<CardKind>, kRegisterCount> haywires{};
    bool rebooting = false;
    friend bool operator==(const ScenarioRobot &, const ScenarioRobot &) = default;
};

// Fields compared for one robot; unset fields are not checked.
struct RobotExpectation {
    std::string robot{};
    std::optional<Point> at{};
    std::optional<Direction> facing{};
    std::optional<int> damage{};
    std::optional<bool> destroyed{};
    std::optional<int> lives{};
    std::optional<int> flags{};
    std::optional<Point> archive{};
    std::optional<bool> eliminated{};
    std::optional<bool> poweredDown{};
    std::optional<int> energy{};     // renegade only
    std::optional<bool> rebooted{};  // renegade only
    // Option cards (RULES.md 8): the ids held (any order), how many, uses left per id.
    std::optional<std::vector<OptionId>> options{};
    std::optional<int> optionCount{};
    std::vector<std::pair<OptionId, int>> ammo{};
    std::optional<std::vector<int>> locked{};      // the locked registers, ascending
    std::optional<bool> poweredDownNext{};         // starts the next turn powered down
    std::optional<int> handNext{};                 // program cards to program from next turn
    std::optional<int> place{};                    // finishing place, 0 = not finished
    // The 2016 upgrades (RULES.md 9): upgrades held (any order), damage cards dealt during the
    // run by kind (kinds not listed are 0), the hand after the programming-phase upgrades (any
    // order), the top of the draw pile (top first) and the whole discard pile (any order).
    std::optional<std::vector<UpgradeId>> upgrades{};
    std::optional<std::array<int, kDamageKindCount>> damageCards{};
    std::optional<std::vector<Card>> hand{};
    std::optional<std::vector<Card>> deckTop{};
    std::optional<std::vector<Card>> discard{};
    // The 2023 edition (RULES.md 10): the Haywires drawn during the run by kind (index: kind less
    // HwMove2Right; SPAM stays in damageCards), the face-down Haywires in its registers at the end,
    // the cards in its hand at the end (any order), whether it is on the board, shut down.
    std::optional<std::array<int, kHaywireCount>> haywiresDrawn{};
    std::optional<std::array<std::optional<CardKind>, kRegisterCount>> haywires{};
    std::optional<std::vector<Card>> kept{};
    std::optional<bool> onBoard{};
    std::optional<bool> shutDown{};
    // The 2023 upgrades (RULES.md 10.12): the collection at the end (any order); `upgrades` above
    // are the installed ones.
    std::optional<std::vector<UpgradeId>> collection{};
    friend bool operator==(const RobotExpectation &, const RobotExpectation &) = default;
};

// Expectations that hold at one moment: after register `afterRegister` of turn `turn`, or after
// the end of that turn when `afterRegister` is 0, or at the end of the run when `turn` is 0.
struct Expectation {
    int turn = 0;
    int afterRegister = 0;
    std::vector<RobotExpectation> robots{};
    std::optional<std::string> winner{}; // "" = no winner yet
    // The 2016 upgrades: the shop and the upgrade discard pile (any order), cards left in the
    // damage piles named.
    std::optional<std::vector<UpgradeId>> shop{};
    std::optional<std::vector<UpgradeId>> upgradeDiscard{};
    std::array<std::optional<int>, kDamageKindCount> damagePiles{};
    // The 2023 edition (RULES.md 10): the token holder, the damage discard pile (any order), the
    // cards left in the damage deck.
    std::optional<std::string> priorityToken{};
    std::optional<std::vector<CardKind>> damageDiscard{};
    std::optional<int> damageDeckCount{};
    // The top of the upgrade deck (top first; RULES.md 10.12).
    std::optional<std::vector<UpgradeId>> upgradeDeckTop{};
    friend bool operator==(const Expectation &, const Expectation &) = default;
};

// A change to one robot's state ("what if R2 had 4 damage here?"). Unset fields stay as they are.
struct RobotEdit {
    std::optional<Point> pos{};
    std::optional<Direction> facing{};
    std::optional<int> damage{};
    std::optional<int> lives{};
    std::optional<int> flags{};
    std::optional<Point> archive{};
    std::optional<bool> poweredDown{};
    // Register (1..5) and its new card (nullopt = empty register).
    std::optional<std::pair<int, std::optional<Card>>> card{};
    // The whole program at once, as a player would choose it from the hand just dealt (the
    // planning robots of the analysis): under decks of their own the new cards are taken from
    // the discard pile, where this turn's unplayed cards lie, and the replaced ones go there.
    std::optional<Program> program{};
    // Announces (true) or withdraws (false) a power down for the next turn (RULES.md 2, step 1).
    std::optional<bool> powerDownNext{};
    friend bool operator==(const RobotEdit &, const RobotEdit &) = default;
};

// A what-if edit of the game in progress: robot `robot` is changed after `afterStep` substeps of
// play (the debugger's position: 1 = after the first deal), before the next substep. Play goes
// on from the changed state, so the scenario records the "what if" for everyone who plays it.
struct WhatIf {
    int afterStep = 1;
    std::string robot{};
    RobotEdit edit{};
    friend bool operator==(const WhatIf &, const WhatIf &) = default;
};

// The upgrade deck and shop at the start of an upgrade phase (RULES.md 9.2): the shop as it lies
// before the refill, whether anything was bought in the previous upgrade phase, the deck (top
// first) and the discard pile. Upgrades in none of these and held by no robot are not in the game.
struct UpgradeSetup {
    std::vector<UpgradeId> shop{};
    bool boughtLastRound = false;
    std::vector<UpgradeId> deck{};
    std::vector<UpgradeId> discard{};
    // The 2023 edition (RULES.md 10.2, 10.12) has no shop; its deck, when not given, is every
    // upgrade of the edition that no robot holds and that is not in the discard pile, shuffled
    // with the seed.
    bool seededDeck = false;
    friend bool operator==(const UpgradeSetup &, const UpgradeSetup &) = default;
};

// Where the 2023 edition's damage deck comes from (RULES.md 10.2).
enum class DamageDeckSource : std::uint8_t { Seeded, Given, EndlessSpam };
inline constexpr int kEdition2023SpamCount = 23;

struct Scenario;
// Whether a scenario plays the 2016 upgrades (RULES.md 9): an upgrade phase, a programming
// phase, damage piles, upgrades held, or a special or damage card other than SPAM anywhere.
bool usesUpgrades(const Scenario &sc);

struct Scenario {
    std::string title{};
    std::string description{};
    Course course{};
    std::string courseSource{};  // relative path of the .rfboard, empty when embedded
    std::string ruleset = "classic";
    std::map<std::string, bool> options{}; // rule options set by the scenario (RULES.md 7)
    std::uint64_t seed = 0;
    std::vector<ScenarioRobot> robots{};
    // How much to play: whole turns, or a number of registers from register 1 of turn 1
    // (registers > 5 continue into the next turns), optionally followed by the end of turn.
    int turns = 1;
    int registers = 0;  // 0 = play `turns` whole turns
    bool endOfTurn = false; // with `registers`: play the end of turn after the last register
    bool playOnAfterWin = false; // play.afterWin "continue": play on for second place and after
    // The 2016 upgrades (RULES.md 9.1): every round starts with an upgrade phase when set;
    // `programming` plays the programming phase as a step of its own (hands drawn, upgrades act
    // on them, then the programs are placed); `phasesOnly` stops before register 1 of turn 1.
    std::optional<UpgradeSetup> upgradePhase{};
    bool programming = false;
    bool phasesOnly = false;
    // Cards left in each damage pile (RULES.md 9.7); unset = the pile never runs out.
    std::array<std::optional<int>, kDamageKindCount> damagePiles{};
    std::vector<Expectation> expectations{};
    // Expectations that hold only under one ruleset ("expect": {"<ruleset id>": [...], ...}),
    // checked in addition to `expectations` when the scenario is played under that ruleset.
    std::map<std::string, std::vector<Expectation>> rulesetExpectations{};
    // The top of the program deck, in order (drawn by Abort Switch, Scrambler, randomizers...),
    // and the top of the option deck (RULES.md 8.1 "Deck").
    std::vector<Card> deckTop{};
    std::vector<OptionId> optionDeckTop{};
    // What-if edits in the order they apply (afterStep never decreases).
    std::vector<WhatIf> whatIfs{};
    // The 2023 edition (RULES.md 10.2, 10.3): the first token holder (empty = the first robot
    // listed), and the damage deck: the 40 cards shuffled with the seed, the deck given (top
    // first), or a deck that never runs out and gives only SPAM (the acceptance cases' default);
    // the damage discard pile at the start.
    std::string priorityToken{};
    DamageDeckSource damageDeckSource = DamageDeckSource::Seeded;
    std::vector<CardKind> damageDeck{};
    std::vector<CardKind> damageDiscard{};
    friend bool operator==(const Scenario &, const Scenario &) = default;
};

} // namespace rf::model
