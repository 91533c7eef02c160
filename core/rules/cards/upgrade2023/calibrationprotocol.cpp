// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Calibration Protocol (RULES.md 10.15): a temporary upgrade used any time. Every damage card of the
// robot's hand goes to the damage discard pile, then it draws as many cards from its draw pile;
// damage cards drawn stay. While programming the hand is the one just drawn; at other moments it is
// the hand the robot keeps between programming phases (RobotState::kept). Without a damage card in
// the hand it does nothing and is void (docs/rules.md).
#include "rules/cards/damage/damagepoint.h"
#include "rules/cards/library.h"
#include "rules/edition2023deck.h"
#include "rules/engine.h"

#include <algorithm>

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023calibration {
bool isDamage(const Card &c)
{
    return c.kind == kDamagePoint.kind || cardIsHaywire(c.kind);
}

template<class Hand> bool calibrate(Engine &e, int i, const Decision &d, Hand &hand)
{
    const auto damaged = static_cast<int>(std::ranges::count_if(hand, isDamage));
    if (damaged == 0)
        return false; // void: nothing to calibrate
    e.noteDecision(i, d);
    e.spendTemporary(i, d.upgrade);
    for (const Card &c : hand)
        if (isDamage(c))
            discardDamage(e, c.kind);
    std::erase_if(hand, isDamage);
    e.note(game::Code::Calibrated, i, -1, e.robot(i).pos, Direction::North, damaged);
    for (int n = 0; n < damaged; ++n)
        if (const auto c = e.drawOwnCard(i))
            hand.push_back(*c);
    return true;
}

bool onHand(Engine &e, int i, const Decision &d, std::vector<Card> &hand)
{
    return calibrate(e, i, d, hand);
}
bool anyTime(Engine &e, int i, const Decision &d)
{
    return calibrate(e, i, d, e.robot(i).kept);
}
} // namespace upgrade2023calibration

const CardUnit &calibrationProtocolCard()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::CalibrationProtocol),
                               .programming = &upgrade2023calibration::onHand,
                               .outsideRegisters = &upgrade2023calibration::anyTime};
    return unit;
}

} // namespace rf::rules::cards
