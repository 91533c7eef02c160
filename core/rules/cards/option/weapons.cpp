// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The optional weapons (RULES.md 8.1 "Weapons", 8.2), fired at the robot the main laser would hit
// instead of the main laser: Mini Howitzer (1 damage and a push away, 5 uses), Pressor Beam (a
// push away), Tractor Beam (a pull closer, not from the next square), Radio Control (the target
// plays the firer's cards from the next register on) and Scrambler (the target's next register
// takes the top card of the deck; not in register 5). The moves are made after the volley's
// damage in the firers' priority order, then the holds take effect.
#include "rules/cards/option/optionuse.h"

namespace rf::rules::cards {

using namespace rf::model;
using game::VoidReason;

namespace optionweapons {

// The firer's priority this register (the order of the weapon movements).
int priority(const Engine &e, int s)
{
    const auto &card = e.robot(s).program[static_cast<std::size_t>(e.reg() - 1)];
    return card ? card->priority : -1;
}

bool adjacent(const Engine &e, int s, int t)
{
    return step(e.robot(s).pos, e.robot(s).facing) == e.robot(t).pos;
}

void howitzer(Engine &e, int s, int t, Direction d, std::vector<WeaponEffect> &later)
{
    e.scratch().hits.push_back({t, 1, opposite(d), game::Code::MiniHowitzerHit});
    e.note(game::Code::MiniHowitzerHit, t, s, e.robot(t).pos, d, 1);
    later.push_back({.firer = s, .target = t, .dir = d, .priority = priority(e, s)});
    HeldOption *h = e.held(s, OptionId::MiniHowitzer);
    if (--h->ammo <= 0)
        e.discardOption(s, OptionId::MiniHowitzer, game::Code::OptionDiscarded);
}

void pressor(Engine &e, int s, int t, Direction d, std::vector<WeaponEffect> &later)
{
    later.push_back({.firer = s, .target = t, .dir = d, .priority = priority(e, s)});
}

std::optional<VoidReason> tractorVoid(const Engine &e, int s, int t)
{
    return adjacent(e, s, t) ? std::optional(VoidReason::TooClose) : std::nullopt;
}

void tractor(Engine &e, int s, int t, Direction d, std::vector<WeaponEffect> &later)
{
    later.push_back({.firer = s, .target = t, .dir = opposite(d), .priority = priority(e, s)});
}

void newTurnRadio(Engine &e, int i)
{
    e.state().radioControl = false;
    e.robot(i).radioControlledBy = -1;
    e.robot(i).radioFrom = 0;
}

std::optional<VoidReason> radioVoid(const Engine &e, int, int t)
{
    return e.robot(t).poweredDown ? std::optional(VoidReason::PoweredDown) : std::nullopt;
}

void holdTarget(Engine &, int s, int t, Direction, std::vector<WeaponEffect> &later)
{
    later.push_back({.firer = s, .target = t, .move = false});
}

void radioHold(Engine &e, int s, int t)
{
    auto &target = e.robot(t);
    target.radioControlledBy = s;
    e.state().radioControl = true;
    target.radioFrom = e.reg() + 1;
    e.note(game::Code::RadioControlTakes, t, s, target.pos, Direction::North, e.reg() + 1);
}

std::optional<VoidReason> scramblerVoid(const Engine &e, int, int)
{
    return e.reg() >= kRegisterCount ? std::optional(VoidReason::LastRegister) : std::nullopt;
}

void scramble(Engine &e, int, int t)
{
    auto &target = e.robot(t);
    const auto next = static_cast<std::size_t>(e.reg());
    target.program[next] = e.drawCard();
    target.paired[next].reset();
    e.noteCard(game::Code::Scrambled, t, *target.program[next], e.reg() + 1);
}

} // namespace optionweapons

const CardUnit &miniHowitzerOptionCard()
{
    static const CardUnit unit{.data = optionData(OptionId::MiniHowitzer), .fireWeapon = &optionweapons::howitzer};
    return unit;
}

const CardUnit &pressorBeamOptionCard()
{
    static const CardUnit unit{.data = optionData(OptionId::PressorBeam), .fireWeapon = &optionweapons::pressor};
    return unit;
}

const CardUnit &tractorBeamOptionCard()
{
    static const CardUnit unit{.data = optionData(OptionId::TractorBeam),
                               .weaponVoid = &optionweapons::tractorVoid,
                               .fireWeapon = &optionweapons::tractor};
    return unit;
}

const CardUnit &radioControlCard()
{
    static const CardUnit unit{.data = optionData(OptionId::RadioControl),
                               .turnStart = &optionweapons::newTurnRadio,
                               .weaponVoid = &optionweapons::radioVoid,
                               .fireWeapon = &optionweapons::holdTarget,
                               .takeHold = &optionweapons::radioHold};
    return unit;
}

const CardUnit &scramblerOptionCard()
{
    static const CardUnit unit{.data = optionData(OptionId::Scrambler),
                               .weaponVoid = &optionweapons::scramblerVoid,
                               .fireWeapon = &optionweapons::holdTarget,
                               .takeHold = &optionweapons::scramble};
    return unit;
}

} // namespace rf::rules::cards
