// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Drifting and Power Slide (RULES.md 10.14): right after the robot resolved a Rotate Left
// (Drifting) or Rotate Right (Power Slide) card lying in its register, it may move 1 square
// forward, an ordinary move that is no card push. As for Brakes: not after an Again repeating the
// card, a Haywire's turns or a Crab Legs pair.
#include "rules/cards/upgrade/upgradeuse.h"
#include "rules/cards/upgrade2023/decided.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023drifting {
void slide(Engine &e, int i, UpgradeId id)
{
    const Decision *d = upgrade2023::decided(e, i, id);
    if (!d)
        return;
    e.noteDecision(i, *d);
    upgrade2023::ownMove(e, i, e.robot(i).facing);
}
void drift(Engine &e, int i, const Card &card)
{
    if (card.kind == CardKind::RotateLeft)
        slide(e, i, UpgradeId::Drifting);
}
void powerSlide(Engine &e, int i, const Card &card)
{
    if (card.kind == CardKind::RotateRight)
        slide(e, i, UpgradeId::PowerSlide);
}
// The debugger offers each before the rotation card it follows, lying in the register.
template<UpgradeId id, CardKind after> void offers(const Engine &e, int i, const Card &card, std::vector<DecisionOffer> &out)
{
    if (card.kind == after)
        offerUpgrade(e, out, i, registerUse(e, id));
}
} // namespace upgrade2023drifting

const CardUnit &driftingCard()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::Drifting),
                               .resolved = &upgrade2023drifting::drift,
                               .cardOffers = &upgrade2023drifting::offers<UpgradeId::Drifting, CardKind::RotateLeft>};
    return unit;
}

const CardUnit &powerSlideCard()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::PowerSlide),
                               .resolved = &upgrade2023drifting::powerSlide,
                               .cardOffers = &upgrade2023drifting::offers<UpgradeId::PowerSlide, CardKind::RotateRight>};
    return unit;
}

} // namespace rf::rules::cards
