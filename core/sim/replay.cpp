// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/replay.h"

#include <algorithm>
#include <array>
#include <limits>
#include <optional>

namespace rf::sim {

using namespace rf::model;

// Two runs that play positions between kept snapshots, so that the state last returned stays valid
// while the next is played (the debugger compares a position with the one before it).
struct Replay::Scratch {
    std::array<std::optional<ScenarioRun>, 2> runs;
    int lastUsed = 1;
};

std::expected<Replay, rules::ScenarioError> Replay::create(const Scenario &scenario, std::size_t budget)
{
    auto replay = playScenario(scenario, budget);
    if (!replay)
        return replay;
    if (auto refused = replay->run().refusal())
        return std::unexpected(std::move(*refused));
    return replay;
}

std::expected<Replay, rules::ScenarioError> Replay::playScenario(const Scenario &scenario, std::size_t budget)
{
    auto run = ScenarioRun::create(scenario, ScenarioRun::Options{.record = true});
    if (!run)
        return std::unexpected(std::move(run.error()));
    Replay replay(std::move(*run), budget);
    replay.playToEnd();
    return replay;
}

Replay Replay::play(ScenarioRun run, const std::function<void(const ScenarioRun &, const game::Cursor &)> &played,
                    std::size_t budget, int maxSteps)
{
    Replay replay(std::move(run), budget);
    replay.m_maxSteps = maxSteps;
    replay.playToEnd(played);
    return replay;
}

Replay::Replay(ScenarioRun run, std::size_t budget)
    : m_run(std::move(run))
    , m_budget(budget)
{
    keep(m_run.snapshot());
}

Replay::Replay(const Replay &other)
    : m_run(other.m_run)
    , m_kept(other.m_kept)
    , m_stride(other.m_stride)
    , m_keptBytes(other.m_keptBytes)
    , m_budget(other.m_budget)
    , m_maxSteps(other.m_maxSteps)
{}

Replay &Replay::operator=(const Replay &other)
{
    if (this != &other) {
        Replay copy(other);
        *this = std::move(copy);
    }
    return *this;
}

Replay::Replay(Replay &&other) noexcept = default;
Replay &Replay::operator=(Replay &&other) noexcept = default;
Replay::~Replay() = default;

bool Replay::playToEnd(ScenarioRun &run, const std::function<void(const game::Cursor &played)> &played, int maxSteps)
{
    while (run.position() < maxSteps && !run.finished()) {
        const game::Cursor before = run.cursor();
        run.step();
        played(before);
    }
    return run.finished();
}

void Replay::playToEnd(const std::function<void(const ScenarioRun &, const game::Cursor &)> &played)
{
    forgetScratch();
    playToEnd(
        m_run,
        [&](const game::Cursor &before) {
            // Only the positions kept are copied: a thinned replay does not pay for the others.
            if (m_run.position() % m_stride == 0)
                keep(m_run.snapshot());
            if (played)
                played(m_run, before);
        },
        m_maxSteps);
}

std::size_t Replay::snapshotBytes(const ScenarioRun::Snapshot &s)
{
    const game::GameState &st = s.state;
    std::size_t n =
        sizeof s + s.checked.capacity() / 8 + st.occupancy.capacity() +
        (st.drawPile.capacity() + st.deckTop.capacity()) * sizeof(Card) + st.order.capacity() * sizeof(int) +
        (st.optionDeck.capacity() + st.optionDiscard.capacity() + st.optionDeckTop.capacity()) * sizeof(OptionId) +
        st.emptiedEnergy.capacity() * sizeof(Point) +
        (st.upgradeDeck.capacity() + st.upgradeDiscard.capacity()) * sizeof(UpgradeId) +
        st.shop.capacity() * sizeof(std::optional<UpgradeId>);
    for (const game::RobotState &r : st.robots)
        n += sizeof r + r.name.capacity() + r.options.capacity() * sizeof(HeldOption) +
             (r.deck.capacity() + r.discard.capacity() + r.spent.capacity() + r.hand.capacity()) * sizeof(Card) +
             r.upgrades.capacity() * sizeof(HeldUpgrade);
    return n;
}

void Replay::keep(ScenarioRun::Snapshot snapshot)
{
    m_keptBytes += snapshotBytes(snapshot);
    m_kept.push_back(std::move(snapshot));
    // Over the budget: every other kept snapshot goes (position 0 always stays), and from now on
    // only every (2 * stride)-th position is kept.
    while (m_keptBytes > m_budget && m_kept.size() > 2) {
        m_stride *= 2;
        std::size_t to = 0;
        m_keptBytes = 0;
        for (std::size_t k = 0; k < m_kept.size(); k += 2) {
            m_keptBytes += snapshotBytes(m_kept[k]);
            if (to != k)
                m_kept[to] = std::move(m_kept[k]);
            ++to;
        }
        m_kept.resize(to);
    }
}

const ScenarioRun::Snapshot &Replay::keptBefore(int pos) const
{
    const std::size_t k = std::min(static_cast<std::size_t>(pos / m_stride), m_kept.size() - 1);
    return m_kept[k];
}

void Replay::forgetScratch()
{
    m_scratch.reset();
}

const game::GameState &Replay::stateAt(int pos) const
{
    pos = std::clamp(pos, 0, length());
    if (pos == length())
        return m_run.state();
    const ScenarioRun::Snapshot &from = keptBefore(pos);
    if (from.position == pos)
        return from.state;
    if (!m_scratch)
        m_scratch = std::make_unique<Scratch>();
    auto &runs = m_scratch->runs;
    const int last = m_scratch->lastUsed;
    for (const int i : {last, 1 - last})
        if (runs[static_cast<std::size_t>(i)] && runs[static_cast<std::size_t>(i)]->position() == pos) {
            m_scratch->lastUsed = i;
            return runs[static_cast<std::size_t>(i)]->state();
        }
    // The other run than the one last returned: that state stays as it was.
    const int use = 1 - last;
    auto &run = runs[static_cast<std::size_t>(use)];
    if (!run)
        run.emplace(m_run.unrecorded());
    if (run->position() > pos || run->position() < from.position)
        run->restore(from);
    while (run->position() < pos)
        run->step();
    m_scratch->lastUsed = use;
    return run->state();
}

const game::Event *Replay::eventAt(int pos) const
{
    if (pos <= 0 || pos > length())
        return nullptr;
    return &trace().events[static_cast<std::size_t>(pos - 1)];
}

int Replay::endOf(int from, StepSize size) const
{
    const int n = length();
    if (from >= n)
        return n;
    from = std::max(from, 0);
    const auto &events = trace().events;
    const game::Event &first = events[static_cast<std::size_t>(from)];
    int p = from + 1;
    while (p < n && sameStep(size, first.turn, first.reg, first.phase, events[static_cast<std::size_t>(p)].turn,
                             events[static_cast<std::size_t>(p)].reg, events[static_cast<std::size_t>(p)].phase))
        ++p;
    return p;
}

std::optional<rules::ScenarioError> Replay::checkEdit(int pos, int robot, const RobotEdit &edit) const
{
    if (pos < 1 || pos > length())
        return rules::ScenarioError{.code = rules::ScenarioError::Code::WhatIfStep, .number = pos, .step = pos};
    Simulator at = m_run.simulator();
    at.restore(Snapshot{stateAt(pos)});
    auto problem = at.checkEdit(robot, edit);
    if (problem)
        problem->step = pos;
    return problem;
}

std::expected<int, rules::ScenarioError> Replay::update(const Scenario &scenario)
{
    const model::Scenario played = m_run.scenario();
    const int changed = firstChangedStep(played, scenario);
    if (changed < 0) {
        // The same game; other expectations are checked on a run of their own.
        if (played.expectations != scenario.expectations ||
            played.rulesetExpectations != scenario.rulesetExpectations) {
            auto fresh = playScenario(scenario);
            if (!fresh)
                return std::unexpected(std::move(fresh.error()));
            *this = std::move(*fresh);
        }
        return length() + 1;
    }
    if (changed == 0 || std::min(changed, length()) < 1) {
        // Decisions change the game only from their moment on: the states before it stay.
        const int from = changed == 0 ? firstDecisionStep(played, scenario) : 0;
        auto fresh = playScenario(scenario);
        if (!fresh)
            return std::unexpected(std::move(fresh.error()));
        *this = std::move(*fresh);
        return from;
    }
    if (auto problem = checkWhatIfs(scenario))
        return std::unexpected(std::move(*problem));
    // Back to the kept snapshot at or before the changed step's start, so that its what-ifs are
    // made anew after it (the what-ifs before the changed step are the same in both).
    const int from = std::min(changed, length());
    const std::size_t k = std::min(static_cast<std::size_t>((from - 1) / m_stride), m_kept.size() - 1);
    m_kept.resize(k + 1);
    m_keptBytes = 0;
    for (const ScenarioRun::Snapshot &s : m_kept)
        m_keptBytes += snapshotBytes(s);
    m_run.restore(m_kept.back());
    m_run.setWhatIfs(scenario.whatIfs);
    playToEnd();
    return from;
}

namespace {

// The robots of `a` and `b` with their decisions left out (turns without anything else too).
std::vector<model::ScenarioRobot> withoutDecisions(std::vector<model::ScenarioRobot> robots)
{
    for (model::ScenarioRobot &r : robots) {
        for (model::TurnPlan &t : r.turns)
            t.decisions.clear();
        while (!r.turns.empty() && r.turns.back() == model::TurnPlan{})
            r.turns.pop_back();
    }
    return robots;
}

const std::vector<model::Decision> &decisionsOf(const model::ScenarioRobot &r, std::size_t turn)
{
    static const std::vector<model::Decision> kNone;
    return turn < r.turns.size() ? r.turns[turn].decisions : kNone;
}

} // namespace

int Replay::firstDecisionStep(const Scenario &a, const Scenario &b) const
{
    Scenario sameA = a, sameB = b;
    sameA.robots = withoutDecisions(a.robots);
    sameB.robots = withoutDecisions(b.robots);
    sameA.whatIfs = sameB.whatIfs = {};
    if (sameA.robots.size() != sameB.robots.size() || firstChangedStep(sameA, sameB) == 0)
        return 0;
    // The earliest moment at which a decision of one scenario is not one of the other.
    int earliest = std::numeric_limits<int>::max();
    for (std::size_t i = 0; i < a.robots.size(); ++i) {
        const std::size_t turns = std::max(a.robots[i].turns.size(), b.robots[i].turns.size());
        for (std::size_t t = 0; t < turns; ++t) {
            const auto &da = decisionsOf(a.robots[i], t);
            const auto &db = decisionsOf(b.robots[i], t);
            if (da == db)
                continue;
            for (const auto *list : {&da, &db})
                for (const model::Decision &d : *list)
                    earliest = std::min(earliest, rules::momentKey(static_cast<int>(t) + 1, d.reg, rules::decisionStage(d)));
        }
    }
    // The first substep played at or after that moment is the first that may differ.
    int from = length() + 1;
    for (int k = 0; k <= length(); ++k) {
        const game::Cursor &c = stateAt(k).cursor;
        if (c.stage == game::Stage::GameOver || rules::momentKey(c.turn, c.reg, c.stage) >= earliest) {
            from = k + 1;
            break;
        }
    }
    // What-ifs that changed as well may move it earlier.
    if (const int w = firstChangedStep(Scenario{.whatIfs = a.whatIfs}, Scenario{.whatIfs = b.whatIfs}); w > 0)
        from = std::min(from, w);
    return from;
}

int firstChangedStep(const Scenario &a, const Scenario &b)
{
    // Everything but the what-ifs, the expectations, the title and the description decides the
    // whole game.
    if (a.course != b.course || a.ruleset != b.ruleset || a.options != b.options || a.seed != b.seed ||
        a.robots != b.robots || a.turns != b.turns || a.registers != b.registers || a.endOfTurn != b.endOfTurn ||
        a.playOnAfterWin != b.playOnAfterWin)
        return 0;
    const std::size_t n = std::min(a.whatIfs.size(), b.whatIfs.size());
    for (std::size_t i = 0; i < n; ++i)
        if (a.whatIfs[i] != b.whatIfs[i])
            return std::min(a.whatIfs[i].afterStep, b.whatIfs[i].afterStep);
    if (a.whatIfs.size() != b.whatIfs.size())
        return a.whatIfs.size() > n ? a.whatIfs[n].afterStep : b.whatIfs[n].afterStep;
    return -1;
}

} // namespace rf::sim
