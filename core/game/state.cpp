// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/state.h"

#include <algorithm>

namespace rf::game {

int cardsOwned(const RobotState &r)
{
    const auto present = [](const auto &slot) { return slot.has_value(); };
    return cardsInPiles(r) + static_cast<int>(std::ranges::count_if(r.program, present) + std::ranges::count_if(r.paired, present) +
                                              std::ranges::count_if(r.haywires, present) +
                                              std::ranges::count_if(r.options, [](const model::HeldOption &o) { return o.card.has_value(); }));
}

} // namespace rf::game
