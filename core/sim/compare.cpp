// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/compare.h"

#include "rules/options.h"
#include "rules/ruleset.h"
#include "sim/simulator.h"

#include <algorithm>
#include <array>
#include <limits>
#include <utility>

namespace rf::sim {

using namespace rf::game;
using namespace rf::model;

namespace {

constexpr std::array kRegisterPhases{Phase::Reveal, Phase::RobotMoves, Phase::BoardElements, Phase::Lasers, Phase::Checkpoints};

// The phase a substep played at `c` ends: the key of VariantRun::moments.
Moment momentOf(const Cursor &c)
{
    const Phase phase = Simulator::phaseOf(c.stage);
    const bool outsideRegisters = phase == Phase::EndOfTurn || phase == Phase::Deal || phase == Phase::Upgrades;
    return Moment{c.turn, outsideRegisters ? 0 : c.reg, phase};
}

// The place of a moment in play order (turnMoments()).
std::pair<int, int> playOrder(const Moment &m)
{
    switch (m.phase) {
    case Phase::Upgrades: return {m.turn, 0};
    case Phase::Deal: return {m.turn, 1};
    case Phase::EndOfTurn: return {m.turn, 2 + kRegisterCount * static_cast<int>(kRegisterPhases.size())};
    default: break;
    }
    const auto at = std::ranges::find(kRegisterPhases, m.phase) - kRegisterPhases.begin();
    return {m.turn, 2 + (m.reg - 1) * static_cast<int>(kRegisterPhases.size()) + static_cast<int>(at)};
}

// Adds the cards revealed in `t` to `played` ([robot][(turn - 1) * kRegisterCount + reg - 1]).
void collectCards(const Trace &t, std::vector<std::vector<std::optional<Card>>> &played)
{
    for (const Event &e : t.events) {
        if (e.kind != EventKind::Card || e.actor < 0 || static_cast<std::size_t>(e.actor) >= played.size() || e.reg < 1 || !e.card)
            continue;
        auto &cards = played[static_cast<std::size_t>(e.actor)];
        const auto slot = static_cast<std::size_t>((e.turn - 1) * kRegisterCount + e.reg - 1);
        if (cards.size() <= slot)
            cards.resize(slot + 1);
        cards[slot] = e.card;
    }
}

void finish(const Scenario &sc, const ScenarioRun &r, VariantRun &run)
{
    run.final = viewOf(r.state());
    run.gameOver = r.simulator().gameOver();
    run.refused = r.refusal();
    if (r.state().winner >= 0)
        run.winner = r.state().robots[static_cast<std::size_t>(r.state().winner)].name;
    run.checks = r.finalChecks();
    run.mismatches = failuresOf(run.checks);
    run.expectationsChecked = static_cast<int>(expectationsFor(sc).size());
}

// One ruling's phases in play order, with the state at the end of each: played as they are
// asked for (the comparison keeps one state a ruling and only the trace of the phase being
// compared), or read from a replay played before.
class PhaseStream {
public:
    // Plays as it goes (CompareOptions::replays false).
    PhaseStream(ScenarioRun run, const Scenario &sc, VariantRun &out)
        : m_run(std::move(run))
        , m_sc(&sc)
        , m_out(&out)
    {
        m_out->played.resize(sc.robots.size());
    }
    // Reads `out.replay`, played to its end, with `ends` its phases' last positions in play order.
    PhaseStream(std::vector<std::pair<Moment, int>> ends, VariantRun &out)
        : m_out(&out)
        , m_ends(std::move(ends))
    {}

    StateView start() const { return viewOf(m_run ? m_run->state() : m_out->replay->stateAt(0)); }
    const Moment &moment() const { return m_moment; }
    const StateView &view() const { return m_view; }

