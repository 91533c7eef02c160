// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The event vocabulary of a game: the phases of a turn, the kinds of substep, the codes that
// explain what happened, and what one substep changed. The rules write it, the simulator sends it
// to trace sinks, the CLI and the editor turn it into text.

#include "model/scenario.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rf::game {

using model::Direction;
using model::ElementId;
using model::Point;

// The parts of a turn (RULES.md 2). Reveal .. Checkpoints repeat for each register. Upgrades:
// the 2016 upgrade phase (RULES.md 9.1), before the deal, in games that have one.
enum class Phase : std::uint8_t { Deal, Reveal, RobotMoves, BoardElements, Lasers, Checkpoints, EndOfTurn, Upgrades };
inline constexpr int kPhaseCount = 8;
std::string_view phaseName(Phase p);

// One substep. Each step() of the simulator produces exactly one event.
enum class EventKind : std::uint8_t {
    Deal,         // cards dealt, registers locked, programs drawn, power-down repairs
    Reveal,       // cards revealed, randomizers, trap doors opening
    Card,         // one robot's card
    ExpressBelts, // C1
    Belts,        // C2: express (2nd square) and normal belts
    Currents,     // C2b
    Pushers,      // C3
    Gears,        // C4
    Crushers,     // C5
    Lasers,       // D: board and robot lasers, simultaneously
    FloorDamage,  // D: flamers, radioactive waste, radiation, acid, fire
    Checkpoints,  // E
    Repairs,      // end of turn: repairs and option cards
    Cleanup,      // end of turn: discards, re-entry, power-down announcements
    Shop,         // 2016 upgrade phase: the shop refilled or exchanged
    Purchase,     // 2016 upgrade phase: one robot's turn to buy
};
inline constexpr int kEventKindCount = 16;
std::string_view eventKindName(EventKind k);

