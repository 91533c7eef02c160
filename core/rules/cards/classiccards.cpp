// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The cards of the classic edition: the 26 option cards (RULES.md 8), one row per card. The order
// is the order in which cards acting at one moment act.
#include "rules/cards/library.h"

namespace rf::rules::cards {

const Library &classicCards()
{
    static const Library cards{};
    return cards;
}

} // namespace rf::rules::cards
