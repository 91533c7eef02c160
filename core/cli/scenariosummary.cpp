// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/scenariosummary.h"
#include "cli/printable.h"

#include "game/decisionuse.h"
#include "rules/ruleset.h"
#include "text/tracetext.h"

#include <QString>

#include <algorithm>
#include <format>

namespace rf::cli {

using namespace rf::model;

namespace {

// Every text of the summary is one line of the terminal.
QString q(const std::string &s)
{
    return printable(s);
}

std::string programText(const TurnPlan &t)
{
    if (!t.program)
        return t.hand.empty() ? "dealt at random" : std::format("drawn from a hand of {}", t.hand.size());
    std::string s;
    for (std::size_t k = 0; k < kRegisterCount; ++k) {
        const auto &c = (*t.program)[k];
        s += (k ? " | " : "") + (c ? cardText(*c) : std::string("-"));
        if (t.paired[k])
            s += '+' + cardText(*t.paired[k]);
    }
    return s;
}

} // namespace

std::string heldOptionsText(const std::vector<HeldOption> &options)
{
    std::string s;
    for (const HeldOption &h : options) {
        s += (s.empty() ? "" : ", ") + std::string(optionName(h.id));
        if (optionFullAmmo(h.id) > 0)
            s += std::format(" ({} of {} uses)", h.ammo, optionFullAmmo(h.id));
        if (h.card)
            s += std::format(" (card {})", cardText(*h.card));
    }
    return s.empty() ? "none" : s;
}

std::string decisionText(const Decision &d)
{
    std::string when;
    switch (d.when) {
    case DecisionTime::Programming: when = "programming"; break;
    case DecisionTime::TurnStart: when = "start of turn"; break;
    case DecisionTime::Register: when = std::format("register {}", d.reg); break;
    case DecisionTime::EndOfTurn: when = "end of turn"; break;
    case DecisionTime::Destroyed: when = "when destroyed"; break;
    case DecisionTime::UpgradePhase: when = "upgrade phase"; break;
    case DecisionTime::BeforeRegisters: when = "before register 1"; break;
    }
    // The choice as its use's row words it (game::decisionUseInfo), then the details it names.
    std::string what = text::choiceText(d);
    // The side and direction, unless the choice's wording names them already (the Haywires').
    const std::string_view worded = game::decisionUseInfo(d.use).choice.args;
    if (d.dir && !worded.contains('d'))
        what += std::format(" {}", directionLetter(*d.dir));
    if (d.side != 0 && !worded.contains('e'))
        what += d.side < 0 ? " left" : " right";
    if (d.card && d.use == DecisionUse::Upgrade)
        what += std::format(" ({})", cardKindName(*d.card));
    if (!d.target.empty())
        what += " at " + d.target;
    if (d.lock > 0)
        what += std::format(", lock register {}", d.lock);
    if (d.destroy)
        what += std::format(", destroy {}", optionName(*d.destroy));
    return when + ": " + what;
}

void printScenarioSummary(const Scenario &sc, QTextStream &out)
{
    if (!sc.title.empty())
        out << "Scenario: " << q(sc.title) << '\n';
    if (!sc.description.empty())
        out << "Description: " << q(sc.description) << '\n';
    out << "Ruleset: " << q(sc.ruleset) << ", seed " << sc.seed << '\n';
    if (!sc.options.empty()) {
        out << "Rule options:";
        for (const auto &[name, on] : sc.options)
            out << ' ' << q(name) << '=' << (on ? "on" : "off");
        out << '\n';
    }
    if (sc.phasesOnly)
        out << "Plays: the upgrade and programming phases of turn 1\n";
    else if (sc.registers > 0)
        out << "Plays: " << sc.registers << " register(s)" << (sc.endOfTurn ? " and the end of the turn" : "") << '\n';
    else
        out << "Plays: " << sc.turns << " turn(s)\n";
    out << "Robots: " << sc.robots.size() << '\n';
    const rules::RulesetTraits &traits = rules::traitsOf(sc.ruleset);
    for (const ScenarioRobot &r : sc.robots) {
        out << "  " << q(r.name) << " at " << r.at.x << ',' << r.at.y << " facing " << QString::fromLatin1(directionLetter(r.facing).data(), 1);
        // The fields of the edition: damage points and lives (classic), energy (the 2023 edition;
        // the 2016 edition says it with its upgrades below).
        if (traits.lives)
            out << ", damage " << r.damage << ", lives " << r.lives;
        else if (traits.energy && !traits.upgrades)
            out << ", energy " << r.energy.value_or(traits.startingEnergy);
        out << '\n';
        if (traits.optionCards)
            out << "    options: " << q(heldOptionsText(r.options)) << '\n';
        if (traits.upgrades) {
            std::string ups;
            for (const UpgradeId u : r.upgrades)
                ups += (ups.empty() ? "" : ", ") + std::string(upgradeName(u)) + (upgradeIsPermanent(u) ? " (permanent)" : " (temporary)");
            out << "    energy " << r.energy.value_or(0) << ", upgrades: " << q(ups.empty() ? std::string("none") : ups) << '\n';
        }
        for (std::size_t t = 0; t < r.turns.size(); ++t) {
            out << "    turn " << (t + 1) << ": " << q(programText(r.turns[t])) << (r.turns[t].powerDown ? ", announces a power down" : "") << '\n';
            for (const Decision &d : r.turns[t].decisions)
                out << "      decides, " << q(decisionText(d)) << '\n';
        }
    }
    if (!sc.deckTop.empty()) {
        out << "Program deck top:";
        for (const Card &c : sc.deckTop)
            out << ' ' << q(cardText(c));
        out << '\n';
    }
    if (sc.upgradePhase) {
        auto ids = [](const std::vector<UpgradeId> &list) {
            std::string s;
            for (const UpgradeId u : list)
                s += (s.empty() ? "" : ", ") + std::string(upgradeName(u));
            return s.empty() ? std::string("none") : s;
        };
        out << "Upgrade phase: shop " << q(ids(sc.upgradePhase->shop)) << (sc.upgradePhase->boughtLastRound ? " (bought last round)" : " (nothing bought last round)")
            << ", deck " << q(ids(sc.upgradePhase->deck)) << ", discard " << q(ids(sc.upgradePhase->discard)) << '\n';
    }
    if (sc.programming)
        out << "Programming phase: played as a step of its own\n";
    if (std::ranges::any_of(sc.damagePiles, [](const auto &n) { return n.has_value(); })) {
        static constexpr const char *kPiles[] = {"spam", "trojan", "worm", "virus"};
        out << "Damage piles:";
        for (std::size_t k = 0; k < sc.damagePiles.size(); ++k)
            out << ' ' << kPiles[k] << '=' << (sc.damagePiles[k] ? QString::number(*sc.damagePiles[k]) : QStringLiteral("unlimited"));
        out << '\n';
    }
    if (!sc.optionDeckTop.empty()) {
        out << "Option deck top:";
        for (const OptionId id : sc.optionDeckTop)
            out << ' ' << QString::fromLatin1(optionName(id).data(), static_cast<qsizetype>(optionName(id).size()));
        out << '\n';
    }
    std::size_t expectations = sc.expectations.size();
    for (const auto &[ruleset, list] : sc.rulesetExpectations)
        expectations += list.size();
    out << "Expectations: " << expectations << ", what-ifs: " << sc.whatIfs.size() << '\n';
}

} // namespace rf::cli
