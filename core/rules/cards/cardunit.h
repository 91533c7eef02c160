// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A card of the card library: its printed facts and what it does at each moment of a game, as
// hooks the engine and the rulesets call. The engine knows no card by name: it asks the edition's
// library (library.h) for the cards that act at a moment and calls them in the order of the
// edition's table. A card is one unit (a source file in cards/<family>/ defining a CardUnit) and
// one row of its edition's table (cards/edition*.cpp); docs/architecture.md, "The card library".

#include "game/state.h"
#include "model/scenario.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace rf::rules {

class Engine;
struct DecisionOffer;

// How one step of a robot ended (Engine::pushStep).
enum class StepResult : std::uint8_t { Moved, Blocked, Destroyed, Repelled };

// A robot a beam can hit, where it stands (packed so that each beam scans a few bytes).
struct LaserTarget {
    model::Point pos{};
    int robot = -1;
};

namespace cards {

// The four kinds of card the library holds. Program cards of the base decks (moves, turns, Again,
// Power Up) are the rulesets' own.
enum class Family : std::uint8_t {
    Option,  // classic option cards (RULES.md 8): id is a model::OptionId
    Upgrade, // 2016 upgrades (RULES.md 9.5, 9.6): id is a model::UpgradeId
    Special, // 2016 special programming cards (RULES.md 9.7): id is a model::CardKind
    Damage,  // damage cards (RULES.md 6, 9.7): id is a model::CardKind
};

// What is printed on a card. The cards that files name take theirs from the model's tables
// (optionData(), upgradeData()); a card of another edition with the same name, or one the model
// does not know (a test's), states its own.
struct CardData {
    Family family = Family::Upgrade;
    std::uint8_t id = 0;     // within its family (the enum value of its model id)
    int cost = 0;            // upgrades: energy cubes
    bool permanent = true;   // upgrades: permanent or temporary (RULES.md 9.2)
    std::uint8_t timing = 0; // upgrades: model::UpgradeTiming bits
    int ammo = 0;            // options: uses of a full card (0: none counted)
    bool weapon = false;     // options: an optional weapon, replacing the main laser's shot
    // Options: the substep at which a decision to use it acts (RULES.md 8.2 "when").
    game::Stage stage = game::Stage::Lasers;
    bool damagePoint = false; // damage cards: counts as a damage point while the robot owns it (SPAM)
    bool repeats = false;     // special cards: repeats the previous register, so it cannot open a program
};
CardData optionData(model::OptionId id);
CardData upgradeData(model::UpgradeId id);
// A 2023 upgrade (RULES.md 10.14, 10.15): that edition's cost, whatever the 2016 card of the name costs.
CardData edition2023UpgradeData(model::UpgradeId id);
CardData programCardData(Family family, model::CardKind kind);

// What a program card played may ask of its edition (RULES.md 6, 9.7): play another card in its
// place, or the previous register's card once more. `depth` bounds chains of cards playing cards.
class CardPlayer {
public:
    virtual void playInstead(Engine &e, int robot, const model::Card &card, int depth) const = 0;
    virtual void repeatPrevious(Engine &e, int robot, int depth) const = 0;

protected:
    ~CardPlayer() = default;
};

// A robot's laser shot with the 2016 upgrades (RULES.md 9.3): who fired, along which direction,
// the firer's upgrades as a mask, whether the hit modifiers act on that laser, the SPAM it deals
// and the other damage cards, and marks the firer's cards leave on it.
struct Shot {
    int firer = -1;
    int target = -1;
    model::Direction dir = model::Direction::North;
    std::uint64_t held = 0;
    bool mods = true;
    int spam = 0;
    int others = 0;
    std::array<model::DamageKind, 2> other{};
    std::uint8_t marks = 0;
    // Instead of one SPAM of the hit, a card of kind `k` (nothing when it deals no SPAM).
    void instead(model::DamageKind k)
    {
        if (spam > 0) {
            --spam;
            other[static_cast<std::size_t>(others++)] = k;
        }
    }
};

// The damage cards a push deals (RULES.md 9.3): SPAM, and the other cards in the order dealt.
struct PushHit {
    int spam = 0;
    std::vector<model::DamageKind> cards{};
    // Instead of one SPAM of the push, a card of kind `k`; without SPAM to replace, the card
    // still comes unless `needsSpam` (needler-needs-spam).
    void instead(model::DamageKind k, bool needsSpam)
    {
        if (spam > 0) {
            --spam;
            cards.push_back(k);
        } else if (!needsSpam) {
            cards.push_back(k);
        }
    }
};

// An effect of a classic weapon that acts after the volley's damage (RULES.md 8.1): a move of the
// target (in the firers' priority order), or a hold taken on it (Radio Control, Scrambler).
struct WeaponEffect {
    const struct CardUnit *card = nullptr;
    int firer = -1;
    int target = -1;
    model::Direction dir = model::Direction::North;
    int priority = -1;
    bool move = true;
};

// A card unit. Every hook may be left unset: the card does not act then. Hooks are called for
// every card of the edition that has them, in table order, unless said otherwise; a hook checks
// itself whether its robot holds the card or decided to use it (a decision for a card not held
// is void, RULES.md 8.1). The hooks marked "held or decided" act only for a robot that holds the
// card or has decisions: they are not asked for a robot that holds no card with that hook and has
// no decisions (held.h, mayAct), the hot path of a game with cards.
struct CardUnit {
    CardData data{};

