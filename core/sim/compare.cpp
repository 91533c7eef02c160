// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/compare.h"

#include "rules/options.h"
#include "rules/ruleset.h"
#include "sim/simulator.h"

#include <algorithm>
#include <limits>

namespace rf::sim {

using namespace rf::game;
using namespace rf::model;

namespace {

std::vector<RobotOutcome> outcomes(const GameState &st)
{
    std::vector<RobotOutcome> out;
    out.reserve(st.robots.size());
    for (const RobotState &r : st.robots)
        out.push_back(outcomeOf(r));
    return out;
}

// Plays one variant once: the outcomes at the end of every phase, the trace, the expectations and,
// when asked, the replay.
void play(const Scenario &sc, VariantRun &run, bool keepReplay)
{
    auto created = ScenarioRun::create(sc, ScenarioRun::Options{.record = true});
    if (!created) {
        run.error = created.error();
        return;
    }
    auto record = [&](const ScenarioRun &r, const Cursor &before) {
        const Phase phase = Simulator::phaseOf(before.stage);
        run.moments[Moment{before.turn, phase == Phase::EndOfTurn || phase == Phase::Deal ? 0 : before.reg, phase}] = outcomes(r.state());
    };
    auto finish = [&](const ScenarioRun &r) {
        run.final = outcomes(r.state());
        run.gameOver = r.simulator().gameOver();
        if (r.state().winner >= 0)
            run.winner = r.state().robots[static_cast<std::size_t>(r.state().winner)].name;
        run.checks = r.finalChecks();
        run.mismatches = failuresOf(run.checks);
        run.expectationsChecked = static_cast<int>(expectationsFor(sc).size());
    };
    if (keepReplay) {
        auto replay = std::make_shared<const Replay>(Replay::play(std::move(*created), record));
        finish(replay->run());
        run.trace = replay->trace();
        run.replay = std::move(replay);
        return;
    }
    ScenarioRun &r = *created;
    Replay::playToEnd(r, [&](const Cursor &before) { record(r, before); });
    finish(r);
    run.trace = r.takeTrace();
}

} // namespace

RobotOutcome outcomeOf(const RobotState &r)
{
    return RobotOutcome{r.name, !r.destroyed && !r.eliminated, r.eliminated, r.pos, r.facing, r.damage, r.lives, r.flags, r.energy, r.rebooted};
}

std::vector<Moment> turnMoments(int turn)
{
    std::vector<Moment> m{{turn, 0, Phase::Deal}};
    for (int reg = 1; reg <= kRegisterCount; ++reg)
        for (const Phase p : {Phase::Reveal, Phase::RobotMoves, Phase::BoardElements, Phase::Lasers, Phase::Checkpoints})
            m.push_back({turn, reg, p});
    m.push_back({turn, 0, Phase::EndOfTurn});
    return m;
}

bool sameOutcome(const RobotOutcome &a, const RobotOutcome &b)
{
    if (a.inPlay != b.inPlay || a.eliminated != b.eliminated || a.damage != b.damage || a.flags != b.flags)
        return false;
    return !a.inPlay || (a.at == b.at && a.facing == b.facing);
}

std::expected<VariantRun, rules::ScenarioError> playRuling(const Scenario &sc, const RulingVariant &v, const CompareOptions &options)
{
    const rules::Ruleset *target = rules::rulesetById(v.ruleset);
    if (!target)
        return std::unexpected(rules::ScenarioError{.code = rules::ScenarioError::Code::UnknownRuleset, .text = v.ruleset});
    VariantRun run;
    run.variant = v;
    Scenario s = rules::translateScenario(sc, *target, run.translations);
    for (const auto &[name, value] : v.options)
        s.options[name] = value;
    if (const auto opts = rules::resolveOptions(s.options); opts.unknown)
        return std::unexpected(rules::ScenarioError{.code = rules::ScenarioError::Code::UnknownOption, .text = *opts.unknown});
    play(s, run, options.replays);
    return run;
}

std::expected<Comparison, rules::ScenarioError> compareRulings(const Scenario &sc, const std::vector<RulingVariant> &variants, const CompareOptions &options)
{
    if (variants.size() < 2)
        return std::unexpected(rules::ScenarioError{.code = rules::ScenarioError::Code::TooFewRulings, .number = static_cast<int>(variants.size())});
    Comparison cmp;
    for (const RulingVariant &v : variants) {
        auto run = playRuling(sc, v, options);
        if (!run)
            return std::unexpected(run.error());
        cmp.runs.push_back(std::move(*run));
    }
    std::vector<std::size_t> playing;
    for (std::size_t i = 0; i < cmp.runs.size(); ++i)
        if (cmp.runs[i].plays())
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

namespace {

// The card each robot revealed in each register: [robot][(turn - 1) * kRegisterCount + reg - 1].
std::vector<std::vector<std::optional<Card>>> playedCards(const Trace &t, std::size_t robots)
{
    std::vector<std::vector<std::optional<Card>>> out(robots);
    for (const Event &e : t.events) {
        if (e.kind != EventKind::Card || e.actor < 0 || static_cast<std::size_t>(e.actor) >= robots || e.reg < 1 || !e.card)
            continue;
        auto &cards = out[static_cast<std::size_t>(e.actor)];
        const auto slot = static_cast<std::size_t>((e.turn - 1) * kRegisterCount + e.reg - 1);
        if (cards.size() <= slot)
            cards.resize(slot + 1);
        cards[slot] = e.card;
    }
    return out;
}

bool dealtAtRandom(const Scenario &sc, std::size_t robot, int turn)
{
    const auto &turns = sc.robots[robot].turns;
    return static_cast<std::size_t>(turn) > turns.size() || !turns[static_cast<std::size_t>(turn - 1)].program;
}

} // namespace

std::optional<DealtDifference> dealtDifference(const Scenario &sc, const Comparison &cmp)
{
    std::vector<std::vector<std::vector<std::optional<Card>>>> cards;
    for (const VariantRun &run : cmp.runs)
        cards.push_back(run.plays() ? playedCards(run.trace, sc.robots.size()) : std::vector<std::vector<std::optional<Card>>>{});
    const Moment last = cmp.divergence ? cmp.divergence->moment : Moment{std::numeric_limits<int>::max(), 0, Phase::EndOfTurn};
    std::size_t slots = 0;
    for (const auto &run : cards)
        for (const auto &robot : run)
            slots = std::max(slots, robot.size());
    for (std::size_t slot = 0; slot < slots; ++slot) {
        const int turn = static_cast<int>(slot) / kRegisterCount + 1;
        const int reg = static_cast<int>(slot) % kRegisterCount + 1;
        if (turn > last.turn || (turn == last.turn && last.reg > 0 && reg > last.reg))
            break;
        for (std::size_t r = 0; r < sc.robots.size(); ++r) {
            if (!dealtAtRandom(sc, r, turn))
                continue;
            DealtDifference d{.robot = sc.robots[r].name, .turn = turn, .reg = reg};
            std::optional<CardKind> first;
            bool differs = false;
            bool any = false;
            for (std::size_t i = 0; i < cards.size(); ++i) {
                const auto &played = cards[i].empty() || cards[i][r].size() <= slot ? std::optional<Card>{} : cards[i][r][slot];
                d.cards.push_back(played);
                if (!cmp.runs[i].plays())
                    continue;
                const std::optional<CardKind> kind = played ? std::optional(played->kind) : std::nullopt;
                differs = differs || (any && kind != first);
                if (!any)
                    first = kind;
                any = true;
            }
            if (differs)
                return d;
        }
    }
    return std::nullopt;
}

Scenario withPlayedPrograms(const Scenario &sc, const VariantRun &run)
{
    Scenario out = sc;
    if (!run.plays())
        return out;
    const auto cards = playedCards(run.trace, sc.robots.size());
    for (std::size_t r = 0; r < sc.robots.size(); ++r) {
        const int turnsPlayed = static_cast<int>((cards[r].size() + kRegisterCount - 1) / kRegisterCount);
        auto &turns = out.robots[r].turns;
        for (int turn = 1; turn <= turnsPlayed; ++turn) {
            if (!dealtAtRandom(sc, r, turn))
                continue;
            if (turns.size() < static_cast<std::size_t>(turn))
                turns.resize(static_cast<std::size_t>(turn));
            Program p{};
            for (int reg = 1; reg <= kRegisterCount; ++reg) {
                const auto slot = static_cast<std::size_t>((turn - 1) * kRegisterCount + reg - 1);
                if (slot < cards[r].size())
                    p[static_cast<std::size_t>(reg - 1)] = cards[r][slot];
            }
            turns[static_cast<std::size_t>(turn - 1)].program = p;
        }
    }
    // The cards are the run's edition's: carried to the scenario's own as any program is.
    const rules::Ruleset *own = rules::rulesetById(sc.ruleset);
    if (run.variant.ruleset == sc.ruleset || !own)
        return out;
    out.ruleset = run.variant.ruleset;
    std::vector<rules::TranslationNote> notes;
    Scenario carried = rules::translateScenario(out, *own, notes);
    for (std::size_t r = 0; r < out.robots.size(); ++r)
        for (std::size_t t = 0; t < out.robots[r].turns.size(); ++t)
            out.robots[r].turns[t].program = carried.robots[r].turns[t].program;
    out.ruleset = sc.ruleset;
    return out;
}

} // namespace rf::sim
