// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the upgrade units share (RULES.md 9): a decision to use one in the current register, the
// offers of the debugger's decision points, the shot a beam rides on.
#include "rules/cards/library.h"
#include "rules/engine.h"

#include <span>
#include <vector>

namespace rf::rules::cards {

// Whether robot i holds the upgrade `card`.
inline bool holdsCard(const Engine &e, int i, const CardUnit &card)
{
    return (e.upgradeMask(i) & (std::uint64_t{1} << card.data.id)) != 0;
}
inline model::UpgradeId upgradeId(const CardUnit &card)
{
    return static_cast<model::UpgradeId>(card.data.id);
}

// The decision of robot i in this register to use upgrade `id`, if the robot holds it; a decision
// for an upgrade it does not hold is voided here.
const model::Decision *usable(Engine &e, int i, model::UpgradeId id);

// A decision to use upgrade `id` in the current register.
model::Decision registerUse(const Engine &e, model::UpgradeId id);

// Offers `d` to robot i unless its plan already answers it: one purchase per upgrade phase, one
// use of an upgrade per moment, one of the upgrades that move a robot instead of its card.
void offerUpgrade(const Engine &e, std::vector<DecisionOffer> &out, int i, const model::Decision &d);
// Whether robot i's plan already answers `offer` (offerUpgrade; the lookahead's wanted choices).
bool upgradeAlreadyDecided(const Engine &e, int i, const model::Decision &offer);

// A 2023 movement upgrade (RULES.md 10.13): robot i's use of `id` in this register, right before
// and right after its card, once for each answer `answer(d)` writes into the decision.
template<class Answers> void offerMove(const Engine &e, std::vector<DecisionOffer> &out, int i, model::UpgradeId id, Answers answers)
{
    for (const bool before : {true, false}) {
        model::Decision d = registerUse(e, id);
        d.before = before;
        answers([&](auto fill) {
            model::Decision a = d;
            fill(a);
            offerUpgrade(e, out, i, a);
        });
    }
}

// The first shot of `firer` on the robot named `target` that the hit modifiers act on.
Shot *findShot(const Engine &e, std::vector<Shot> &shots, int firer, const std::string &target);

} // namespace rf::rules::cards
