// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/event.h"

#include "model/translatable.h"

#include <array>

namespace rf::game {

namespace {

constexpr std::array<std::string_view, kPhaseCount> kPhaseNames{
    "deal", "reveal", "robots-move", "board-elements", "lasers", "checkpoints", "end-of-turn", "upgrades"};

constexpr std::array<std::string_view, kEventKindCount> kEventNames{
    "deal", "reveal", "card", "express-belts", "belts", "currents", "pushers", "gears", "crushers",
    "lasers", "floor-damage", "checkpoints", "repairs", "cleanup", "shop", "purchase"};

// The rows are in the order of enum Code. The templates are the CLI's English, word for word.
constexpr std::array<CodeInfo, kCodeCount> kCodes{{
    {"moved", {"rdc", RF_TRANSLATABLE("TraceNotes", "%1 moves %2 to %3")}},
    {"rotated", {"rd", RF_TRANSLATABLE("TraceNotes", "%1 turns to face %2")}},
    {"blocked-by-wall", {"rcd", RF_TRANSLATABLE("TraceNotes", "%1 is stopped by a wall leaving %2 towards %3")}},
    {"blocked-by-ledge", {"rcd", RF_TRANSLATABLE("TraceNotes", "%1 is stopped by a ledge (from the lower level it acts as a wall) leaving %2 towards %3")}},
    {"pushed-by", {"rdco", RF_TRANSLATABLE("TraceNotes", "%1 is pushed %2 to %3 by %4 (keeps its facing)")}},
    {"push-blocked", {"ro", RF_TRANSLATABLE("TraceNotes", "%1 cannot push %2: the chain is blocked; the rest of the card is lost")}},
    {"no-card", {"r", RF_TRANSLATABLE("TraceNotes", "%1 plays nothing")}},
    {"powered-down", {"r", RF_TRANSLATABLE("TraceNotes", "%1 is powered down")}},
    {"fell-into-pit", {"rc", RF_TRANSLATABLE("TraceNotes", "%1 falls into the pit at %2")}},
    {"fell-into-drain", {"rc", RF_TRANSLATABLE("TraceNotes", "%1 falls into the drain at %2")}},
    {"fell-off-board", {"rc", RF_TRANSLATABLE("TraceNotes", "%1 leaves the board at %2")}},
    {"fell-through-trap-door", {"rc", RF_TRANSLATABLE("TraceNotes", "%1 falls through the open trap door at %2")}},
    {"crushed", {"rc", RF_TRANSLATABLE("TraceNotes", "%1 is crushed at %2")}},
    {"destroyed-by-damage", {"r", RF_TRANSLATABLE("TraceNotes", "%1 is destroyed by its 10th damage")}},
    {"ledge-drop", {"rc", RF_TRANSLATABLE("TraceNotes", "%1 drops from the upper level to %2 and takes 2 damage")}},
    {"ramp-slide-back", {"rd", RF_TRANSLATABLE("TraceNotes", "%1 stopped on a ramp it was climbing and rolls back %2")}},
    {"portal", {"rc", RF_TRANSLATABLE("TraceNotes", "%1 enters a portal and continues from its partner at %2")}},
    {"portal-occupied", {"rc", RF_TRANSLATABLE("TraceNotes", "%1 enters a portal whose partner at %2 is occupied: it does nothing")}},
    {"teleported", {"rvdc", RF_TRANSLATABLE("TraceNotes", "%1 teleports %2 squares %3 to %4")}},
    {"teleport-blocked", {"rc", RF_TRANSLATABLE("TraceNotes", "%1's teleporter arrival %2 is occupied or not flat: it moves normally")}},
    {"oil-slide", {"rcd", RF_TRANSLATABLE("TraceNotes", "%1 slides on the oil at %2 towards %3")}},
    {"oil-first-square-lost", {"r", RF_TRANSLATABLE("TraceNotes", "%1 starts on oil: the first square is lost")}},
    {"water-first-square-lost", {"r", RF_TRANSLATABLE("TraceNotes", "%1 starts in water: the first square is lost")}},
    {"repulsed", {"rovd", RF_TRANSLATABLE("TraceNotes", "%1 was pushed by %2 into a repulsor field and is pushed back %3 squares %4; %2 loses the rest of its card")},
     Variant::NoOtherRobot, {"rvd", RF_TRANSLATABLE("TraceNotes", "%1 runs into a repulsor field and is pushed back %2 squares %3; the rest of the card is lost")}},
    {"flamer-burn", {"rc", RF_TRANSLATABLE("TraceNotes", "%1 is burnt by the active flamer at %2 (1 damage)")}},
    {"carried-by-belt", {"rdc", RF_TRANSLATABLE("TraceNotes", "%1 is carried %2 to %3")}},
    {"turned-by-belt", {"rcd", RF_TRANSLATABLE("TraceNotes", "%1 is turned by the belt curve at %2 (now facing %3)")}},
    {"belt-conflict", {"roc", RF_TRANSLATABLE("TraceNotes", "%1 and %2 would both end on %3: neither moves")}},
    {"belt-swap", {"ro", RF_TRANSLATABLE("TraceNotes", "%1 and %2 would swap squares: neither moves")}},
    {"belt-blocked-by-robot", {"roc", RF_TRANSLATABLE("TraceNotes", "%1 stays on its belt: %2 holds %3 and is not leaving it")}},
    {"belt-into-wall", {"rc", RF_TRANSLATABLE("TraceNotes", "%1's belt runs into a wall at %2: it does not move")}},
    {"carried-by-current", {"rdc", RF_TRANSLATABLE("TraceNotes", "%1 is carried by the current %2 to %3")}},
    {"pusher-push", {"crd", RF_TRANSLATABLE("TraceNotes", "the pusher at %1 pushes %2 %3")}},
    {"pusher-inactive", {"c", RF_TRANSLATABLE("TraceNotes", "the pusher at %1 is not active in this register")}},
    {"gear-turn", {"rcd", RF_TRANSLATABLE("TraceNotes", "%1 is turned by the gear at %2 (now facing %3)")}},
    {"crusher-inactive", {"c", RF_TRANSLATABLE("TraceNotes", "the crusher at %1 is not active")}},
    {"laser-hit", {"rcn", RF_TRANSLATABLE_N("TraceNotes", "%1 is hit by a board laser at %2 (%n beam(s))")}},
    {"robot-laser-hit", {"rocv", RF_TRANSLATABLE("TraceNotes", "%1 is shot by %2 at %3 (%4 damage)")},
     Variant::ValueAtMostOne, {"roc", RF_TRANSLATABLE("TraceNotes", "%1 is shot by %2 at %3")}},
    {"acid", {"r", RF_TRANSLATABLE("TraceNotes", "%1 ends the register on acid: 1 damage")}},
    {"fire", {"r", RF_TRANSLATABLE("TraceNotes", "%1 ends the register on fire: 2 damage")}},
    {"radiation", {"r", RF_TRANSLATABLE("TraceNotes", "%1 ends register 5 on radiation: 1 damage")}},
    {"radioactive-waste", {"r", RF_TRANSLATABLE("TraceNotes", "%1 ends the register on radioactive waste: 1 damage")}},
    {"flamer-end-phase", {"r", RF_TRANSLATABLE("TraceNotes", "%1 ends the register on an active flamer: 1 damage")}},
    {"archive-moved", {"rc", RF_TRANSLATABLE("TraceNotes", "%1 touches %2: archive marker moved there")}},
    {"flag-taken", {"rv", RF_TRANSLATABLE("TraceNotes", "%1 takes flag %2")}},
    {"flag-out-of-order", {"rv", RF_TRANSLATABLE("TraceNotes", "%1 touches flag %2 out of order: it does not count")}},
    {"winner", {"r", RF_TRANSLATABLE("TraceNotes", "%1 has taken the last flag and WINS")}},
    {"repaired", {"rv", RF_TRANSLATABLE("TraceNotes", "%1 is repaired %2 damage")}},
    {"option-card-drawn", {"rp", RF_TRANSLATABLE("TraceNotes", "%1 draws the option card %2")}},
    {"register-locked", {"rvk", RF_TRANSLATABLE("TraceNotes", "%1's register %2 is locked and keeps %3")}},
    {"cards-dealt", {"rn", RF_TRANSLATABLE_N("TraceNotes", "%1 is dealt %n cards")}},
    {"random-program", {"rn", RF_TRANSLATABLE_N("TraceNotes", "%1 has no program: %n register(s) filled at random from its cards")}},
    {"random-locked-card", {"rvk", RF_TRANSLATABLE("TraceNotes", "%1's register %2 locked with no card to keep: gets %3 at random")}},
    {"randomized", {"rk", RF_TRANSLATABLE("TraceNotes", "%1 stands on a randomizer: its card becomes %2")}},
    {"trap-door-opens", {"rc", RF_TRANSLATABLE("TraceNotes", "the trap door under %1 at %2 opens")}},
    {"power-down-repair", {"rv", RF_TRANSLATABLE("TraceNotes", "%1 is powered down this turn: no cards, %2 damage repaired")}},
    {"power-down-announced", {"r", RF_TRANSLATABLE("TraceNotes", "%1 announces a power down for next turn")}},
    {"re-entered", {"rcdv", RF_TRANSLATABLE("TraceNotes", "%1 re-enters at %2 facing %3 with %4 damage")}},
    {"re-entry-moved", {"rc", RF_TRANSLATABLE("TraceNotes", "%1's archive is taken: it re-enters at %2 instead")}},
    {"eliminated", {"r", RF_TRANSLATABLE("TraceNotes", "%1 has no lives left: eliminated")}},
    {"became-real", {"r", RF_TRANSLATABLE("TraceNotes", "%1 ends the register alone on its square: no longer virtual")}},
    {"virtual-pass-through", {"ro", RF_TRANSLATABLE("TraceNotes", "%1 passes through %2 (virtual)")}},
    {"card-revealed", {"rk", RF_TRANSLATABLE("TraceNotes", "%1 reveals %2")}},
    {"rebooted", {"rcd", RF_TRANSLATABLE("TraceNotes", "%1 reboots on %2 facing %3: 2 SPAM cards, its remaining registers are cancelled")},
     Variant::ValueNotPositive, {"rcd", RF_TRANSLATABLE("TraceNotes", "%1 reboots on %2 facing %3 without SPAM (Firewall or the Reboot upgrade), its remaining registers are cancelled")}},
    {"reboot-pushed", {"rdco", RF_TRANSLATABLE("TraceNotes", "%1 is pushed %2 off the reboot point to %3 by %4 rebooting")}},
    {"damage-card-played", {"rk", RF_TRANSLATABLE("TraceNotes", "%1 plays a damage card: the top card of its deck, %2, is played instead")}},
    {"again-repeats", {"rvk", RF_TRANSLATABLE("TraceNotes", "%1 plays Again: register %2 is repeated with %3")}},
    {"power-up", {"rv", RF_TRANSLATABLE("TraceNotes", "%1 powers up: %2 energy")}},
    {"energy-taken", {"rcv", RF_TRANSLATABLE("TraceNotes", "%1 takes an energy cube at %2 (%3 energy)")}},
    {"deck-shuffled", {"rv", RF_TRANSLATABLE("TraceNotes", "%1 shuffles its discard pile into a new deck (%2 cards)")}},
    {"card-not-in-deck", {"rkv", RF_TRANSLATABLE("TraceNotes", "%1 does not own the programmed %2: register %3 stays empty")}},
    {"option-deck-shuffled", {"v", RF_TRANSLATABLE("TraceNotes", "the option discard pile is shuffled into a new option deck (%1 cards)")},
     Variant::ValueNotPositive, {"r", RF_TRANSLATABLE("TraceNotes", "the option deck and its discard pile are empty: %1 draws nothing")}},
    {"option-discarded", {"rp", RF_TRANSLATABLE("TraceNotes", "%1 discards %2 (used up)")}},
    {"option-lost", {"rp", RF_TRANSLATABLE("TraceNotes", "%1 is destroyed and loses %2")}},
    {"damage-cancelled", {"rp", RF_TRANSLATABLE("TraceNotes", "%1 discards %2 to cancel 1 damage")}},
    {"ablative-coat-absorbs", {"rv", RF_TRANSLATABLE("TraceNotes", "%1's Ablative Coat absorbs 1 damage (%2 left)")}},
    {"shield-cancels", {"rd", RF_TRANSLATABLE("TraceNotes", "%1's Power-Down Shield cancels 1 damage from the %2 side")}},
    {"decision-taken", {"ruo", RF_TRANSLATABLE("TraceNotes", "%1 decides: %2 at %3")},
     Variant::NoOtherRobot, {"ru", RF_TRANSLATABLE("TraceNotes", "%1 decides: %2")}},
    {"decision-void", {"ruw", RF_TRANSLATABLE("TraceNotes", "%1's decision (%2) is void: %3")}},
    {"abort-switch-swap", {"rvk", RF_TRANSLATABLE("TraceNotes", "%1's Abort Switch swaps register %2 for the top card: %3")}},
    {"braked", {"r", RF_TRANSLATABLE("TraceNotes", "%1 brakes: its move 1 moves 0 squares")}},
    {"circuit-breaker-trips", {"rv", RF_TRANSLATABLE("TraceNotes", "%1 has %2 damage: its Circuit Breaker powers it down next turn")}},
    {"conditional-swap", {"rkv", RF_TRANSLATABLE("TraceNotes", "%1's Conditional Program puts %2 in register %3")},
     Variant::ValueNotPositive, {"rk", RF_TRANSLATABLE("TraceNotes", "%1's Conditional Program card %2 is not used: discarded")}},
    {"crab-step", {"rd", RF_TRANSLATABLE("TraceNotes", "%1's Crab Legs step it %2 (facing unchanged)")}},
    {"dual-processor-move", {"rv", RF_TRANSLATABLE("TraceNotes", "%1's Dual Processor: it moves %2 square(s), then turns")}},
    {"fire-control-lock", {"orv", RF_TRANSLATABLE("TraceNotes", "%1's Fire Control locks %2's register %3")}},
    {"fire-control-destroy", {"orp", RF_TRANSLATABLE("TraceNotes", "%1's Fire Control destroys %2's %3")}},
    {"flywheel-card", {"rk", RF_TRANSLATABLE("TraceNotes", "%1 adds its Flywheel card %2 to its hand")}},
    {"fourth-gear", {"r", RF_TRANSLATABLE("TraceNotes", "%1 shifts into Fourth Gear: its move 3 moves 4 squares")}},
    {"gyroscope-holds", {"rd", RF_TRANSLATABLE("TraceNotes", "%1's Gyroscopic Stabilizer keeps it facing %2")}},
    {"high-power-through", {"rc", RF_TRANSLATABLE("TraceNotes", "%1's High-Power Laser passes the wall at %2")}},
    {"mechanical-arm-touch", {"rc", RF_TRANSLATABLE("TraceNotes", "%1's Mechanical Arm touches %2")}},
    {"mini-howitzer-hit", {"ro", RF_TRANSLATABLE("TraceNotes", "%1 is hit by %2's Mini Howitzer: 1 damage")}},
    {"weapon-moved", {"rdo", RF_TRANSLATABLE("TraceNotes", "%1 is moved %2 by %3's weapon")}},
    {"radio-control-takes", {"orv", RF_TRANSLATABLE("TraceNotes", "%1's Radio Control takes over %2 from register %3")}},
    {"radio-controlled-card", {"rRk", RF_TRANSLATABLE("TraceNotes", "%1 is radio-controlled: it plays %2's %3")}},
    {"ramming-damage", {"ro", RF_TRANSLATABLE("TraceNotes", "%1 is rammed by %2's Ramming Gear: 1 damage")}},
    {"rear-laser-hit", {"roc", RF_TRANSLATABLE("TraceNotes", "%1 is shot by %2's Rear-Firing Laser at %3")}},
    {"recompiled", {"rv", RF_TRANSLATABLE("TraceNotes", "%1 recompiles: a new hand of %2 cards, 1 damage")}},
    {"reverse-gear", {"r", RF_TRANSLATABLE("TraceNotes", "%1 uses Reverse Gear: its back up moves 2 squares")}},
    {"scrambled", {"rvk", RF_TRANSLATABLE("TraceNotes", "%1's register %2 is scrambled: it becomes %3")}},
    {"superior-archive", {"r", RF_TRANSLATABLE("TraceNotes", "%1's Superior Archive: it re-enters with no damage")}},
    {"chop-shop-scrap", {"rp", RF_TRANSLATABLE("TraceNotes", "%1 scraps %2 at the chop shop")}},
    {"chop-shop-reload", {"rv", RF_TRANSLATABLE("TraceNotes", "%1 reloads an option at the chop shop (%2 uses)")}},
    {"extra-memory-card", {"rv", RF_TRANSLATABLE("TraceNotes", "%1's Extra Memory: one card more (%2 cards)")}},
    {"pushers-meet", {"crd", RF_TRANSLATABLE("TraceNotes", "the pusher at %1 would push %2 %3 into another push of this substep: neither moves")}},
    {"registers-not-played", {"v", RF_TRANSLATABLE("TraceNotes", "the scenario ends the turn after register %1: the registers after it are not played")}},
    {"finished-place", {"rv", RF_TRANSLATABLE("TraceNotes", "%1 has taken the last flag too: place %2")}},
    {"pusher-held", {"crdo", RF_TRANSLATABLE("TraceNotes", "the pusher at %1 cannot push %2 %3: %4 is in front and does not leave its square")}},
    {"mechanical-arm-out-of-reach", {"rvc", RF_TRANSLATABLE("TraceNotes", "%1's Mechanical Arm cannot touch flag %2 at %3: a wall is in the way")}},
    {"shop-exchanged", {"n", RF_TRANSLATABLE_N("TraceNotes", "nothing was bought in the last upgrade phase: the %n card(s) of the shop are replaced")}},
    {"shop-refilled", {"n", RF_TRANSLATABLE_N("TraceNotes", "the shop is refilled with %n card(s)")}},
    {"upgrade-deck-shuffled", {"n", RF_TRANSLATABLE_N("TraceNotes", "the upgrade discard pile is shuffled into a new upgrade deck (%n card(s))")}},
    {"upgrade-bought", {"rgv", RF_TRANSLATABLE("TraceNotes", "%1 buys %2 for %3 energy")}},
    {"upgrade-replaced", {"rg", RF_TRANSLATABLE("TraceNotes", "%1 puts %2 on the upgrade discard pile to make room")}},
    {"recharged", {"rv", RF_TRANSLATABLE("TraceNotes", "%1 uses Recharge: 3 energy (now %2)")}},
    {"special-card-gained", {"rk", RF_TRANSLATABLE("TraceNotes", "%1 puts %2 into its discard pile")}},
    {"damage-card-taken", {"rk", RF_TRANSLATABLE("TraceNotes", "%1 takes a %2 card")}},
    {"damage-pile-empty", {"rk", RF_TRANSLATABLE("TraceNotes", "%1 must take a card from an empty pile and takes %2 instead")}},
    {"damage-piles-empty", {"r", RF_TRANSLATABLE("TraceNotes", "%1 would take a damage card, but every damage pile is empty")}},
    {"worm-played", {"r", RF_TRANSLATABLE("TraceNotes", "%1 plays a Worm: it reboots")}},
    {"trojan-played", {"r", RF_TRANSLATABLE("TraceNotes", "%1 plays a Trojan Horse: it takes 2 SPAM")}},
    {"virus-played", {"rn", RF_TRANSLATABLE_N("TraceNotes", "%1 plays a Virus: %n robot(s) nearby take a Virus")}},
    {"special-card-played", {"rk", RF_TRANSLATABLE("TraceNotes", "%1 plays %2")}},
    {"spam-filed", {"rv", RF_TRANSLATABLE("TraceNotes", "%1's Spam Folder returns a SPAM card from its discard pile (%2 returned)")}},
    {"spam-blocked", {"rn", RF_TRANSLATABLE_N("TraceNotes", "%1's Spam Blocker returns %n SPAM card(s) from its hand and draws replacements")}},
    {"upgrade-moves-first", {"rg", RF_TRANSLATABLE("TraceNotes", "%1 uses %2: it moves first in this register")}},
    {"rail-gun-hit", {"rocv", RF_TRANSLATABLE("TraceNotes", "%1 is shot by %2's Rail Gun at %3 (%4 SPAM)")}},
    {"upgrade-hand-drawn", {"rn", RF_TRANSLATABLE_N("TraceNotes", "%1 draws its hand: %n card(s)")}},
    {"boink-step", {"rd", RF_TRANSLATABLE("TraceNotes", "%1 uses Boink: one square %2 without turning")}},
    {"zoop-turn", {"rd", RF_TRANSLATABLE("TraceNotes", "%1 uses Zoop: it now faces %2")}},
    {"upgrade-braked", {"r", RF_TRANSLATABLE("TraceNotes", "%1 uses Brakes: its move 1 moves 0 squares")}},
    {"upgrade-crab-legs", {"rd", RF_TRANSLATABLE("TraceNotes", "%1 uses Crab Legs: it steps %2 on its way (facing unchanged)")}},
    {"upgrade-teleport", {"rvdc", RF_TRANSLATABLE("TraceNotes", "%1 uses Teleporter for 1 energy: %2 squares %3 to %4, ignoring what lies between")}},
    {"teleport-swap", {"ro", RF_TRANSLATABLE("TraceNotes", "%1 and %2 swap squares")}},
    {"hover-over-pit", {"rc", RF_TRANSLATABLE("TraceNotes", "%1 hovers over the pit at %2")}},
    {"hacked", {"rk", RF_TRANSLATABLE("TraceNotes", "%1 uses Hack: it plays %2 once more")}},
    {"reboot-used", {"r", RF_TRANSLATABLE("TraceNotes", "%1 uses Reboot: it reboots without SPAM and its card does not act")}},
    {"refreshed", {"rk", RF_TRANSLATABLE("TraceNotes", "%1 uses Refresh: its card becomes %2")}},
    {"side-arms-push", {"rod", RF_TRANSLATABLE("TraceNotes", "%1 pushes %2 %3 with Side Arms")}},
    {"cache-memory", {"rn", RF_TRANSLATABLE_N("TraceNotes", "%1 keeps %n card(s) on top of its draw pile (Cache Memory)")}},
    {"memory-swapped", {"r", RF_TRANSLATABLE("TraceNotes", "%1 uses Memory Swap: it draws 3 cards and puts 3 back on its draw pile")}},
    {"defragged", {"rk", RF_TRANSLATABLE("TraceNotes", "%1 uses Defrag Gizmo: %2 goes back to its pile and a card is drawn")}},
    {"push-damage", {"rok", RF_TRANSLATABLE("TraceNotes", "%1 is pushed by %2 and takes a %3 card")}},
    {"chassis-swap", {"rog", RF_TRANSLATABLE("TraceNotes", "%1 gives Modular Chassis to %2 and takes %3")}},
    {"upgrade-scrambled", {"rvk", RF_TRANSLATABLE("TraceNotes", "%1's register %2 is scrambled: it becomes %3")}},
    {"deflector-shield", {"rv", RF_TRANSLATABLE("TraceNotes", "%1 raises Deflector Shield for 1 energy (%2 left): robot lasers do not hit it in this register")}},
    {"deflected", {"ro", RF_TRANSLATABLE("TraceNotes", "%1's Deflector Shield stops the shot of %2")}},
    {"hit-damage-card", {"rok", RF_TRANSLATABLE("TraceNotes", "%1 is shot by %2 and takes a %3 card")}},
    {"howitzer-hit", {"ro", RF_TRANSLATABLE("TraceNotes", "%1 is hit by %2's Mini Howitzer for 1 energy: 2 more SPAM, and it is pushed away")}},
    {"flywheel-card-laid", {"rk", RF_TRANSLATABLE("TraceNotes", "%1 lays %2 on its Flywheel for the next turn")}},
    {"conditional-card-laid", {"rk", RF_TRANSLATABLE("TraceNotes", "%1 lays %2 on its Conditional Program")}},
    {"token-passed", {"r", RF_TRANSLATABLE("TraceNotes", "the priority token passes to %1")}},
    {"token-taken", {"r", RF_TRANSLATABLE("TraceNotes", "%1 takes the priority token from the next register on; it stays with %1 at the end of this round")}},
    {"damage-drawn", {"rk", RF_TRANSLATABLE("TraceNotes", "%1 draws %2 from the damage deck")}},
    {"haywire-face-down", {"rkv", RF_TRANSLATABLE("TraceNotes", "%1 puts %2 face down under register %3 for the next round")}},
    {"haywire-discarded", {"rkv", RF_TRANSLATABLE("TraceNotes", "%1 draws %2, but register %3 already holds a Haywire: it goes to the damage discard pile")}},
    {"damage-deck-shuffled", {"v", RF_TRANSLATABLE("TraceNotes", "the damage discard pile is shuffled into a new damage deck (%1 cards)")}},
    {"damage-deck-empty", {"r", RF_TRANSLATABLE("TraceNotes", "the damage deck and its discard pile are empty: %1 takes no more damage in this register")}},
    {"haywire-played", {"rk", RF_TRANSLATABLE("TraceNotes", "%1 plays %2")}},
    {"reboot-off-board", {"rcv", RF_TRANSLATABLE("TraceNotes", "%1 reboots: it leaves the board at %2, its registers are cancelled and it draws %3 damage cards")}},
    {"re-entered-on-token", {"rcd", RF_TRANSLATABLE("TraceNotes", "%1 re-enters on the reboot token at %2 facing %3")}},
    {"shut-down", {"r", RF_TRANSLATABLE("TraceNotes", "%1 shuts down for this round: its registers are emptied and its damage cards go to the damage discard pile")}},
    {"damage-kept", {"rn", RF_TRANSLATABLE_N("TraceNotes", "%1 keeps %n damage card(s) in its hand for the next round")}},
    {"again-first-register", {"rk", RF_TRANSLATABLE("TraceNotes", "%1 plays Again in register 1: the top card of its deck, %2, is played instead")}},
    {"haywire-energy-paid", {"rv", RF_TRANSLATABLE("TraceNotes", "%1 pays %2 energy to its Haywire and moves 2 squares forward per energy paid")}},
    {"card-removed-from-game", {"rk", RF_TRANSLATABLE("TraceNotes", "%1 removes %2 of its discard pile from the game")}},
    {"haywire-wall-damage", {"r", RF_TRANSLATABLE("TraceNotes", "%1 runs into a wall during its Haywire's move and draws a damage card")}},
    {"haywire-card-turned-up", {"rk", RF_TRANSLATABLE("TraceNotes", "%1 turns up %2 from its draw pile and plays it as this register's card")}},
    {"laser-boosted", {"r", RF_TRANSLATABLE("TraceNotes", "%1's laser deals 1 more damage to each robot it hits in this register")}},
    {"battery-charged", {"rcv", RF_TRANSLATABLE("TraceNotes", "%1 gains 1 energy on the battery at %2 (%3 energy)")}},
    {"upgrade-drawn", {"rgv", RF_TRANSLATABLE("TraceNotes", "%1 pays 1 energy and draws %2 into its collection (%3 energy left)")}},
    {"upgrade-installed", {"rgv", RF_TRANSLATABLE("TraceNotes", "%1 installs %2 from its collection for %3 energy")}},
    {"upgrade-uninstalled", {"rg", RF_TRANSLATABLE("TraceNotes", "%1 uninstalls %2: it goes to the upgrade discard pile")}},
    {"howitzer-fired", {"ro", RF_TRANSLATABLE("TraceNotes", "%1 is hit by %2's Mini Howitzer instead of its laser: 2 damage cards, then a push")}},
    {"displaced-to-token", {"rco", RF_TRANSLATABLE("TraceNotes", "%1 is moved to the reboot token at %2 by %3's Displacing Blast")}},
    {"shield-raised", {"rv", RF_TRANSLATABLE("TraceNotes", "%1 pays 1 energy for its Deflector Shield (%2 left): no laser or weapon damage reaches it in this register")}},
    {"damage-deflected", {"rn", RF_TRANSLATABLE_N("TraceNotes", "%1's Deflector Shield stops %n damage card(s)")}},
    {"laser-kata", {"r", RF_TRANSLATABLE("TraceNotes", "%1 made a U-turn in this register: with Laser Kata its laser fires in all four directions")}},
    {"rail-gun-shot", {"rocv", RF_TRANSLATABLE("TraceNotes", "%1 is shot by %2's Rail Gun at %3 (%4 damage)")}},
    {"again-after-damage", {"rk", RF_TRANSLATABLE("TraceNotes", "%1 plays Again after a damage card: the top card of its deck, %2, is played instead")}},
    {"re-entered-on-archive", {"rcd", RF_TRANSLATABLE("TraceNotes", "%1 re-enters from its archive, at %2 facing %3")}},
    {"spiky-damage", {"ro", RF_TRANSLATABLE("TraceNotes", "%1 runs into %2's spikes: 1 damage")}},
    {"piercing-drill", {"ro", RF_TRANSLATABLE("TraceNotes", "%1 is pierced by %2's Piercing Drill: 1 damage")}},
    {"lucky-booster", {"rk", RF_TRANSLATABLE("TraceNotes", "%1's Lucky Booster turns up %2 in the damage deck")}},
    {"chaos-theory", {"rv", RF_TRANSLATABLE("TraceNotes", "%1 reveals a SPAM: with Chaos Theory it gains 1 energy (%2 energy)")}},
    {"top-card-face-up", {"rk", RF_TRANSLATABLE("TraceNotes", "%1's Spam Filter turns the top card of its draw pile face up: %2")}},
    {"memory-cards-laid", {"rn", RF_TRANSLATABLE_N("TraceNotes", "%1 puts %n card(s) of its hand on Memory Cards")}},
    {"memory-cards-taken", {"rn", RF_TRANSLATABLE_N("TraceNotes", "%1 takes %n card(s) from Memory Cards into its hand")}},
    {"self-diagnostics", {"rk", RF_TRANSLATABLE("TraceNotes", "%1's Self-Diagnostics removes %2 from the game")}},
    {"token-given", {"ro", RF_TRANSLATABLE("TraceNotes", "%1 uses Re-Initialize: %2 takes the priority token (from the next register, or from register 1 before the registers)")}},
    {"haywires-rewired", {"rn", RF_TRANSLATABLE_N("TraceNotes", "%1 uses Rewire: %n face-down Haywire(s) go to its hand, to be programmed this round")}},
    {"calibrated", {"rn", RF_TRANSLATABLE_N("TraceNotes", "%1 uses Calibration Protocol: %n damage card(s) of its hand go to the damage discard pile, and it draws as many")}},
    {"haywire-programmed", {"rkv", RF_TRANSLATABLE("TraceNotes", "%1 must program %2, taken by Rewire: it goes into register %3")}},
}};

struct VoidInfo {
    std::string_view name;
    std::string_view wording;
};
constexpr std::array<VoidInfo, kVoidReasonCount> kVoids{{
    {"not-held", RF_TRANSLATABLE("TraceNotes", "the robot does not hold that option")},
    {"not-now", RF_TRANSLATABLE("TraceNotes", "the option does not act now or with this card")},
    {"no-target", RF_TRANSLATABLE("TraceNotes", "the target is not the robot the laser hits")},
    {"too-close", RF_TRANSLATABLE("TraceNotes", "the target is on a neighbouring square")},
    {"last-register", RF_TRANSLATABLE("TraceNotes", "not in register 5")},
    {"locked", RF_TRANSLATABLE("TraceNotes", "the register is locked")},
    {"powered-down", RF_TRANSLATABLE("TraceNotes", "powered down")},
    {"not-on-site", RF_TRANSLATABLE("TraceNotes", "not on a square that allows it")},
    {"already-used", RF_TRANSLATABLE("TraceNotes", "already used")},
    {"no-options", RF_TRANSLATABLE("TraceNotes", "nothing to use it on")},
    {"not-in-shop", RF_TRANSLATABLE("TraceNotes", "the card is not in the shop")},
    {"no-energy", RF_TRANSLATABLE("TraceNotes", "not enough energy")},
    {"no-damage", RF_TRANSLATABLE("TraceNotes", "no damage point that it could cancel came in this register")},
    {"never-arose", RF_TRANSLATABLE("TraceNotes", "its moment never came in this register")},
    {"slots-full", RF_TRANSLATABLE("TraceNotes", "3 upgrades of that kind are installed already")},
    {"deck-empty", RF_TRANSLATABLE("TraceNotes", "the upgrade deck and its discard pile are empty")},
}};

constexpr std::array<std::string_view, 9> kCauseNames{"none", "damage", "pit", "drain", "off-board", "trap-door", "crusher", "worm", "reboot"};

} // namespace

std::string_view phaseName(Phase p) { return kPhaseNames[static_cast<std::size_t>(p)]; }
std::string_view eventKindName(EventKind k) { return kEventNames[static_cast<std::size_t>(k)]; }
const CodeInfo &codeInfo(Code c) { return kCodes[static_cast<std::size_t>(c)]; }
std::string_view codeName(Code c) { return codeInfo(c).name; }

const Wording &noteWording(const Note &n)
{
    const CodeInfo &info = codeInfo(n.code);
    bool second = false;
    switch (info.variant) {
    case Variant::None: break;
    case Variant::NoOtherRobot: second = n.other < 0; break;
    case Variant::ValueAtMostOne: second = n.value <= 1; break;
    case Variant::ValueNotPositive: second = n.value <= 0; break;
    }
    return second ? info.otherwise : info.wording;
}
std::string_view destroyCauseName(DestroyCause c) { return kCauseNames[static_cast<std::size_t>(c)]; }

std::string_view voidReasonName(VoidReason r) { return kVoids[static_cast<std::size_t>(r)].name; }
std::string_view voidReasonWording(VoidReason r) { return kVoids[static_cast<std::size_t>(r)].wording; }

} // namespace rf::game
