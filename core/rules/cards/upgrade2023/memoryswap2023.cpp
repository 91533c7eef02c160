// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Memory Swap of the 2023 edition (RULES.md 10.4 step 3, 10.15): the 2016 card's effect (draw 3,
// then 3 cards of the hand on top of the draw pile, new top first; default: the three drawn, in
// the order drawn), at the 2023 cost.
#include "rules/cards/library.h"

namespace rf::rules::cards {

namespace upgradememoryswap { // cards/upgrade/memoryswap.cpp
bool swapMemory(Engine &e, int i, const model::Decision &d, std::vector<model::Card> &hand);
} // namespace upgradememoryswap

const CardUnit &memorySwap2023Card()
{
    static const CardUnit unit{.data = edition2023UpgradeData(model::UpgradeId::MemorySwap),
                               .programming = &upgradememoryswap::swapMemory};
    return unit;
}

} // namespace rf::rules::cards
