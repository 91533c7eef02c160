// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/planner.h"
#include "model/course.h"
#include "model/measurement.h"
#include "rules/scenarioerror.h"

#include <atomic>
#include <cstdint>
#include <expected>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// The course generator: boards of a library placed into a connected course, a start board, and
// checkpoint squares chosen so that planning robots race for a target number of turns at a chosen
// danger, measured by playing the candidates (analyzeCourse), never guessed. docs/analysis.md,
// "Generating a course", gives the search and the defaults.
namespace rf::analysis {

// One board the generator may place. Its checkpoints are ignored (the generator chooses its
// own); its start markers (and dock) are kept only when it is the course's start board.
struct LibraryBoard {
    std::string name; // reports and the generated course's placement list (e.g. "hazard-yard")
    model::Board board;
};

// How deadly the course should be for the planning robots, in deaths per robot-turn
// (AnalysisResult::totalDeaths / robotTurns). The numbers are dangerRange()'s and documented in
// docs/analysis.md: gentle [0, 0.07), normal [0.07, 0.12), brutal [0.12, 1). In a race of 12
// turns that is under 0.84 destructions per robot, 0.84 to 1.44, and more (novice robots on the
// shipped boards range from about 0.06 to 0.19).
enum class DangerBand : std::uint8_t { Gentle, Normal, Brutal };
struct DangerRange {
    double low = 0.0;  // inclusive
    double high = 1.0; // exclusive
};
DangerRange dangerRange(DangerBand band);
// File, JSON and command-line names: gentle, normal, brutal.
std::string_view dangerBandName(DangerBand band);
std::optional<DangerBand> dangerBandFromName(std::string_view name);

// Where the search is, for a progress bar.
enum class GenerateStage : std::uint8_t {
    Layouts,   // placing boards and building each layout's cost field
    Screening, // a few games on each promising candidate
    Measuring, // more games on the best candidates (the reported figures)
};
struct GenerateProgress {
    GenerateStage stage = GenerateStage::Layouts;
    int done = 0; // of the stage's work items
    int total = 0;
    int evaluated = 0; // candidates played so far (all stages)
};

struct GenerateOptions {
    static constexpr int kMinPlayers = 2, kMaxPlayers = 8;
    static constexpr int kMinBoards = 1, kMaxBoards = 4;
    static constexpr int kMinCheckpoints = 1, kMaxCheckpoints = 6;
    static constexpr int kMaxResults = 10;
    static constexpr double kMinTargetTurns = 2.0, kMaxTargetTurns = 60.0;
    // The largest board a generated course uses, in squares (64 x 64). Each layout builds a cost
    // field over 40 checkpoint squares and every candidate plays dozens of planned games, so the
    // search grows with the squares: a 64 x 64 board alone takes about 54 s with the default sizes
    // (the budget is 60 s), a 256 x 256 one minutes, a 1024 x 1024 one gigabytes. Larger boards
    // are left out of the library with a note (io::readBoardLibrary); generateCourses ignores
    // any that reach it. docs/limits.md.
    static constexpr int kMaxBoardSide = 64;
    static constexpr int kMaxBoardSquares = kMaxBoardSide * kMaxBoardSide;
    static bool boardFits(const model::Board &board)
    {
        return static_cast<long long>(board.width()) * board.height() <= kMaxBoardSquares;
    }

