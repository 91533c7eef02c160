// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Hack (RULES.md 9.6): after its card the robot plays the register's program once more (after a
// damage card, the card played in its place).
#include "rules/cards/upgrade/upgradeuse.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgradehack {

bool hack(Engine &e, int i)
{
    const Decision *d = usable(e, i, UpgradeId::Hack);
    if (!d)
        return false;
    const auto slot = static_cast<std::size_t>(e.reg() - 1);
    if (!e.inPlay(i) || !e.robot(i).program[slot]) {
        e.voidDecision(i, *d, game::VoidReason::NotNow);
        return false;
    }
    e.noteDecision(i, *d);
    e.spendTemporary(i, UpgradeId::Hack);
    e.noteCard(game::Code::Hacked, i, *e.robot(i).program[slot]);
    return true;
}

void offerHack(const Engine &e, int i, const Card &, std::vector<DecisionOffer> &out)
{
    offerUpgrade(e, out, i, registerUse(e, UpgradeId::Hack));
}

} // namespace upgradehack

const CardUnit &hackCard()
{
    static const CardUnit unit{
        .data = upgradeData(UpgradeId::Hack), .replayCard = &upgradehack::hack, .cardOffers = &upgradehack::offerHack};
    return unit;
}

} // namespace rf::rules::cards
