// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/decidingstep.h"

#include "sim/statediff.h"

#include <algorithm>

namespace rf::sim {

int checkedPosition(const Replay &replay, const Mismatch &m)
{
    if (m.turn == 0)
        return replay.length();
    int found = 0;
    for (int pos = 1; pos <= replay.length(); ++pos) {
        const game::Event *e = replay.eventAt(pos);
        if (e->turn == m.turn && (m.afterRegister == 0 || e->reg == m.afterRegister))
            found = pos;
    }
    return found;
}

FieldSet fieldsRead(Field f)
{
    FieldSet s;
    const auto add = [&](std::initializer_list<Field> fields) {
        for (const Field g : fields)
            s.set(static_cast<std::size_t>(g));
    };
    switch (f) {
    case Field::At: add({Field::At, Field::InPlay}); break;
    case Field::Facing: add({Field::Facing, Field::InPlay}); break;
    case Field::Destroyed: add({Field::InPlay}); break;
    case Field::OptionCount:
    case Field::Ammo: add({Field::Options}); break;
    case Field::HandNext: add({Field::Damage, Field::Options, Field::PoweredDownNext, Field::Locked, Field::InPlay}); break;
    case Field::DamageCards: add({Field::SpamDealt, Field::TrojanDealt, Field::WormDealt, Field::VirusDealt}); break;
    case Field::DamageDrawn: add({Field::SpamDealt, Field::Haywires, Field::DamageDiscard}); break; // the Haywires drawn go to one or the other
    case Field::DeckTop: add({Field::Deck}); break;
    case Field::DamagePiles: add({Field::SpamPile, Field::TrojanPile, Field::WormPile, Field::VirusPile}); break;
    case Field::Robot:
    case Field::Moment: break;
    case Field::InPlay:
    case Field::Eliminated:
    case Field::Damage:
    case Field::Lives:
    case Field::Flags:
    case Field::Archive:
    case Field::PoweredDown:
    case Field::PoweredDownNext:
    case Field::Energy:
    case Field::Rebooted:
    case Field::Options:
    case Field::Locked:
    case Field::Place:
    case Field::Upgrades:
    case Field::SpamDealt:
    case Field::TrojanDealt:
    case Field::WormDealt:
    case Field::VirusDealt:
    case Field::Program:
    case Field::Hand:
    case Field::Deck:
    case Field::Discard:
    case Field::Winner:
    case Field::Shop:
    case Field::UpgradeDiscard:
    case Field::SpamPile:
    case Field::TrojanPile:
    case Field::WormPile:
    case Field::VirusPile:
    case Field::OptionDiscard:
    case Field::EnergyTaken:
    case Field::Haywires:
    case Field::Kept:
    case Field::ShutDown:
    case Field::PriorityToken:
    case Field::DamageDiscard:
    case Field::DamageDeckCount:
    case Field::Collection:
    case Field::MemoryCards:
    case Field::TopFaceUp: add({f}); break;
    case Field::UpgradeDeckTop: break;
    }
    return s & comparedFields();
}

std::vector<int> decidingPositions(const Replay &replay, const std::vector<Mismatch> &checks)
{
    std::vector<int> checked(checks.size());
    std::vector<int> robot(checks.size(), -1);
    int last = 0;
    const game::GameState &start = replay.stateAt(0);
    for (std::size_t i = 0; i < checks.size(); ++i) {
        checked[i] = checkedPosition(replay, checks[i]);
        last = std::max(last, checked[i]);
        for (std::size_t r = 0; r < start.robots.size(); ++r)
            if (!checks[i].robot.empty() && start.robots[r].name == checks[i].robot)
                robot[i] = static_cast<int>(r);
    }
    // lastChange[robot + 1][field]: the last position that changed it (row 0: the game's fields).
    std::vector<std::vector<int>> lastChange(start.robots.size() + 1, std::vector<int>(kFieldCount, 0));
    std::vector<int> out = checked;
    StateView before = viewOf(start);
    const auto settle = [&](int pos) {
        for (std::size_t i = 0; i < checks.size(); ++i) {
            if (checked[i] != pos)
                continue;
            const FieldSet read = fieldsRead(checks[i].field);
            if (read.none() || (checks[i].robot.size() && robot[i] < 0))
                continue;
            int decided = 0;
            for (int f = 0; f < kFieldCount; ++f)
                if (read.test(static_cast<std::size_t>(f)))
                    decided = std::max(decided, lastChange[static_cast<std::size_t>(robot[i] + 1)][static_cast<std::size_t>(f)]);
            out[i] = decided; // 0: nothing it reads changed, the setup decided it
        }
    };
    for (int pos = 1; pos <= last; ++pos) {
        StateView after = viewOf(replay.stateAt(pos));
        for (const FieldDiff &d : differences(before, after))
            if (d.robot + 1 < static_cast<int>(lastChange.size()))
                lastChange[static_cast<std::size_t>(d.robot + 1)][static_cast<std::size_t>(d.field)] = pos;
        before = std::move(after);
        settle(pos);
    }
    return out;
}

} // namespace rf::sim
