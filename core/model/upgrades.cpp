// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/upgrades.h"

#include <array>
#include <initializer_list>

namespace rf::model {

namespace {
using enum UpgradeTiming;
constexpr std::uint8_t bits(std::initializer_list<UpgradeTiming> ts)
{
    std::uint8_t b = 0;
    for (const UpgradeTiming t : ts)
        b |= static_cast<std::uint8_t>(t);
    return b;
}

struct Row {
    std::string_view name;
    int cost;
    std::uint8_t timing;
};
// RULES.md 9.5 and 9.6: id, cost, when it acts; then the 2023 edition's new names (RULES.md 10.14,
// 10.15), with their cost and moment in that edition.
constexpr std::array<Row, kUpgradeIdCount> kRows{{
    {"admin-privilege", 3, bits({Activation})},
    {"blue-screen-of-death", 4, bits({Lasers, Event})},
    {"brakes", 3, bits({Activation})},
    {"cache-memory", 4, bits({Programming})},
    {"corruption-wave", 4, bits({Event})},
    {"crab-legs", 5, bits({Activation})},
    {"defrag-gizmo", 5, bits({Programming})},
    {"deflector-shield", 2, bits({RegisterStart})},
    {"double-barrel-laser", 2, bits({Lasers})},
    {"firewall", 3, bits({Event})},
    {"hover-unit", 1, bits({Activation, Event})},
    {"memory-stick", 3, bits({Programming})},
    {"mini-howitzer", 2, bits({Lasers})},
    {"modular-chassis", 1, bits({Event})},
    {"pressor-beam", 3, bits({Lasers})},
    {"rail-gun", 2, bits({Lasers})},
    {"ramming-gear", 2, bits({Event})},
    {"rear-laser", 2, bits({Lasers})},
    {"scrambler", 3, bits({Lasers})},
    {"side-arms", 3, bits({Activation})},
    {"teleporter", 3, bits({Activation})},
    {"tractor-beam", 3, bits({Lasers})},
    {"trojan-needler", 3, bits({Lasers, Event})},
    {"virus-module", 2, bits({Event})},
    {"boink", 1, bits({Activation})},
    {"energy-routine", 3, bits({UpgradePhase, Programming})},
    {"hack", 1, bits({Activation})},
    {"manual-sort", 1, bits({Activation})},
    {"memory-swap", 1, bits({Programming})},
    {"reboot", 1, bits({Activation})},
    {"recharge", 0, bits({UpgradePhase, Programming})},
    {"recompile", 1, bits({Programming})},
    {"refresh", 2, bits({Activation})},
    {"repeat-routine", 3, bits({UpgradePhase, Programming})},
    {"sandbox-routine", 5, bits({UpgradePhase, Programming})},
    {"spam-blocker", 3, bits({Programming})},
    {"spam-folder", 2, bits({UpgradePhase, Programming})},
    {"speed-routine", 3, bits({UpgradePhase, Programming})},
    {"weasel-routine", 3, bits({UpgradePhase, Programming})},
    {"zoop", 1, bits({Activation})},
    {"chaos-theory", 2, bits({RegisterStart})},
    {"drifting", 4, bits({Activation})},
    {"energy-conversion", 3, bits({Lasers})},
    {"flash-drive", 4, bits({Programming})},
    {"laser-kata", 1, bits({Lasers})},
    {"memory-cards", 3, bits({UpgradePhase, Programming})},
    {"power-slide", 4, bits({Activation})},
    {"self-diagnostics", 2, bits({Event})},
    {"spam-filter", 3, bits({Programming})},
    {"spiky", 2, bits({Event})},
    {"abort-switch", 1, bits({Activation})},
    {"all-aboard", 1, bits({Activation})},
    {"calibration-protocol", 2, bits({UpgradePhase, Programming, Activation})},
    {"displacing-blast", 2, bits({Lasers})},
    {"lucky-booster", 1, bits({Activation})},
    {"magnetic", 1, bits({Event})},
    {"overclocked", 2, bits({Activation})},
    {"piercing-drill", 1, bits({Event})},
    {"pressure-release", 2, bits({Activation})},
    {"re-initialize", 1, bits({UpgradePhase, Programming, Activation})},
    {"rewire", 1, bits({UpgradePhase})},
    {"switch", 2, bits({Activation})},
}};
} // namespace

std::string_view upgradeName(UpgradeId id) { return kRows[static_cast<std::size_t>(id)].name; }

std::optional<UpgradeId> upgradeFromName(std::string_view s)
{
    for (std::size_t i = 0; i < kRows.size(); ++i)
        if (kRows[i].name == s)
            return static_cast<UpgradeId>(i);
    return std::nullopt;
}

int upgradeCost(UpgradeId id) { return kRows[static_cast<std::size_t>(id)].cost; }

std::uint8_t upgradeTiming(UpgradeId id) { return kRows[static_cast<std::size_t>(id)].timing; }

} // namespace rf::model