    std::vector<LibraryBoard> library;
    int players = 4; // robots per game: the start board needs at least this many start markers
    std::string ruleset = "classic";
    std::map<std::string, bool> ruleOptions{};
    // The median game length asked for: the turn in which the first robot takes the last
    // checkpoint (games without a winner count as longer than any that has one).
    double targetTurns = 12.0;
    DangerBand danger = DangerBand::Normal;
    // The highest share of robots, in percent, that one leg may destroy (40: no leg destroys 40 %
    // of the robots that begin it); nothing: no ceiling. Courses over it rank after those under it.
    std::optional<int> maxLegLoss{};
    static constexpr int kMinLegLoss = 5, kMaxLegLoss = 100;
    int boards = 2; // boards per course, distinct boards of the library
    int checkpoints = 3;
    std::uint64_t seed = 1;
    int results = 3;             // courses returned, best first
    Skill skill = Skill::Novice; // the planning robots that measure the candidates
    // The search's sizes (0: the defaults of docs/analysis.md, 48 layouts, 24, 200 and 8, about
    // 15 s on 2 cores for 2 boards, 3 checkpoints and 4 players; the budget is 60 s). Tests make
    // them small.
    int layouts = 0;     // board arrangements tried
    int screenGames = 0; // games per candidate in screening
    int finalGames = 0;  // games per finalist in the measuring stage (the reported figures)
    int finalists = 0;   // candidates measured with finalGames
    int threads = 0;     // 0 = std::thread::hardware_concurrency(); the result does not depend on it
    // Called after each work item; calls are serialised but may come from any worker thread.
    std::function<void(const GenerateProgress &)> progress{};
    // Set to true (from any thread) to stop early, within about a second at every stage (the
    // cost fields and the games look at it too): the result holds the best courses measured so
    // far (screening figures when the measuring stage had not finished them; none when it
    // stopped before the first candidate was played), with `cancelled` set.
    const std::atomic<bool> *cancel = nullptr;
};

// The median game length of a measurement with its spread: an order-statistic interval of the
// games' lengths (docs/analysis.md) that a re-measure with another seed and 4x the games lands in
// about 95 times in 100. Lengths above maxTurns (no winner) are censored: the median is unknown
// when half the games or more have no winner.
using TurnSpread = model::TurnSpread;

struct GeneratedCourse {
    model::Course course;              // boards embedded (no source), start and checkpoint markers set
    std::vector<std::string> boards{}; // LibraryBoard::name of each placement, in order
    // How it was measured (analyzeCourse with these options and the generator's players, skill,
    // ruleset and options reproduces the figures).
    int games = 0;
    std::uint64_t seed = 0;
    int maxTurns = 0;
    model::CourseFigures figures{}; // what was measured
    int idealRegisters = 0;         // registers a robot alone needs at best (the cost field)
    double score = 0.0;             // lower is better (docs/analysis.md)
    bool measured = false;          // false: screening figures only (cancelled early)
    // Whether the measured deaths per robot-turn lie in the danger band asked for, and the
    // hardest leg's loss under the ceiling asked for (GenerateOptions::maxLegLoss): the courses
    // that keep both come first, the others are listed after them and say why.
    bool inBand = false;
    bool underLegCeiling = true;
    friend bool operator==(const GeneratedCourse &, const GeneratedCourse &) = default;
};

struct GenerateResult {
    std::vector<GeneratedCourse> courses; // best first, at most GenerateOptions::results
    int layouts = 0;                      // layouts built
    int rejected = 0;                     // layouts and candidates the validator or the cost field turned down
    int evaluated = 0;                    // candidates played (screening and measuring)
    bool cancelled = false;
    friend bool operator==(const GenerateResult &, const GenerateResult &) = default;
};

// Why nothing was generated: a code and its numbers, worded at the edge (CLI, editor).
struct GenerateError {
    enum class Code : std::uint8_t {
        PlayersOutOfRange,     // number: the players asked for
        BoardsOutOfRange,      // number
        CheckpointsOutOfRange, // number
        TargetOutOfRange,      // number: the target turns (rounded)
        ResultsOutOfRange,     // number
        LegLossOutOfRange,     // number: the ceiling asked for, in percent
        LibraryTooSmall,       // number: the boards asked for, value: the library's boards
        NoStartBoard,          // number: the players (no board of the library has that many starts)
        Scenario,              // scenario: the ruleset or an option is unknown
        NoCourse,              // no candidate passed the validator
    };
    Code code = Code::NoCourse;
    int number = 0;
    int value = 0;
    std::optional<rules::ScenarioError> scenario{};
};

// Searches courses as docs/analysis.md describes. Deterministic: the same options (threads,
// progress and cancel aside) give the same courses.
std::expected<GenerateResult, GenerateError> generateCourses(const GenerateOptions &options);

// The turn spread of games of which wonByTurn[t - 1] were won within t turns (t = 1..maxTurns),
// `games` in all (exposed for tests and the docs' figures).
TurnSpread turnSpread(const std::vector<std::int64_t> &wonByTurn, int games);

} // namespace rf::analysis
