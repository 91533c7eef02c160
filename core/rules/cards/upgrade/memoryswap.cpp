// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Memory Swap (RULES.md 9.6), programming phase: draw 3, then put 3 cards of the hand on the draw
// pile, new top first (default: the three just drawn, in the order drawn).
#include "rules/cards/upgrade/upgradeuse.h"

#include <algorithm>

namespace rf::rules::cards {

using namespace rf::model;

namespace upgradememoryswap {

bool swapMemory(Engine &e, int i, const Decision &d, std::vector<Card> &hand)
{
    auto &r = e.robot(i);
    std::vector<Card> drawn;
    for (int k = 0; k < 3; ++k)
        if (const auto c = e.drawOwnCard(i))
            drawn.push_back(*c);
    hand.insert(hand.end(), drawn.begin(), drawn.end());
    std::vector<Card> back = d.cards.empty() ? drawn : d.cards;
    std::vector<Card> left = hand;
    bool ok = back.size() == drawn.size();
    for (const Card &c : back) {
        const auto in =
            std::ranges::find_if(left, [&](const Card &h) { return h.kind == c.kind && h.choice == c.choice; });
        if (in == left.end()) {
            ok = false;
            break;
        }
        left.erase(in);
    }
    if (!ok) { // not in the hand: the default
        e.voidDecision(i, d, game::VoidReason::NotNow);
        back = drawn;
        left = hand;
        for (const Card &c : back)
            left.erase(std::ranges::find(left, c));
    } else {
        e.noteDecision(i, d);
    }
    e.spendTemporary(i, d.upgrade);
    hand = left;
    for (auto c = back.rbegin(); c != back.rend(); ++c) // the first listed ends on top
        r.deck.push_back(*c);
    e.note(game::Code::MemorySwapped, i, -1, r.pos);
    return true;
}

} // namespace upgradememoryswap

const CardUnit &memorySwapCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::MemorySwap),
                               .programming = &upgradememoryswap::swapMemory};
    return unit;
}

} // namespace rf::rules::cards
