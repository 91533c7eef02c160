// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Extra Memory (RULES.md 8.2): the robot is dealt one more program card.
#include "rules/cards/option/optionuse.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace optionextramemory {
void dealt(Engine &e, int i, std::vector<Card> &hand)
{
    if (e.holds(i, OptionId::ExtraMemory))
        e.note(game::Code::ExtraMemoryCard, i, -1, e.robot(i).pos, Direction::North, static_cast<int>(hand.size()));
}
} // namespace optionextramemory

const CardUnit &extraMemoryCard()
{
    static const CardUnit unit{
        .data = optionData(OptionId::ExtraMemory), .extraCards = 1, .dealt = &optionextramemory::dealt};
    return unit;
}

} // namespace rf::rules::cards
