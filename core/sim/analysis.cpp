// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/analysis.h"

#include "sim/planner.h"
#include "sim/scenariorun.h"

#include <algorithm>
#include <array>
#include <format>
#include <mutex>
#include <numeric>
#include <thread>

namespace rf::sim {

using namespace rf::game;
using namespace rf::model;
using rules::ScenarioError;
using Code = rules::ScenarioError::Code;

namespace {

constexpr int kMaxRobotsPerGame = 8;
// Games per work unit: small enough for a smooth progress bar and fair sharing between
// threads, large enough that the atomic counter is not contended.
constexpr int kChunkGames = 16;
constexpr int kCauseCount = static_cast<int>(DestroyCause::Crusher) + 1;

std::uint64_t mix(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

// What one worker collects; merged by sums, so the order of games does not matter.
struct Tally {
    std::vector<std::int64_t> deaths, visits;
    std::array<std::int64_t, kCauseCount> causes{};
    std::vector<std::int64_t> reached;   // by checkpoint number - 1
    std::vector<StartResult> starts;
    std::vector<int> finishTurns;
    std::vector<std::vector<int>> legRegisters; // by leg: registers each robot took for it
    std::int64_t robots = 0;
    std::int64_t turns = 0;
    int games = 0;

    Tally(std::size_t cells, int checkpoints, const std::vector<StartResult> &startTemplate)
        : deaths(cells, 0), visits(cells, 0), reached(static_cast<std::size_t>(checkpoints), 0), starts(startTemplate),
          legRegisters(static_cast<std::size_t>(checkpoints))
    {
    }

    void add(const Tally &o)
    {
        for (std::size_t i = 0; i < deaths.size(); ++i) {
            deaths[i] += o.deaths[i];
            visits[i] += o.visits[i];
        }
        for (std::size_t i = 0; i < causes.size(); ++i)
            causes[i] += o.causes[i];
        for (std::size_t i = 0; i < reached.size(); ++i)
            reached[i] += o.reached[i];
        for (std::size_t i = 0; i < starts.size(); ++i) {
            starts[i].robots += o.starts[i].robots;
            starts[i].finished += o.starts[i].finished;
            starts[i].deaths += o.starts[i].deaths;
        }
        finishTurns.insert(finishTurns.end(), o.finishTurns.begin(), o.finishTurns.end());
        for (std::size_t k = 0; k < legRegisters.size(); ++k)
            legRegisters[k].insert(legRegisters[k].end(), o.legRegisters[k].begin(), o.legRegisters[k].end());
        robots += o.robots;
        turns += o.turns;
        games += o.games;
    }
};

struct Setup {
    std::vector<std::optional<ScenarioRun>> templates; // by rotation offset into the start list (offsetOf)
    std::vector<const Marker *> starts;
    int perGame = 0;
    int width = 0, height = 0;
    int checkpoints = 0;
    int maxTurns = 0;
    Skill skill = Skill::Random;
    std::optional<RegisterLookahead> lookahead{}; // planning skills: copied by every game
    std::shared_ptr<const CostField> field{};
};

// A catcher of the hands dealt (the deal's event): the planners program from them.
class HandSink final : public TraceSink {
public:
    void event(const game::Event &e) override
    {
        if (e.kind == EventKind::Deal)
            hands = e.hands;
    }
    std::vector<DealtHand> hands;
};

// A game whose robots plan their programs: the rules deal as always (the hand shuffled and a
// random program drawn from it), then each robot's open registers are replaced by the planner's
// choice from the same hand. The simulator plays as a ScenarioRun with no what-ifs or
// expectations would: until a winner or the last turn.
class PlannedGame {
public:
    PlannedGame(const Setup &s, const ScenarioRun &run, std::uint64_t seed)
        : m_sim(run.simulator())
        , m_planner(s.skill, s.field, *s.lookahead)
        , m_noise(mix(seed ^ 0x706c616e6e6572ULL))
        , m_maxTurns(s.maxTurns)
    {
        m_sim.reseed(seed);
        m_sim.setSink(nullptr);
    }
    const GameState &state() const { return m_sim.state(); }
    bool step()
    {
        if (m_sim.gameOver() || m_sim.cursor().turn > m_maxTurns)
            return false;
        if (m_sim.cursor().stage != Stage::Deal)
            return m_sim.step();
        m_sink.hands.clear();
        m_sim.setSink(&m_sink);
        m_sim.step();
        m_sim.setSink(nullptr);
        for (const DealtHand &h : m_sink.hands)
            program(h);
        return true;
    }

private:
    void program(const DealtHand &h)
    {
        const RobotState &r = m_sim.state().robots[static_cast<std::size_t>(h.robot)];
        const Program p = m_planner.plan(r, h.cards, m_sim.cursor().turn, m_noise);
        const bool powerDown = m_sim.ruleset().traits().powerDown && r.damage >= Planner::kPowerDownDamage;
        if (!m_sim.ruleset().traits().deckPerRobot && !powerDown) {
            for (int k = 1; k <= kRegisterCount; ++k)
                if (!((r.lockedMask >> (k - 1)) & 1U))
                    m_sim.applyEdit(h.robot, RobotEdit{.card = std::pair{k, p[static_cast<std::size_t>(k - 1)]}});
            return;
        }
        // Own decks: the hand's cards left out lie on the robot's discard pile, so the swap
        // goes through it. A power down is announced for the next turn (RULES.md 2, step 1).
        Snapshot snap = m_sim.snapshot();
        RobotState &rs = snap.state.robots[static_cast<std::size_t>(h.robot)];
        rs.announcedPowerDown = rs.announcedPowerDown || powerDown;
        const bool ownDeck = m_sim.ruleset().traits().deckPerRobot;
        for (std::size_t k = 0; k < p.size(); ++k) {
            if ((rs.lockedMask >> k) & 1U || rs.program[k] == p[k])
                continue;
            if (p[k] && ownDeck)
                if (auto it = std::find(rs.discard.begin(), rs.discard.end(), *p[k]); it != rs.discard.end())
                    rs.discard.erase(it);
            if (rs.program[k] && ownDeck)
                rs.discard.push_back(*rs.program[k]);
            rs.program[k] = p[k];
        }
        m_sim.restore(snap);
    }

    Simulator m_sim;
    Planner m_planner;
    Rng m_noise;
    int m_maxTurns = 0;
    HandSink m_sink;
};

// The start index of robot j in game g: games rotate through the start markers when fewer
// robots than starts play, so every start is used equally often.
int offsetOf(const Setup &s, int game)
{
    const auto n = static_cast<std::int64_t>(s.starts.size());
    return static_cast<int>((static_cast<std::int64_t>(game) * s.perGame) % n);
}

Point clampTo(const Setup &s, Point p) { return Point{std::clamp(p.x, 0, s.width - 1), std::clamp(p.y, 0, s.height - 1)}; }

// Plays one game (a ScenarioRun or a PlannedGame) and tallies it.
template <class Game>
void tallyGame(const Setup &s, Game &run, int offset, Tally &t)
{
    const auto &robots = run.state().robots;
    const std::size_t n = robots.size();
    std::array<Point, kMaxRobotsPerGame> prevPos{};
    std::array<int, kMaxRobotsPerGame> prevOrder{};
    std::array<int, kMaxRobotsPerGame> prevFlags{};
    std::array<int, kMaxRobotsPerGame> legStart{}; // registers played when the robot's leg began
    for (std::size_t i = 0; i < n; ++i) {
        prevPos[i] = robots[i].pos;
        prevOrder[i] = robots[i].destroyedOrder;
        prevFlags[i] = robots[i].flags;
        ++t.visits[static_cast<std::size_t>(prevPos[i].y * s.width + prevPos[i].x)];
    }
    auto startSlot = [&](std::size_t robot) {
        return static_cast<std::size_t>((offset + static_cast<int>(robot)) % static_cast<int>(s.starts.size()));
    };
    int lastTurn = 0;
    // The scenario plays opt.maxTurns turns, or until a robot wins.
    for (;;) {
        const int turn = run.state().cursor.turn;
        const int registers = (turn - 1) * kRegisterCount + run.state().cursor.reg;
        if (!run.step())
            break;
        lastTurn = turn;
        for (std::size_t i = 0; i < n; ++i) {
            const RobotState &r = robots[i];
            for (; prevFlags[i] < r.flags; ++prevFlags[i])
                if (prevFlags[i] < s.checkpoints) {
                    t.legRegisters[static_cast<std::size_t>(prevFlags[i])].push_back(registers - legStart[i]);
                    legStart[i] = registers;
                }
            if (r.destroyedOrder != prevOrder[i]) {
                // A classic robot stays where it died until it re-enters; a renegade robot is
                // already on its reboot token, so its death is put where it was before the substep.
                const Point at = clampTo(s, r.destroyed ? r.pos : prevPos[i]);
                ++t.deaths[static_cast<std::size_t>(at.y * s.width + at.x)];
                ++t.causes[static_cast<std::size_t>(r.cause)];
                ++t.starts[startSlot(i)].deaths;
                prevOrder[i] = r.destroyedOrder;
            } else if (r.pos != prevPos[i] && !r.destroyed && !r.eliminated && r.pos.x >= 0 && r.pos.y >= 0 && r.pos.x < s.width &&
                       r.pos.y < s.height) {
                ++t.visits[static_cast<std::size_t>(r.pos.y * s.width + r.pos.x)];
            }
            prevPos[i] = r.pos;
        }
    }
    const GameState &st = run.state();
    for (std::size_t i = 0; i < n; ++i) {
        const int flags = std::min(st.robots[i].flags, s.checkpoints);
        for (int k = 0; k < flags; ++k)
            ++t.reached[static_cast<std::size_t>(k)];
        ++t.starts[startSlot(i)].robots;
    }
    if (st.winner >= 0) {
        t.finishTurns.push_back(st.cursor.turn);
        ++t.starts[startSlot(static_cast<std::size_t>(st.winner))].finished;
    }
    t.robots += static_cast<std::int64_t>(n);
    t.turns += lastTurn;
    ++t.games;
}

void playGame(const Setup &s, std::uint64_t seed, int game, Tally &t)
{
    const int offset = offsetOf(s, game);
    const ScenarioRun &model = *s.templates[static_cast<std::size_t>(offset)];
    if (s.skill == Skill::Random) {
        ScenarioRun run = model;
        run.reseed(analysisGameSeed(seed, game));
        tallyGame(s, run, offset, t);
    } else {
        PlannedGame run(s, model, analysisGameSeed(seed, game));
        tallyGame(s, run, offset, t);
    }
}

std::optional<double> median(std::vector<int> &v)
{
    if (v.empty())
        return std::nullopt;
    std::sort(v.begin(), v.end());
    const std::size_t m = v.size() / 2;
    return v.size() % 2 == 1 ? static_cast<double>(v[m]) : (v[m - 1] + v[m]) / 2.0;
}

// The cost field and the lookahead of the planning skills, once per course.
std::optional<ScenarioError> preparePlanning(Setup &s, const Course &course, const AnalysisOptions &opt, const Board &combined)
{
    s.skill = opt.skill;
    if (opt.skill == Skill::Random)
        return std::nullopt;
    auto lookahead = RegisterLookahead::create(course, opt.ruleset, opt.ruleOptions);
    if (!lookahead)
        return lookahead.error();
    std::vector<Point> checkpoints;
    for (const Marker *m : combined.markersOf(MarkerKind::Checkpoint))
        checkpoints.push_back(m->at);
    s.field = std::make_shared<const CostField>(CostField::build(*lookahead, checkpoints));
    s.lookahead = std::move(*lookahead);
    return std::nullopt;
}

} // namespace

std::uint64_t analysisGameSeed(std::uint64_t seed, int game) { return mix(mix(seed) ^ static_cast<std::uint64_t>(game)); }

std::expected<AnalysisResult, ScenarioError> analyzeCourse(const Course &course, const AnalysisOptions &opt)
{
    if (opt.games < 1)
        return std::unexpected(ScenarioError{.code = Code::TooFewGames, .number = opt.games});
    if (opt.maxTurns < 1)
        return std::unexpected(ScenarioError{.code = Code::TooFewTurns, .number = opt.maxTurns});
    if (opt.robotsPerGame < 0)
        return std::unexpected(ScenarioError{.code = Code::NegativeRobots, .number = opt.robotsPerGame});
    auto combined = combine(course);
    if (!combined)
        return std::unexpected(courseError(course, combined.error()));
    Setup s;
    s.width = combined->width();
    s.height = combined->height();
    s.starts = combined->markersOf(MarkerKind::Start);
    if (s.starts.empty())
        return std::unexpected(ScenarioError{.code = Code::NoStartMarkers});
    s.checkpoints = static_cast<int>(combined->markersOf(MarkerKind::Checkpoint).size());
    const int startCount = static_cast<int>(s.starts.size());
    s.perGame = std::min({opt.robotsPerGame > 0 ? opt.robotsPerGame : startCount, startCount, kMaxRobotsPerGame});
    s.maxTurns = opt.maxTurns;

    // One simulator per rotation offset; games copy it and reseed.
    std::vector<bool> used(s.starts.size(), false);
    for (int g = 0; g < startCount; ++g)
        used[static_cast<std::size_t>(offsetOf(s, g))] = true;
    for (int offset = 0; offset < startCount; ++offset) {
        s.templates.emplace_back();
        if (!used[static_cast<std::size_t>(offset)])
            continue;
        Scenario sc;
        sc.course = course;
        sc.ruleset = opt.ruleset;
        sc.options = opt.ruleOptions;
        sc.turns = opt.maxTurns;
        for (int j = 0; j < s.perGame; ++j) {
            const Marker *m = s.starts[static_cast<std::size_t>((offset + j) % startCount)];
            ScenarioRobot r;
            r.name = std::format("start {}", m->number);
            r.at = m->at;
            r.facing = m->facing;
            sc.robots.push_back(std::move(r));
        }
        auto run = ScenarioRun::create(sc, ScenarioRun::Options{.limits = {.seed = opt.seed}});
        if (!run)
            return std::unexpected(std::move(run.error()));
        s.templates.back() = std::move(*run);
    }

    if (auto problem = preparePlanning(s, course, opt, *combined))
        return std::unexpected(std::move(*problem));

    std::vector<StartResult> startTemplate;
    for (const Marker *m : s.starts)
        startTemplate.push_back(StartResult{m->number, m->at, 0, 0, 0});
    const auto cells = static_cast<std::size_t>(s.width * s.height);

    const int chunks = (opt.games + kChunkGames - 1) / kChunkGames;
    const unsigned hw = std::max(1U, std::thread::hardware_concurrency());
    const int threads = std::clamp(opt.threads > 0 ? opt.threads : static_cast<int>(hw), 1, chunks);
    std::vector<Tally> tallies(static_cast<std::size_t>(threads), Tally(cells, s.checkpoints, startTemplate));
    std::atomic<int> nextChunk{0};
    std::mutex progressMutex;
    int done = 0;
    auto work = [&](std::size_t worker) {
        for (;;) {
            if (opt.cancel && opt.cancel->load())
                return;
            const int chunk = nextChunk.fetch_add(1);
            if (chunk >= chunks)
                return;
            const int first = chunk * kChunkGames;
            const int last = std::min(opt.games, first + kChunkGames);
            int played = 0;
            for (int g = first; g < last; ++g) {
                if (opt.cancel && opt.cancel->load())
                    break;
                playGame(s, opt.seed, g, tallies[worker]);
                ++played;
            }
            const std::lock_guard lock(progressMutex);
            done += played;
            if (opt.progress)
                opt.progress(done, opt.games);
        }
    };
    {
        std::vector<std::jthread> pool;
        for (int w = 1; w < threads; ++w)
            pool.emplace_back(work, static_cast<std::size_t>(w));
        work(0);
    }
    for (std::size_t w = 1; w < tallies.size(); ++w)
        tallies.front().add(tallies[w]);
    Tally &t = tallies.front();

    AnalysisResult res;
    res.width = s.width;
    res.height = s.height;
    res.games = t.games;
    res.cancelled = t.games < opt.games;
    res.robots = t.robots;
    res.checkpointCount = s.checkpoints;
    res.deaths = std::move(t.deaths);
    res.visits = std::move(t.visits);
    res.totalDeaths = std::accumulate(t.causes.begin(), t.causes.end(), std::int64_t{0});
    for (int c = 1; c < kCauseCount; ++c)
        if (t.causes[static_cast<std::size_t>(c)] > 0)
            res.deathsByCause[std::string(destroyCauseName(static_cast<DestroyCause>(c)))] = t.causes[static_cast<std::size_t>(c)];
    for (int k = 0; k < s.checkpoints; ++k) {
        const std::int64_t r = t.reached[static_cast<std::size_t>(k)];
        res.checkpoints.push_back(CheckpointReach{k + 1, r, t.robots > 0 ? static_cast<double>(r) / static_cast<double>(t.robots) : 0.0});
    }
    res.starts = std::move(t.starts);
    res.finishedGames = static_cast<int>(t.finishTurns.size());
    if (!t.finishTurns.empty()) {
        std::sort(t.finishTurns.begin(), t.finishTurns.end());
        const std::size_t m = t.finishTurns.size() / 2;
        res.medianTurnsToFinish = t.finishTurns.size() % 2 == 1 ? static_cast<double>(t.finishTurns[m])
                                                                : (t.finishTurns[m - 1] + t.finishTurns[m]) / 2.0;
    }
    res.turnsPlayed = t.turns;
    for (int k = 0; k < s.checkpoints; ++k) {
        auto &legs = t.legRegisters[static_cast<std::size_t>(k)];
        res.legs.push_back(LegResult{k, static_cast<std::int64_t>(legs.size()), median(legs)});
    }
    return res;
}

} // namespace rf::sim
