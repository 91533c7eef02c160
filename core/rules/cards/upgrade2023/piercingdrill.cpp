// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Piercing Drill (RULES.md 10.13, 10.15): when a card push of the robot pushes, or tries to push,
// the first robot of the chain named by the decision, that robot draws 1 damage card and may be
// turned to face any direction ("facing"; default unchanged). It acts at the first such push of
// that robot in the register and is then spent.
#include "rules/cards/upgrade/upgradeuse.h"
#include "rules/cards/upgrade2023/decided.h"
#include "rules/cards/upgrade2023/firstpushed.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023piercingdrill {
void pierce(Engine &e, int mover, int touched, Direction d)
{
    if (!e.inPlay(touched) || !e.decides(mover))
        return;
    const Decision *use = upgrade2023::decided(e, mover, UpgradeId::PiercingDrill);
    if (!use || use->target != e.robot(touched).name)
        return; // another robot of the decision may still be pushed (never-arose otherwise)
    e.noteDecision(mover, *use, touched);
    e.spendTemporary(mover, UpgradeId::PiercingDrill);
    auto &t = e.robot(touched);
    e.highlight(t.pos);
    e.note(game::Code::PiercingDrill, touched, mover, t.pos, d, 1);
    e.damage(touched, 1, game::Code::PiercingDrill, true, opposite(d));
    if (use->dir && e.inPlay(touched) && t.facing != *use->dir) {
        t.facing = *use->dir;
        e.note(game::Code::Rotated, touched, -1, t.pos, t.facing);
    }
}
// Before its card, the debugger offers it at the robot the card would push first: facing
// unchanged (the default), or turned to each other facing.
void offers(const Engine &e, int i, const Card &card, std::vector<DecisionOffer> &out)
{
    const int t = upgrade2023::firstPushed(e, i, card);
    if (t < 0)
        return;
    Decision d = registerUse(e, UpgradeId::PiercingDrill);
    d.target = e.robot(t).name;
    offerUpgrade(e, out, i, d);
    for (const Direction dir : {Direction::North, Direction::East, Direction::South, Direction::West})
        if (dir != e.robot(t).facing) {
            d.dir = dir;
            offerUpgrade(e, out, i, d);
        }
}
} // namespace upgrade2023piercingdrill

const CardUnit &piercingDrillCard()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::PiercingDrill),
                               .bump = &upgrade2023piercingdrill::pierce,
                               .cardOffers = &upgrade2023piercingdrill::offers};
    return unit;
}

} // namespace rf::rules::cards
