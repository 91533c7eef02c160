// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/ruleset.h"

namespace rf::rules {

// The 2016 edition (RULES.md 6) as a policy over the shared engine: own decks, SPAM damage,
// Again and Power Up, energy, the priority antenna, reboots.
const Ruleset &renegadeRuleset();

} // namespace rf::rules
