// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Power-Down Shield (RULES.md 8.2): while powered down, the robot cancels one damage point from
// each side per register phase (not damage from its own square).
#include "rules/cards/option/optionuse.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace optionpowerdownshield {
bool shield(Engine &e, int i, std::optional<Direction> from)
{
    auto &r = e.robot(i);
    if (!from || !r.poweredDown || !e.holds(i, OptionId::PowerDownShield))
        return false;
    const auto bit = static_cast<std::uint8_t>(1U << static_cast<unsigned>(*from));
    if (r.shieldSides & bit)
        return false;
    r.shieldSides = static_cast<std::uint8_t>(r.shieldSides | bit);
    e.note(game::Code::ShieldCancels, i, -1, r.pos, *from, 1);
    return true;
}
} // namespace optionpowerdownshield

const CardUnit &powerDownShieldCard()
{
    static const CardUnit unit{.data = optionData(OptionId::PowerDownShield), .absorb = &optionpowerdownshield::shield};
    return unit;
}

} // namespace rf::rules::cards
