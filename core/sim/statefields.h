// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/ruleset.h"

#include <bitset>
#include <cstdint>
#include <optional>
#include <string_view>

// The fields of a game that a scenario can expect or a ruling can change, one row each: their
// names (as files and JSON write them), what they are about and their label. The comparison of
// game states (statediff.h), the expectation checks (expectations.h), Compare, the ruling report
// and the debugger all name a field through this table.
namespace rf::sim {

enum class Field : std::uint8_t {
    // A robot's.
    At,
    Facing,
    InPlay,
    Destroyed,
    Eliminated,
    Damage,
    Lives,
    Flags,
    Archive,
    PoweredDown,
    PoweredDownNext,
    Energy,
    Rebooted,
    Options,
    OptionCount,
    Ammo,
    Locked,
    HandNext,
    Place,
    Upgrades,
    DamageCards, // dealt during the run, by kind (the four below together)
    SpamDealt,
    TrojanDealt,
    WormDealt,
    VirusDealt,
    Program,
    Hand,
    DeckTop,
    Deck,
    Discard,
    Robot,  // an expectation's robot that the scenario does not have
    Moment, // an expectation's moment that play never reached
    // The game's.
    Winner,
    Shop,
    UpgradeDiscard,
    DamagePiles, // cards left in the damage piles (the four below together)
    SpamPile,
    TrojanPile,
    WormPile,
    VirusPile,
    OptionDiscard,
    EnergyTaken,
    // The 2023 edition's (RULES.md 10): a robot's, then the game's.
    Haywires,      // the face-down Haywires under its registers
    Kept,          // the damage cards kept in its hand
    ShutDown,
    DamageDrawn,   // the damage cards drawn during the run, by kind
    PriorityToken,
    DamageDiscard,
    DamageDeckCount,
    Collection,     // a robot's upgrades not installed (RULES.md 10.12)
    MemoryCards,    // the cards on its Memory Cards (RULES.md 10.14)
    TopFaceUp,      // Spam Filter: the top card of its draw pile is face up (RULES.md 10.14)
    UpgradeDeckTop, // the top of the upgrade deck (expectations only)
};
inline constexpr int kFieldCount = static_cast<int>(Field::UpgradeDeckTop) + 1;
using FieldSet = std::bitset<kFieldCount>;

// What a field is about: a robot (its label follows the robot's name) or a part of the game
// (its label says which).
enum class Subject : std::uint8_t { Robot, Game, DamagePiles, Shop, UpgradeDiscard, OptionDiscard };

// Which editions have the field (rules::RulesetTraits).
enum class Needs : std::uint8_t {
    Always,
    Lives,
    PowerDown,
    Energy,
    Reboots,
    OptionCards,
    Upgrades,
    UpgradesHeld, // installed upgrades: the 2016 shop's and the 2023 edition's (RULES.md 9, 10.12)
    DeckPerRobot,
    DamagePoints, // damage as points that lock registers (no deck per robot)
    DamageDeck,   // the 2023 edition's shared damage deck, token and shutdown
};

struct FieldInfo {
    std::string_view name;  // "damage-cards": as files, JSON and the CLI write it
    Subject subject;
    Needs needs;
    std::string_view label; // "damage cards taken", "damage piles" (translated in context "StateFields")
};

const FieldInfo &fieldInfo(Field f);
inline std::string_view fieldName(Field f) { return fieldInfo(f).name; }
std::optional<Field> fieldByName(std::string_view name);

// Whether an edition with these traits has the field.
bool hasField(const rules::RulesetTraits &traits, Field f);
// The fields of a game state that every one of these editions has: those a comparison of rulings
// compares (a classic robot has no hand to compare with a 2016 robot's).
FieldSet sharedFields(std::span<const rules::RulesetTraits *const> editions);

} // namespace rf::sim
