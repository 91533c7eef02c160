// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/ruleset.h"

namespace rf::rules {

// The 2023 edition (RULES.md 10) as a policy over the shared engine: the priority token, own
// decks with damage kept in hand, the shared damage deck of SPAM and Haywires, rebooting off the
// board, shutdown. Its upgrades (RULES.md 10.12-10.15) are not played yet.
const Ruleset &edition2023Ruleset();

} // namespace rf::rules
