// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/optioncards.h"

#include <array>

namespace rf::model {

namespace {
constexpr std::array<std::string_view, kOptionCount> kNames{
    "ablative-coat",  "abort-switch",     "brakes",        "circuit-breaker",       "conditional-program", "crab-legs",
    "double-barreled-laser", "dual-processor", "extra-memory", "fire-control",     "flywheel",            "fourth-gear",
    "gyroscopic-stabilizer", "high-power-laser", "mechanical-arm", "mini-howitzer", "power-down-shield",    "pressor-beam",
    "radio-control",  "ramming-gear",     "rear-firing-laser", "recompile",         "reverse-gear",        "scrambler",
    "superior-archive", "tractor-beam"};
} // namespace

std::string_view optionName(OptionId id) { return kNames[static_cast<std::size_t>(id)]; }

std::optional<OptionId> optionFromName(std::string_view s)
{
    for (std::size_t i = 0; i < kNames.size(); ++i)
        if (kNames[i] == s)
            return static_cast<OptionId>(i);
    return std::nullopt;
}

int optionFullAmmo(OptionId id)
{
    switch (id) {
    case OptionId::AblativeCoat: return 3;
    case OptionId::MiniHowitzer: return 5;
    default: return 0;
    }
}

bool optionHoldsCard(OptionId id) { return id == OptionId::ConditionalProgram || id == OptionId::Flywheel; }

bool optionIsWeapon(OptionId id)
{
    switch (id) {
    case OptionId::MiniHowitzer:
    case OptionId::PressorBeam:
    case OptionId::RadioControl:
    case OptionId::Scrambler:
    case OptionId::TractorBeam: return true;
    default: return false;
    }
}

} // namespace rf::model
