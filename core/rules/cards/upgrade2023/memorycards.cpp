// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Memory Cards (RULES.md 10.4 step 5, 10.12, 10.14): a permanent upgrade; at the end of programming
// the non-damage cards its decision names are taken from what is left of the hand and put on it
// (RobotState::memory), before the rest is discarded. They go back to the hand at the start of the
// next upgrade phase (edition2023upgrades.cpp). A card named that is not left in the hand, or a damage
// card, makes the decision void: nothing is put on it.
#include "rules/cards/damage/damagepoint.h"
#include "rules/cards/held.h"
#include "rules/cards/library.h"
#include "rules/engine.h"

#include <algorithm>

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023memorycards {
void laid(Engine &e, int i, std::vector<Card> &rest)
{
    const Decision *d = decidedUpgrade(e, i, DecisionTime::Programming, UpgradeId::MemoryCards);
    if (!d)
        return;
    std::vector<Card> left = rest;
    std::vector<Card> taken;
    for (const Card &c : d->cards) {
        const auto in = std::ranges::find(left, c.kind, &Card::kind);
        if (in == left.end() || c.kind == kDamagePoint.kind || cardIsHaywire(c.kind)) {
            e.voidDecision(i, *d, game::VoidReason::NotNow);
            return;
        }
        taken.push_back(*in);
        left.erase(in);
    }
    e.noteDecision(i, *d);
    rest = std::move(left);
    auto &r = e.robot(i);
    r.memory.insert(r.memory.end(), taken.begin(), taken.end());
    e.note(game::Code::MemoryCardsLaid, i, -1, r.pos, Direction::North, static_cast<int>(taken.size()));
}
} // namespace upgrade2023memorycards

const CardUnit &memoryCardsCard()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::MemoryCards),
                               .afterProgram = &upgrade2023memorycards::laid};
    return unit;
}

} // namespace rf::rules::cards
