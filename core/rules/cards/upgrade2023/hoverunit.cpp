// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Hover Unit of the 2023 edition (RULES.md 10.14): while its register card moves it (the card's
// moves, SPAM replacements, Again, a Haywire's moves, a Crab Legs pair) the robot passes over pits;
// it falls in when a movement part of that card ends on a pit, stopped there or not. Any other
// movement onto a pit makes it fall (the 2016 card covered every movement).
#include "rules/cards/library.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023hoverunit {
bool hover(Engine &e, int i, Point at, Direction d)
{
    if (i != e.scratch().cardMover)
        return false;
    e.note(game::Code::HoverOverPit, i, -1, at, d);
    return true;
}
void land(Engine &e, int i)
{
    if (i == e.scratch().cardMover && e.board().entry(e.robot(i).pos) == Entry::Pit)
        e.destroy(i, game::DestroyCause::Pit, game::Code::FellIntoPit);
}
} // namespace upgrade2023hoverunit

const CardUnit &hoverUnit2023Card()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::HoverUnit),
                               .overPit = &upgrade2023hoverunit::hover,
                               .cardMoveEnded = &upgrade2023hoverunit::land};
    return unit;
}

} // namespace rf::rules::cards
