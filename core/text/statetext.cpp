// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/statetext.h"

#include "text/printable.h"

#include <algorithm>
#include <format>
#include <vector>

namespace rf::text {

namespace {

std::string capitalised(std::string s)
{
    if (!s.empty() && s.front() >= 'a' && s.front() <= 'z')
        s.front() = static_cast<char>(s.front() - 'a' + 'A');
    return s;
}

// The fields whose values are lists ("move1, spam" or "none").
bool isList(sim::Field f)
{
    using enum sim::Field;
    return f == Options || f == Upgrades || f == Hand || f == Deck || f == Discard || f == Shop || f == UpgradeDiscard || f == OptionDiscard
           || f == EnergyTaken;
}

std::vector<std::string> items(const std::string &list)
{
    std::vector<std::string> out;
    if (list == "none")
        return out;
    std::size_t from = 0;
    while (from <= list.size()) {
        const std::size_t comma = list.find(", ", from);
        out.push_back(list.substr(from, comma == std::string::npos ? std::string::npos : comma - from));
        if (comma == std::string::npos)
            break;
        from = comma + 2;
    }
    return out;
}

} // namespace

std::string fieldLabel(sim::Field f)
{
    return std::string(sim::fieldInfo(f).label);
}

std::string checkSubject(const sim::Mismatch &m)
{
    if (sim::fieldInfo(m.field).subject == sim::Subject::Robot)
        return m.field == sim::Field::Robot ? printable(m.robot) : std::format("{}: {}", printable(m.robot), fieldLabel(m.field));
    return capitalised(fieldLabel(m.field));
}

std::string checkMoment(const sim::Mismatch &m)
{
    if (m.turn == 0)
        return "at the end";
    if (m.afterRegister == 0)
        return std::format("after turn {}", m.turn);
    return std::format("after turn {}, register {}", m.turn, m.afterRegister);
}

std::string phaseMoment(int turn, int reg, game::Phase phase)
{
    std::string name(game::phaseName(phase));
    std::ranges::replace(name, '-', ' ');
    if (reg == 0)
        return std::format("turn {}, {}", turn, name);
    return std::format("turn {}, register {}, {}", turn, reg, name);
}

std::string changeWords(sim::Field f, const std::string &before, const std::string &after)
{
    if (!isList(f))
        return std::format("{} -> {}", printable(before), printable(after));
    std::vector<std::string> was = items(before);
    std::vector<std::string> added;
    for (const std::string &item : items(after)) {
        const auto it = std::ranges::find(was, item);
        if (it == was.end())
            added.push_back(item);
        else
            was.erase(it);
    }
    std::string s;
    for (const std::string &a : added)
        s += (s.empty() ? "+" : ", +") + printable(a);
    for (const std::string &r : was)
        s += (s.empty() ? "-" : ", -") + printable(r);
    return s.empty() ? std::string("reordered") : s;
}

} // namespace rf::text
