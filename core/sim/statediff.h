// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/state.h"
#include "sim/statefields.h"

#include <array>
#include <string>
#include <vector>

// The one comparison of game states: what a player can see of a game (every field of
// statefields.h that is a part of the state), taken from a GameState, and the fields in which two
// such views differ. Compare, the ruling report's steps, the debugger's "changed" marks and the
// expectations' deciding steps all use it.
namespace rf::sim {

struct RobotView {
    std::string name{};
    bool inPlay = true; // not destroyed, not eliminated
    bool eliminated = false;
    game::DestroyCause cause = game::DestroyCause::None;
    model::Point at{};
    model::Direction facing = model::Direction::North;
    int damage = 0; // classic damage points / 2016 SPAM cards owned
    int lives = 0;
    int flags = 0;
    model::Point archive{};
    bool poweredDown = false;
    bool poweredDownNext = false;
    int energy = 0;
    bool rebooted = false;
    std::vector<model::HeldOption> options{};
    std::uint8_t locked = 0;
    int place = 0;
    std::vector<model::HeldUpgrade> upgrades{};
    std::array<int, model::kDamageKindCount> damageDealt{};
    model::Program program{};
    std::vector<model::Card> hand{};
    std::vector<model::Card> deck{}; // top at the back
    std::vector<model::Card> discard{};
    // The 2023 edition (RULES.md 10).
    std::array<std::optional<model::CardKind>, model::kRegisterCount> haywires{};
    std::vector<model::Card> kept{};
    std::vector<model::UpgradeId> collection{}; // 2023 (RULES.md 10.12)
    std::vector<model::Card> memory{};         // 2023: the cards on Memory Cards (RULES.md 10.14)
    bool topFaceUp = false;                     // 2023: Spam Filter shows the top of the draw pile
    bool shutDown = false;
    std::array<std::uint8_t, model::kHaywireCount> haywiresDrawn{};
    friend bool operator==(const RobotView &, const RobotView &) = default;
};

struct StateView {
    std::vector<RobotView> robots{};
    int winner = -1;
    std::vector<std::optional<model::UpgradeId>> shop{};
    std::vector<model::UpgradeId> upgradeDiscard{};
    std::array<int, model::kDamageKindCount> damagePiles{-1, -1, -1, -1}; // -1: never runs out
    std::vector<model::OptionId> optionDiscard{};
    std::vector<model::Point> energyTaken{};
    // The 2023 edition (RULES.md 10): the token holder (-1: none), the damage discard pile and
    // the cards left in the damage deck (-1: it never runs out).
    int tokenHolder = -1;
    std::vector<model::CardKind> damageDiscard{};
    int damageDeckCount = 0;
    friend bool operator==(const StateView &, const StateView &) = default;
};

// What a player can see of `st`. Every field of the game state is named there, compared or said
// not to be a part of the outcome: a field added to the state does not compile until it is one
// or the other.
StateView viewOf(const game::GameState &st);
RobotView viewOf(const game::RobotState &r);

// The fields that differences() compares (the rest of the table are expectations' only).
const FieldSet &comparedFields();

// The value of `field` in `v` as files write it: "3,2", "N", "true", "move2, spam", "none".
// `robot` is the robot's index for a robot's field (ignored for the game's). A robot that is not
// in play has no square or facing ("-").
std::string fieldValue(const StateView &v, int robot, Field field);

// The 2023 edition's values as files write them: face-down Haywires ("1: hw-back3"), damage
// cards in any order (sorted), the damage cards drawn by kind ("spam 1, hw-back3 1"); "none".
std::string haywiresText(const std::array<std::optional<model::CardKind>, model::kRegisterCount> &h);
std::string damageCardsText(std::vector<model::CardKind> cards);
std::string damageDrawnText(int spam, const std::array<std::uint8_t, model::kHaywireCount> &haywires);

// Registers (bit k-1: register k) as files write them: "1, 5", or "none".
std::string registersText(std::uint8_t mask);

// One field that differs: a robot's (`robot` its index) or the game's (`robot` -1).
struct FieldDiff {
    int robot = -1;
    Field field = Field::At;
    friend bool operator==(const FieldDiff &, const FieldDiff &) = default;
};
// The fields of `compare` (and of comparedFields()) whose values differ between `a` and `b`,
// robot by robot in order, then the game's. Robots are matched by index; a robot only one view
// has differs in InPlay.
std::vector<FieldDiff> differences(const StateView &a, const StateView &b, const FieldSet &compare);
inline std::vector<FieldDiff> differences(const StateView &a, const StateView &b)
{
    return differences(a, b, comparedFields());
}

} // namespace rf::sim
