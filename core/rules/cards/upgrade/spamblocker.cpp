// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SPAM Blocker (RULES.md 9.6), programming phase: each SPAM of the hand goes back to its pile for
// the top card of the draw pile; a SPAM drawn this way stays.
#include "rules/cards/damage/damagepiles.h"
#include "rules/cards/upgrade/upgradeuse.h"

#include <algorithm>

namespace rf::rules::cards {

using namespace rf::model;

namespace upgradespamblocker {

bool blockSpam(Engine &e, int i, const Decision &d, std::vector<Card> &hand)
{
    auto &r = e.robot(i);
    e.noteDecision(i, d);
    e.spendTemporary(i, d.upgrade);
    int returned = 0;
    std::vector<std::size_t> spam;
    for (std::size_t k = 0; k < hand.size(); ++k)
        if (isDamagePoint(hand[k].kind))
            spam.push_back(k);
    for (auto k = spam.rbegin(); k != spam.rend(); ++k) { // from the back: erasing keeps the others' places
        returnDamageCard(e, kDamagePoint.kind);
        r.damage = std::max(0, r.damage - 1);
        ++returned;
        if (const auto c = e.drawOwnCard(i))
            hand[*k] = *c;
        else
            hand.erase(hand.begin() + static_cast<std::ptrdiff_t>(*k)); // nothing left to draw
    }
    e.note(game::Code::SpamBlocked, i, -1, r.pos, Direction::North, returned);
    return true;
}

} // namespace upgradespamblocker

const CardUnit &spamBlockerCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::SpamBlocker),
                               .programming = &upgradespamblocker::blockSpam};
    return unit;
}

} // namespace rf::rules::cards
