// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace rf::model {

// The upgrade cards by name: the 40 of the 2016 edition (RULES.md 9.5, 9.6), the 24 permanent
// ones, then the 16 temporary ones, each group in the alphabetical order of its ids; then the 22
// names only the 2023 edition has (RULES.md 10.14, 10.15), permanent then temporary. A name the
// two editions share is one id: what the card costs and does in the 2023 edition is that
// edition's (upgrades2023.h, core/rules/cards). Kept in the model because scenarios name them;
// what they do lives in core/rules.
enum class UpgradeId : std::uint8_t {
    // Permanent (RULES.md 9.5).
    AdminPrivilege,
    BlueScreenOfDeath,
    Brakes,
    CacheMemory,
    CorruptionWave,
    CrabLegs,
    DefragGizmo,
    DeflectorShield,
    DoubleBarrelLaser,
    Firewall,
    HoverUnit,
    MemoryStick,
    MiniHowitzer,
    ModularChassis,
    PressorBeam,
    RailGun,
    RammingGear,
    RearLaser,
    Scrambler,
    SideArms,
    Teleporter,
    TractorBeam,
    TrojanNeedler,
    VirusModule,
    // Temporary (RULES.md 9.6).
    Boink,
    EnergyRoutine,
    Hack,
    ManualSort,
    MemorySwap,
    Reboot,
    Recharge,
    Recompile,
    Refresh,
    RepeatRoutine,
    SandboxRoutine,
    SpamBlocker,
    SpamFolder,
    SpeedRoutine,
    WeaselRoutine,
    Zoop,
    // New in the 2023 edition, permanent (RULES.md 10.14).
    ChaosTheory,
    Drifting,
    EnergyConversion,
    FlashDrive,
    LaserKata,
    MemoryCards,
    PowerSlide,
    SelfDiagnostics,
    SpamFilter,
    Spiky,
    // New in the 2023 edition, temporary (RULES.md 10.15).
    AbortSwitch,
    AllAboard,
    CalibrationProtocol,
    DisplacingBlast,
    LuckyBooster,
    Magnetic,
    Overclocked,
    PiercingDrill,
    PressureRelease,
    ReInitialize,
    Rewire,
    Switch,
};
// The 2016 edition's upgrades are the ids below kUpgradeCount; every id is below kUpgradeIdCount.
inline constexpr int kUpgradeCount = 40;
inline constexpr int kUpgradeIdCount = 62;
inline constexpr int kPermanentUpgradeCount = 24;
// A robot holds at most this many permanent and, separately, temporary upgrades (RULES.md 9.2).
inline constexpr int kUpgradeSlots = 3;

// When an upgrade acts (the timing letters of RULES.md 9.1), as bits.
enum class UpgradeTiming : std::uint8_t {
    UpgradePhase = 1,  // U: at the robot's turn to buy
    Programming = 2,   // P: after the hand is drawn
    RegisterStart = 4, // R: start of a register
    Activation = 8,    // M: the robot's own activation
    Lasers = 16,       // L: the laser step
    Event = 32,        // X: whenever its event happens
};

constexpr std::uint64_t upgradeBit(UpgradeId id) { return std::uint64_t{1} << static_cast<int>(id); }
static_assert(kUpgradeIdCount <= 64); // upgradeBit keeps the upgrades held in one word
// Whether an id is one of the 2016 edition's 40 (RULES.md 9.5, 9.6).
constexpr bool upgradeIn2016(UpgradeId id) { return static_cast<int>(id) < kUpgradeCount; }
constexpr bool upgradeIsPermanent(UpgradeId id)
{
    return static_cast<int>(id) < kPermanentUpgradeCount || (id >= UpgradeId::ChaosTheory && id <= UpgradeId::Spiky);
}

// The file id ("admin-privilege", ...) of an upgrade, and back.
std::string_view upgradeName(UpgradeId id);
std::optional<UpgradeId> upgradeFromName(std::string_view s);
// Its cost in energy cubes (RULES.md 9.5, 9.6).
int upgradeCost(UpgradeId id);
// Its timing letters as UpgradeTiming bits.
std::uint8_t upgradeTiming(UpgradeId id);
constexpr bool upgradeActsAt(std::uint8_t timing, UpgradeTiming t) { return (timing & static_cast<std::uint8_t>(t)) != 0; }

// The upgrade held by a robot, with its "used this round" mark (Admin Privilege, Defrag Gizmo).
struct HeldUpgrade {
    UpgradeId id = UpgradeId::AdminPrivilege;
    bool usedThisRound = false;
    friend bool operator==(const HeldUpgrade &, const HeldUpgrade &) = default;
};

} // namespace rf::model
