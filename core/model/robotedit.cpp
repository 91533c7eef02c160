// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/robotedit.h"

namespace rf::model {

void applyRobotEdit(const RobotEdit &edit, RobotEditTarget &target)
{
    // Every field by name: a field added to RobotEdit stops this from compiling until it is
    // handed to the targets.
    const auto &[pos, facing, damage, lives, flags, archive, poweredDown, card, program, powerDownNext] = edit;
    if (pos)
        target.position(*pos);
    if (facing)
        target.facing(*facing);
    if (damage)
        target.damage(*damage);
    if (lives)
        target.lives(*lives);
    if (flags)
        target.flags(*flags);
    if (archive)
        target.archive(*archive);
    if (poweredDown)
        target.poweredDown(*poweredDown);
    if (card)
        target.card(card->first, card->second);
    if (program)
        target.program(*program);
    if (powerDownNext)
        target.powerDownNext(*powerDownNext);
}

} // namespace rf::model
