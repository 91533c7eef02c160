// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Ablative Coat (RULES.md 8.2): absorbs damage points while it has uses (3), then is discarded.
#include "rules/cards/option/optionuse.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace optionablativecoat {
bool absorb(Engine &e, int i, std::optional<Direction>)
{
    HeldOption *coat = e.held(i, OptionId::AblativeCoat);
    if (!coat || coat->ammo <= 0)
        return false;
    --coat->ammo;
    e.note(game::Code::AblativeCoatAbsorbs, i, -1, e.robot(i).pos, Direction::North, coat->ammo);
    if (coat->ammo == 0)
        e.discardOption(i, OptionId::AblativeCoat, game::Code::OptionDiscarded);
    return true;
}
} // namespace optionablativecoat

const CardUnit &ablativeCoatCard()
{
    static const CardUnit unit{.data = optionData(OptionId::AblativeCoat), .absorb = &optionablativecoat::absorb};
    return unit;
}

} // namespace rf::rules::cards
