// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/statefields.h"

#include "model/translatable.h"

#include <array>

namespace rf::sim {

namespace {

using enum Subject;

// The rows are in the order of enum Field.
constexpr std::array<FieldInfo, kFieldCount> kFields{{
    {"at", Robot, Needs::Always, RF_TRANSLATABLE("StateFields", "square")},
    {"facing", Robot, Needs::Always, RF_TRANSLATABLE("StateFields", "facing")},
    {"in-play", Robot, Needs::Always, RF_TRANSLATABLE("StateFields", "in play")},
    {"destroyed", Robot, Needs::Always, RF_TRANSLATABLE("StateFields", "destroyed")},
    {"eliminated", Robot, Needs::Lives, RF_TRANSLATABLE("StateFields", "eliminated")},
    {"damage", Robot, Needs::Always, RF_TRANSLATABLE("StateFields", "damage")},
    {"lives", Robot, Needs::Lives, RF_TRANSLATABLE("StateFields", "lives")},
    {"flags", Robot, Needs::Always, RF_TRANSLATABLE("StateFields", "checkpoints")},
    {"archive", Robot, Needs::Lives, RF_TRANSLATABLE("StateFields", "archive marker")},
    {"powered-down", Robot, Needs::PowerDown, RF_TRANSLATABLE("StateFields", "powered down")},
    {"powered-down-next", Robot, Needs::PowerDown, RF_TRANSLATABLE("StateFields", "powered down next turn")},
    {"energy", Robot, Needs::Energy, RF_TRANSLATABLE("StateFields", "energy")},
    {"rebooted", Robot, Needs::Reboots, RF_TRANSLATABLE("StateFields", "rebooted")},
    {"options", Robot, Needs::OptionCards, RF_TRANSLATABLE("StateFields", "option cards")},
    {"option-count", Robot, Needs::OptionCards, RF_TRANSLATABLE("StateFields", "number of option cards")},
    {"ammo", Robot, Needs::OptionCards, RF_TRANSLATABLE("StateFields", "uses left")},
    {"locked", Robot, Needs::DamagePoints, RF_TRANSLATABLE("StateFields", "locked registers")},
    {"hand-next", Robot, Needs::Always, RF_TRANSLATABLE("StateFields", "cards to program from next turn")},
    {"place", Robot, Needs::Always, RF_TRANSLATABLE("StateFields", "finishing place")},
    {"upgrades", Robot, Needs::UpgradesHeld, RF_TRANSLATABLE("StateFields", "upgrades")},
    {"damage-cards", Robot, Needs::DeckPerRobot, RF_TRANSLATABLE("StateFields", "damage cards taken")},
    {"spam", Robot, Needs::DeckPerRobot, RF_TRANSLATABLE("StateFields", "SPAM cards taken")},
    {"trojan", Robot, Needs::DeckPerRobot, RF_TRANSLATABLE("StateFields", "Trojan Horse cards taken")},
    {"worm", Robot, Needs::DeckPerRobot, RF_TRANSLATABLE("StateFields", "Worm cards taken")},
    {"virus", Robot, Needs::DeckPerRobot, RF_TRANSLATABLE("StateFields", "Virus cards taken")},
    {"program", Robot, Needs::Always, RF_TRANSLATABLE("StateFields", "program")},
    {"hand", Robot, Needs::DeckPerRobot, RF_TRANSLATABLE("StateFields", "hand dealt for programming")},
    {"deck-top", Robot, Needs::DeckPerRobot, RF_TRANSLATABLE("StateFields", "top of the draw pile")},
    {"deck", Robot, Needs::DeckPerRobot, RF_TRANSLATABLE("StateFields", "draw pile")},
    {"discard", Robot, Needs::DeckPerRobot, RF_TRANSLATABLE("StateFields", "discard pile")},
    {"robot", Robot, Needs::Always, RF_TRANSLATABLE("StateFields", "robot")},
    {"moment", Game, Needs::Always, RF_TRANSLATABLE("StateFields", "moment")},
    {"winner", Game, Needs::Always, RF_TRANSLATABLE("StateFields", "winner")},
    {"shop", Shop, Needs::Upgrades, RF_TRANSLATABLE("StateFields", "shop")},
    {"upgrade-discard", UpgradeDiscard, Needs::Upgrades, RF_TRANSLATABLE("StateFields", "upgrade discard pile")},
    {"damage-piles", DamagePiles, Needs::Upgrades, RF_TRANSLATABLE("StateFields", "damage piles")},
    {"spam-pile", DamagePiles, Needs::Upgrades, RF_TRANSLATABLE("StateFields", "SPAM pile")},
    {"trojan-pile", DamagePiles, Needs::Upgrades, RF_TRANSLATABLE("StateFields", "Trojan Horse pile")},
    {"worm-pile", DamagePiles, Needs::Upgrades, RF_TRANSLATABLE("StateFields", "Worm pile")},
    {"virus-pile", DamagePiles, Needs::Upgrades, RF_TRANSLATABLE("StateFields", "Virus pile")},
    {"option-discard", OptionDiscard, Needs::OptionCards, RF_TRANSLATABLE("StateFields", "option discard pile")},
    {"energy-taken", Game, Needs::Energy, RF_TRANSLATABLE("StateFields", "energy spaces emptied")},
    {"haywires", Robot, Needs::DamageDeck, RF_TRANSLATABLE("StateFields", "face-down Haywires")},
    {"kept", Robot, Needs::DamageDeck, RF_TRANSLATABLE("StateFields", "damage cards kept in hand")},
    {"shut-down", Robot, Needs::DamageDeck, RF_TRANSLATABLE("StateFields", "shut down")},
    {"damage-drawn", Robot, Needs::DamageDeck, RF_TRANSLATABLE("StateFields", "damage cards drawn")},
    {"priority-token", Game, Needs::DamageDeck, RF_TRANSLATABLE("StateFields", "priority token")},
    {"damage-discard", Game, Needs::DamageDeck, RF_TRANSLATABLE("StateFields", "damage discard pile")},
    {"damage-deck-count", Game, Needs::DamageDeck, RF_TRANSLATABLE("StateFields", "cards left in the damage deck")},
    {"collection", Robot, Needs::DamageDeck, RF_TRANSLATABLE("StateFields", "upgrade collection")},
    {"memory-cards", Robot, Needs::DamageDeck, RF_TRANSLATABLE("StateFields", "cards on Memory Cards")},
    {"top-face-up", Robot, Needs::DamageDeck, RF_TRANSLATABLE("StateFields", "top card of the draw pile face up")},
    {"upgrade-deck-top", Game, Needs::DamageDeck, RF_TRANSLATABLE("StateFields", "top of the upgrade deck")},
}};

} // namespace

const FieldInfo &fieldInfo(Field f)
{
    return kFields[static_cast<std::size_t>(f)];
}

std::optional<Field> fieldByName(std::string_view name)
{
    for (std::size_t i = 0; i < kFields.size(); ++i)
        if (kFields[i].name == name)
            return static_cast<Field>(i);
    return std::nullopt;
}

bool hasField(const rules::RulesetTraits &t, Field f)
{
    switch (fieldInfo(f).needs) {
    case Needs::Always: return true;
    case Needs::Lives: return t.lives;
    case Needs::PowerDown: return t.powerDown;
    case Needs::Energy: return t.energy;
    case Needs::Reboots: return t.reboots;
    case Needs::OptionCards: return t.optionCards;
    case Needs::Upgrades: return t.upgrades;
    case Needs::UpgradesHeld: return t.upgrades || t.damageDeck;
    case Needs::DeckPerRobot: return t.deckPerRobot;
    case Needs::DamagePoints: return !t.deckPerRobot;
    case Needs::DamageDeck: return t.damageDeck;
    }
    return false;
}

FieldSet sharedFields(std::span<const rules::RulesetTraits *const> editions)
{
    FieldSet set;
    set.set();
    for (int f = 0; f < kFieldCount; ++f)
        for (const rules::RulesetTraits *t : editions)
            if (!hasField(*t, static_cast<Field>(f)))
                set.reset(static_cast<std::size_t>(f));
    return set;
}

} // namespace rf::sim
