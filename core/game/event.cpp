// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/event.h"

#include <array>

namespace rf::game {

namespace {

constexpr std::array<std::string_view, kPhaseCount> kPhaseNames{
    "deal", "reveal", "robots-move", "board-elements", "lasers", "checkpoints", "end-of-turn"};

constexpr std::array<std::string_view, kEventKindCount> kEventNames{
    "deal", "reveal", "card", "express-belts", "belts", "currents", "pushers", "gears", "crushers",
    "lasers", "floor-damage", "checkpoints", "repairs", "cleanup"};

struct CodeInfo {
    std::string_view name;
    std::string_view anchor;
};

constexpr std::array<CodeInfo, kCodeCount> kCodes{{
    {"moved", "rule-movement"},
    {"rotated", "rule-rotation"},
    {"blocked-by-wall", "rule-walls"},
    {"blocked-by-ledge", "rule-ledges"},
    {"pushed-by", "rule-pushing"},
    {"push-blocked", "rule-pushing"},
    {"no-card", "rule-program"},
    {"powered-down", "rule-power-down"},
    {"fell-into-pit", "rule-pits"},
    {"fell-into-drain", "rule-pits"},
    {"fell-off-board", "rule-board-edge"},
    {"fell-through-trap-door", "rule-trap-doors"},
    {"crushed", "rule-crushers"},
    {"destroyed-by-damage", "rule-destruction"},
    {"ledge-drop", "rule-ledges"},
    {"ramp-slide-back", "rule-ramps"},
    {"portal", "rule-portals"},
    {"portal-occupied", "rule-portals"},
    {"teleported", "rule-teleporters"},
    {"teleport-blocked", "rule-teleporters"},
    {"oil-slide", "rule-oil"},
    {"oil-first-square-lost", "rule-oil"},
    {"water-first-square-lost", "rule-water"},
    {"repulsed", "rule-repulsors"},
    {"flamer-burn", "rule-flamers"},
    {"carried-by-belt", "rule-belts"},
    {"turned-by-belt", "rule-rotating-belts"},
    {"belt-conflict", "rule-belt-conflicts"},
    {"belt-swap", "rule-belt-conflicts"},
    {"belt-blocked-by-robot", "rule-belt-conflicts"},
    {"belt-into-wall", "rule-belts"},
    {"carried-by-current", "rule-currents"},
    {"pusher-push", "rule-pushers"},
    {"pusher-inactive", "rule-pushers"},
    {"gear-turn", "rule-gears"},
    {"crusher-inactive", "rule-crushers"},
    {"laser-hit", "rule-board-lasers"},
    {"robot-laser-hit", "rule-robot-lasers"},
    {"acid", "rule-acid-fire"},
    {"fire", "rule-acid-fire"},
    {"radiation", "rule-radiation"},
    {"radioactive-waste", "rule-radioactive-waste"},
    {"flamer-end-phase", "rule-flamers"},
    {"archive-moved", "rule-archive"},
    {"flag-taken", "rule-checkpoints"},
    {"flag-out-of-order", "rule-checkpoints"},
    {"winner", "rule-winning"},
    {"repaired", "rule-repairs"},
    {"option-card-drawn", "rule-option-cards"},
    {"register-locked", "rule-locked-registers"},
    {"cards-dealt", "rule-deal"},
    {"random-program", "rule-program"},
    {"random-locked-card", "rule-option-powered-down-lock"},
    {"randomized", "rule-randomizers"},
    {"trap-door-opens", "rule-trap-doors"},
    {"power-down-repair", "rule-power-down"},
    {"power-down-announced", "rule-power-down"},
    {"re-entered", "rule-re-entry"},
    {"re-entry-moved", "rule-re-entry"},
    {"eliminated", "rule-lives"},
    {"became-real", "rule-option-virtual-start"},
    {"virtual-pass-through", "rule-option-virtual-start"},
    {"card-revealed", "rule-reveal"},
    {"rebooted", "rule-renegade-reboot"},
    {"reboot-pushed", "rule-renegade-reboot"},
    {"damage-card-played", "rule-renegade-damage"},
    {"again-repeats", "rule-renegade-again"},
    {"power-up", "rule-renegade-energy"},
    {"energy-taken", "rule-renegade-energy"},
    {"deck-shuffled", "rule-renegade-deck"},
    {"card-not-in-deck", "rule-renegade-deck"},
    {"option-deck-shuffled", "rule-option-deck"},
    {"option-discarded", "rule-option-deck"},
    {"option-lost", "rule-option-destruction"},
    {"damage-cancelled", "rule-option-discard-damage"},
    {"ablative-coat-absorbs", "rule-option-ablative-coat"},
    {"shield-cancels", "rule-option-power-down-shield"},
    {"decision-taken", "rule-option-decisions"},
    {"decision-void", "rule-option-decisions"},
    {"abort-switch-swap", "rule-option-abort-switch"},
    {"braked", "rule-option-brakes"},
    {"circuit-breaker-trips", "rule-option-circuit-breaker"},
    {"conditional-swap", "rule-option-conditional-program"},
    {"crab-step", "rule-option-crab-legs"},
    {"dual-processor-move", "rule-option-dual-processor"},
    {"fire-control-lock", "rule-option-fire-control"},
    {"fire-control-destroy", "rule-option-fire-control"},
    {"flywheel-card", "rule-option-flywheel"},
    {"fourth-gear", "rule-option-fourth-gear"},
    {"gyroscope-holds", "rule-option-gyroscopic-stabilizer"},
    {"high-power-through", "rule-option-high-power-laser"},
    {"mechanical-arm-touch", "rule-option-mechanical-arm"},
    {"mini-howitzer-hit", "rule-option-mini-howitzer"},
    {"weapon-moved", "rule-option-weapons"},
    {"radio-control-takes", "rule-option-radio-control"},
    {"radio-controlled-card", "rule-option-radio-control"},
    {"ramming-damage", "rule-option-ramming-gear"},
    {"rear-laser-hit", "rule-option-rear-firing-laser"},
    {"recompiled", "rule-option-recompile"},
    {"reverse-gear", "rule-option-reverse-gear"},
    {"scrambled", "rule-option-scrambler"},
    {"superior-archive", "rule-option-superior-archive"},
    {"chop-shop-scrap", "rule-option-chop-shop"},
    {"chop-shop-reload", "rule-option-chop-shop"},
    {"extra-memory-card", "rule-option-extra-memory"},
    {"pushers-meet", "rule-pushers"},
    {"registers-not-played", "rule-play-length"},
    {"finished-place", "rule-winning"},
}};

constexpr std::array<std::string_view, 10> kVoidNames{"not-held",   "not-now",      "no-target",    "too-close",    "last-register",
                                                      "locked",     "powered-down", "not-on-site",  "already-used", "no-options"};

constexpr std::array<std::string_view, 7> kCauseNames{"none", "damage", "pit", "drain", "off-board", "trap-door", "crusher"};

} // namespace

std::string_view phaseName(Phase p) { return kPhaseNames[static_cast<std::size_t>(p)]; }
std::string_view eventKindName(EventKind k) { return kEventNames[static_cast<std::size_t>(k)]; }
std::string_view codeName(Code c) { return kCodes[static_cast<std::size_t>(c)].name; }
std::string_view ruleAnchor(Code c) { return kCodes[static_cast<std::size_t>(c)].anchor; }
std::string_view destroyCauseName(DestroyCause c) { return kCauseNames[static_cast<std::size_t>(c)]; }

std::string_view voidReasonName(VoidReason r) { return kVoidNames[static_cast<std::size_t>(r)]; }

} // namespace rf::game
