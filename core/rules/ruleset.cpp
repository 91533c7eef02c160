// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Default implementations of the optional Ruleset hooks.
#include "rules/engine.h"
#include "rules/ruleset.h"

namespace rf::rules {

void Ruleset::playCard(Engine &e, int robot) const { e.executeCard(robot); }

} // namespace rf::rules
