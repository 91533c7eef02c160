// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Recompile, the 2016 upgrade (RULES.md 9.6), programming phase: the hand goes to the discard
// pile and as many cards are drawn anew.
#include "rules/cards/upgrade/upgradeuse.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgraderecompile {

bool recompile(Engine &e, int i, const Decision &d, std::vector<Card> &hand)
{
    auto &r = e.robot(i);
    e.noteDecision(i, d);
    e.spendTemporary(i, d.upgrade);
    const std::size_t n = hand.size();
    r.discard.insert(r.discard.end(), hand.begin(), hand.end());
    hand.clear();
    while (hand.size() < n)
        if (const auto c = e.drawOwnCard(i))
            hand.push_back(*c);
        else
            break;
    e.note(game::Code::UpgradeHandDrawn, i, -1, r.pos, Direction::North, static_cast<int>(hand.size()));
    return true;
}

} // namespace upgraderecompile

const CardUnit &recompileUpgradeCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::Recompile), .programming = &upgraderecompile::recompile};
    return unit;
}

} // namespace rf::rules::cards
