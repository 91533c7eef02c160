// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/scenario.h"

#include <algorithm>
#include <array>
#include <charconv>

namespace rf::model {

namespace {
constexpr std::array<std::string_view, kCardKindCount> kCardNames{
    "uturn",  "left",           "right",          "back",            "move1",         "move2",          "move3",
    "again",  "powerup",        "spam",           "trojan",          "worm",          "virus",          "energy-routine",
    "repeat-routine", "sandbox-routine", "speed-routine", "weasel-routine", "spam-folder",
    "hw-move2-right", "hw-turn-either", "hw-move1-left-move1", "hw-face-any-move1", "hw-install", "hw-move1-priority",
    "hw-pay-energy-move", "hw-back3", "hw-back1-uturn", "hw-move1-right-move1", "hw-side2", "hw-back1-purge", "hw-move2-left",
    "hw-move5", "hw-move1-laser", "hw-double-draw", "hw-move3-uturn"};
}

std::string_view cardKindName(CardKind k) { return kCardNames[static_cast<std::size_t>(k)]; }

std::optional<CardKind> cardKindFromName(std::string_view s)
{
    for (std::size_t i = 0; i < kCardNames.size(); ++i)
        if (kCardNames[i] == s)
            return static_cast<CardKind>(i);
    return std::nullopt;
}

bool usesUpgrades(const Scenario &sc)
{
    auto upgradeCard = [](const std::optional<Card> &c) { return c && static_cast<int>(c->kind) >= kRenegadeCardKindCount && !cardIsHaywire(c->kind); };
    auto anyIn = [&](const std::vector<Card> &cards) { return std::ranges::any_of(cards, [&](const Card &c) { return upgradeCard(c); }); };
    if (sc.upgradePhase || sc.programming || std::ranges::any_of(sc.damagePiles, [](const auto &n) { return n.has_value(); }))
        return true;
    for (const ScenarioRobot &r : sc.robots) {
        if (!r.upgrades.empty() || (r.deck && anyIn(*r.deck)) || anyIn(r.discard))
            return true;
        for (const TurnPlan &t : r.turns)
            if (anyIn(t.hand) || (t.program && std::ranges::any_of(*t.program, upgradeCard)))
                return true;
    }
    return false;
}

bool cardChoiceAllowed(CardKind k, CardKind choice)
{
    switch (k) {
    case CardKind::SandboxRoutine:
        return choice == CardKind::Move1 || choice == CardKind::Move2 || choice == CardKind::Move3 || choice == CardKind::BackUp ||
               choice == CardKind::RotateLeft || choice == CardKind::RotateRight || choice == CardKind::UTurn;
    case CardKind::WeaselRoutine: return choice == CardKind::RotateLeft || choice == CardKind::RotateRight || choice == CardKind::UTurn;
    default: return false;
    }
}

std::string cardText(const Card &c)
{
    std::string s(cardKindName(c.kind));
    if (c.choice)
        s += ':' + std::string(cardKindName(*c.choice));
    else if (c.priority != 0)
        s += ':' + std::to_string(c.priority);
    return s;
}

std::optional<Card> cardFromText(std::string_view s)
{
    const auto colon = s.find(':');
    const auto kind = cardKindFromName(s.substr(0, colon));
    if (!kind)
        return std::nullopt;
    Card c{*kind, 0};
    if (colon == std::string_view::npos)
        return c;
    const std::string_view rest = s.substr(colon + 1);
    if (cardHasChoice(*kind)) {
        const auto choice = cardKindFromName(rest);
        if (!choice || !cardChoiceAllowed(*kind, *choice))
            return std::nullopt;
        c.choice = *choice;
        return c;
    }
    const auto [ptr, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), c.priority);
    if (ec != std::errc{} || ptr != rest.data() + rest.size() || c.priority < 0 || rest.empty())
        return std::nullopt;
    return c;
}

std::optional<DecisionTime> decisionTime(DecisionUse use, OptionId option)
{
    switch (use) {
    case DecisionUse::LoseOption: return DecisionTime::Destroyed;
    case DecisionUse::DrawOption: return std::nullopt; // in E (register) or at the end of the turn
    case DecisionUse::DiscardOption:
    case DecisionUse::ChopShopScrap:
    case DecisionUse::ChopShopReload: return DecisionTime::Register;
    // Upgrade decisions name their moment in the file (RULES.md 9.4): upgrade phase,
    // programming phase or a register.
    case DecisionUse::Upgrade:
    case DecisionUse::Buy:
    case DecisionUse::PickDamage:
    case DecisionUse::RoutineCard: return std::nullopt;
    case DecisionUse::LayCard:
        return option == OptionId::Flywheel || option == OptionId::ConditionalProgram ? std::optional(DecisionTime::Programming) : std::nullopt;
    case DecisionUse::Shutdown: return DecisionTime::BeforeRegisters;
    case DecisionUse::RebootFacing:
    case DecisionUse::HwTurnEither:
    case DecisionUse::HwFaceAny:
    case DecisionUse::HwPayEnergy:
    case DecisionUse::HwSide2:
    case DecisionUse::HwBack1Purge:
    case DecisionUse::HwDoubleDraw:
    case DecisionUse::HwInstall: return DecisionTime::Register;
    case DecisionUse::UpgradeDraw:
    case DecisionUse::UpgradeInstall:
    case DecisionUse::UpgradeUninstall: return DecisionTime::UpgradePhase;
    case DecisionUse::Option: break;
    }
    switch (option) {
    case OptionId::Recompile: return DecisionTime::Programming;
    case OptionId::GyroscopicStabilizer: return DecisionTime::TurnStart;
    case OptionId::AbortSwitch:
    case OptionId::ConditionalProgram:
    case OptionId::Brakes:
    case OptionId::FourthGear:
    case OptionId::ReverseGear:
    case OptionId::CrabLegs:
    case OptionId::DualProcessor:
    case OptionId::FireControl: return DecisionTime::Register;
    default: return optionIsWeapon(option) ? std::optional(DecisionTime::Register) : std::nullopt;
    }
}

} // namespace rf::model
