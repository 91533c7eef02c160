// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/tracetext.h"

#include "rules/cards.h"
#include "rules/ruleset.h"

#include <format>

namespace rf::sim {

using namespace rf::game;
using model::directionLetter;

namespace {

std::string at(model::Point p) { return std::format("{},{}", p.x, p.y); }
std::string dir(model::Direction d) { return std::string(directionLetter(d)); }

// Renegade cards have no priorities (the antenna orders the robots): `priorities` false omits them.
std::string cardName(const model::Card &c, bool priorities = true)
{
    static constexpr const char *kNames[] = {"U-turn", "rotate left", "rotate right", "back up", "move 1", "move 2", "move 3", "again", "power up", "SPAM"};
    static_assert(std::size(kNames) == model::kCardKindCount);
    if (!priorities || !model::cardIsClassic(c.kind))
        return kNames[static_cast<int>(c.kind)];
    return std::format("{} ({})", kNames[static_cast<int>(c.kind)], c.priority);
}

// Whether the trace's ruleset gives cards priorities.
bool priorities(const Trace &t) { return rules::traitsOf(t.header.ruleset).priorities; }

std::string name(const Trace &t, int robot)
{
    if (robot < 0 || static_cast<std::size_t>(robot) >= t.header.robots.size())
        return "?";
    return t.header.robots[static_cast<std::size_t>(robot)].name;
}

std::string optionText(int id)
{
    return id >= 0 && id < model::kOptionCount ? std::string(model::optionName(static_cast<model::OptionId>(id))) : std::string("?");
}

// What a decision chose, for DecisionTaken and DecisionVoid.
std::string useText(const Note &n)
{
    switch (static_cast<model::DecisionUse>(n.value)) {
    case model::DecisionUse::Option: return optionText(n.detail);
    case model::DecisionUse::DiscardOption: return "discard " + optionText(n.detail);
    case model::DecisionUse::ChopShopScrap: return "chop shop: scrap " + optionText(n.detail);
    case model::DecisionUse::ChopShopReload: return "chop shop: reload " + optionText(n.detail);
    case model::DecisionUse::DrawOption: return "draw an option";
    case model::DecisionUse::LoseOption: return "lose " + optionText(n.detail);
    }
    return "?";
}

std::string voidText(VoidReason reason)
{
    switch (reason) {
    case VoidReason::NotHeld: return "the robot does not hold that option";
    case VoidReason::NotNow: return "the option does not act now or with this card";
    case VoidReason::NoTarget: return "the target is not the robot the laser hits";
    case VoidReason::TooClose: return "the target is on a neighbouring square";
    case VoidReason::LastRegister: return "not in register 5";
    case VoidReason::Locked: return "the register is locked";
    case VoidReason::PoweredDown: return "powered down";
    case VoidReason::NotOnSite: return "not on a square that allows it";
    case VoidReason::AlreadyUsed: return "already used";
    case VoidReason::NoOptions: return "nothing to use it on";
    }
    return "?";
}

std::string changeText(const Trace &t, const RobotChange &c)
{
    std::string s = std::format("{}: {} {} -> {} {}", name(t, c.robot), at(c.fromPos), dir(c.fromFacing), at(c.toPos), dir(c.toFacing));
    if (c.fromDamage != c.toDamage)
        s += std::format(", damage {} -> {}", c.fromDamage, c.toDamage);
    if (c.destroyed)
        s += std::format(", DESTROYED ({})", destroyCauseName(c.cause));
    if (c.fromLives != c.toLives)
        s += std::format(", lives {} -> {}", c.fromLives, c.toLives);
    if (c.reentered)
        s += ", re-entered";
    if (c.flagTaken)
        s += std::format(", takes flag {}", c.flagTaken);
    if (c.archiveMoved)
        s += std::format(", archive {} -> {}", at(c.fromArchive), at(c.toArchive));
    if (c.optionsChange)
        s += c.optionsChange > 0 ? std::format(", {} option card(s)", c.optionsChange) : std::format(", {} option card(s) lost", -c.optionsChange);
    return s;
}

} // namespace

std::string noteText(const Trace &t, const Note &n)
{
    const std::string r = name(t, n.robot);
    const std::string o = name(t, n.other);
    const std::string cell = at(n.cell);
    const std::string d = dir(n.dir);
    const std::string card = n.card ? cardName(*n.card, priorities(t)) : std::string();
    switch (n.code) {
    case Code::Moved: return std::format("{} moves {} to {}", r, d, cell);
    case Code::Rotated: return std::format("{} turns to face {}", r, d);
    case Code::BlockedByWall: return std::format("{} is stopped by a wall leaving {} towards {}", r, cell, d);
    case Code::BlockedByLedge: return std::format("{} is stopped by a ledge (from the lower level it acts as a wall) leaving {} towards {}", r, cell, d);
    case Code::Pushed: return std::format("{} is pushed {} to {} by {} (keeps its facing)", r, d, cell, o);
    case Code::PushBlocked: return std::format("{} cannot push {}: the chain is blocked; the rest of the card is lost", r, o);
    case Code::NoCard: return std::format("{} plays nothing", r);
    case Code::PoweredDown: return std::format("{} is powered down", r);
    case Code::FellIntoPit: return std::format("{} falls into the pit at {}", r, cell);
    case Code::FellIntoDrain: return std::format("{} falls into the drain at {}", r, cell);
    case Code::FellOffBoard: return std::format("{} leaves the board at {}", r, cell);
    case Code::FellThroughTrapDoor: return std::format("{} falls through the open trap door at {}", r, cell);
    case Code::Crushed: return std::format("{} is crushed at {}", r, cell);
    case Code::DestroyedByDamage: return std::format("{} is destroyed by its 10th damage", r);
    case Code::LedgeDrop: return std::format("{} drops from the upper level to {} and takes 2 damage", r, cell);
    case Code::RampSlideBack: return std::format("{} stopped on a ramp it was climbing and rolls back {}", r, d);
    case Code::Portal: return std::format("{} enters a portal and continues from its partner at {}", r, cell);
    case Code::PortalOccupied: return std::format("{} enters a portal whose partner at {} is occupied: it does nothing", r, cell);
    case Code::Teleported: return std::format("{} teleports {} squares {} to {}", r, n.value, d, cell);
    case Code::TeleportBlocked: return std::format("{}'s teleporter arrival {} is occupied or not flat: it moves normally", r, cell);
    case Code::OilSlide: return std::format("{} slides on the oil at {} towards {}", r, cell, d);
    case Code::OilFirstSquareLost: return std::format("{} starts on oil: the first square is lost", r);
    case Code::WaterFirstSquareLost: return std::format("{} starts in water: the first square is lost", r);
    case Code::Repulsed: return n.other >= 0 ? std::format("{} was pushed by {} into a repulsor field and is pushed back {} squares {}; {} loses the rest of its card", r, o, n.value, d, o)
                                             : std::format("{} runs into a repulsor field and is pushed back {} squares {}; the rest of the card is lost", r, n.value, d);
    case Code::FlamerBurn: return std::format("{} is burnt by the active flamer at {} (1 damage)", r, cell);
    case Code::CarriedByBelt: return std::format("{} is carried {} to {}", r, d, cell);
    case Code::TurnedByBelt: return std::format("{} is turned by the belt curve at {} (now facing {})", r, cell, d);
    case Code::BeltConflict: return std::format("{} and {} would both end on {}: neither moves", r, o, cell);
    case Code::BeltSwap: return std::format("{} and {} would swap squares: neither moves", r, o);
    case Code::BeltBlockedByRobot: return std::format("{} stays on its belt: {} holds {} and is not leaving it", r, o, cell);
    case Code::BeltIntoWall: return std::format("{}'s belt runs into a wall at {}: it does not move", r, cell);
    case Code::CarriedByCurrent: return std::format("{} is carried by the current {} to {}", r, d, cell);
    case Code::PusherPush: return std::format("the pusher at {} pushes {} {}", cell, r, d);
    case Code::FinishedPlace: return std::format("{} has taken the last flag too: place {}", r, n.value);
    case Code::RegistersNotPlayed:
        return std::format("the scenario ends the turn after register {}: the registers after it are not played", n.value);
    case Code::PushersMeet: return std::format("the pusher at {} would push {} {} into another push of this substep: neither moves", cell, r, d);
    case Code::PusherInactive: return std::format("the pusher at {} is not active in this register", cell);
    case Code::GearTurn: return std::format("{} is turned by the gear at {} (now facing {})", r, cell, d);
    case Code::CrusherInactive: return std::format("the crusher at {} is not active", cell);
    case Code::LaserHit: return std::format("{} is hit by a board laser at {} ({} beam(s))", r, cell, n.value);
    case Code::RobotLaserHit:
        return n.value > 1 ? std::format("{} is shot by {} at {} ({} damage)", r, o, cell, n.value) : std::format("{} is shot by {} at {}", r, o, cell);
    case Code::Acid: return std::format("{} ends the register on acid: 1 damage", r);
    case Code::Fire: return std::format("{} ends the register on fire: 2 damage", r);
    case Code::Radiation: return std::format("{} ends register 5 on radiation: 1 damage", r);
    case Code::RadioactiveWaste: return std::format("{} ends the register on radioactive waste: 1 damage", r);
    case Code::FlamerEndPhase: return std::format("{} ends the register on an active flamer: 1 damage", r);
    case Code::ArchiveMoved: return std::format("{} touches {}: archive marker moved there", r, cell);
    case Code::FlagTaken: return std::format("{} takes flag {}", r, n.value);
    case Code::FlagOutOfOrder: return std::format("{} touches flag {} out of order: it does not count", r, n.value);
    case Code::Winner: return std::format("{} has taken the last flag and WINS", r);
    case Code::Repaired: return std::format("{} is repaired {} damage", r, n.value);
    case Code::OptionCardDrawn: return std::format("{} draws the option card {}", r, optionText(n.detail));
    case Code::RegisterLocked: return std::format("{}'s register {} is locked and keeps {}", r, n.value, card);
    case Code::CardsDealt: return std::format("{} is dealt {} cards", r, n.value);
    case Code::RandomProgram: return std::format("{} has no program: {} register(s) filled at random from its cards", r, n.value);
    case Code::RandomLockedCard: return std::format("{}'s register {} locked with no card to keep: gets {} at random", r, n.value, card);
    case Code::Randomized: return std::format("{} stands on a randomizer: its card becomes {}", r, card);
    case Code::TrapDoorOpens: return std::format("the trap door under {} at {} opens", r, cell);
    case Code::PowerDownRepair: return std::format("{} is powered down this turn: no cards, {} damage repaired", r, n.value);
    case Code::PowerDownAnnounced: return std::format("{} announces a power down for next turn", r);
    case Code::ReEntered: return std::format("{} re-enters at {} facing {} with {} damage", r, cell, d, n.value);
    case Code::ReEntryMoved: return std::format("{}'s archive is taken: it re-enters at {} instead", r, cell);
    case Code::Eliminated: return std::format("{} has no lives left: eliminated", r);
    case Code::BecameReal: return std::format("{} ends the register alone on its square: no longer virtual", r);
    case Code::VirtualPassThrough: return std::format("{} passes through {} (virtual)", r, o);
    case Code::CardRevealed: return std::format("{} reveals {}", r, card);
    case Code::Rebooted: return std::format("{} reboots on {} facing {}: 2 SPAM cards, its remaining registers are cancelled", r, cell, d);
    case Code::RebootPushed: return std::format("{} is pushed {} off the reboot point to {} by {} rebooting", r, d, cell, o);
    case Code::DamageCardPlayed: return std::format("{} plays a damage card: the top card of its deck, {}, is played instead", r, card);
    case Code::AgainRepeats: return std::format("{} plays Again: register {} is repeated with {}", r, n.value, card);
    case Code::PowerUp: return std::format("{} powers up: {} energy", r, n.value);
    case Code::EnergyTaken: return std::format("{} takes an energy cube at {} ({} energy)", r, cell, n.value);
    case Code::DeckShuffled: return std::format("{} shuffles its discard pile into a new deck ({} cards)", r, n.value);
    case Code::CardNotInDeck: return std::format("{} does not own the programmed {}: register {} stays empty", r, card, n.value);
    case Code::OptionDeckShuffled:
        return n.value > 0 ? std::format("the option discard pile is shuffled into a new option deck ({} cards)", n.value)
                           : std::format("the option deck and its discard pile are empty: {} draws nothing", r);
    case Code::OptionDiscarded: return std::format("{} discards {} (used up)", r, optionText(n.detail));
    case Code::OptionLost: return std::format("{} is destroyed and loses {}", r, optionText(n.detail));
    case Code::DamageCancelled: return std::format("{} discards {} to cancel 1 damage", r, optionText(n.detail));
    case Code::AblativeCoatAbsorbs: return std::format("{}'s Ablative Coat absorbs 1 damage ({} left)", r, n.value);
    case Code::ShieldCancels: return std::format("{}'s Power-Down Shield cancels 1 damage from the {} side", r, d);
    case Code::DecisionTaken:
        return n.other >= 0 ? std::format("{} decides: {} at {}", r, useText(n), o) : std::format("{} decides: {}", r, useText(n));
    case Code::DecisionVoid: return std::format("{}'s decision ({}) is void: {}", r, useText(n), voidText(n.reason));
    case Code::AbortSwitchSwap: return std::format("{}'s Abort Switch swaps register {} for the top card: {}", r, n.value, card);
    case Code::Braked: return std::format("{} brakes: its move 1 moves 0 squares", r);
    case Code::CircuitBreakerTrips: return std::format("{} has {} damage: its Circuit Breaker powers it down next turn", r, n.value);
    case Code::ConditionalSwap:
        return n.value > 0 ? std::format("{}'s Conditional Program puts {} in register {}", r, card, n.value)
                           : std::format("{}'s Conditional Program card {} is not used: discarded", r, card);
    case Code::CrabStep: return std::format("{}'s Crab Legs step it {} (facing unchanged)", r, d);
    case Code::DualProcessorMove: return std::format("{}'s Dual Processor: it moves {} square(s), then turns", r, n.value);
    case Code::FireControlLock: return std::format("{}'s Fire Control locks {}'s register {}", o, r, n.value);
    case Code::FireControlDestroy: return std::format("{}'s Fire Control destroys {}'s {}", o, r, optionText(n.detail));
    case Code::FlywheelCard: return std::format("{} adds its Flywheel card {} to its hand", r, card);
    case Code::FourthGear: return std::format("{} shifts into Fourth Gear: its move 3 moves 4 squares", r);
    case Code::GyroscopeHolds: return std::format("{}'s Gyroscopic Stabilizer keeps it facing {}", r, d);
    case Code::HighPowerThrough: return std::format("{}'s High-Power Laser passes the wall at {}", r, cell);
    case Code::MechanicalArmTouch: return std::format("{}'s Mechanical Arm touches {}", r, cell);
    case Code::MiniHowitzerHit: return std::format("{} is hit by {}'s Mini Howitzer: 1 damage", r, o);
    case Code::WeaponMoved: return std::format("{} is moved {} by {}'s weapon", r, d, o);
    case Code::RadioControlTakes: return std::format("{}'s Radio Control takes over {} from register {}", o, r, n.value);
    case Code::RadioControlledCard: return std::format("{} is radio-controlled: it plays {}'s {}", r, name(t, n.value), card);
    case Code::RammingDamage: return std::format("{} is rammed by {}'s Ramming Gear: 1 damage", r, o);
    case Code::RearLaserHit: return std::format("{} is shot by {}'s Rear-Firing Laser at {}", r, o, cell);
    case Code::Recompiled: return std::format("{} recompiles: a new hand of {} cards, 1 damage", r, n.value);
    case Code::ReverseGear: return std::format("{} uses Reverse Gear: its back up moves 2 squares", r);
    case Code::Scrambled: return std::format("{}'s register {} is scrambled: it becomes {}", r, n.value, card);
    case Code::SuperiorArchive: return std::format("{}'s Superior Archive: it re-enters with no damage", r);
    case Code::ChopShopScrap: return std::format("{} scraps {} at the chop shop", r, optionText(n.detail));
    case Code::ChopShopReload: return std::format("{} reloads an option at the chop shop ({} uses)", r, n.value);
    case Code::ExtraMemoryCard: return std::format("{}'s Extra Memory: one card more ({} cards)", r, n.value);
    }
    return std::string(codeName(n.code));
}

std::string traceText(const Trace &t)
{
    std::string s = std::format("Ruleset {}, seed {}\nOptions:", t.header.ruleset, t.header.seed);
    for (const auto &[optName, value] : t.header.options)
        s += std::format(" {}={}", optName, value ? "on" : "off");
    s += "\nRobots:";
    for (const TraceRobot &r : t.header.robots)
        s += std::format(" {} at {} facing {};", r.name, at(r.at), dir(r.facing));
    s += '\n';
    for (const TraceEntry &e : t.entries) {
        switch (e.type) {
        case TraceEntry::Type::BeginTurn: s += std::format("\n=== Turn {}\n", e.turn); break;
        case TraceEntry::Type::BeginRegister: s += std::format("\n--- Turn {}, register {}\n", e.turn, e.reg); break;
        case TraceEntry::Type::BeginPhase: s += std::format("  [{}]\n", phaseName(e.phase)); break;
        case TraceEntry::Type::EndTurn:
        case TraceEntry::Type::EndRegister:
        case TraceEntry::Type::EndPhase: break;
        case TraceEntry::Type::Event: {
            const Event &ev = t.events[e.event];
            if (ev.kind == EventKind::Card)
                s += std::format("    {} plays {}\n", name(t, ev.actor), ev.card ? cardName(*ev.card, priorities(t)) : std::string("nothing"));
            else
                s += std::format("    {}\n", eventKindName(ev.kind));
            for (const Note &n : ev.notes)
                s += std::format("      - {}  [{}]\n", noteText(t, n), codeName(n.code));
            for (const RobotChange &c : ev.changes)
                s += std::format("      = {}\n", changeText(t, c));
            break;
        }
        }
    }
    return s;
}

std::string finalStateText(const GameState &st)
{
    std::string s = std::format("\n=== Final state (turn {}, {})\n", st.cursor.turn, st.cursor.stage == Stage::GameOver ? "game over" : "stopped");
    for (const RobotState &r : st.robots) {
        if (r.eliminated)
            s += std::format("  {}: eliminated (lives 0, flags {})\n", r.name, r.flags);
        else if (r.destroyed)
            s += std::format("  {}: destroyed ({}), waiting to re-enter at {}; lives {}, flags {}\n", r.name, destroyCauseName(r.cause), at(r.archive), r.lives, r.flags);
        else
            s += std::format("  {}: at {} facing {}, damage {}, lives {}, flags {}, archive {}{}\n", r.name, at(r.pos), dir(r.facing), r.damage, r.lives, r.flags,
                             at(r.archive), r.poweredDown ? ", powered down" : "");
        if (!r.options.empty() || r.lockedMask || r.announcedPowerDown) {
            // Option cards and what carries over into the next turn (what `expect` can check).
            std::string opts;
            for (const model::HeldOption &h : r.options) {
                opts += (opts.empty() ? "" : ", ") + std::string(model::optionName(h.id));
                if (model::optionFullAmmo(h.id) > 0)
                    opts += std::format(" ({} left)", h.ammo);
                if (h.card)
                    opts += std::format(" (card {})", cardName(*h.card));
            }
            std::string locked;
            for (int k = 1; k <= model::kRegisterCount; ++k)
                if ((r.lockedMask >> (k - 1)) & 1U)
                    locked += (locked.empty() ? "" : ",") + std::to_string(k);
            s += std::format("      options: {}; locked registers: {}{}\n", opts.empty() ? "none" : opts, locked.empty() ? "none" : locked,
                             r.announcedPowerDown ? "; powered down next turn" : "");
        }
    }
    if (st.winner >= 0)
        s += std::format("  Winner: {}\n", st.robots[static_cast<std::size_t>(st.winner)].name);
    return s;
}

} // namespace rf::sim
