// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SPAM Folder, the special card (RULES.md 9.7): one SPAM of the discard pile goes back to its pile.
#include "rules/cards/damage/damagepiles.h"
#include "rules/cards/library.h"

#include <algorithm>

namespace rf::rules::cards {

namespace specialspamfolder {
void spamFolderPlayed(Engine &e, int i, const model::Card &, int, const CardPlayer &)
{
    auto &r = e.robot(i);
    const auto spam = std::ranges::find_if(r.discard, [](const model::Card &c) { return isDamagePoint(c.kind); });
    if (spam == r.discard.end())
        return;
    r.discard.erase(spam);
    r.damage = std::max(0, r.damage - 1);
    returnDamageCard(e, kDamagePoint.kind);
    e.note(game::Code::SpamFiled, i, -1, r.pos, model::Direction::North, 1);
}
} // namespace specialspamfolder

const CardUnit &spamFolderCard()
{
    static const CardUnit unit{.data = programCardData(Family::Special, model::CardKind::SpamFolder),
                               .play = &specialspamfolder::spamFolderPlayed};
    return unit;
}

} // namespace rf::rules::cards
