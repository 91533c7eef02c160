// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark (not a test): 8 robots with random programs on the 4-board demo course (or the course
// given; where it places them: robotSquares()), played by a ScenarioRun, measured in register phases per second with the null sink and with full recording.
//   bench_sim [COURSE.rfboard] [SECONDS] [RULESET] [SINK] [OPTIONS]
//   SECONDS: how long each sink is measured, or NUMBERg (e.g. 200g) for that many games, so that
//   instruction counts under callgrind compare between builds; RULESET: classic (default) or
//   renegade; SINK: null, recording or both (default), so a profiler can look at one sink alone,
//   or check (a fingerprint of the traces and final states of the games, to compare builds);
//   OPTIONS: none (default) or 3 (each robot holds three option cards, drawn from the 26 with a
//   fixed seed; no decisions, so the passive cards act; under renegade three permanent 2016
//   upgrades and 6 energy instead).
// Figures are recorded in docs/performance.md ("Simulator").
#include "text/tracetext.h"
#include "io/boardfile.h"
#include "sim/allocator.h"
#include "model/passage.h"
#include "rules/ruleset.h"
#include "sim/scenariorun.h"

#include <QString>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <expected>
#include <format>
#include <string>
#include <vector>

using namespace rf;

namespace {

constexpr int kRobots = 8;

// The squares of the benchmark's robots, at most kRobots of them. First the historic grid (free
// floor squares every 5 squares from (1, 1)), so that the figures and fingerprints recorded in
// docs/performance.md stay comparable; where that grid finds fewer (imported maps, mostly
// belts and walls), then the start markers, then any square a robot may stand on, in reading
// order.
std::vector<model::Point> robotSquares(const model::Board &board)
{
    std::vector<model::Point> out;
    auto take = [&](model::Point p) {
        if (static_cast<int>(out.size()) < kRobots && std::find(out.begin(), out.end(), p) == out.end())
            out.push_back(p);
    };
    for (int y = 1; y < board.height(); y += 5)
        for (int x = 1; x < board.width(); x += 5) {
            const model::Cell &c = board.cell({x, y});
            if (c.floor.kind == model::FloorKind::Floor && c.device.kind == model::DeviceKind::None)
                take({x, y});
        }
    for (const model::Marker *m : board.markersOf(model::MarkerKind::Start))
        if (board.contains(m->at) && model::mayStand(board.cell(m->at)))
            take(m->at);
    for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x)
            if (model::mayStand(board.cell({x, y})))
                take({x, y});
    return out;
}

model::Scenario makeScenario(const model::Course &course, std::uint64_t seed, const std::string &ruleset, int options)
{
    model::Scenario sc;
    sc.course = course;
    sc.seed = seed;
    sc.ruleset = ruleset;
    const auto board = model::combine(course);
    // No programs: every turn they are dealt 9 cards minus damage and play a random program
    // drawn with the seed.
    int placed = 0;
    for (const model::Point at : robotSquares(*board)) {
        model::ScenarioRobot r;
        r.name = std::format("R{}", placed + 1);
        r.at = at;
        r.facing = static_cast<model::Direction>(placed % 4);
        r.lives = 99; // keep the field full for the whole measurement
        if (ruleset == "renegade" && options > 0) {
            // 2016 upgrades instead of option cards: `options` permanent upgrades per robot
            // (8 x 3 = the 24 of RULES.md 9.5, each once; a fixed pattern) and 6 energy.
            for (int k = 0; k < options; ++k)
                r.upgrades.push_back(static_cast<model::UpgradeId>((placed * options + k) % model::kPermanentUpgradeCount));
            r.energy = 6;
        } else {
            for (int k = 0; k < options; ++k) {
                // Three different cards per robot, none held twice (a fixed pattern, not the seed).
                const int id = (placed * options + k) * 7 % model::kOptionCount;
                r.options.push_back(model::HeldOption{static_cast<model::OptionId>(id), model::optionFullAmmo(static_cast<model::OptionId>(id))});
            }
        }
        sc.robots.push_back(std::move(r));
        ++placed;
    }
    return sc;
}

// How long to measure: seconds of wall time, or a number of games.
struct Budget {
    double seconds = 3;
    long long games = 0; // > 0: play exactly this many games
    bool done(double elapsed, long long played) const { return games > 0 ? played >= games : elapsed >= seconds; }
};

// Each game plays up to this many turns.
constexpr int kTurns = 20;

// A run of the benchmark's scenario, as everything that plays one: a ScenarioRun.
std::expected<sim::ScenarioRun, rules::ScenarioError> benchRun(const model::Course &course, const std::string &ruleset,
                                                              int options, bool record)
{
    return sim::ScenarioRun::create(makeScenario(course, 1, ruleset, options),
                                    sim::ScenarioRun::Options{.limits = {.turns = kTurns}, .record = record});
}

