// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scrambler, the 2016 upgrade (RULES.md 9.5): after the weapon movements, a robot the holder shot
// gets the top card of its draw pile in its next register (not in register 5, unless
// scrambler-register-5; not after a reboot).
#include "rules/cards/upgrade/upgradeuse.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgradescrambler {

void scramble(Engine &e, std::span<const Shot> shots)
{
    const std::uint64_t bit = std::uint64_t{1} << static_cast<int>(UpgradeId::Scrambler);
    for (const Shot &h : shots) {
        if (!h.mods || !(h.held & bit) || !e.inPlay(h.target))
            continue;
        const int next = e.reg() + 1;
        auto &t = e.robot(h.target);
        if (next > kRegisterCount || (next == kRegisterCount && !e.options().scramblerRegister5) || t.rebooted)
            continue;
        const auto slot = static_cast<std::size_t>(next - 1);
        const auto top = e.drawOwnCard(h.target);
        if (!top)
            continue;
        if (t.program[slot])
            t.discard.push_back(*t.program[slot]);
        t.program[slot] = *top;
        e.noteCard(game::Code::UpgradeScrambled, h.target, *top, next);
    }
}

} // namespace upgradescrambler

const CardUnit &scramblerUpgradeCard()
{
    static const CardUnit unit{.data = upgradeData(UpgradeId::Scrambler), .afterMoves = &upgradescrambler::scramble};
    return unit;
}

} // namespace rf::rules::cards
