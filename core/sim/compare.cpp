// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/compare.h"

#include "rules/cards.h"
#include "rules/options.h"
#include "rules/ruleset.h"
#include "sim/simulator.h"

#include <algorithm>
#include <format>
#include <set>

namespace rf::sim {

using namespace rf::game;
using namespace rf::model;

namespace {

// Classic priorities for cards that come without one: the highest priority of that kind not yet
// used in the turn, so robots listed first move first among cards of one kind.
class PriorityPool {
public:
    explicit PriorityPool(const std::vector<Card> &taken)
    {
        for (const Card &c : rules::classicDeck())
            if (std::find(taken.begin(), taken.end(), c) == taken.end())
                m_free.push_back(c);
    }
    std::optional<Card> take(CardKind k)
    {
        for (std::size_t i = m_free.size(); i-- > 0;) {
            if (m_free[i].kind == k) {
                const Card c = m_free[i];
                m_free.erase(m_free.begin() + static_cast<std::ptrdiff_t>(i));
                return c;
            }
        }
        return std::nullopt;
    }

private:
    std::vector<Card> m_free; // in priority order
};

void toRenegade(Scenario &out, std::vector<TranslationNote> &notes)
{
    for (ScenarioRobot &r : out.robots) {
        for (std::size_t t = 0; t < r.turns.size(); ++t) {
            TurnPlan &plan = r.turns[t];
            if (plan.program)
                for (std::size_t k = 0; k < kRegisterCount; ++k)
                    if (auto &c = (*plan.program)[k]) {
                        const Card to{c->kind, 0};
                        notes.push_back({r.name, static_cast<int>(t) + 1, static_cast<int>(k) + 1, cardText(*c), cardText(to), {}});
                        c = to;
                    }
            for (Card &c : plan.hand)
                c.priority = 0;
            if (plan.powerDown) {
                notes.push_back({r.name, static_cast<int>(t) + 1, 0, "power down", {}, "the 2016 edition has no power down: ignored"});
                plan.powerDown = false;
            }
        }
        if (r.poweredDown) {
            notes.push_back({r.name, 1, 0, "powered down", {}, "the 2016 edition has no power down: the robot plays"});
            r.poweredDown = false;
        }
        if (r.damage > 0)
            notes.push_back({r.name, 0, 0, std::format("{} damage", r.damage), std::format("{} SPAM", r.damage), "each damage point becomes a SPAM card in the robot's deck"});
        // Again cannot open a 2016 program.
        for (std::size_t t = 0; t < r.turns.size(); ++t)
            if (auto &p = r.turns[t].program; p && (*p)[0] && (*p)[0]->kind == CardKind::Again)
                (*p)[0].reset();
    }
}

void toClassic(Scenario &out, std::vector<TranslationNote> &notes)
{
    std::size_t turns = 0;
    for (const ScenarioRobot &r : out.robots)
        turns = std::max(turns, r.turns.size());
    for (std::size_t t = 0; t < turns; ++t) {
        // Cards that already carry a classic priority keep it; the others get free ones.
        std::vector<Card> taken;
        for (const ScenarioRobot &r : out.robots)
            if (t < r.turns.size() && r.turns[t].program)
                for (const auto &c : *r.turns[t].program)
                    if (c && cardIsClassic(c->kind) && c->priority > 0)
                        taken.push_back(*c);
        PriorityPool pool(taken);
        for (ScenarioRobot &r : out.robots) {
            if (t >= r.turns.size())
                continue;
            TurnPlan &plan = r.turns[t];
            auto translate = [&](std::optional<Card> &c, int reg) {
                const std::string from = cardText(*c);
                if (!cardIsClassic(c->kind)) {
                    notes.push_back({r.name, static_cast<int>(t) + 1, reg, from, {},
                                     std::format("'{}' has no classic counterpart: the register is empty", cardKindName(c->kind))});
                    c.reset();
                    return;
                }
                if (c->priority == 0) {
                    const auto p = pool.take(c->kind);
                    if (!p) {
                        notes.push_back({r.name, static_cast<int>(t) + 1, reg, from, {}, "every classic card of this kind is in use: the register is empty"});
                        c.reset();
                        return;
                    }
                    c = *p;
                }
                notes.push_back({r.name, static_cast<int>(t) + 1, reg, from, cardText(*c), {}});
            };
            if (plan.program)
                for (std::size_t k = 0; k < kRegisterCount; ++k)
                    if ((*plan.program)[k])
                        translate((*plan.program)[k], static_cast<int>(k) + 1);
            std::vector<Card> hand;
            for (const Card &c : plan.hand) {
                std::optional<Card> o = c;
                translate(o, 0);
                if (o)
                    hand.push_back(*o);
            }
            plan.hand = std::move(hand);
        }
    }
    for (ScenarioRobot &r : out.robots) {
        if (r.deck || !r.discard.empty())
            notes.push_back({r.name, 0, 0, "deck and discard pile", {}, "classic robots have no own deck: ignored"});
        if (r.energy && *r.energy > 0)
            notes.push_back({r.name, 0, 0, std::format("{} energy", *r.energy), {}, "the classic rules have no energy: ignored"});
        // A given deck defines the SPAM cards; classic damage counts them.
        int spam = r.damage;
        if (r.deck) {
            spam = 0;
            for (const auto *pile : {&*r.deck, &r.discard})
                spam += static_cast<int>(std::count_if(pile->begin(), pile->end(), [](const Card &c) { return c.kind == CardKind::Spam; }));
            if (!r.turns.empty() && r.turns.front().program)
                for (const auto &c : *r.turns.front().program)
                    spam += c && c->kind == CardKind::Spam ? 1 : 0;
        }
        if (spam > 0)
            notes.push_back({r.name, 0, 0, std::format("{} SPAM", spam), std::format("{} damage", std::min(spam, 9)),
                             spam > 9 ? "SPAM cards become damage points, at most 9" : "each SPAM card becomes a damage point"});
        r.damage = std::min(spam, 9);
        r.deck.reset();
        r.discard.clear();
        r.energy.reset();
    }
}

RobotOutcome outcomeOf(const RobotState &r)
{
    return RobotOutcome{r.name, !r.destroyed && !r.eliminated, r.eliminated, r.pos, r.facing, r.damage, r.lives, r.flags, r.energy, r.rebooted};
}

std::vector<RobotOutcome> outcomes(const GameState &st)
{
    std::vector<RobotOutcome> out;
    out.reserve(st.robots.size());
    for (const RobotState &r : st.robots)
        out.push_back(outcomeOf(r));
    return out;
}

// The canonical order of moments in a turn.
std::vector<Moment> turnMoments(int turn)
{
    std::vector<Moment> m{{turn, 0, Phase::Deal}};
    for (int reg = 1; reg <= kRegisterCount; ++reg)
        for (const Phase p : {Phase::Reveal, Phase::RobotMoves, Phase::BoardElements, Phase::Lasers, Phase::Checkpoints})
            m.push_back({turn, reg, p});
    m.push_back({turn, 0, Phase::EndOfTurn});
    return m;
}

void play(const Scenario &sc, VariantRun &run)
{
    auto sim = Simulator::create(sc);
    if (!sim) {
        run.error = sim.error();
        return;
    }
    RecordingSink sink;
    sim->setSink(&sink);
    // The same stopping rule as runScenario (runner.cpp).
    const int registers = sc.registers;
    const int lastTurn = registers > 0 ? (registers - 1) / kRegisterCount + 1 : sc.turns;
    const int lastReg = registers > 0 ? (registers - 1) % kRegisterCount + 1 : 0;
    const bool throughEnd = registers == 0 || (lastReg == kRegisterCount && sc.endOfTurn);
    for (;;) {
        const Cursor before = sim->cursor();
        if (!sim->step())
            break;
        const Phase phase = Simulator::phaseOf(before.stage);
        run.moments[Moment{before.turn, phase == Phase::EndOfTurn || phase == Phase::Deal ? 0 : before.reg, phase}] = outcomes(sim->state());
        if (before.stage == Stage::Checkpoints && !throughEnd && before.turn == lastTurn && before.reg == lastReg)
            break;
        if (before.stage == Stage::Cleanup && before.turn == lastTurn)
            break;
    }
    run.trace = sink.takeTrace();
    run.final = outcomes(sim->state());
    run.gameOver = sim->gameOver();
    if (sim->state().winner >= 0)
        run.winner = sim->state().robots[static_cast<std::size_t>(sim->state().winner)].name;
    const auto checked = runScenario(sc, nullptr);
    if (checked)
        run.mismatches = checked->mismatches;
    run.expectationsChecked = static_cast<int>(sc.expectations.size());
    if (const auto it = sc.rulesetExpectations.find(sc.ruleset); it != sc.rulesetExpectations.end())
        run.expectationsChecked += static_cast<int>(it->second.size());
}

} // namespace

bool sameOutcome(const RobotOutcome &a, const RobotOutcome &b)
{
    if (a.inPlay != b.inPlay || a.eliminated != b.eliminated || a.damage != b.damage || a.flags != b.flags)
        return false;
    return !a.inPlay || (a.at == b.at && a.facing == b.facing);
}

Scenario translateScenario(const Scenario &sc, std::string_view ruleset, std::vector<TranslationNote> &notes)
{
    Scenario out = sc;
    if (ruleset == sc.ruleset)
        return out;
    out.ruleset = std::string(ruleset);
    out.expectations.clear(); // they were stated for the scenario's own ruleset
    if (ruleset == "renegade")
        toRenegade(out, notes);
    else
        toClassic(out, notes);
    return out;
}

std::expected<Comparison, std::string> compareRulings(const Scenario &sc, const std::vector<RulingVariant> &variants)
{
    if (variants.size() < 2)
        return std::unexpected(std::string("compare needs at least two rulings"));
    Comparison cmp;
    for (const RulingVariant &v : variants) {
        if (!rules::rulesetById(v.ruleset))
            return std::unexpected(std::format("unknown ruleset '{}'", v.ruleset));
        VariantRun run;
        run.variant = v;
        Scenario s = translateScenario(sc, v.ruleset, run.translations);
        for (const auto &[name, value] : v.options)
            s.options[name] = value;
        if (const auto opts = rules::resolveOptions(s.options); opts.unknown)
            return std::unexpected(std::format("unknown rule option '{}'", *opts.unknown));
        play(s, run);
        cmp.runs.push_back(std::move(run));
    }
    std::vector<std::size_t> playing;
    for (std::size_t i = 0; i < cmp.runs.size(); ++i)
        if (cmp.runs[i].error.empty())
            playing.push_back(i);
    if (playing.size() < 2)
        return cmp;

    // Walk the moments in order; a run that skipped a phase (or stopped) keeps its last state.
    int lastTurn = 0;
    for (const std::size_t i : playing)
        if (!cmp.runs[i].moments.empty())
            lastTurn = std::max(lastTurn, cmp.runs[i].moments.rbegin()->first.turn);
    std::vector<std::vector<RobotOutcome>> current(cmp.runs.size());
    for (const std::size_t i : playing)
        current[i] = cmp.runs[i].final; // replaced below by the first recorded moment's state
    std::vector<bool> started(cmp.runs.size(), false);
    for (int turn = 1; turn <= lastTurn && !cmp.divergence; ++turn) {
        for (const Moment &m : turnMoments(turn)) {
            bool any = false;
            for (const std::size_t i : playing) {
                const auto it = cmp.runs[i].moments.find(m);
                if (it != cmp.runs[i].moments.end()) {
                    current[i] = it->second;
                    started[i] = true;
                    any = true;
                }
            }
            if (!any)
                continue;
            Divergence d;
            d.moment = m;
            const auto &base = current[playing.front()];
            for (std::size_t r = 0; r < base.size(); ++r) {
                bool differs = false;
                for (const std::size_t i : playing)
                    differs = differs || r >= current[i].size() || !sameOutcome(base[r], current[i][r]);
                if (!differs)
                    continue;
                std::vector<RobotOutcome> row;
                for (std::size_t i = 0; i < cmp.runs.size(); ++i)
                    row.push_back(r < current[i].size() ? current[i][r] : RobotOutcome{});
                d.robots.push_back(std::move(row));
            }
            if (d.robots.empty())
                continue;
            d.events.resize(cmp.runs.size());
            for (std::size_t i = 0; i < cmp.runs.size(); ++i) {
                for (const TraceEntry &e : cmp.runs[i].trace.entries) {
                    if (e.type != TraceEntry::Type::Event || e.turn != m.turn || e.phase != m.phase)
                        continue;
                    if (m.phase != Phase::Deal && m.phase != Phase::EndOfTurn && e.reg != m.reg)
                        continue;
                    d.events[i].push_back(e.event);
                }
            }
            cmp.divergence = std::move(d);
            break;
        }
    }
    return cmp;
}

} // namespace rf::sim
