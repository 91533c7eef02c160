// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Rewire (RULES.md 10.12, 10.15): a temporary upgrade of the upgrade phase only. Every face-down
// Haywire in the robot's registers goes to its hand (RobotState::kept, the hand it starts the
// programming phase with); the robot must program all of them this round (edition2023.cpp,
// programHaywires). Without a face-down Haywire it does nothing and is void.
#include "rules/cards/library.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023rewire {
bool rewire(Engine &e, int i, const Decision &d)
{
    auto &r = e.robot(i);
    if (d.when != DecisionTime::UpgradePhase)
        return false;
    int taken = 0;
    for (const auto &h : r.haywires)
        taken += h ? 1 : 0;
    if (taken == 0)
        return false;
    e.noteDecision(i, d);
    e.spendTemporary(i, d.upgrade);
    for (auto &h : r.haywires)
        if (const auto k = std::exchange(h, std::nullopt))
            r.kept.push_back(Card{*k, 0});
    e.note(game::Code::HaywiresRewired, i, -1, r.pos, Direction::North, taken);
    return true;
}
} // namespace upgrade2023rewire

const CardUnit &rewireCard()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::Rewire),
                               .outsideRegisters = &upgrade2023rewire::rewire};
    return unit;
}

} // namespace rf::rules::cards
