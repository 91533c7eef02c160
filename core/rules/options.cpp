// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/options.h"

#include "model/translatable.h"
#include "rules/ruleset.h"

#include <array>

namespace rf::rules {

namespace {

// What an option is about, for OptionInfo::appliesTo.
constexpr bool powerDowns(const RulesetTraits &t)
{
    return t.powerDown;
}
constexpr bool optionCards(const RulesetTraits &t)
{
    return t.optionCards;
}
// Damage as points, which are repaired (SPAM cards are not).
constexpr bool damagePoints(const RulesetTraits &t)
{
    return !t.deckPerRobot;
}
constexpr bool upgradeCards(const RulesetTraits &t)
{
    return t.upgrades;
}
// The 2023 edition (RULES.md 10.18): the priority token is its mark.
constexpr bool edition2023(const RulesetTraits &t)
{
    return t.priorityToken;
}

// One row per line: tests/wording reads each template on the line of its RF_TRANSLATABLE.
// clang-format off
constexpr std::array<OptionInfo, 31> kOptions{{
    {"belt-transfer", true, RF_TRANSLATABLE("RuleOptions", "An express robot carried onto a normal belt moves again in substep 2.")},
    {"powered-down-lock", false, RF_TRANSLATABLE("RuleOptions", "A register that locks while powered down keeps the last program instead of a random card."), false, powerDowns},
    {"repair-2005", false, RF_TRANSLATABLE("RuleOptions", "A double-wrench site repairs 1 damage and gives an option card."), false, optionCards},
    {"flag-repairs", true, RF_TRANSLATABLE("RuleOptions", "Flags repair 1 damage at the end of the turn."), false, damagePoints},
    {"virtual-start", false, RF_TRANSLATABLE("RuleOptions", "Robots sharing a square are virtual until they end a register alone.")},
    {"powered-down-fires", false, RF_TRANSLATABLE("RuleOptions", "Powered-down robots fire their lasers."), false, powerDowns},
    {"fire-control-printed", false, RF_TRANSLATABLE("RuleOptions", "Fire Control locks the register without damage, as printed on the 2005 card."), false, optionCards},
    {"superior-archive-1994", false, RF_TRANSLATABLE("RuleOptions", "Superior Archive also acts when it was the option lost at that destruction."), false, optionCards},
    {"ramming-per-square", false, RF_TRANSLATABLE("RuleOptions", "Ramming Gear deals 1 damage for every square it pushes a robot.")},
    {"rear-laser-mods", false, RF_TRANSLATABLE("RuleOptions", "Main-laser mods act on the Rear-Firing Laser too."), false, optionCards},
    {"shop-exchange-to-deck", false, RF_TRANSLATABLE("RuleOptions", "When nothing was bought, the old shop cards are shuffled back into the upgrade deck."), true, upgradeCards},
    {"temporary-to-discard", false, RF_TRANSLATABLE("RuleOptions", "A used temporary upgrade goes to the upgrade discard pile instead of leaving the game."), true, upgradeCards},
    {"mods-main-laser-only", false, RF_TRANSLATABLE("RuleOptions", "Upgrades that change a hit act on the main laser only, not on the Rear Laser."), true, upgradeCards},
    {"ramming-direct-only", false, RF_TRANSLATABLE("RuleOptions", "Push effects act only on the robot the mover touches directly, not on the rest of the chain."), true, upgradeCards},
    {"needler-needs-spam", false, RF_TRANSLATABLE("RuleOptions", "Trojan Needler and Blue Screen of Death act on a push only in place of a SPAM the push deals."), true, upgradeCards},
    {"scrambler-register-5", false, RF_TRANSLATABLE("RuleOptions", "Scrambler acts on a hit in registers 1 to 4, also when the target's next register is register 5."), true, upgradeCards},
    {"crab-legs-sidestep", false, RF_TRANSLATABLE("RuleOptions", "Crab Legs moves one square sideways only, as on the 2005 card."), true, upgradeCards},
    {"virus-radius-square", false, RF_TRANSLATABLE("RuleOptions", "A Virus reaches robots within 6 squares on both axes (a 13 x 13 square)."), true, upgradeCards},
    {"damage-when-programmed", false, RF_TRANSLATABLE("RuleOptions", "Trojan Horse, Worm and Virus act at the end of the programming phase."), true, upgradeCards},
    {"damage-no-replacement", false, RF_TRANSLATABLE("RuleOptions", "After a Trojan Horse or a Virus the robot plays nothing else in that register."), true, upgradeCards},
    {"checkpoint-elements-active", false, RF_TRANSLATABLE("RuleOptions", "The belts, gears, push panels and batteries under a checkpoint act; the checkpoint stays put."), false, edition2023, true},
    {"reboot-keeps-cards", false, RF_TRANSLATABLE("RuleOptions", "A rebooting robot's register cards stay until the end of the round, and its hand keeps its cards."), false, edition2023, true},
    {"shutdown-no-fire", false, RF_TRANSLATABLE("RuleOptions", "A shut-down robot fires no laser or weapon."), false, edition2023, true},
    {"shutdown-clears-draw-pile", false, RF_TRANSLATABLE("RuleOptions", "Shutting down also clears the damage cards of the draw pile."), false, edition2023, true},
    {"again-after-damage-draws", false, RF_TRANSLATABLE("RuleOptions", "After a SPAM or a Haywire in the register before, Again plays the top card of the draw pile."), false, edition2023, true},
    {"chassis-permanent-only", false, RF_TRANSLATABLE("RuleOptions", "Modular Chassis may take only a permanent upgrade from the robot it pushed."), false, edition2023, true},
    {"lighter-game", false, RF_TRANSLATABLE("RuleOptions", "A Lighter Game: no upgrades, no upgrade phase and no energy; batteries and Power Up do nothing."), false, edition2023, true},
    {"less-deadly-game", false, RF_TRANSLATABLE("RuleOptions", "A Less Deadly Game: the board edges stop robots as walls do."), false, edition2023, true},
    {"less-spammy-game", false, RF_TRANSLATABLE("RuleOptions", "A Less SPAM-y Game: SPAM left in hand at the end of programming goes to the discard pile."), false, edition2023, true},
    {"dynamic-archiving", false, RF_TRANSLATABLE("RuleOptions", "Dynamic Archiving: no reboot tokens; a robot ending a register on a checkpoint or a battery archives there and re-enters on its archive."), false, edition2023, true},
    {"more-deadly-game", false, RF_TRANSLATABLE("RuleOptions", "A More Deadly Game: a reboot draws 3 damage cards."), false, edition2023, true},
}};
// clang-format on

bool *flagOf(RuleOptions &o, std::string_view name)
{
    if (name == "belt-transfer")
        return &o.beltTransfer;
    if (name == "powered-down-lock")
        return &o.poweredDownLock;
    if (name == "repair-2005")
        return &o.repair2005;
    if (name == "flag-repairs")
        return &o.flagRepairs;
    if (name == "virtual-start")
        return &o.virtualStart;
    if (name == "powered-down-fires")
        return &o.poweredDownFires;
    if (name == "fire-control-printed")
        return &o.fireControlPrinted;
    if (name == "superior-archive-1994")
        return &o.superiorArchive1994;
    if (name == "ramming-per-square")
        return &o.rammingPerSquare;
    if (name == "rear-laser-mods")
        return &o.rearLaserMods;
    if (name == "shop-exchange-to-deck")
        return &o.shopExchangeToDeck;
    if (name == "temporary-to-discard")
        return &o.temporaryToDiscard;
    if (name == "mods-main-laser-only")
        return &o.modsMainLaserOnly;
    if (name == "ramming-direct-only")
        return &o.rammingDirectOnly;
    if (name == "needler-needs-spam")
        return &o.needlerNeedsSpam;
    if (name == "scrambler-register-5")
        return &o.scramblerRegister5;
    if (name == "crab-legs-sidestep")
        return &o.crabLegsSidestep;
    if (name == "virus-radius-square")
        return &o.virusRadiusSquare;
    if (name == "damage-when-programmed")
        return &o.damageWhenProgrammed;
    if (name == "damage-no-replacement")
        return &o.damageNoReplacement;
    if (name == "checkpoint-elements-active")
        return &o.checkpointElementsActive;
    if (name == "reboot-keeps-cards")
        return &o.rebootKeepsCards;
    if (name == "again-after-damage-draws")
        return &o.againAfterDamageDraws;
    if (name == "lighter-game")
        return &o.lighterGame;
    if (name == "less-deadly-game")
        return &o.lessDeadlyGame;
    if (name == "dynamic-archiving")
        return &o.dynamicArchiving;
    if (name == "shutdown-no-fire")
        return &o.shutdownNoFire;
    if (name == "shutdown-clears-draw-pile")
        return &o.shutdownClearsDrawPile;
    if (name == "less-spammy-game")
        return &o.lessSpammyGame;
    if (name == "more-deadly-game")
        return &o.moreDeadlyGame;
    if (name == "chassis-permanent-only")
        return &o.chassisPermanentOnly;
    return nullptr;
}

} // namespace

std::span<const OptionInfo> optionTable() { return kOptions; }

bool optionApplies(const OptionInfo &option, const RulesetTraits &traits)
{
    // The 2023 edition has only its own options (RULES.md 10.1, 10.18).
    if (option.edition2023 || edition2023(traits))
        return option.edition2023 && edition2023(traits);
    return !option.appliesTo || option.appliesTo(traits);
}

OptionsResult resolveOptions(const std::map<std::string, bool> &named)
{
    OptionsResult r;
    for (const auto &[name, value] : named) {
        bool *flag = flagOf(r.options, name);
        if (!flag) {
            r.unknown = name;
            return r;
        }
        *flag = value;
    }
    return r;
}

OptionsResult resolveOptions(const std::map<std::string, bool> &named, const RulesetTraits &traits)
{
    OptionsResult r = resolveOptions(named);
    if (r.unknown)
        return r;
    // An option that cannot change a game of the edition is left at its default: the 2023
    // edition plays only its own (RULES.md 10.1).
    const RuleOptions defaults;
    RuleOptions copy = defaults;
    for (const OptionInfo &info : kOptions)
        if (!optionApplies(info, traits))
            *flagOf(r.options, info.name) = *flagOf(copy, info.name);
    return r;
}

std::vector<std::pair<std::string, bool>> optionValues(const RuleOptions &o, const RulesetTraits &traits, bool upgrades)
{
    std::vector<std::pair<std::string, bool>> out;
    RuleOptions copy = o;
    for (const OptionInfo &info : kOptions)
        if ((upgrades || !info.upgrades) && optionApplies(info, traits))
            out.emplace_back(std::string(info.name), *flagOf(copy, info.name));
    return out;
}

} // namespace rf::rules
