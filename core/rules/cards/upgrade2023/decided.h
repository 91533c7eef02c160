// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the 2023 upgrade units decided for a register share (RULES.md 10.13).
#include "rules/cards/library.h"
#include "rules/engine.h"

namespace rf::rules::cards::upgrade2023 {

// Robot i's decision to use upgrade `id` in the current register that no rule has taken or voided
// yet, or nullptr; a decision for an upgrade the robot does not hold is voided (not-held) here.
inline const model::Decision *decided(Engine &e, int i, model::UpgradeId id)
{
    if (!e.decides(i))
        return nullptr;
    const model::Decision *d = nullptr;
    for (int n = 0;; ++n) {
        d = e.upgradeDecision(i, model::DecisionTime::Register, model::DecisionUse::Upgrade, id, n);
        if (!d || !e.told(i, *d))
            break;
    }
    if (d && !e.holdsUpgrade(i, id)) {
        e.voidDecision(i, *d, game::VoidReason::NotHeld);
        return nullptr;
    }
    return d;
}

// Robot i moves one square towards d as an ordinary move that is no card push (Drifting, Power
// Slide, Energy Conversion); false when it did not get there.
inline bool ownMove(Engine &e, int i, model::Direction d)
{
    if (e.pushStep(i, d, 0, false) != StepResult::Moved)
        return false;
    e.note(game::Code::Moved, i, -1, e.robot(i).pos, d);
    return true;
}

} // namespace rf::rules::cards::upgrade2023
