// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/state.h"
#include "model/course.h"
#include "model/scenario.h"
#include "rules/scenarioerror.h"
#include "analysis/planner.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <expected>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace rf::analysis {

// Course analysis: many games of robots playing random or planned programs (`skill`), to show a designer where a
// course is deadly, which cells see traffic, how far robots get and how long a race takes.
struct AnalysisOptions {
    int games = 1000;
    std::uint64_t seed = 1;
    int maxTurns = 30;        // a game stops after this many turns without a winner
    int robotsPerGame = 0;    // 0 = one robot on every start marker (at most 8)
    std::string ruleset = "classic";
    std::map<std::string, bool> ruleOptions{};
    int threads = 0;          // 0 = std::thread::hardware_concurrency()
    Skill skill = Skill::Random; // how robots choose their programs from the dealt hand (planner.h)
    // Called after each finished chunk of games, with the games done so far and the total.
    // Calls are serialised but may come from any worker thread.
    std::function<void(int done, int total)> progress{};
    // Set to true (from any thread) to stop early; the result then covers the games finished.
    const std::atomic<bool> *cancel = nullptr;
};

struct CheckpointReach {
    int number = 0;
    std::int64_t robots = 0; // robots that took this checkpoint
    double share = 0.0;      // of all robots played
    friend bool operator==(const CheckpointReach &, const CheckpointReach &) = default;
};

// One leg of the race: from checkpoint `from` (0: the start) to checkpoint `from + 1`.
struct LegResult {
    int from = 0;
    std::int64_t robots = 0;                   // robots that completed the leg
    std::int64_t began = 0;                    // robots that began it (took checkpoint `from`, or started)
    std::int64_t died = 0;                     // robots destroyed at least once while on it
    std::int64_t deaths = 0;                   // destructions while on it
    std::optional<double> medianRegisters{};   // registers played from the leg's start to its end
    std::optional<double> medianTurns() const
    {
        return medianRegisters ? std::optional<double>(*medianRegisters / model::kRegisterCount) : std::nullopt;
    }
    friend bool operator==(const LegResult &, const LegResult &) = default;
};

// What destroyed a robot: the element of its square or the source of its last damage point.
enum class Killer : std::uint8_t {
    Pit, Edge, Drain, TrapDoor, Crusher, Laser, Flamer, Fire, Acid, Radiation, Ramming, LedgeDrop, Damage
};
inline constexpr int kKillerCount = static_cast<int>(Killer::Damage) + 1;
// File and JSON names: pit, edge, drain, trap-door, crusher, laser, flamer, fire, acid,
// radiation, ramming, ledge-drop, damage (damage of another source).
std::string_view killerName(Killer k);
Killer killerOf(const game::RobotState &destroyed);

// One of the deadliest squares: destructions there, the element that destroyed most robots
// there, and the first game (its number in the analysis) in which a robot was destroyed there.
struct DangerousSquare {
    model::Point at{};
    std::int64_t deaths = 0;
    Killer killer = Killer::Damage;
    std::int64_t byKiller = 0;
    int firstGame = 0;
    friend bool operator==(const DangerousSquare &, const DangerousSquare &) = default;
};

struct StartResult {
    int number = 0;          // the start marker's number
    model::Point at{};
    std::int64_t robots = 0; // robots that started here
    std::int64_t finished = 0;
    std::int64_t deaths = 0;
    friend bool operator==(const StartResult &, const StartResult &) = default;
};

struct AnalysisResult {
    int width = 0;
    int height = 0;
    int games = 0;           // games played (fewer than asked when cancelled)
    bool cancelled = false;
    std::int64_t robots = 0; // robots played in all games
    int checkpointCount = 0;
    // Per cell (row-major, width x height), of the robots in the race (robots that finished play
    // on for the places but no longer count): robots destroyed there (a robot leaving the board
    // counts on the edge cell it left from) and robots arriving there at the end of a substep
    // (start cells count once per game; squares passed over within one card do not count).
    std::vector<std::int64_t> deaths;
    std::vector<std::int64_t> visits;
    std::int64_t totalDeaths = 0;
    std::map<std::string, std::int64_t> deathsByCause; // destroyCauseName() -> count
    std::vector<CheckpointReach> checkpoints;          // 1..checkpointCount
    std::vector<StartResult> starts;
    int finishedGames = 0;                             // games with a winner
    std::optional<double> medianTurnsToFinish{};       // over the games with a winner
    std::int64_t turnsPlayed = 0;                      // summed over games
    std::vector<LegResult> legs;                       // 1..checkpointCount legs
    // Games play on after the winner, so every robot's race counts.
    std::int64_t robotTurns = 0;                       // turns robots began in the race (not finished or eliminated)
    std::int64_t robotsFinished = 0;                   // robots that took the last checkpoint
    std::optional<double> medianRobotTurnsToFinish{};  // over those robots
    std::vector<std::int64_t> finishedByTurn;          // [t - 1]: robots finished within t turns (1..maxTurns)
    std::vector<std::int64_t> wonByTurn;               // [t - 1]: games won within t turns (1..maxTurns; not in --json)
    std::array<std::int64_t, kKillerCount> deathsByKiller{};
    std::vector<DangerousSquare> dangerous;            // the 10 deadliest squares, deadliest first
    // Games worth replaying (numbers in this analysis, for analysisGameScenario()).
    std::optional<int> fastestGame{};                  // the earliest win
    std::optional<int> slowestGame{};                  // the latest win
    std::optional<int> deadliestGame{};                // the most destructions

    std::int64_t deathsAt(model::Point p) const { return deaths[static_cast<std::size_t>(p.y * width + p.x)]; }
    std::int64_t visitsAt(model::Point p) const { return visits[static_cast<std::size_t>(p.y * width + p.x)]; }
    friend bool operator==(const AnalysisResult &, const AnalysisResult &) = default;
};

// Plays `options.games` games on the course. Game g uses a seed derived from (seed, g) only, so
// the result is the same for the same seed whatever the number of threads. Errors: the course
// cannot be combined, has no start markers, or the ruleset or an option is unknown.
std::expected<AnalysisResult, rules::ScenarioError> analyzeCourse(const model::Course &course, const AnalysisOptions &options);

// The seed of game `game` of an analysis with seed `seed`.
std::uint64_t analysisGameSeed(std::uint64_t seed, int game);

// Game `game` (from 0) of the analysis as a scenario that replays it without the planner: the
// course, the robots on their starts, the game's seed, and the programs planning robots chose as
// what-ifs after each deal. Errors: those of analyzeCourse(), or a game number out of range.
std::expected<model::Scenario, rules::ScenarioError> analysisGameScenario(const model::Course &course, const AnalysisOptions &options,
                                                                          int game);

} // namespace rf::analysis