// Why something happened. Every code cites a rule of the players' rulebook of the edition being
// played (rules::citedRule(), core/rules/rulebook.h), or is declared absent from that edition.
enum class Code : std::uint8_t {
    Moved,
    Rotated,
    BlockedByWall,
    BlockedByLedge,
    Pushed,
    PushBlocked,
    NoCard,
    PoweredDown,
    FellIntoPit,
    FellIntoDrain,
    FellOffBoard,
    FellThroughTrapDoor,
    Crushed,
    DestroyedByDamage,
    LedgeDrop,
    RampSlideBack,
    Portal,
    PortalOccupied,
    Teleported,
    TeleportBlocked,
    OilSlide,
    OilFirstSquareLost,
    WaterFirstSquareLost,
    Repulsed,
    FlamerBurn,
    CarriedByBelt,
    TurnedByBelt,
    BeltConflict,
    BeltSwap,
    BeltBlockedByRobot,
    BeltIntoWall,
    CarriedByCurrent,
    PusherPush,
    PusherInactive,
    GearTurn,
    CrusherInactive,
    LaserHit,
    RobotLaserHit,
    Acid,
    Fire,
    Radiation,
    RadioactiveWaste,
    FlamerEndPhase,
    ArchiveMoved,
    FlagTaken,
    FlagOutOfOrder,
    Winner,
    Repaired,
    OptionCardDrawn,
    RegisterLocked,
    CardsDealt,
    RandomProgram,
    RandomLockedCard,
    Randomized,
    TrapDoorOpens,
    PowerDownRepair,
    PowerDownAnnounced,
    ReEntered,
    ReEntryMoved,
    Eliminated,
    BecameReal,
    VirtualPassThrough,
    CardRevealed,
    // Renegade (RULES.md 6).
    Rebooted,
    RebootPushed,
    DamageCardPlayed,
    AgainRepeats,
    PowerUp,
    EnergyTaken,
    DeckShuffled,
    CardNotInDeck,
    // Option cards (RULES.md 8).
    OptionDeckShuffled,
    OptionDiscarded,
    OptionLost,
    DamageCancelled,
    AblativeCoatAbsorbs,
    ShieldCancels,
    DecisionTaken,
    DecisionVoid,
    AbortSwitchSwap,
    Braked,
    CircuitBreakerTrips,
    ConditionalSwap,
    CrabStep,
    DualProcessorMove,
    FireControlLock,
    FireControlDestroy,
    FlywheelCard,
    FourthGear,
    GyroscopeHolds,
    HighPowerThrough,
    MechanicalArmTouch,
    MiniHowitzerHit,
    WeaponMoved,
    RadioControlTakes,
    RadioControlledCard,
    RammingDamage,
    RearLaserHit,
    Recompiled,
    ReverseGear,
    Scrambled,
    SuperiorArchive,
    ChopShopScrap,
    ChopShopReload,
    ExtraMemoryCard,
    PushersMeet, // two pushes of one substep meet: neither moves (RULES.md 2 C.3)
    RegistersNotPlayed, // the scenario plays the end of the turn after register `value`
    FinishedPlace,      // play.afterWin "continue": a robot takes the last flag after the winner
    PusherHeld,         // a push behind a robot that does not leave its square (RULES.md 2 C.3)
    // The next flag is beside the robot, but walls keep its Mechanical Arm from it.
    MechanicalArmOutOfReach,
    // The 2016 upgrades (RULES.md 9); `detail` holds a model::UpgradeId where a note names one.
    ShopExchanged,
    ShopRefilled,
    UpgradeDeckShuffled,
    UpgradeBought,
    UpgradeReplaced,
    Recharged,
    SpecialCardGained,
    DamageCardTaken,
    DamagePileEmpty,
    DamagePilesEmpty,
    WormPlayed,
    TrojanPlayed,
    VirusPlayed,
    SpecialCardPlayed,
    SpamFiled,
    SpamBlocked,
    UpgradeMovesFirst,
    RailGunHit,
    UpgradeHandDrawn,
    BoinkStep,
    ZoopTurn,
    UpgradeBraked,
    UpgradeCrabLegs,
    UpgradeTeleport,
    TeleportSwap,
    HoverOverPit,
    Hacked,
    RebootUsed,
    Refreshed,
    SideArmsPush,
    CacheMemory,
    MemorySwapped,
    Defragged,
    PushDamage,
    ChassisSwap,
    UpgradeScrambled,
    DeflectorShield,
    Deflected,
    HitDamageCard,
    HowitzerHit,
    FlywheelCardLaid,    // a card laid on Flywheel after programming (RULES.md 8.2)
    ConditionalCardLaid, // a card laid on Conditional Program after programming
    // The 2023 edition (RULES.md 10).
    TokenPassed,
    TokenTaken,
    DamageDrawn,
    HaywireFaceDown,
    HaywireDiscarded,
    DamageDeckShuffled,
    DamageDeckEmpty,
    HaywirePlayed,
    RebootOffBoard,
    ReEnteredOnToken,
    ShutDown,
    DamageKept,
    AgainFirstRegister,
    HaywireEnergyPaid,
    CardRemovedFromGame,
    HaywireWallDamage,
    HaywireCardTurnedUp,
    LaserBoosted,
    BatteryCharged,
    UpgradeDrawn,
    UpgradeInstalled,
    UpgradeUninstalled,
    HowitzerFired,
    DisplacedToToken,
    ShieldRaised,
    DamageDeflected,
    LaserKata,
    RailGunShot,
    AgainAfterDamage,
    ReEnteredOnArchive,
    SpikyDamage,
    PiercingDrill,
    LuckyBooster,
    ChaosTheory,
    TopCardFaceUp,
    MemoryCardsLaid,
    MemoryCardsTaken,
    SelfDiagnostics,
    TokenGiven,
    HaywiresRewired,
    Calibrated,
    HaywireProgrammed,
};
inline constexpr int kCodeCount = 194;

// How a note is worded: an English template with numbered placeholders (%1, %2...; %n for a
// count, so that translations can choose a plural form) and the note's fields that fill them, one
// letter each in placeholder order (%n takes no number):
//   r robot, o other robot, R robot numbered by `value`, c cell, d direction, v value, n value as
//   the count of %n, k card, p option card (`detail`), g upgrade card (`detail`), u what a decision
//   chose (useWording()),
//   w why a decision was void (voidReasonWording()).
// The CLI fills the template (text/notetext.h), the editor its translation in context
// "TraceNotes" (editor/models/tracetexts.h).
struct Wording {
    std::string_view args{};
    std::string_view text{};
};
// When a code's second wording applies instead of its first.
enum class Variant : std::uint8_t {
    None,
    NoOtherRobot,     // `other` < 0
    ValueAtMostOne,   // `value` <= 1
    ValueNotPositive, // `value` <= 0
};
// One row per code: its name and wording. The rule a code cites depends on the edition, so it is
// in each edition's table in core/rules (rulebook.h).
struct CodeInfo {
    std::string_view name; // kebab-case: "blocked-by-wall"
    Wording wording{};
    Variant variant = Variant::None;
    Wording otherwise{}; // used when `variant` holds
};
const CodeInfo &codeInfo(Code c);
std::string_view codeName(Code c); // codeInfo(c).name

