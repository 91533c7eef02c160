// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Firewall of the 2023 edition (RULES.md 10.14): a robot that reboots because it entered a pit
// draws no damage cards (edition2023.cpp asks for the flag); leaving the board is not covered
// (the 2016 card covered every reboot).
#include "rules/cards/library.h"

namespace rf::rules::cards {

const CardUnit &firewall2023Card()
{
    static const CardUnit unit{.data = edition2023UpgradeData(model::UpgradeId::Firewall), .freeReboot = true};
    return unit;
}

} // namespace rf::rules::cards
