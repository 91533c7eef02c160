// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/cards/upgrade/upgradeuse.h"

#include <algorithm>

namespace rf::rules::cards {

using namespace rf::model;

const Decision *usable(Engine &e, int i, UpgradeId id)
{
    const Decision *d = e.upgradeDecision(i, DecisionTime::Register, DecisionUse::Upgrade, id);
    if (d && !e.holdsUpgrade(i, id)) {
        e.voidDecision(i, *d, game::VoidReason::NotHeld);
        return nullptr;
    }
    return d;
}

Decision registerUse(const Engine &e, UpgradeId id)
{
    return Decision{.when = DecisionTime::Register, .reg = e.reg(), .use = DecisionUse::Upgrade, .upgrade = id};
}

namespace upgradeupgradeuse {
// The upgrades that change how the robot's card moves it: one of them per card.
bool movesInstead(const Engine &e, UpgradeId id)
{
    const CardUnit *card = e.rules().cards().upgrade(id);
    return card && card->cardMove;
}
} // namespace upgradeupgradeuse

bool upgradeAlreadyDecided(const Engine &e, int i, const Decision &offer)
{
    const TurnPlan *p = e.plan(i);
    if (!p)
        return false;
    return std::ranges::any_of(p->decisions, [&](const Decision &d) {
        if (d.when != offer.when || (d.when == DecisionTime::Register && d.reg != offer.reg) || d.use != offer.use)
            return false;
        return d.use == DecisionUse::Buy || d.upgrade == offer.upgrade ||
               (upgradeupgradeuse::movesInstead(e, d.upgrade) && upgradeupgradeuse::movesInstead(e, offer.upgrade));
    });
}

void offerUpgrade(const Engine &e, std::vector<DecisionOffer> &out, int i, const Decision &d)
{
    if (!upgradeAlreadyDecided(e, i, d))
        out.push_back(DecisionOffer{i, d});
}

Shot *findShot(const Engine &e, std::vector<Shot> &shots, int firer, const std::string &target)
{
    const auto shot = std::ranges::find_if(
        shots, [&](const Shot &h) { return h.firer == firer && h.mods && e.robot(h.target).name == target; });
    return shot == shots.end() ? nullptr : &*shot;
}

} // namespace rf::rules::cards
