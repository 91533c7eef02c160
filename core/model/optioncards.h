// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/geometry.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace rf::model {

// The 26 classic option cards (RULES.md 8.2), in the alphabetical order of their ids. Kept in the
// model because scenarios name them; what they do lives in core/rules.
enum class OptionId : std::uint8_t {
    AblativeCoat,
    AbortSwitch,
    Brakes,
    CircuitBreaker,
    ConditionalProgram,
    CrabLegs,
    DoubleBarreledLaser,
    DualProcessor,
    ExtraMemory,
    FireControl,
    Flywheel,
    FourthGear,
    GyroscopicStabilizer,
    HighPowerLaser,
    MechanicalArm,
    MiniHowitzer,
    PowerDownShield,
    PressorBeam,
    RadioControl,
    RammingGear,
    RearFiringLaser,
    Recompile,
    ReverseGear,
    Scrambler,
    SuperiorArchive,
    TractorBeam,
};
inline constexpr int kOptionCount = 26;

// The file id ("ablative-coat", ...) of an option, and back.
std::string_view optionName(OptionId id);
std::optional<OptionId> optionFromName(std::string_view s);
// Uses a full card has (Ablative Coat 3, Mini Howitzer 5), or 0 for cards without ammunition.
int optionFullAmmo(OptionId id);
// Conditional Program and Flywheel can hold a program card.
bool optionHoldsCard(OptionId id);
// The optional weapons (RULES.md 8.1): they replace the main laser's shot.
bool optionIsWeapon(OptionId id);

} // namespace rf::model
