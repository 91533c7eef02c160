// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/upgrades.h"

#include <span>

namespace rf::model {

// The 40 upgrades of the 2023 edition (RULES.md 10.14, 10.15): 18 names it shares with the 2016
// edition and 22 of its own. A shared name is the same UpgradeId, but its cost here is this
// edition's (Brakes 2, Scrambler 4...), and what it does is this edition's card unit.
inline constexpr int kEdition2023UpgradeCount = 40;
// A robot has at most this many permanent and, separately, temporary upgrades installed
// (RULES.md 10.12); its collection has no limit.
inline constexpr int kEdition2023UpgradeSlots = 3;

// The edition's upgrades, permanent ones first, each group in the alphabetical order of its ids.
std::span<const UpgradeId> edition2023Upgrades();
bool upgradeIn2023(UpgradeId id);
// Its cost in energy in the 2023 edition (only for upgradeIn2023 ids).
int edition2023UpgradeCost(UpgradeId id);

} // namespace rf::model
