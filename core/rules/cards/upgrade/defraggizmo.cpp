// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Defrag Gizmo (RULES.md 9.5), once per round in the programming phase: a damage card of the
// hand goes back to its pile and the robot draws a card.
#include "rules/cards/damage/damagepiles.h"
#include "rules/cards/upgrade/upgradeuse.h"

#include <algorithm>

namespace rf::rules::cards {

using namespace rf::model;

namespace upgradedefraggizmo {

bool defrag(Engine &e, int i, const Decision &d, std::vector<Card> &hand)
{
    auto &r = e.robot(i);
    auto held = std::ranges::find_if(r.upgrades, [](const HeldUpgrade &h) { return h.id == UpgradeId::DefragGizmo; });
    const auto damage =
        d.card ? std::ranges::find_if(hand, [&](const Card &c) { return c.kind == *d.card; }) : hand.end();
    if (held->usedThisRound || !d.card || !cardIsDamage(*d.card) || damage == hand.end()) {
        e.voidDecision(i, d, held->usedThisRound ? game::VoidReason::AlreadyUsed : game::VoidReason::NotNow);
        return true;
    }
    e.noteDecision(i, d);
    held->usedThisRound = true;
    const Card gone = *damage;
    hand.erase(damage);
    returnDamageCard(e, gone.kind);
    if (isDamagePoint(gone.kind))
        r.damage = std::max(0, r.damage - 1);
    if (const auto c = e.drawOwnCard(i))
        hand.push_back(*c);
    e.noteCard(game::Code::Defragged, i, gone);
    return true;
}

// Looking ahead: one offer per damage kind in the hand (which card of a kind goes back makes no
// difference).
void wantDefrag(Engine &e, int i, std::span<const Card> hand)
{
    const Decision defrag{
        .when = DecisionTime::Programming, .use = DecisionUse::Upgrade, .upgrade = UpgradeId::DefragGizmo};
    const auto held =
        std::ranges::find_if(e.robot(i).upgrades, [](const HeldUpgrade &h) { return h.id == UpgradeId::DefragGizmo; });
    if (held == e.robot(i).upgrades.end() || held->usedThisRound || upgradeAlreadyDecided(e, i, defrag))
        return;
    for (int k = 0; k < kDamageKindCount; ++k) {
        Decision d = defrag;
        d.card = damageCard(static_cast<DamageKind>(k));
        if (std::ranges::any_of(hand, [&](const Card &c) { return c.kind == *d.card; }))
            e.want(i, d);
    }
}

} // namespace upgradedefraggizmo

const CardUnit &defragGizmoCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::DefragGizmo),
                               .programming = &upgradedefraggizmo::defrag,
                               .wantHand = &upgradedefraggizmo::wantDefrag};
    return unit;
}

} // namespace rf::rules::cards
