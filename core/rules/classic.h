// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/ruleset.h"

namespace rf::rules {

// The classic edition (RULES.md 2 and 5): damage points, lives, archive markers, priorities,
// option cards (RULES.md 8).
const Ruleset &classicRuleset();

} // namespace rf::rules
