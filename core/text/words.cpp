// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/words.h"

#include "model/optioncards.h"
#include "rules/ruleset.h"
#include "text/printable.h"

#include <array>
#include <format>

namespace rf::text {

std::string cellWord(model::Point p) { return std::format("{},{}", p.x, p.y); }
std::string directionLetter(model::Direction d) { return std::string(model::directionLetter(d)); }

std::string directionWord(model::Direction d)
{
    static constexpr std::array<const char *, 4> kWords{"north", "east", "south", "west"};
    return kWords[static_cast<std::size_t>(d) % kWords.size()];
}

std::string cardWord(const model::Card &c, bool priorities)
{
    static constexpr const char *kNames[] = {"U-turn",        "rotate left",     "rotate right",    "back up",        "move 1",
                                             "move 2",        "move 3",          "again",           "power up",       "SPAM",
                                             "Trojan Horse",  "Worm",            "Virus",           "Energy Routine", "Repeat Routine",
                                             "Sandbox Routine", "Speed Routine", "Weasel Routine",  "Spam Folder",
                                             "Haywire: move 2, turn right",
                                             "Haywire: turn either way",
                                             "Haywire: move 1, turn left, move 1",
                                             "Haywire: face any way, move 1",
                                             "Haywire: install an upgrade",
                                             "Haywire: move 1, take the token",
                                             "Haywire: pay energy to move",
                                             "Haywire: move back 3",
                                             "Haywire: move back 1, U-turn",
                                             "Haywire: move 1, turn right, move 1",
                                             "Haywire: move 2 sideways",
                                             "Haywire: move back 1, purge a card",
                                             "Haywire: move 2, turn left",
                                             "Haywire: move 5",
                                             "Haywire: move 1, stronger laser",
                                             "Haywire: play the top 2 cards",
                                             "Haywire: move 3, U-turn"};
    static_assert(std::size(kNames) == model::kCardKindCount);
    if (c.choice)
        return std::format("{} ({})", kNames[static_cast<int>(c.kind)], kNames[static_cast<int>(*c.choice)]);
    if (!priorities || !model::cardIsClassic(c.kind))
        return kNames[static_cast<int>(c.kind)];
    return std::format("{} ({})", kNames[static_cast<int>(c.kind)], c.priority);
}

std::string upgradeWord(int id)
{
    return id >= 0 && id < model::kUpgradeIdCount ? std::string(model::upgradeName(static_cast<model::UpgradeId>(id))) : std::string("?");
}

std::string optionWord(int id)
{
    return id >= 0 && id < model::kOptionCount ? std::string(model::optionName(static_cast<model::OptionId>(id)))
                                               : std::string("?");
}

std::string robotWord(const sim::Trace &t, int robot)
{
    if (robot < 0 || static_cast<std::size_t>(robot) >= t.header.robots.size())
        return "?";
    return printable(t.header.robots[static_cast<std::size_t>(robot)].name);
}

bool tracePriorities(const sim::Trace &t) { return rules::traitsOf(t.header.ruleset).priorities; }

} // namespace rf::text