// Plays games back to back for the budget (each game restarted from a snapshot of the start
// with a new seed); returns register phases per second of wall time and sets `cpuRate` per
// second of CPU time (on a shared machine the wall clock also counts other processes). Setting
// up the run (combining the course, building its tables) is done once and not measured.
double measure(const model::Course &course, const std::string &ruleset, int options, bool record, Budget budget,
               long long &registers, double &cpuRate)
{
    using clock = std::chrono::steady_clock;
    auto run = benchRun(course, ruleset, options, record);
    if (!run) {
        std::fprintf(stderr, "%s\n", rf::text::scenarioErrorText(run.error()).c_str());
        return 0;
    }
    sim::ScenarioRun::Snapshot start = run->snapshot();
    registers = 0;
    std::uint64_t seed = 1;
    double elapsed = 0;
    const auto t0 = clock::now();
    const std::clock_t c0 = std::clock();
    for (long long played = 0; !budget.done(elapsed, played); ++played) {
        start.state.rng.reseed(seed++);
        run->restore(start);
        int lastReg = 0;
        while (run->step()) {
            if (run->cursor().reg != lastReg && run->cursor().reg != 0)
                ++registers;
            lastReg = run->cursor().reg;
        }
        run->takeTrace(); // a fresh trace per game, as a debugger session would keep
        elapsed = std::chrono::duration<double>(clock::now() - t0).count();
    }
    const double cpu = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
    cpuRate = cpu > 0 ? static_cast<double>(registers) / cpu : 0;
    return static_cast<double>(registers) / elapsed;
}

// 64-bit FNV-1a, folded over the text of each game.
std::uint64_t fnv(std::uint64_t h, const std::string &text)
{
    for (const char ch : text)
        h = (h ^ static_cast<unsigned char>(ch)) * 0x100000001b3ULL;
    return h;
}

// The fingerprint of `games` games (seeds 1..games): the text of every trace and final state,
// and the final states again with the null sink (which must play the same game). Two builds that
// print the same fingerprints play the same games.
int check(const model::Course &course, const std::string &ruleset, int options, long long games)
{
    auto recorded = benchRun(course, ruleset, options, true);
    auto silent = benchRun(course, ruleset, options, false);
    if (!recorded || !silent) {
        std::fprintf(stderr, "%s\n", rf::text::scenarioErrorText(recorded ? silent.error() : recorded.error()).c_str());
        return 1;
    }
    sim::ScenarioRun::Snapshot start = recorded->snapshot();
    std::uint64_t traces = 0xcbf29ce484222325ULL;
    std::uint64_t finals = traces;
    for (long long g = 1; g <= games; ++g) {
        start.state.rng.reseed(static_cast<std::uint64_t>(g));
        recorded->restore(start);
        recorded->runToEnd();
        traces = fnv(traces, text::traceText(recorded->trace()) + text::finalStateText(recorded->state(), rules::traitsOf(ruleset)));
        silent->restore(start);
        silent->runToEnd();
        finals = fnv(finals, text::finalStateText(silent->state(), rules::traitsOf(ruleset)));
    }
    std::printf("check %s, %d option card(s), %lld games: traces %016llx, null-sink final states %016llx\n",
                ruleset.c_str(), options, games, static_cast<unsigned long long>(traces),
                static_cast<unsigned long long>(finals));
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    rf::sim::tuneAllocator(); // as the programs do (sim/allocator.h)
    const QString path = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfboard");
    Budget budget;
    if (argc > 2) {
        const std::string arg = argv[2];
        if (!arg.empty() && arg.back() == 'g')
            budget.games = std::stoll(arg);
        else
            budget.seconds = std::stod(arg);
    }
    const std::string ruleset = argc > 3 ? argv[3] : "classic";
    const std::string sinks = argc > 4 ? argv[4] : "both";
    if (sinks != "null" && sinks != "recording" && sinks != "both" && sinks != "check") {
        std::fprintf(stderr, "bench_sim: SINK must be null, recording, both or check, not '%s'\n", sinks.c_str());
        return 2;
    }
    const int options = argc > 5 && std::string(argv[5]) != "none" ? std::stoi(argv[5]) : 0;
    if (options < 0 || options * 8 > model::kOptionCount) {
        std::fprintf(stderr, "bench_sim: OPTIONS must be none or 1 to 3\n");
        return 2;
    }
    const auto course = io::readBoardFile(path);
    if (!course) {
        std::fprintf(stderr, "%s\n", course.error().toString().toLocal8Bit().constData());
        return 2;
    }
    if (sinks == "check")
        return check(*course, ruleset, options, budget.games > 0 ? budget.games : 200);
    const auto size = course->combinedSize();
    const auto combined = model::combine(*course);
    const int robots = combined ? static_cast<int>(robotSquares(*combined).size()) : 0;
    const std::string held = options == 0                ? "no option cards"
                             : ruleset == "renegade"     ? std::format("{} upgrade(s) and 6 energy each", options)
                                                         : std::format("{} option card(s) each", options);
    std::printf("course %s: %d x %d, %d robots with random programs, ruleset %s, %s\n", path.toLocal8Bit().constData(),
                size.width, size.height, robots, ruleset.c_str(), held.c_str());
    if (robots < kRobots)
        std::printf("(only %d squares a robot may stand on: %d robots, not %d)\n", robots, robots, kRobots);
    long long n = 0;
    double cpuRate = 0;
    if (sinks != "recording") {
        const double nullRate = measure(*course, ruleset, options, false, budget, n, cpuRate);
        std::printf("null sink:      %10.0f register phases/s wall, %10.0f per CPU second (%lld registers)\n", nullRate, cpuRate, n);
    }
    if (sinks != "null") {
        const double recRate = measure(*course, ruleset, options, true, budget, n, cpuRate);
        std::printf("recording sink: %10.0f register phases/s wall, %10.0f per CPU second (%lld registers)\n", recRate, cpuRate, n);
    }
    return 0;
}
