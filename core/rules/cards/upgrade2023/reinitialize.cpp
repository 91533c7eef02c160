// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Re-Initialize (RULES.md 10.3, 10.15): a temporary upgrade used any time; the priority token goes to
// the robot named (the robot itself by default), as hw-move1-priority takes it: from the next
// register, or from register 1 when used before the registers. The token passes at the end of the
// round as usual.
#include "rules/cards/library.h"
#include "rules/edition2023.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023reinitialize {
bool reinitialize(Engine &e, int i, const Decision &d)
{
    int holder = d.target.empty() ? i : -1;
    for (int k = 0; k < e.robotCount() && holder < 0; ++k)
        if (e.robot(k).name == d.target)
            holder = k;
    if (holder < 0) {
        e.voidDecision(i, d, game::VoidReason::NoTarget);
        return true; // void, with its own reason
    }
    e.noteDecision(i, d);
    e.spendTemporary(i, d.upgrade);
    giveToken(e, holder);
    e.note(game::Code::TokenGiven, i, holder, e.robot(i).pos);
    return true;
}

// At the robot's turn in a register or in the upgrade phase: each other robot (the scenario reader
// takes no other target), unless decided.
void offers(const Engine &e, int i, const HeldUpgrade &, std::vector<DecisionOffer> &out)
{
    const bool phase = e.state().cursor.stage == game::Stage::Upgrades;
    const DecisionTime when = phase ? DecisionTime::UpgradePhase : DecisionTime::Register;
    if (e.upgradeDecision(i, when, DecisionUse::Upgrade, UpgradeId::ReInitialize))
        return;
    for (int t = 0; t < e.robotCount(); ++t)
        if (t != i)
            out.push_back(DecisionOffer{i, Decision{.when = when,
                                                    .reg = phase ? 0 : e.reg(),
                                                    .use = DecisionUse::Upgrade,
                                                    .target = e.robot(t).name,
                                                    .upgrade = UpgradeId::ReInitialize}});
}
} // namespace upgrade2023reinitialize

const CardUnit &reInitializeCard()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::ReInitialize),
                               .outsideRegisters = &upgrade2023reinitialize::reinitialize,
                               .registerOffers = &upgrade2023reinitialize::offers};
    return unit;
}

} // namespace rf::rules::cards
