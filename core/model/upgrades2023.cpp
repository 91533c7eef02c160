// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/upgrades2023.h"

#include <algorithm>
#include <array>

namespace rf::model {

namespace {

struct Row2023 {
    UpgradeId id;
    int cost;
};
using enum UpgradeId;
// RULES.md 10.14 (permanent) and 10.15 (temporary): id and cost.
constexpr std::array<Row2023, kEdition2023UpgradeCount> kRows2023{{
    {Brakes, 2},           {ChaosTheory, 2},       {CrabLegs, 5},      {DeflectorShield, 2}, {DoubleBarrelLaser, 2},
    {Drifting, 4},         {EnergyConversion, 3},  {Firewall, 1},      {FlashDrive, 4},      {HoverUnit, 1},
    {LaserKata, 1},        {MemoryCards, 3},       {MiniHowitzer, 3},  {ModularChassis, 1},  {PowerSlide, 4},
    {PressorBeam, 3},      {RailGun, 2},           {RammingGear, 2},   {RearLaser, 2},       {Scrambler, 4},
    {SelfDiagnostics, 2},  {SpamFilter, 3},        {Spiky, 2},         {TractorBeam, 3},     {AbortSwitch, 1},
    {AllAboard, 1},        {Boink, 1},             {CalibrationProtocol, 2}, {DisplacingBlast, 2}, {LuckyBooster, 1},
    {Magnetic, 1},         {MemorySwap, 2},        {Overclocked, 2},   {PiercingDrill, 1},   {PressureRelease, 2},
    {ReInitialize, 1},     {Recharge, 0},          {Rewire, 1},        {Switch, 2},          {Zoop, 1},
}};

constexpr std::array<UpgradeId, kEdition2023UpgradeCount> ids2023()
{
    std::array<UpgradeId, kEdition2023UpgradeCount> out{};
    for (std::size_t k = 0; k < kRows2023.size(); ++k)
        out[k] = kRows2023[k].id;
    return out;
}
constexpr std::array<UpgradeId, kEdition2023UpgradeCount> kIds2023 = ids2023();

const Row2023 *row2023Of(UpgradeId id)
{
    const auto it = std::ranges::find(kRows2023, id, &Row2023::id);
    return it == kRows2023.end() ? nullptr : &*it;
}

} // namespace

std::span<const UpgradeId> edition2023Upgrades() { return kIds2023; }
bool upgradeIn2023(UpgradeId id) { return row2023Of(id) != nullptr; }
int edition2023UpgradeCost(UpgradeId id)
{
    const Row2023 *r = row2023Of(id);
    return r ? r->cost : 0;
}

} // namespace rf::model