// Why a decision was void (RULES.md 8.1): the simulator notes it and plays the default.
enum class VoidReason : std::uint8_t {
    NotHeld,       // the robot does not hold the option (any more)
    NotNow,        // the option does not act at this moment or with this card
    NoTarget,      // the target is not the robot the main laser would hit
    TooClose,      // Tractor Beam at a neighbouring robot
    LastRegister,  // Scrambler in register 5
    Locked,        // the register is locked
    PoweredDown,   // the robot (or the target) is powered down
    NotOnSite,     // no chop shop, waste or double wrench here
    AlreadyUsed,   // once per turn / one function per register phase
    NoOptions,     // there is nothing to discard, scrap, reload or lose
    NotInShop,     // the card is not (or no longer) in the shop
    NoEnergy,      // the robot has too little energy
    NoDamage,      // a discard with no damage point left in its register for it to cancel
    NeverArose,    // an upgrade decision of a register whose moment never came in it
    SlotsFull,     // 2023: 3 upgrades of that kind (permanent, temporary) are installed already
    DeckEmpty,     // 2023: the upgrade deck and its discard pile are empty
};
inline constexpr int kVoidReasonCount = 16;
std::string_view voidReasonName(VoidReason r);
// A phrase without placeholders: "the register is locked".
std::string_view voidReasonWording(VoidReason r);
// What a decision chose (Note::value is the model::DecisionUse): "discard %1" with args "p";
// the note of its row in game/decisionuse.h.
Wording useWording(model::DecisionUse use);

// Worm: the 2016 damage card that makes the robot reboot (RULES.md 9.7); Reboot: the temporary
// upgrade of that name (RULES.md 9.6).
enum class DestroyCause : std::uint8_t { None, Damage, Pit, Drain, OffBoard, TrapDoor, Crusher, Worm, Reboot };
std::string_view destroyCauseName(DestroyCause c);

// An explanation: code and arguments (robot indices, cell, direction, numbers).
struct Note {
    Code code = Code::Moved;
    int robot = -1;
    int other = -1;
    Point cell{-1, -1};
    Direction dir = Direction::North;
    int value = 0;
    ElementId element = model::kNoId;
    std::optional<model::Card> card{}; // CardRevealed, Randomized, RegisterLocked...
    int detail = -1; // option notes: the option id (model::OptionId); upgrade notes: the upgrade id (model::UpgradeId); -1 = none
    VoidReason reason = VoidReason::NotHeld; // DecisionVoid: why
};
// The wording of `note`: its code's first or second (codeInfo(note.code).variant).
const Wording &noteWording(const Note &note);

// How one robot changed during a substep.
struct RobotChange {
    int robot = -1;
    Point fromPos{}, toPos{};
    Direction fromFacing = Direction::North, toFacing = Direction::North;
    int fromDamage = 0, toDamage = 0;
    int fromLives = 0, toLives = 0;
    bool destroyed = false; // destroyed during this substep
    DestroyCause cause = DestroyCause::None;
    bool reentered = false;
    int flagTaken = 0; // number of the checkpoint taken, 0 = none
    bool archiveMoved = false;
    Point fromArchive{}, toArchive{};
    int optionsChange = 0; // option cards held after the substep less before (drawn, lost, used up)
};

// The cards a robot was dealt this turn (before its program was drawn from them).
struct DealtHand {
    int robot = -1;
    std::vector<model::Card> cards{};
};

struct Event {
    int turn = 0;
    int reg = 0; // 0 outside register phases
    Phase phase = Phase::Deal;
    EventKind kind = EventKind::Deal;
    int actor = -1;                    // the robot playing its card (Card events)
    std::optional<model::Card> card{}; // the card played
    std::vector<RobotChange> changes{};
    std::vector<Note> notes{};
    std::vector<Point> cells{};        // highlighted cells (active belts, gears...)
    std::vector<ElementId> elements{}; // highlighted elements (active pushers, lasers...)
    std::vector<DealtHand> hands{};    // Deal: each dealt robot's hand (the debugger drags from it)
};

} // namespace rf::game
