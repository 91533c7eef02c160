// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Flash Drive (RULES.md 10.4 step 1, 10.14): a permanent upgrade; the robot draws until its hand
// holds 10 cards instead of 9.
#include "rules/cards/library.h"

namespace rf::rules::cards {

const CardUnit &flashDriveCard()
{
    static const CardUnit unit{.data = edition2023UpgradeData(model::UpgradeId::FlashDrive), .extraCards = 1};
    return unit;
}

} // namespace rf::rules::cards
