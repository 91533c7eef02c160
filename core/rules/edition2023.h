// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/state.h"
#include "rules/ruleset.h"

#include <vector>

namespace rf::rules {

// The 2023 edition (RULES.md 10) as a policy over the shared engine: the priority token, own
// decks with damage kept in hand, the shared damage deck of SPAM and Haywires, rebooting off the
// board, shutdown. Its upgrades (RULES.md 10.12-10.15) are not played yet.
const Ruleset &edition2023Ruleset();

class Engine;
struct DecisionOffer;

// Whether `use` is the choice of a Haywire (RULES.md 10.16).
constexpr bool isHaywireChoice(model::DecisionUse use)
{
    return (use >= model::DecisionUse::HwTurnEither && use <= model::DecisionUse::HwDoubleDraw) || use == model::DecisionUse::HwInstall;
}
// Rebooting (edition2023reboot.cpp, RULES.md 10.9): robot i leaves the board because of `cause`
// (noted as `why`), its registers' cards go, it draws its damage; in register 1 it re-enters;
// with Dynamic Archiving robots ending a register on a checkpoint or a battery archive there.
void rebootOffBoard(Engine &e, int i, game::DestroyCause cause, game::Code why);
void reenter(Engine &e, int i);
void moveArchives(Engine &e);
// Every card of robot i's registers goes (RULES.md 10.9, 10.10), and the second cards of its Crab
// Legs registers.
void emptyRegisters(Engine &e, int i, bool spamToDamageDiscard);
void discardPaired(game::RobotState &r);
// A robot on the reboot token `token` is pushed off along its arrow, as at a re-entry (RULES.md
// 10.9 step 5), to make room for robot `self`: whether the token is free then.
bool pushOffToken(Engine &e, model::Point token, int self);
// Robot `holder` takes the priority token (hw-move1-priority, Re-Initialize): the new order counts
// from the next register, or from register 1 when it moves before the registers (RULES.md 10.3).
void giveToken(Engine &e, int holder);
// The weapons step (RULES.md 10.13): lasers, replacement weapons, then damage, movements and
// Scrambler (edition2023volley.cpp).
void edition2023Volley(Engine &e);
// The choices a player could make before the next substep (edition2023offers.cpp).
void edition2023Offers(Engine &e, std::vector<DecisionOffer> &out);

} // namespace rf::rules
