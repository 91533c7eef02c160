// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/analysis.h"

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
    std::int64_t robots = 0;
    std::int64_t turns = 0;
    int games = 0;

    Tally(std::size_t cells, int checkpoints, const std::vector<StartResult> &startTemplate)
        : deaths(cells, 0), visits(cells, 0), reached(static_cast<std::size_t>(checkpoints), 0), starts(startTemplate)
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
};

// The start index of robot j in game g: games rotate through the start markers when fewer
// robots than starts play, so every start is used equally often.
int offsetOf(const Setup &s, int game)
{
    const auto n = static_cast<std::int64_t>(s.starts.size());
    return static_cast<int>((static_cast<std::int64_t>(game) * s.perGame) % n);
}

Point clampTo(const Setup &s, Point p) { return Point{std::clamp(p.x, 0, s.width - 1), std::clamp(p.y, 0, s.height - 1)}; }

void playGame(const Setup &s, std::uint64_t seed, int game, Tally &t)
{
    const int offset = offsetOf(s, game);
    ScenarioRun run = *s.templates[static_cast<std::size_t>(offset)];
    run.reseed(analysisGameSeed(seed, game));

    const auto &robots = run.state().robots;
    const std::size_t n = robots.size();
    std::array<Point, kMaxRobotsPerGame> prevPos{};
    std::array<int, kMaxRobotsPerGame> prevOrder{};
    for (std::size_t i = 0; i < n; ++i) {
        prevPos[i] = robots[i].pos;
        prevOrder[i] = robots[i].destroyedOrder;
        ++t.visits[static_cast<std::size_t>(prevPos[i].y * s.width + prevPos[i].x)];
    }
    auto startSlot = [&](std::size_t robot) {
        return static_cast<std::size_t>((offset + static_cast<int>(robot)) % static_cast<int>(s.starts.size()));
    };
    int lastTurn = 0;
    // The scenario plays opt.maxTurns turns, or until a robot wins.
    for (;;) {
        const int turn = run.cursor().turn;
        if (!run.step())
            break;
        lastTurn = turn;
        for (std::size_t i = 0; i < n; ++i) {
            const RobotState &r = robots[i];
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
    return res;
}

} // namespace rf::sim
