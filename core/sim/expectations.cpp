// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/expectations.h"

#include "model/translatable.h"
#include "rules/engine.h"
#include "rules/ruleset.h"
#include "sim/statediff.h"

#include <array>

#include <algorithm>
#include <format>

namespace rf::sim {

using namespace rf::game;
using namespace rf::model;

std::string pointText(Point p)
{
    return std::format("{},{}", p.x, p.y);
}

namespace {

// In the order of Mismatch::Finding. NotReached names the moment by its own fields.
constexpr std::array<FindingInfo, kFindingCount> kFindings{{
    {"", ""},
    {"", RF_TRANSLATABLE("Expectations", "not reached (game over or play stopped earlier)")},
    {RF_TRANSLATABLE("Expectations", "present"), RF_TRANSLATABLE("Expectations", "no such robot")},
    {"", RF_TRANSLATABLE("Expectations", "%1 not held")},
    {"", RF_TRANSLATABLE("Expectations", "not part of the %1 rules")},
}};

std::string boolText(bool b)
{
    return b ? "true" : "false";
}

// "brakes, mini-howitzer" (sorted by id), or "none".
std::string optionsText(std::vector<OptionId> ids)
{
    std::ranges::sort(ids);
    std::string s;
    for (const OptionId id : ids)
        s += (s.empty() ? "" : ", ") + std::string(optionName(id));
    return s.empty() ? "none" : s;
}

void checkOptions(const RobotExpectation &re, const RobotState &r, const auto &add)
{
    if (re.options) {
        std::vector<OptionId> held;
        for (const HeldOption &h : r.options)
            held.push_back(h.id);
        add(re.robot, Field::Options, optionsText(*re.options), optionsText(held));
    }
    if (re.optionCount)
        add(re.robot, Field::OptionCount, std::to_string(*re.optionCount), std::to_string(r.options.size()));
    for (const auto &[id, uses] : re.ammo) {
        const auto it = std::ranges::find_if(r.options, [&](const HeldOption &h) { return h.id == id; });
        if (it == r.options.end())
            add(re.robot, Field::Ammo, std::format("{} {}", optionName(id), uses), std::string(optionName(id)), Mismatch::Finding::OptionNotHeld);
        else
            add(re.robot, Field::Ammo, std::format("{} {}", optionName(id), uses), std::format("{} {}", optionName(id), it->ammo));
    }
    if (re.locked) {
        std::uint8_t mask = 0;
        for (const int k : *re.locked)
            mask = static_cast<std::uint8_t>(mask | (1U << (k - 1)));
        add(re.robot, Field::Locked, registersText(mask), registersText(r.lockedMask));
    }
    if (re.poweredDownNext)
        add(re.robot, Field::PoweredDownNext, boolText(*re.poweredDownNext), boolText(r.announcedPowerDown));
    if (re.handNext)
        add(re.robot, Field::HandNext, std::to_string(*re.handNext), std::to_string(rules::nextHandSize(r)));
}

// "boink, rail-gun" (sorted by id), or "none".
std::string upgradesText(std::vector<UpgradeId> ids)
{
    std::ranges::sort(ids);
    std::string s;
    for (const UpgradeId id : ids)
        s += (s.empty() ? "" : ", ") + std::string(upgradeName(id));
    return s.empty() ? "none" : s;
}

// Cards in order ("move2, spam"), or sorted when the order does not count; "none" when empty.
std::string cardsText(std::vector<Card> cards, bool sorted)
{
    if (sorted)
        std::ranges::sort(cards, [](const Card &a, const Card &b) { return cardText(a) < cardText(b); });
    std::string s;
    for (const Card &c : cards)
        s += (s.empty() ? "" : ", ") + cardText(c);
    return s.empty() ? "none" : s;
}

constexpr std::string_view kDamageNames[] = {"spam", "trojan", "worm", "virus"};

std::string pilesText(const std::array<int, kDamageKindCount> &n, const std::array<bool, kDamageKindCount> &named)
{
    std::string s;
    for (std::size_t k = 0; k < n.size(); ++k)
        if (named[k])
            s += (s.empty() ? "" : ", ") + std::format("{} {}", kDamageNames[k], n[k] < 0 ? std::string("unlimited") : std::to_string(n[k]));
    return s.empty() ? "none" : s;
}

// The expectations of RULES.md 9: upgrades held, damage cards dealt, hand and piles.
void checkUpgrades(const RobotExpectation &re, const RobotState &r, const auto &add)
{
    if (re.upgrades) {
        std::vector<UpgradeId> held;
        for (const HeldUpgrade &h : r.upgrades)
            held.push_back(h.id);
        add(re.robot, Field::Upgrades, upgradesText(*re.upgrades), upgradesText(held));
    }
    if (re.damageCards && !re.haywiresDrawn)
        add(re.robot, Field::DamageCards, pilesText(*re.damageCards, {true, true, true, true}), pilesText(r.damageDealt, {true, true, true, true}));
    if (re.hand)
        add(re.robot, Field::Hand, cardsText(*re.hand, true), cardsText(r.hand, true));
    if (re.deckTop) {
        std::vector<Card> top; // the draw pile's top is its back
        for (auto it = r.deck.rbegin(); it != r.deck.rend() && top.size() < re.deckTop->size(); ++it)
            top.push_back(*it);
        add(re.robot, Field::DeckTop, cardsText(*re.deckTop, false), cardsText(top, false));
    }
    if (re.discard)
        add(re.robot, Field::Discard, cardsText(*re.discard, true), cardsText(r.discard, true));
}

// The expectations of RULES.md 10: damage cards drawn by kind, face-down Haywires, the damage
// kept in hand, on the board, shut down.
void checkEdition2023(const RobotExpectation &re, const RobotState &r, const auto &add)
{
    if (re.haywiresDrawn) {
        std::array<std::uint8_t, kHaywireCount> want{};
        for (std::size_t k = 0; k < want.size(); ++k)
            want[k] = static_cast<std::uint8_t>(std::clamp((*re.haywiresDrawn)[k], 0, 255));
        add(re.robot, Field::DamageDrawn, damageDrawnText(re.damageCards ? (*re.damageCards)[0] : 0, want), damageDrawnText(r.damageDealt[0], r.haywiresDrawn));
    }
    if (re.haywires)
        add(re.robot, Field::Haywires, haywiresText(*re.haywires), haywiresText(r.haywires));
    if (re.kept)
        add(re.robot, Field::Kept, cardsText(*re.kept, true), cardsText(r.kept, true));
    if (re.onBoard)
        add(re.robot, Field::InPlay, boolText(*re.onBoard), boolText(!r.destroyed && !r.eliminated));
    if (re.shutDown)
        add(re.robot, Field::ShutDown, boolText(*re.shutDown), boolText(r.shutDown));
    if (re.collection)
        add(re.robot, Field::Collection, upgradesText(*re.collection), upgradesText({r.collection.begin(), r.collection.end()}));
}

} // namespace

std::vector<Expectation> expectationsFor(const Scenario &sc)
{
    std::vector<Expectation> out = sc.expectations;
    // Files are read with the rulesets' own ids; a scenario made in code may say "renegade".
    const rules::Ruleset *rs = rules::rulesetById(sc.ruleset);
    for (const auto &[id, list] : sc.rulesetExpectations)
        if (id == sc.ruleset || (rs && rules::rulesetById(id) == rs))
            out.insert(out.end(), list.begin(), list.end());
    return out;
}

const FindingInfo &findingInfo(Mismatch::Finding f) { return kFindings[static_cast<std::size_t>(f)]; }

Mismatch notReached(const Expectation &ex)
{
    return Mismatch{.turn = ex.turn, .afterRegister = ex.afterRegister, .field = Field::Moment, .finding = Mismatch::Finding::NotReached};
}

std::vector<Mismatch> failuresOf(const std::vector<Mismatch> &checks)
{
    std::vector<Mismatch> out;
    for (const Mismatch &m : checks)
        if (!m.holds)
            out.push_back(m);
    return out;
}

void checkExpectation(const Expectation &ex, const GameState &st, const rules::Ruleset &rules,
                      std::vector<Mismatch> &out, bool all)
{
    auto add = [&](const std::string &robot, Field field, std::string expected, std::string actual,
                   Mismatch::Finding finding = Mismatch::Finding::Values) {
        const bool holds = finding == Mismatch::Finding::Values && expected == actual;
        if (all || !holds)
            out.push_back(Mismatch{ex.turn, ex.afterRegister, robot, field, std::move(expected), std::move(actual), holds, finding});
    };
    for (const RobotExpectation &re : ex.robots) {
        const RobotState *r = nullptr;
        for (const RobotState &c : st.robots)
            if (c.name == re.robot)
                r = &c;
        if (!r) {
            out.push_back(Mismatch{.turn = ex.turn, .afterRegister = ex.afterRegister, .robot = re.robot, .field = Field::Robot, .finding = Mismatch::Finding::NoSuchRobot});
            continue;
        }
        const bool gone = r->destroyed || r->eliminated;
        if (re.at)
            add(re.robot, Field::At, pointText(*re.at), gone ? "destroyed" : pointText(r->pos));
        if (re.facing)
            add(re.robot, Field::Facing, std::string(directionLetter(*re.facing)), std::string(directionLetter(r->facing)));
        if (re.damage)
            add(re.robot, Field::Damage, std::to_string(*re.damage), std::to_string(r->damage));
        if (re.destroyed)
            add(re.robot, Field::Destroyed, boolText(*re.destroyed), boolText(gone));
        if (re.lives)
            add(re.robot, Field::Lives, std::to_string(*re.lives), std::to_string(r->lives));
        if (re.flags)
            add(re.robot, Field::Flags, std::to_string(*re.flags), std::to_string(r->flags));
        if (re.archive)
            add(re.robot, Field::Archive, pointText(*re.archive), pointText(r->archive));
        if (re.eliminated)
            add(re.robot, Field::Eliminated, boolText(*re.eliminated), boolText(r->eliminated));
        if (re.poweredDown)
            add(re.robot, Field::PoweredDown, boolText(*re.poweredDown), boolText(r->poweredDown));
        // Energy and reboots belong to the 2016 rules; the classic engine has neither.
        const std::string ruleset(rules.id());
        if (re.energy) {
            if (rules.traits().energy)
                add(re.robot, Field::Energy, std::to_string(*re.energy), std::to_string(r->energy));
            else
                add(re.robot, Field::Energy, std::to_string(*re.energy), ruleset, Mismatch::Finding::NotInRuleset);
        }
        if (re.rebooted) {
            if (rules.traits().reboots)
                add(re.robot, Field::Rebooted, boolText(*re.rebooted), boolText(r->rebooted));
            else
                add(re.robot, Field::Rebooted, boolText(*re.rebooted), ruleset, Mismatch::Finding::NotInRuleset);
        }
        checkOptions(re, *r, add);
        checkUpgrades(re, *r, add);
        checkEdition2023(re, *r, add);
        if (re.place)
            add(re.robot, Field::Place, std::to_string(*re.place), std::to_string(r->place));
    }
    if (ex.winner) {
        const std::string actual = st.winner >= 0 ? st.robots[static_cast<std::size_t>(st.winner)].name : std::string();
        add({}, Field::Winner, ex.winner->empty() ? "none" : *ex.winner, actual.empty() ? "none" : actual);
    }
    if (ex.shop) {
        std::vector<UpgradeId> shop;
        for (const auto &slot : st.shop)
            if (slot)
                shop.push_back(*slot);
        add({}, Field::Shop, upgradesText(*ex.shop), upgradesText(shop));
    }
    if (ex.upgradeDiscard)
        add({}, Field::UpgradeDiscard, upgradesText(*ex.upgradeDiscard), upgradesText(st.upgradeDiscard));
    if (std::ranges::any_of(ex.damagePiles, [](const auto &n) { return n.has_value(); })) {
        std::array<int, kDamageKindCount> want{};
        std::array<bool, kDamageKindCount> named{};
        for (std::size_t k = 0; k < want.size(); ++k) {
            named[k] = ex.damagePiles[k].has_value();
            want[k] = ex.damagePiles[k].value_or(0);
        }
        add({}, Field::DamagePiles, pilesText(want, named), pilesText(st.damagePiles, named));
    }
    if (ex.priorityToken) {
        const int holder = st.nextTokenHolder >= 0 ? st.nextTokenHolder : st.tokenHolder;
        const bool known = holder >= 0 && static_cast<std::size_t>(holder) < st.robots.size();
        add({}, Field::PriorityToken, *ex.priorityToken, known ? st.robots[static_cast<std::size_t>(holder)].name : std::string("none"));
    }
    if (ex.damageDiscard)
        add({}, Field::DamageDiscard, damageCardsText(*ex.damageDiscard), damageCardsText({st.damageDiscard.begin(), st.damageDiscard.end()}));
    if (ex.damageDeckCount)
        add({}, Field::DamageDeckCount, std::to_string(*ex.damageDeckCount), st.endlessSpam ? std::string("unlimited") : std::to_string(st.damageDeck.size()));
    if (ex.upgradeDeckTop) {
        // Top first, as many cards as expected (the deck's top is at its back).
        auto inOrder = [](std::span<const UpgradeId> ids) {
            std::string s;
            for (const UpgradeId id : ids)
                s += (s.empty() ? "" : ", ") + std::string(upgradeName(id));
            return s.empty() ? std::string("none") : s;
        };
        std::vector<UpgradeId> top(st.upgradeDeck.rbegin(), st.upgradeDeck.rbegin() + static_cast<std::ptrdiff_t>(std::min(st.upgradeDeck.size(), ex.upgradeDeckTop->size())));
        add({}, Field::UpgradeDeckTop, inOrder(*ex.upgradeDeckTop), inOrder(top));
    }
}

} // namespace rf::sim
