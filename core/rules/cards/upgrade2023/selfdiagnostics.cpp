// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Self-Diagnostics (RULES.md 10.5 step 5b, 10.14): a permanent upgrade; when the robot takes a
// checkpoint it may remove one card of its hand (the hand it keeps between programming phases) or
// of its discard pile from the game: the topmost of the kind named. A kind the pile does not hold
// makes the decision void. The card does not come back (RULES.md 10.8).
#include "rules/boardindex.h"
#include "rules/cards/held.h"
#include "rules/cards/library.h"
#include "rules/engine.h"

#include <algorithm>
#include <iterator>

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023selfdiagnostics {
void checkpointTaken(Engine &e, int i)
{
    const Decision *d = decidedUpgrade(e, i, DecisionTime::Register, UpgradeId::SelfDiagnostics);
    if (!d)
        return;
    auto &r = e.robot(i);
    auto &pile = d->fromDiscard ? r.discard : r.kept;
    const auto it =
        std::find_if(pile.rbegin(), pile.rend(), [&](const Card &c) { return d->card && c.kind == *d->card; });
    if (it == pile.rend()) {
        e.voidDecision(i, *d, game::VoidReason::NotNow);
        return;
    }
    const Card removed = *it;
    pile.erase(std::next(it).base());
    e.noteDecision(i, *d);
    e.noteCard(game::Code::SelfDiagnostics, i, removed);
}

// Before the checkpoints, for a robot standing on its next one: each kind of card of its hand and
// of its discard pile, topmost first, unless decided.
void offers(const Engine &e, int i, std::vector<DecisionOffer> &out)
{
    const auto &r = e.robot(i);
    const BoardIndex &b = e.board();
    if (!e.inPlay(i) || r.shutDown || !b.contains(r.pos) || b.checkpointAt(r.pos) != r.flags + 1 ||
        e.upgradeDecision(i, DecisionTime::Register, DecisionUse::Upgrade, UpgradeId::SelfDiagnostics))
        return;
    for (const bool fromDiscard : {false, true}) {
        const auto &pile = fromDiscard ? r.discard : r.kept;
        std::vector<CardKind> kinds;
        for (auto it = pile.rbegin(); it != pile.rend(); ++it)
            if (std::ranges::find(kinds, it->kind) == kinds.end())
                kinds.push_back(it->kind);
        for (const CardKind k : kinds) {
            Decision d{.when = DecisionTime::Register,
                       .reg = e.reg(),
                       .use = DecisionUse::Upgrade,
                       .upgrade = UpgradeId::SelfDiagnostics};
            d.card = k;
            d.fromDiscard = fromDiscard;
            out.push_back(DecisionOffer{i, d});
        }
    }
}
} // namespace upgrade2023selfdiagnostics

const CardUnit &selfDiagnosticsCard()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::SelfDiagnostics),
                               .checkpoint = &upgrade2023selfdiagnostics::checkpointTaken,
                               .checkpointOffers = &upgrade2023selfdiagnostics::offers};
    return unit;
}

} // namespace rf::rules::cards
