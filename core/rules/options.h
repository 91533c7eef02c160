// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rf::rules {

// The named rule options of RULES.md 7, resolved to flags for the engine.
struct RuleOptions {
    bool beltTransfer = true;       // belt-transfer: express robot carried onto a normal belt moves again
    bool poweredDownLock = false;   // powered-down-lock: locked registers keep the last program (off: random card)
    bool repair2005 = false;        // repair-2005: double wrench = 1 repair and an option
    bool flagRepairs = true;        // flag-repairs: flags repair 1 at the end of the turn
    bool virtualStart = false;      // virtual-start: robots sharing a start square are virtual
    bool poweredDownFires = false;  // powered-down-fires: powered-down robots fire
    // Readings of option cards (RULES.md 7, 8).
    bool fireControlPrinted = false;  // fire-control-printed: the lock deals no damage
    bool superiorArchive1994 = false; // superior-archive-1994: acts when it was the option lost
    bool rammingPerSquare = false;    // ramming-per-square: 1 damage per square pushed
    bool rearLaserMods = false;       // rear-laser-mods: main-laser mods act on the rear laser
    // Readings of the 2016 upgrades (RULES.md 9.8).
    bool shopExchangeToDeck = false;      // shop-exchange-to-deck
    bool temporaryToDiscard = false;      // temporary-to-discard
    bool modsMainLaserOnly = false;       // mods-main-laser-only
    bool rammingDirectOnly = false;       // ramming-direct-only
    bool needlerNeedsSpam = false;        // needler-needs-spam
    bool scramblerRegister5 = false;      // scrambler-register-5
    bool crabLegsSidestep = false;        // crab-legs-sidestep
    bool virusRadiusSquare = false;       // virus-radius-square
    bool damageWhenProgrammed = false;    // damage-when-programmed
    bool damageNoReplacement = false;     // damage-no-replacement
    // Options of the 2023 edition (RULES.md 10.17, 10.18).
    bool checkpointElementsActive = false; // checkpoint-elements-active
    bool rebootKeepsCards = false;         // reboot-keeps-cards
    bool shutdownNoFire = false;           // shutdown-no-fire
    bool shutdownClearsDrawPile = false;   // shutdown-clears-draw-pile
    bool againAfterDamageDraws = false;    // again-after-damage-draws
    bool chassisPermanentOnly = false;     // chassis-permanent-only
    bool lighterGame = false;              // lighter-game
    bool lessDeadlyGame = false;           // less-deadly-game
    bool lessSpammyGame = false;           // less-spammy-game
    bool dynamicArchiving = false;         // dynamic-archiving
    bool moreDeadlyGame = false;           // more-deadly-game
    friend bool operator==(const RuleOptions &, const RuleOptions &) = default;
};

struct RulesetTraits;

// A rule option of RULES.md 7: the name files use, its default and what it does, an English
// sentence the editor translates in context "RuleOptions".
struct OptionInfo {
    std::string_view name;
    bool defaultValue;
    std::string_view description;
    bool upgrades = false; // an option of the 2016 upgrades (RULES.md 9.8)
    // The editions whose games it can change, asked of their traits (what the option is about:
    // power downs, option cards, damage points, upgrades); nullptr: every edition.
    bool (*appliesTo)(const RulesetTraits &) = nullptr;
    bool edition2023 = false; // an option of the 2023 edition (RULES.md 10.18): no other edition reads it
};
std::span<const OptionInfo> optionTable();
// Whether `option` can change a game of an edition with `traits` (the editor lists only those).
bool optionApplies(const OptionInfo &option, const RulesetTraits &traits);

// Builds the flags from names and values; returns the first unknown name as an error.
struct OptionsResult {
    RuleOptions options{};
    std::optional<std::string> unknown{};
};
OptionsResult resolveOptions(const std::map<std::string, bool> &named);
// The same for a game of an edition with `traits`: the options that cannot change it keep their
// defaults.
OptionsResult resolveOptions(const std::map<std::string, bool> &named, const RulesetTraits &traits);
// Every option that can change a game of an edition with `traits`, with its value in effect, in
// table order (recorded in the trace header); the options of the 2016 upgrades only with
// `upgrades` (a game with upgrades), so that the traces of other games stay as they were.
std::vector<std::pair<std::string, bool>> optionValues(const RuleOptions &o, const RulesetTraits &traits, bool upgrades = false);

} // namespace rf::rules
