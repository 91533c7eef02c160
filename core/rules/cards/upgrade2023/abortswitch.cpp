// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Abort Switch of the 2023 edition (RULES.md 10.5 step 2b, 10.15): a temporary upgrade used at the
// robot's turn, before its movement upgrades and its card: the card revealed in its register is
// replaced by the top card of its draw pile, which is resolved instead. (The classic option of
// that name swapped every reveal from a register on.)
#include "rules/cards/held.h"
#include "rules/cards/library.h"
#include "rules/edition2023deck.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023abortswitch {
bool abort(Engine &e, int i)
{
    const Decision *d = decidedUpgrade(e, i, DecisionTime::Register, UpgradeId::AbortSwitch);
    if (!d)
        return false;
    const auto top = e.drawOwnCard(i);
    if (!top) { // both piles empty: nothing to put there
        e.voidDecision(i, *d, game::VoidReason::NotNow);
        return false;
    }
    e.noteDecision(i, *d);
    e.spendTemporary(i, d->upgrade);
    const auto slot = static_cast<std::size_t>(e.reg() - 1);
    replaceRegisterCard(e, i, slot, *top);
    e.noteCard(game::Code::AbortSwitchSwap, i, *top, e.reg());
    return false;
}
} // namespace upgrade2023abortswitch

const CardUnit &abortSwitch2023Card()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::AbortSwitch),
                               .beforeCard = &upgrade2023abortswitch::abort};
    return unit;
}

} // namespace rf::rules::cards