    // --- Deal and programming. ---
    // Classic, start of the turn, per robot (Gyroscopic Stabilizer; the turn's marks cleared).
    void (*turnStart)(Engine &e, int robot) = nullptr;
    // Held cards: cards dealt beyond the edition's hand (Extra Memory, Memory Stick, Flash Drive).
    int extraCards = 0;
    // Classic: cards lying on it that join next turn's hand (Flywheel), held cards only.
    int (*cardsKept)(const model::HeldOption &h) = nullptr;
    // Classic: the hand just dealt, before the program is drawn (Flywheel, Extra Memory, Recompile);
    // 2023: the hand just drawn, before the programming-phase upgrades (Spam Filter); held or decided.
    void (*dealt)(Engine &e, int robot, std::vector<model::Card> &hand) = nullptr;
    // Classic: the scenario gives the program instead (a Flywheel card goes back unused).
    void (*programGiven)(Engine &e, int robot) = nullptr;
    // Classic: after programming, from `hand` (Recompile's damage point); held or decided.
    void (*programmed)(Engine &e, int robot, std::span<const model::Card> hand) = nullptr;
    // Classic: a lay-card decision put `card` on it (Flywheel, Conditional Program): its note.
    void (*cardLaid)(Engine &e, int robot, const model::Card &card) = nullptr;
    // 2016 programming phase: a decision to use it on the hand just drawn; false when it does
    // not act then (the decision may still be a use outside the registers).
    bool (*programming)(Engine &e, int robot, const model::Decision &d, std::vector<model::Card> &hand) = nullptr;
    // 2016 upgrade or programming phase, 2023 any time: an upgrade used then by its decision
    // alone (Recharge, the routines); false when it does not act then.
    bool (*outsideRegisters)(Engine &e, int robot, const model::Decision &d) = nullptr;
    // 2016: the program is placed; `rest` is what is left of the hand (Cache Memory). 2023: the end
    // of programming, before the rest is discarded (Memory Cards); held or decided.
    void (*afterProgram)(Engine &e, int robot, std::vector<model::Card> &rest) = nullptr;
    // 2016, looking ahead: the choices the hand or the cards left after programming give.
    void (*wantHand)(Engine &e, int robot, std::span<const model::Card> hand) = nullptr;
    void (*wantRest)(Engine &e, int robot, std::span<const model::Card> rest) = nullptr;

    // --- Register start. ---
    // 2016, before any robot moves, robot by robot (Deflector Shield, Manual Sort, Admin
    // Privilege; the edition orders robots by the mark game::RobotState::movesFirst).
    void (*registerStart)(Engine &e, int robot) = nullptr;
    // Classic: robot i's card is revealed (Conditional Program, Abort Switch); 2023: before any
    // replacement (Chaos Theory); held or decided.
    void (*reveal)(Engine &e, int robot) = nullptr;

