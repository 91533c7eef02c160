// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Hover Unit (RULES.md 9.5): the robot crosses pits; it falls only if it ends a movement over one
// (the edition looks after the substep).
#include "rules/cards/upgrade/upgradeuse.h"

namespace rf::rules::cards {

namespace upgradehoverunit {
bool hover(Engine &e, int i, model::Point at, model::Direction d)
{
    e.note(game::Code::HoverOverPit, i, -1, at, d);
    e.scratch().stateReplaced(); // a robot may now be waiting to fall
    return true;
}
} // namespace upgradehoverunit

const CardUnit &hoverUnitCard()
{
    static const CardUnit unit{.data = upgradeData(model::UpgradeId::HoverUnit), .overPit = &upgradehoverunit::hover};
    return unit;
}

} // namespace rf::rules::cards
