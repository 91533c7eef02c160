// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Cache Memory (RULES.md 9.5): once the program is placed, cards of what is left of the hand go
// on top of the draw pile instead of the discard pile (the first listed on top).
#include "rules/cards/upgrade/upgradeuse.h"

#include <algorithm>

namespace rf::rules::cards {

using namespace rf::model;

namespace upgradecachememory {

// Its decision is taken after the program is placed (keepCards), not on the hand.
bool laterInProgramming(Engine &, int, const Decision &, std::vector<Card> &)
{
    return true;
}

void keepCards(Engine &e, int i, std::vector<Card> &rest)
{
    const Decision *d = e.upgradeDecision(i, DecisionTime::Programming, DecisionUse::Upgrade, UpgradeId::CacheMemory);
    if (!d)
        return;
    if (!e.holdsUpgrade(i, UpgradeId::CacheMemory)) {
        e.voidDecision(i, *d, game::VoidReason::NotHeld);
        return;
    }
    // The cards named must be in what is left of the hand.
    std::vector<Card> left = rest;
    for (const Card &c : d->cards) {
        const auto in = std::ranges::find_if(
            left, [&](const Card &h) { return h.kind == c.kind && (!c.choice || h.choice == c.choice); });
        if (in == left.end()) {
            e.voidDecision(i, *d, game::VoidReason::NotNow);
            return;
        }
        left.erase(in);
    }
    e.noteDecision(i, *d);
    auto &deck = e.robot(i).deck;
    for (auto c = d->cards.rbegin(); c != d->cards.rend(); ++c) // the first listed ends on top
        deck.push_back(*c);
    rest = left;
    e.note(game::Code::CacheMemory, i, -1, e.robot(i).pos, Direction::North, static_cast<int>(d->cards.size()));
}

// Looking ahead: each card not programmed alone, then all of them in the hand's order (the
// first on top): a click is one decision; another order or choice of several is written in the
// scenario.
void wantCache(Engine &e, int i, std::span<const Card> rest)
{
    const Decision cache{
        .when = DecisionTime::Programming, .use = DecisionUse::Upgrade, .upgrade = UpgradeId::CacheMemory};
    if (rest.empty() || !e.holdsUpgrade(i, UpgradeId::CacheMemory) || upgradeAlreadyDecided(e, i, cache))
        return;
    for (const Card &c : rest) {
        Decision d = cache;
        d.cards = {c};
        e.want(i, d);
    }
    if (rest.size() > 1) {
        Decision d = cache;
        d.cards.assign(rest.begin(), rest.end());
        e.want(i, d);
    }
}

} // namespace upgradecachememory

const CardUnit &cacheMemoryCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::CacheMemory),
                               .programming = &upgradecachememory::laterInProgramming,
                               .afterProgram = &upgradecachememory::keepCards,
                               .wantRest = &upgradecachememory::wantCache};
    return unit;
}

} // namespace rf::rules::cards
