// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/event.h"
#include "game/list.h"
#include "game/rng.h"
#include "model/scenario.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

namespace rf::game {

using model::Card;
using model::Program;

// The fields of a robot's state that are copied as one block (no lists, no strings): a game state
// is copied for every lookahead of a planning robot, and copying them one by one, with their
// optionals, cost as much as the rest of the copy.
struct RobotCore {
    Point pos{};
    Direction facing = Direction::North;
    int damage = 0;
    int lives = 3;
    Point archive{};
    int flags = 0;
    bool destroyed = false;   // out of play until the end of the turn (or for good when eliminated)
    bool eliminated = false;
    bool poweredDown = false; // powered down during this turn
    bool announcedPowerDown = false;
    bool isVirtual = false;
    bool carriedByExpress = false; // carried by an express belt in this register's substep 1
    DestroyCause cause = DestroyCause::None;
    std::optional<Code> lastHit{}; // why the robot last took damage (what destroyed it, for the analysis)
    int destroyedOrder = 0;   // order of destruction this turn (re-entry order)
    Program program{};
    std::uint8_t lockedMask = 0; // bit k-1: register k is locked
    std::optional<Program> programBeforePowerDown{};
    model::PairedCards paired{};  // second cards of this turn's two-card registers
    std::uint8_t fireControlMask = 0; // registers locked by a Fire Control token (bit k-1)
    int radioControlledBy = -1;   // Radio Control: plays this robot's cards from radioFrom on
    int radioFrom = 0;
    int abortFrom = 0;            // Abort Switch: swaps every reveal from this register on
    bool gyroActive = false;      // Gyroscopic Stabilizer switched on this turn
    std::uint8_t shieldSides = 0; // Power-Down Shield: sides (bit per Direction) used this register
    std::optional<model::OptionId> lostAtDestruction{}; // the option lost at the last destruction
    int discardsUsed = 0;         // discard-option decisions spent in the current register
    int place = 0;                // finishing place (1 = the winner), 0 = has not taken the last flag
    std::optional<Direction> reentryFacing{};
    std::optional<Point> reentryAt{};
    model::WrenchChoice doubleWrench = model::WrenchChoice::Repair;
    // Renegade (RULES.md 6): damage counts the SPAM cards the robot owns.
    int energy = 0;
    bool rebooted = false;        // rebooted during this turn: its remaining registers are cancelled
    bool rebootPending = false;   // fell this substep: placed on its reboot token when the substep ends
    Program played{};             // the card each register actually played (Again repeats it)
    // The 2016 upgrades (RULES.md 9): damage cards dealt during the run, by kind.
    std::array<int, model::kDamageKindCount> damageDealt{};
    bool boughtThisPhase = false;
    bool dealtPiles = false;      // its piles were stated by the scenario or have been set up
    bool freeReboot = false;      // the Reboot upgrade: the next reboot deals no SPAM
    bool deflecting = false;      // Deflector Shield raised in this register
    std::uint8_t movesFirst = 0;  // this register: 1 Manual Sort, 2 Admin Privilege (RULES.md 9.3)
    int damagePicks = 0;          // pick-damage decisions used at this moment: upgrade phase, programming, register
    std::uint64_t decisionsTold = 0; // this register: the turn's decisions (bit = index) taken or void
    // The 2023 edition (RULES.md 10): the Haywire lying face down in each register for the next
    // round; shut down for this round; off the board, re-entering at its turn in register 1 (on
    // reentryAt, facing reentryFacing); the Haywires drawn during the run, by kind.
    std::array<std::optional<model::CardKind>, model::kRegisterCount> haywires{};
    bool shutDown = false;
    bool reentering = false;
    bool drewUpgrade = false;     // drew an upgrade in this upgrade phase (RULES.md 10.12); installing: boughtThisPhase
    std::optional<model::UpgradeId> haywireInstalled{}; // installed by hw-install this round: discarded at its end
    std::array<std::uint8_t, model::kHaywireCount> haywiresDrawn{};
    bool uTurned = false; // made a U-turn in this register (Laser Kata, RULES.md 10.14)
    std::uint8_t damageRegisters = 0; // this round, bit k-1: register k played a SPAM or a Haywire (again-after-damage-draws)
    // Spam Filter (RULES.md 10.4 step 2): the top card of its draw pile lies face up, until drawn or shuffled.
    bool topFaceUp = false;
    friend bool operator==(const RobotCore &, const RobotCore &) = default;
};
static_assert(std::is_trivially_copyable_v<RobotCore>);

// A robot's name and lists.
struct RobotLists {
    std::string name;
    List<model::HeldOption> options{}; // option cards held, oldest first (RULES.md 8)
    List<Card> deck{};     // draw pile, top at the back
    List<Card> discard{};
    List<Card> spent{};    // cards drawn and played by damage cards this turn (discarded at its end)
    // The 2016 upgrades (RULES.md 9): upgrades held, oldest first; the hand of the programming
    // phase (drawn, before the program is placed).
    List<model::HeldUpgrade> upgrades{};
    List<Card> hand{};
    // The 2023 edition (RULES.md 10.4 step 5): the damage cards kept in hand for the next round.
    List<Card> kept{};
    // The 2023 edition (RULES.md 10.12): its collection of uninstalled upgrades, oldest first; the
    // installed ones are `upgrades`.
    List<model::UpgradeId> collection{};
    // The 2023 edition (RULES.md 10.14): the cards lying on its Memory Cards, until the next upgrade phase.
    List<Card> memory{};
    friend bool operator==(const RobotLists &, const RobotLists &) = default;
};

// A robot's whole state: the block above, its name and its lists (two parts, so that each can be
// named field by field: sim::viewOf).
struct RobotState : RobotCore, RobotLists {
    friend bool operator==(const RobotState &, const RobotState &) = default;
};

// The most cards one robot may own (docs/limits.md). RULES.md 9.7 lets a damage pile that a
// scenario does not give never run out, so a Virus passed among many robots multiplies cards
// without end; play is refused when a robot owns more than this. A box holds well under 200 cards
// per robot, so no real game comes near it.
inline constexpr int kMaxRobotCards = 2000;

// The cards of a robot's piles: draw pile, discard pile, hand, spent and kept cards, options,
// upgrades (held and collected) and the cards on Memory Cards. Only these grow; the rest of what
// it owns lies in its registers.
inline int cardsInPiles(const RobotLists &r)
{
    return static_cast<int>(r.deck.size() + r.discard.size() + r.spent.size() + r.hand.size() + r.kept.size() +
                            r.options.size() + r.upgrades.size() + r.collection.size() + r.memory.size());
}
// At most this many cards lie outside the piles: in the registers (a card, a paired card and a
// face-down Haywire each) and on each option card held.
inline int cardsOutsidePilesAtMost(const RobotLists &r) { return 3 * model::kRegisterCount + static_cast<int>(r.options.size()); }
// Every card the robot owns: its piles, its registers and the cards lying on its option cards.
int cardsOwned(const RobotState &r);

// Where the simulator is: the next substep to run.
// Upgrades: the 2016 upgrade phase (RULES.md 9.2), played before the deal when the game has one.
enum class Stage : std::uint8_t { Deal, Reveal, RobotMoves, BoardElements, Lasers, FloorDamage, Checkpoints, Repairs, Cleanup, GameOver, Upgrades };

struct Cursor {
    int turn = 1;
    int reg = 0;
    Stage stage = Stage::Deal;
    int index = 0; // robot order position / board substep position
    bool started = false;   // trace header sent
    bool turnOpen = false;  // begin markers sent for the current turn / register / phase
    bool regOpen = false;
    bool phaseOpen = false;
    friend bool operator==(const Cursor &, const Cursor &) = default;
};

// The complete mutable state of a game (robots, decks, the random generator and where play is):
// copying it is a snapshot. The rules change it; the simulator advances its cursor.
struct GameState {
    std::vector<RobotState> robots;
    Rng rng;
    List<Card> drawPile;   // undealt program cards
    List<model::OptionId> optionDeck;    // top at the back
    List<model::OptionId> optionDiscard; // face up
    List<model::OptionId> optionDeckTop; // the scenario's top of the option deck, top first;
                                         // put on the deck when it is first shuffled
    bool optionDeckShuffled = false;
    bool radioControl = false;    // a Radio Control took hold this turn
    List<Card> deckTop;    // the scenario's top of the program deck for turn 1, top at the back
    std::vector<std::uint8_t> occupancy; // robots (in play) per cell
    List<int> order;       // robot order of the current register
    Cursor cursor{};
    int destroyCounter = 0;
    int winner = -1;
    int finished = 0;             // robots that have taken the last flag (play.afterWin "continue")
    List<model::Point> emptiedEnergy{}; // renegade: energy spaces whose cube was taken
    // The 2016 upgrades (RULES.md 9.2, 9.7): whether rounds have an upgrade phase; the upgrade
    // deck (top at the back) and discard pile; the shop (one slot per robot, nullopt = empty);
    // whether anything was bought in the last upgrade phase; cards left per damage pile (-1 =
    // the pile never runs out).
    bool upgradesInGame = false; // any of the below: the game plays RULES.md 9
    bool upgradePhase = false;
    bool programming = false; // the programming phase is a step of its own (hands, then programs)
    List<model::UpgradeId> upgradeDeck{};
    List<model::UpgradeId> upgradeDiscard{};
    List<std::optional<model::UpgradeId>> shop{};
    bool boughtLastRound = false;
    std::array<int, model::kDamageKindCount> damagePiles{-1, -1, -1, -1};
    // The 2023 edition (RULES.md 10.3, 10.8): the robot holding the priority token, the holder
    // from the next register on (-1: no change), whether the token stays at the end of the round;
    // the damage deck (top at the back; `endlessSpam`: it never runs out and gives SPAM) and the
    // damage discard pile.
    int tokenHolder = 0;
    int nextTokenHolder = -1;
    bool tokenStays = false;
    bool endlessSpam = false;
    List<model::CardKind> damageDeck{};
    List<model::CardKind> damageDiscard{};
    // The robot that owned more than kMaxRobotCards cards (-1: none) at the end of register
    // cardLimitReg of turn cardLimitTurn: play ended there.
    int overCardLimit = -1;
    int cardLimitTurn = 0;
    int cardLimitReg = 0;
    friend bool operator==(const GameState &, const GameState &) = default;
};

} // namespace rf::game
