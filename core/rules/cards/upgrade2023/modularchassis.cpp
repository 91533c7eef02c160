// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Modular Chassis of the 2023 edition (RULES.md 10.13, 10.14): right after its register card, if
// that card pushed the robot named (a card push, blocked or not, of the first robot of a chain),
// the robot may give Modular Chassis to it and take one of its installed upgrades ("take";
// default its oldest eligible one; permanent ones only with chassis-permanent-only). Both are
// installed and act at once; void when the robot named has none to take.
#include "rules/cards/upgrade/upgradeuse.h"
#include "rules/cards/upgrade2023/decided.h"
#include "rules/cards/upgrade2023/firstpushed.h"
#include "rules/edition2023upgrades.h"

#include <algorithm>

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023modularchassis {
// A card push of the holder reached `touched`, first robot of its chain.
void pushed(Engine &e, int mover, int touched, Direction)
{
    auto &list = e.scratch().cardPushed;
    if (e.robot(mover).isVirtual || std::ranges::find(list, touched) != list.end())
        return;
    list.push_back(touched);
}

void swap(Engine &e, int i, const Decision &d)
{
    const auto &list = e.scratch().cardPushed;
    const auto t = std::ranges::find_if(list, [&](int k) { return e.robot(k).name == d.target && e.inPlay(k); });
    if (t == list.end()) {
        e.voidDecision(i, d, game::VoidReason::NotNow);
        return;
    }
    const int target = *t;
    auto &theirs = e.robot(target).upgrades;
    const bool permanentOnly = e.options().chassisPermanentOnly;
    auto eligible = [&](const HeldUpgrade &h) { return !permanentOnly || upgradeIsPermanent(h.id); };
    const auto take = std::ranges::find_if(
        theirs, [&](const HeldUpgrade &h) { return eligible(h) && (!d.upgradeSubject || h.id == *d.upgradeSubject); });
    if (take == theirs.end()) {
        e.voidDecision(i, d,
                       std::ranges::any_of(theirs, eligible) ? game::VoidReason::NotHeld : game::VoidReason::NoOptions);
        return;
    }
    auto &mine = e.robot(i).upgrades;
    const auto chassis = std::ranges::find(mine, UpgradeId::ModularChassis, &HeldUpgrade::id);
    e.noteDecision(i, d, target);
    const HeldUpgrade taken = *take;
    // Cards lying on a Memory Cards that leaves its robot go to its discard pile (RULES.md 10.14).
    if (taken.id == UpgradeId::MemoryCards)
        releaseMemoryCards(e, target);
    *take = *chassis;
    *chassis = taken;
    e.noteUpgrade(game::Code::ChassisSwap, i, taken.id, 0, target);
}
// Before its card, the debugger offers it with each upgrade it could take from the robot the card
// would push first.
void offers(const Engine &e, int i, const Card &card, std::vector<DecisionOffer> &out)
{
    const int t = upgrade2023::firstPushed(e, i, card);
    if (t < 0)
        return;
    Decision d = registerUse(e, UpgradeId::ModularChassis);
    d.target = e.robot(t).name;
    const bool permanentOnly = e.options().chassisPermanentOnly;
    for (const HeldUpgrade &h : e.robot(t).upgrades)
        if (!permanentOnly || upgradeIsPermanent(h.id)) {
            d.upgradeSubject = h.id;
            offerUpgrade(e, out, i, d);
        }
}
} // namespace upgrade2023modularchassis

const CardUnit &modularChassis2023Card()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::ModularChassis),
                               .afterCard = &upgrade2023modularchassis::swap,
                               .bump = &upgrade2023modularchassis::pushed,
                               .cardOffers = &upgrade2023modularchassis::offers};
    return unit;
}

} // namespace rf::rules::cards