    // --- Card play and movement. ---
    // 2016, the robot's activation: before its card; true when it plays no card (Reboot, Refresh).
    // 2023: step (b) of its turn, where it may replace its revealed card (Abort Switch, Lucky
    // Booster); held or decided.
    bool (*beforeCard)(Engine &e, int robot) = nullptr;
    // 2016: moves the robot instead of its card `card`; true when it did (Brakes, Crab Legs,
    // Teleporter). A card with this hook is one of the "move instead" cards: one per card.
    bool (*cardMove)(Engine &e, int robot, const model::Card &card) = nullptr;
    // 2016: after its card; true when the register's card is played once more (Hack).
    bool (*replayCard)(Engine &e, int robot) = nullptr;
    // 2016: after its card, the robot's decision `d` to use it, in the order listed; the robot
    // holds the card (Boink, Zoop). 2023: a movement upgrade, right before or after its card as
    // `d` says (Decision::before); the robot holds it and is in play (edition2023moves.cpp).
    void (*afterCard)(Engine &e, int robot, const model::Decision &d) = nullptr;
    // Classic: how far a card of `kind` moves the robot (Brakes, Fourth Gear, Reverse Gear); held or
    // decided.
    int (*squares)(Engine &e, int robot, model::CardKind kind, int squares) = nullptr;
    // Classic: a register of two cards; true when it played them (Crab Legs, Dual Processor).
    bool (*paired)(Engine &e, int robot, const model::Card &move, const model::Card &turn) = nullptr;
    // Classic, held cards: the robot's own card moved it into `touched`, pushed or not (Ramming Gear).
    void (*bump)(Engine &e, int mover, int touched, model::Direction d) = nullptr;
    // 2016: the first robot the mover's own movement pushes; true when the card pushed instead,
    // with the mover's step result in `result` (Side Arms).
    bool (*firstPush)(Engine &e, int mover, int pushed, model::Direction d, StepResult &result) = nullptr;
    // 2016, held cards: what a push by the mover's own movement deals (RULES.md 9.3: Ramming Gear,
    // Trojan Needler, Blue Screen of Death, Virus Module).
    void (*pushHit)(Engine &e, int mover, int pushed, PushHit &hit) = nullptr;
    // 2016, held cards: after a push's damage (Modular Chassis).
    void (*afterPush)(Engine &e, int mover, int pushed) = nullptr;
    // 2016, held cards: the robot crosses a pit instead of falling; true when it does (Hover Unit).
    bool (*overPit)(Engine &e, int robot, model::Point at, model::Direction d) = nullptr;
    // Classic, held cards: board elements do not turn the robot (Gyroscopic Stabilizer).
    bool (*keepsFacing)(const Engine &e, int robot) = nullptr;
    // 2023: right after the robot resolved `card` lying in its register (a SPAM's replacement
    // and a card hw-double-draw drew included; not an Again's repeat, a Haywire's own moves or a
    // Crab Legs pair); held or decided (Drifting, Power Slide).
    void (*resolved)(Engine &e, int robot, const model::Card &card) = nullptr;
    // 2023, held cards: a movement part of the robot's register card ended (Hover Unit).
    void (*cardMoveEnded)(Engine &e, int robot) = nullptr;
    // 2023, held cards: robot `entering` tried to enter the robot's square by its own movement
    // or a push towards d, moving or not (Spiky).
    void (*entered)(Engine &e, int robot, int entering, model::Direction d) = nullptr;
    // 2023: robot `mover`, which began its card activation next to the robot, has resolved its
    // register card; held or decided (Magnetic).
    void (*otherCard)(Engine &e, int robot, int mover) = nullptr;

