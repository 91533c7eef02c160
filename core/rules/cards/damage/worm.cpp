// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Worm (RULES.md 9.7): played, the robot reboots at once; it plays nothing else.
#include "rules/cards/library.h"
#include "rules/engine.h"

namespace rf::rules::cards {

namespace damageworm {
bool wormPlayed(Engine &e, int i)
{
    e.destroy(i, game::DestroyCause::Worm, game::Code::WormPlayed);
    return false;
}
} // namespace damageworm

const CardUnit &wormCard()
{
    static const CardUnit unit{.data = programCardData(Family::Damage, model::CardKind::Worm),
                               .damaged = &damageworm::wormPlayed};
    return unit;
}

} // namespace rf::rules::cards
