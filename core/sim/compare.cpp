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
        const bool outsideRegisters = phase == Phase::EndOfTurn || phase == Phase::Deal || phase == Phase::Upgrades;
        run.moments[Moment{before.turn, outsideRegisters ? 0 : before.reg, phase}] = viewOf(r.state());
    };
    auto finish = [&](const ScenarioRun &r) {
        run.final = viewOf(r.state());
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

// The fields in which the runs' views differ from the first playing run's (or from each other).
std::vector<PartedField> partedFields(const Comparison &cmp, const std::vector<std::size_t> &playing, const std::vector<const StateView *> &views)
{
    std::vector<FieldDiff> diffs;
    const StateView &base = *views[playing.front()];
    for (const std::size_t i : playing)
        for (const FieldDiff &d : differences(base, *views[i], cmp.compared))
            if (std::ranges::find(diffs, d) == diffs.end())
                diffs.push_back(d);
    std::ranges::stable_sort(diffs, [](const FieldDiff &a, const FieldDiff &b) {
        const auto key = [](const FieldDiff &d) { return d.robot < 0 ? std::numeric_limits<int>::max() : d.robot; };
        return key(a) != key(b) ? key(a) < key(b) : a.field < b.field;
    });
    std::vector<PartedField> out;
    for (const FieldDiff &d : diffs) {
        PartedField p{.robot = d.robot, .field = d.field};
        if (d.robot >= 0 && static_cast<std::size_t>(d.robot) < base.robots.size())
            p.robotName = base.robots[static_cast<std::size_t>(d.robot)].name;
        for (std::size_t i = 0; i < cmp.runs.size(); ++i)
            p.values.push_back(views[i] ? fieldValue(*views[i], d.robot, d.field) : std::string());
        out.push_back(std::move(p));
    }
    return out;
}

// Walks the moments in order; a run that skipped a phase (or stopped) keeps its last state.
std::optional<Divergence> firstDivergence(const Comparison &cmp, const std::vector<std::size_t> &playing)
{
    int lastTurn = 0;
    for (const std::size_t i : playing)
        if (!cmp.runs[i].moments.empty())
            lastTurn = std::max(lastTurn, cmp.runs[i].moments.rbegin()->first.turn);
    std::vector<const StateView *> current(cmp.runs.size(), nullptr);
    for (const std::size_t i : playing)
        current[i] = &cmp.runs[i].final; // replaced below by the first recorded moment's state
    for (int turn = 1; turn <= lastTurn; ++turn) {
        for (const Moment &m : turnMoments(turn)) {
            bool any = false;
            for (const std::size_t i : playing) {
                const auto it = cmp.runs[i].moments.find(m);
                if (it != cmp.runs[i].moments.end()) {
                    current[i] = &it->second;
                    any = true;
                }
            }
            if (!any)
                continue;
            Divergence d;
            d.moment = m;
            d.fields = partedFields(cmp, playing, current);
            if (d.fields.empty())
                continue;
            d.events.resize(cmp.runs.size());
            for (const std::size_t i : playing)
                for (const TraceEntry &e : cmp.runs[i].trace.entries) {
                    if (e.type != TraceEntry::Type::Event || e.turn != m.turn || e.phase != m.phase)
                        continue;
                    if (m.phase != Phase::Deal && m.phase != Phase::EndOfTurn && m.phase != Phase::Upgrades && e.reg != m.reg)
                        continue;
                    d.events[i].push_back(e.event);
                }
            return d;
        }
    }
    // The same at every phase: the final states may still part (a run that stopped earlier).
    Divergence d;
    std::vector<const StateView *> finals(cmp.runs.size(), nullptr);
    for (const std::size_t i : playing)
        finals[i] = &cmp.runs[i].final;
    d.fields = partedFields(cmp, playing, finals);
    if (d.fields.empty())
        return std::nullopt;
    d.moment = Moment{lastTurn, 0, Phase::EndOfTurn};
    d.events.resize(cmp.runs.size());
    return d;
}

} // namespace

std::vector<Moment> turnMoments(int turn)
{
    std::vector<Moment> m{{turn, 0, Phase::Upgrades}, {turn, 0, Phase::Deal}};
    for (int reg = 1; reg <= kRegisterCount; ++reg)
        for (const Phase p : {Phase::Reveal, Phase::RobotMoves, Phase::BoardElements, Phase::Lasers, Phase::Checkpoints})
            m.push_back({turn, reg, p});
    m.push_back({turn, 0, Phase::EndOfTurn});
    return m;
}

std::vector<int> Divergence::robots() const
{
    std::vector<int> out;
    for (const PartedField &f : fields)
        if (f.robot >= 0 && std::ranges::find(out, f.robot) == out.end())
            out.push_back(f.robot);
    std::ranges::sort(out);
    return out;
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
    std::vector<const rules::RulesetTraits *> editions;
    for (std::size_t i = 0; i < cmp.runs.size(); ++i)
        if (cmp.runs[i].plays()) {
            playing.push_back(i);
            editions.push_back(&rules::traitsOf(cmp.runs[i].variant.ruleset));
        }
    if (playing.size() < 2)
        return cmp;
    cmp.compared = sharedFields(editions);
    cmp.divergence = firstDivergence(cmp, playing);
    std::vector<const StateView *> finals(cmp.runs.size(), nullptr);
    for (const std::size_t i : playing)
        finals[i] = &cmp.runs[i].final;
    cmp.finalFields = partedFields(cmp, playing, finals);
    // A ruling for which the scenario states no expectation (they were stated for its own edition)
    // has nothing to disagree with.
    const VariantRun *checked = nullptr;
    for (const std::size_t i : playing) {
        const VariantRun &b = cmp.runs[i];
        if (b.checks.empty())
            continue;
        if (checked && (checked->checks.size() != b.checks.size() || checked->expectationsHeld() != b.expectationsHeld()))
            cmp.expectationsDiffer = true;
        checked = checked ? checked : &b;
    }
    cmp.verdict = cmp.divergence || cmp.expectationsDiffer ? Comparison::Verdict::Differ : Comparison::Verdict::Same;
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