    // --- Lasers. ---
    // Held cards: the robot also fires backwards (Rear-Firing Laser, Rear Laser).
    bool rearLaser = false;
    // Classic, held cards: obstacles the main laser passes (High-Power Laser), damage it adds
    // (Double-Barreled Laser; 2016: the SPAM a hit adds, Double Barrel Laser; 2023: the card the
    // register resolved, hw-move1-laser).
    int beamPasses = 0;
    int extraDamage = 0;
    // Classic: a decision to use it on the main laser's hits (Fire Control), or nullptr; a hit on
    // its target that it replaces (true: no damage is dealt).
    const model::Decision *(*laserDecision)(Engine &e, int shooter) = nullptr;
    bool (*laserHit)(Engine &e, int shooter, int target, const model::Decision &d) = nullptr;
    // Classic weapons (data.weapon): why robot `shooter` may not fire it at `target` now, beyond
    // holding it and the target being the main laser's (Tractor Beam too close...), and its shot.
    std::optional<game::VoidReason> (*weaponVoid)(const Engine &e, int shooter, int target) = nullptr;
    void (*fireWeapon)(Engine &e, int shooter, int target, model::Direction d,
                       std::vector<WeaponEffect> &later) = nullptr;
    // A hold the weapon took, after the volley's damage and moves (Radio Control, Scrambler).
    void (*takeHold)(Engine &e, int firer, int target) = nullptr;
    // 2016, held cards: the robots one laser of the shooter hits, and the code of its hits (Rail Gun).
    void (*shotLine)(const Engine &e, std::span<const LaserTarget> targets, int shooter, model::Direction d,
                     std::vector<int> &out) = nullptr;
    game::Code shotCode = game::Code::RobotLaserHit;
    // 2016, held by the firer: what a shot deals (Trojan Needler, Blue Screen of Death).
    void (*shotMod)(Engine &e, Shot &shot) = nullptr;
    // 2016: after every shot is known and modified, before any damage (Mini Howitzer).
    void (*afterShots)(Engine &e, std::vector<Shot> &shots) = nullptr;
    // 2016, held by the firer or pusher: the SPAM it deals to `target` goes on its draw pile
    // (Corruption Wave); `spam`: whether the hit or push deals any.
    bool (*onDrawPile)(Engine &e, int firer, int target, bool spam) = nullptr;
    // 2016: the robot `firer` decided to move a robot it shot (Mini Howitzer, Pressor and
    // Tractor Beam): whether, and the move, made one firer at a time in the register's order.
    bool (*movesTarget)(const Engine &e, int firer) = nullptr;
    void (*beamMove)(Engine &e, int firer, std::vector<Shot> &shots) = nullptr;
    // 2016: after the weapon movements (Scrambler).
    void (*afterMoves)(Engine &e, std::span<const Shot> shots) = nullptr;
    // 2023, held cards: the main laser fires in all four directions in this register (Laser Kata).
    bool (*firesAround)(const Engine &e, int robot) = nullptr;
    // 2023: a replacement weapon's own movement of its target, instead of a push (Displacing Blast).
    void (*moveTarget)(Engine &e, int firer, int target) = nullptr;
    // 2023: after the board lasers' damage is drawn (step 3e), robot by robot in priority order,
    // a robot that drew some; held or decided (Energy Conversion).
    void (*boardLaserDamage)(Engine &e, int robot) = nullptr;

    // --- Damage. ---
    // Classic, held cards: cancels one damage point arriving from `from` (Power-Down Shield,
    // Ablative Coat); true when it did. Not asked for a robot that holds no card with it.
    bool (*absorb)(Engine &e, int robot, std::optional<model::Direction> from) = nullptr;
    // 2023: laser or weapon damage coming to the robot in this register is stopped; true when it
    // is (Deflector Shield, decided). Other damage is not asked.
    bool (*deflects)(Engine &e, int robot) = nullptr;
    // 2016, held cards: the robot's reboot deals no SPAM (Firewall).
    bool freeReboot = false;

