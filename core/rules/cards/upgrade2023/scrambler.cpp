// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scrambler of the 2023 edition (RULES.md 10.13, 10.14): fired instead of the main laser in
// registers 1-4; after the weapon movements the card in the target's next register is replaced by
// the top card of its draw pile. The old card goes to the damage discard pile when it is a damage
// card, to the target's discard pile otherwise (both cards of a Crab Legs pair). (The 2016 card
// acted on a laser's hit.)
#include "rules/cards/library.h"
#include "rules/edition2023deck.h"
#include "rules/engine.h"

namespace rf::rules::cards {

using namespace rf::model;

namespace upgrade2023scrambler {
std::optional<game::VoidReason> unusable(const Engine &e, int, int target)
{
    if (e.reg() >= kRegisterCount)
        return game::VoidReason::LastRegister;
    const auto &t = e.robot(target);
    if (t.shutDown || !t.program[static_cast<std::size_t>(e.reg())])
        return game::VoidReason::NotNow; // nothing lies in its next register
    return std::nullopt;
}

void fire(Engine &e, int firer, int target, Direction d, std::vector<WeaponEffect> &later)
{
    e.highlight(e.robot(target).pos);
    later.push_back(WeaponEffect{.firer = firer, .target = target, .dir = d, .move = false});
}

void scramble(Engine &e, int, int target)
{
    auto &t = e.robot(target);
    const auto slot = static_cast<std::size_t>(e.reg());
    if (slot >= kRegisterCount || !t.program[slot])
        return;
    const auto top = e.drawOwnCard(target);
    if (!top)
        return; // nothing to put there: the card stays
    replaceRegisterCard(e, target, slot, *top);
    e.noteCard(game::Code::UpgradeScrambled, target, *top, static_cast<int>(slot) + 1);
}
} // namespace upgrade2023scrambler

const CardUnit &scrambler2023Card()
{
    static const CardUnit unit{.data = edition2023UpgradeData(UpgradeId::Scrambler),
                               .weaponVoid = &upgrade2023scrambler::unusable,
                               .fireWeapon = &upgrade2023scrambler::fire,
                               .takeHold = &upgrade2023scrambler::scramble};
    return unit;
}

} // namespace rf::rules::cards
