// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Haywire `hw-install` (RULES.md 10.16): install a permanent upgrade of the collection without
// paying, even beyond 3 permanent ones (`"card"`, default: the oldest permanent upgrade of the
// collection; none: nothing). At the end of the round it goes to the upgrade discard pile (10.11).
#include "rules/cards/haywire/haywiremoves.h"
#include "rules/engine.h"

#include <algorithm>

namespace rf::rules::cards {

using namespace rf::model;

namespace haywireinstall {
void played(Engine &e, int i, const Card &, int, const CardPlayer &)
{
    auto &r = e.robot(i);
    auto eligible = [&](UpgradeId id) { return upgradeIsPermanent(id) && std::ranges::find(r.collection, id) != r.collection.end(); };
    std::optional<UpgradeId> card;
    if (const Decision *d = haywire::choice(e, i, DecisionUse::HwInstall)) {
        if (eligible(d->upgrade)) {
            e.noteDecision(i, *d);
            card = d->upgrade;
        } else {
            e.voidDecision(i, *d, game::VoidReason::NotHeld);
        }
    }
    if (!card)
        if (const auto oldest = std::ranges::find_if(r.collection, [](UpgradeId id) { return upgradeIsPermanent(id); }); oldest != r.collection.end())
            card = *oldest;
    if (!card || r.haywireInstalled)
        return; // nothing to install (one hw-install per round: there is one such card)
    r.collection.erase(std::ranges::find(r.collection, *card));
    r.upgrades.push_back(HeldUpgrade{*card, false});
    r.haywireInstalled = card;
    e.highlight(r.pos);
    e.noteUpgrade(game::Code::UpgradeInstalled, i, *card, 0);
}
} // namespace haywireinstall

const CardUnit &hwInstallCard()
{
    static const CardUnit unit{.data = haywire::data(CardKind::HwInstall), .play = &haywireinstall::played};
    return unit;
}

} // namespace rf::rules::cards