    // --- Checkpoints and the end of the turn. ---
    // Classic, phase E (Mechanical Arm); 2023: the robot has just taken a checkpoint
    // (Self-Diagnostics); held or decided.
    void (*checkpoint)(Engine &e, int robot) = nullptr;
    // Classic, held cards: the repair site the robot reaches from where it stands (Mechanical Arm).
    std::optional<model::Point> (*repairSite)(const Engine &e, int robot) = nullptr;
    // Classic, at the start of the cleanup (Conditional Program's unused card), at re-entry (the
    // damage it enters with: Superior Archive, also a card lost at the destruction) and after the
    // power-down announcements (Circuit Breaker); turnEnd and turnEnded: held or decided.
    void (*turnEnd)(Engine &e, int robot) = nullptr;
    void (*reentry)(Engine &e, int robot, model::Point at) = nullptr;
    void (*turnEnded)(Engine &e, int robot) = nullptr;

    // --- Program cards (special and damage cards). ---
    // A special card played (RULES.md 9.7).
    void (*play)(Engine &e, int robot, const model::Card &card, int depth, const CardPlayer &player) = nullptr;
    // A damage card played (RULES.md 9.7): what it does; false when the robot plays nothing else.
    bool (*damaged)(Engine &e, int robot) = nullptr;

    // --- The debugger's decision points (the choices the rules allow before the next substep). ---
    // Classic, the deal, per robot (Gyroscopic Stabilizer, Recompile).
    void (*dealOffers)(const Engine &e, int robot, std::vector<DecisionOffer> &out) = nullptr;
    // Classic, the reveal, per robot (Conditional Program, Abort Switch).
    void (*revealOffers)(const Engine &e, int robot, std::vector<DecisionOffer> &out) = nullptr;
    // 2016, the reveal, per robot and held card in the order it got them (Admin Privilege...);
    // 2023, at the robot's turn in a register or in the upgrade phase (Lucky Booster, Re-Initialize).
    void (*registerOffers)(const Engine &e, int robot, const model::HeldUpgrade &h,
                           std::vector<DecisionOffer> &out) = nullptr;
    // Before robot i's card `card` (classic: gears, Dual Processor; 2016: held cards only; 2023: the
    // answers of an upgrade robot i has installed, or, for a card with otherCard, those of the
    // robots beside it that hold it, edition2023offers.cpp).
    void (*cardOffers)(const Engine &e, int robot, const model::Card &card, std::vector<DecisionOffer> &out) = nullptr;
    // A laser of robot `shooter` towards d hits `target` (classic: Fire Control; 2016: held cards only).
    void (*laserOffers)(const Engine &e, int shooter, model::Direction d, int target,
                        std::vector<DecisionOffer> &out) = nullptr;
    // 2023, before the checkpoints of a register, per robot holding it (Self-Diagnostics).
    void (*checkpointOffers)(const Engine &e, int robot, std::vector<DecisionOffer> &out) = nullptr;
};

// The hooks as a list of names, for the library's per-hook lists (library.h).
#define RF_CARD_HOOKS(X)                                                                                               \
    X(turnStart)                                                                                                       \
    X(cardsKept) X(dealt) X(programGiven) X(programmed) X(cardLaid) X(programming) X(outsideRegisters) X(afterProgram) \
        X(wantHand) X(wantRest) X(registerStart) X(reveal) X(beforeCard) X(cardMove) X(replayCard) X(afterCard)        \
            X(squares) X(paired) X(bump) X(firstPush) X(pushHit) X(afterPush) X(overPit) X(keepsFacing) X(resolved) X(cardMoveEnded) X(entered) X(otherCard)                \
                X(laserDecision) X(laserHit) X(weaponVoid) X(fireWeapon) X(takeHold) X(shotLine) X(shotMod)            \
                    X(afterShots) X(onDrawPile) X(movesTarget) X(beamMove) X(afterMoves) X(firesAround) X(moveTarget) X(boardLaserDamage) X(absorb) X(deflects) X(checkpoint)       \
                        X(repairSite) X(turnEnd) X(reentry) X(turnEnded) X(play) X(damaged) X(dealOffers)              \
                            X(revealOffers) X(registerOffers) X(cardOffers) X(laserOffers) X(checkpointOffers)

} // namespace cards
} // namespace rf::rules
