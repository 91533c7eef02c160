// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Superior Archive (RULES.md 8.2): the robot re-enters without damage (held now, or with
// superior-archive-1994 also when it was the option lost at this destruction).
#include "rules/cards/option/optionuse.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace optionsuperiorarchive {
void reenter(Engine &e, int i, Point at)
{
    auto &r = e.robot(i);
    if (e.holds(i, OptionId::SuperiorArchive) ||
        (e.options().superiorArchive1994 && r.lostAtDestruction == OptionId::SuperiorArchive)) {
        r.damage = 0;
        e.note(game::Code::SuperiorArchive, i, -1, at);
    }
}
} // namespace optionsuperiorarchive

const CardUnit &superiorArchiveCard()
{
    static const CardUnit unit{.data = optionData(OptionId::SuperiorArchive),
                               .reentry = &optionsuperiorarchive::reenter};
    return unit;
}

} // namespace rf::rules::cards