    // Goes on to the end of the next phase; false when play has ended.
    bool next()
    {
        if (!m_run) {
            if (m_next >= m_ends.size())
                return false;
            m_moment = m_ends[m_next].first;
            m_view = viewOf(m_out->replay->stateAt(m_ends[m_next++].second));
            return true;
        }
        ScenarioRun &r = *m_run;
        while (r.position() < Replay::kMaxSteps && !r.finished()) {
            const Moment m = momentOf(r.cursor());
            r.step();
            m_out->moments[m] = r.position();
            if (r.position() < Replay::kMaxSteps && !r.finished() && momentOf(r.cursor()) == m)
                continue;
            m_moment = m;
            m_view = viewOf(r.state());
            return true;
        }
        return false;
    }
    // The phase just played was compared and is done with: only its cards are kept.
    void drop()
    {
        if (!m_run)
            return;
        Trace t = m_run->takeTrace();
        if (!m_headed) {
            m_out->trace.header = std::move(t.header);
            m_headed = true;
        }
        collectCards(t, m_out->played);
    }
    // The rulings part in the phase just played: its substeps become the run's trace.
    void keep()
    {
        if (!m_run)
            return;
        TraceHeader header = m_headed ? std::move(m_out->trace.header) : TraceHeader{};
        m_out->trace = m_run->takeTrace();
        if (m_headed)
            m_out->trace.header = std::move(header);
        m_headed = true;
        collectCards(m_out->trace, m_out->played);
    }
    // Plays the rest of the game (its trace dropped as it goes) and fills in the outcome.
    void finishPlay()
    {
        if (!m_run)
            return;
        Replay::playToEnd(*m_run, [&](const Cursor &before) {
            m_out->moments[momentOf(before)] = m_run->position();
            if (m_run->trace().events.size() >= kEventsKept)
                drop();
        });
        drop();
        finish(*m_sc, *m_run, *m_out);
    }

private:
    static constexpr std::size_t kEventsKept = 4096; // substeps recorded between two drops
    std::optional<ScenarioRun> m_run{};
    const Scenario *m_sc = nullptr;
    VariantRun *m_out = nullptr;
    bool m_headed = false; // the trace's header is in m_out->trace
    std::vector<std::pair<Moment, int>> m_ends{};
    std::size_t m_next = 0;
    Moment m_moment{};
    StateView m_view{};
};

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

// Plays the rulings phase by phase, side by side, to the first phase at whose end they part
// (the phases a ruling does not have keep its state as it was: the start, or the end of its
// phase before).
std::optional<Divergence> firstDivergence(Comparison &cmp, const std::vector<std::size_t> &playing, std::vector<PhaseStream> &streams)
{
    std::vector<StateView> current(cmp.runs.size());
    std::vector<const StateView *> views(cmp.runs.size(), nullptr);
    std::vector<bool> waiting(cmp.runs.size(), false);
    for (const std::size_t i : playing) {
        current[i] = streams[i].start();
        views[i] = &current[i];
        waiting[i] = streams[i].next();
    }
    for (;;) {
        std::optional<std::pair<int, int>> earliest;
        for (const std::size_t i : playing)
            if (waiting[i] && (!earliest || playOrder(streams[i].moment()) < *earliest))
                earliest = playOrder(streams[i].moment());
        if (!earliest)
            return std::nullopt;
        std::vector<std::size_t> ended; // the rulings that played this phase
        for (const std::size_t i : playing)
            if (waiting[i] && playOrder(streams[i].moment()) == *earliest) {
                current[i] = streams[i].view();
                ended.push_back(i);
            }
        Divergence d;
        d.moment = streams[ended.front()].moment();
        d.fields = partedFields(cmp, playing, views);
        if (d.fields.empty()) {
            for (const std::size_t i : ended) {
                streams[i].drop();
                waiting[i] = streams[i].next();
            }
            continue;
        }
        d.events.resize(cmp.runs.size());
        for (const std::size_t i : ended) {
            streams[i].keep();
            const Trace &trace = cmp.runs[i].trace;
            for (const TraceEntry &e : trace.entries) {
                if (e.type != TraceEntry::Type::Event || e.turn != d.moment.turn || e.phase != d.moment.phase)
                    continue;
                if (std::ranges::find(kRegisterPhases, d.moment.phase) != kRegisterPhases.end() && e.reg != d.moment.reg)
                    continue;
                d.events[i].push_back(e.event);
            }
        }
        return d;
    }
}

// The same at every phase: the final states may still part (a run that stopped earlier).
std::optional<Divergence> finalDivergence(const Comparison &cmp, const std::vector<std::size_t> &playing)
{
    int lastTurn = 0;
    std::vector<const StateView *> finals(cmp.runs.size(), nullptr);
    for (const std::size_t i : playing) {
        finals[i] = &cmp.runs[i].final;
        if (!cmp.runs[i].moments.empty())
            lastTurn = std::max(lastTurn, cmp.runs[i].moments.rbegin()->first.turn);
    }
    Divergence d;
    d.fields = partedFields(cmp, playing, finals);
    if (d.fields.empty())
        return std::nullopt;
    d.moment = Moment{lastTurn, 0, Phase::EndOfTurn};
    d.events.resize(cmp.runs.size());
    return d;
}

// The ruling's scenario: the programs translated to its ruleset, its options set. Errors: a
// ruleset or option name that does not exist.
std::expected<Scenario, rules::ScenarioError> rulingScenario(const Scenario &sc, const RulingVariant &v, VariantRun &run)
{
    const rules::Ruleset *target = rules::rulesetById(v.ruleset);
    if (!target)
        return std::unexpected(rules::ScenarioError{.code = rules::ScenarioError::Code::UnknownRuleset, .text = v.ruleset});
    run.variant = v;
    Scenario s = rules::translateScenario(sc, *target, run.translations);
    for (const auto &[name, value] : v.options)
        s.options[name] = value;
    if (const auto opts = rules::resolveOptions(s.options); opts.unknown)
        return std::unexpected(rules::ScenarioError{.code = rules::ScenarioError::Code::UnknownOption, .text = *opts.unknown});
    return s;
}

// Plays `s` as `run`'s ruling with the whole trace and, when asked, the replay; `ends` (when
// given) receives the last position of each phase in play order.
void playWhole(const Scenario &s, VariantRun &run, bool keepReplay, int maxSteps, std::vector<std::pair<Moment, int>> *ends = nullptr)
{
    auto created = ScenarioRun::create(s, ScenarioRun::Options{.record = true});
    if (!created) {
        run.error = created.error();
        return;
    }
    auto record = [&](const ScenarioRun &r, const Cursor &before) {
        const Moment m = momentOf(before);
        run.moments[m] = r.position();
        if (ends && (ends->empty() || ends->back().first != m))
            ends->emplace_back(m, r.position());
        else if (ends)
            ends->back().second = r.position();
    };
    if (keepReplay) {
        auto replay = std::make_shared<const Replay>(Replay::play(std::move(*created), record, Replay::kSnapshotBudget, maxSteps));
        finish(s, replay->run(), run);
        run.trace = replay->trace();
        run.replay = std::move(replay);
    } else {
        ScenarioRun &r = *created;
        Replay::playToEnd(r, [&](const Cursor &before) { record(r, before); });
        finish(s, r, run);
        run.trace = r.takeTrace();
    }
    run.played.resize(s.robots.size());
    collectCards(run.trace, run.played);
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
    VariantRun run;
    const auto s = rulingScenario(sc, v, run);
    if (!s)
        return std::unexpected(s.error());
    playWhole(*s, run, options.replays, options.maxSteps);
    if (run.refused)
        return std::unexpected(*run.refused);
    return run;
}

std::expected<Comparison, rules::ScenarioError> compareRulings(const Scenario &sc, const std::vector<RulingVariant> &variants, const CompareOptions &options)
{
    if (variants.size() < 2)
        return std::unexpected(rules::ScenarioError{.code = rules::ScenarioError::Code::TooFewRulings, .number = static_cast<int>(variants.size())});
    Comparison cmp;
    std::vector<Scenario> scenarios;
    for (const RulingVariant &v : variants) {
        auto s = rulingScenario(sc, v, cmp.runs.emplace_back());
        if (!s)
            return std::unexpected(s.error());
        scenarios.push_back(std::move(*s));
    }
    // Played side by side, phase by phase, unless the replays are wanted whole anyway: a long
    // game's traces and states at every phase would take gigabytes (docs/limits.md).
    std::vector<PhaseStream> streams;
    for (std::size_t i = 0; i < cmp.runs.size(); ++i) {
        VariantRun &run = cmp.runs[i];
        if (options.replays) {
            std::vector<std::pair<Moment, int>> ends;
            playWhole(scenarios[i], run, true, options.maxSteps, &ends);
            streams.emplace_back(std::move(ends), run);
            continue;
        }
        auto created = ScenarioRun::create(scenarios[i], ScenarioRun::Options{.record = true});
        if (!created) {
            run.error = created.error();
            streams.emplace_back(std::vector<std::pair<Moment, int>>{}, run);
        } else {
            streams.emplace_back(std::move(*created), scenarios[i], run);
        }
    }
    std::vector<std::size_t> playing;
    std::vector<const rules::RulesetTraits *> editions;
    for (std::size_t i = 0; i < cmp.runs.size(); ++i)
        if (cmp.runs[i].plays()) {
            playing.push_back(i);
            editions.push_back(&rules::traitsOf(cmp.runs[i].variant.ruleset));
        }
    if (playing.size() >= 2) {
        cmp.compared = sharedFields(editions);
        cmp.divergence = firstDivergence(cmp, playing, streams);
    }
    for (const std::size_t i : playing)
        streams[i].finishPlay();
    for (const std::size_t i : playing)
        if (cmp.runs[i].refused)
            return std::unexpected(*cmp.runs[i].refused);
    if (playing.size() < 2)
        return cmp;
    if (!cmp.divergence)
        cmp.divergence = finalDivergence(cmp, playing);
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
        cards.push_back(run.plays() ? run.played : std::vector<std::vector<std::optional<Card>>>{});
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
                const auto &played = cards[i].size() <= r || cards[i][r].size() <= slot ? std::optional<Card>{} : cards[i][r][slot];
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
    const auto &cards = run.played;
    for (std::size_t r = 0; r < sc.robots.size() && r < cards.size(); ++r) {
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
