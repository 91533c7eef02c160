// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Chaos Theory (RULES.md 10.5 step 1, 10.14): a permanent upgrade; when the card revealed in the
// robot's register 1, 2 or 3 is a SPAM, the robot gains 1 energy (up to 10). It acts at the reveal,
// before any card is replaced, so that a SPAM coming up later as a replacement does not count.
#include "rules/cards/damage/damagepoint.h"
#include "rules/cards/library.h"
#include "rules/edition2023deck.h"
#include "rules/engine.h"

#include <algorithm>

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023chaostheory {
constexpr int kLastRegister = 3;

void revealed(Engine &e, int i)
{
    auto &r = e.robot(i);
    if (e.reg() > kLastRegister || !e.holdsUpgrade(i, UpgradeId::ChaosTheory))
        return;
    const auto &card = r.program[static_cast<std::size_t>(e.reg() - 1)];
    if (!card || card->kind != kDamagePoint.kind)
        return;
    r.energy = std::min(r.energy + 1, kEdition2023MaxEnergy);
    e.note(game::Code::ChaosTheory, i, -1, r.pos, Direction::North, r.energy);
}
} // namespace upgrade2023chaostheory

const CardUnit &chaosTheoryCard()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::ChaosTheory),
                               .reveal = &upgrade2023chaostheory::revealed};
    return unit;
}

} // namespace rf::rules::cards
