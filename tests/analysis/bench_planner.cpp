// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark (not a test): the cost of a register phase of analysed games for each skill, to
// hold the planners against the simulator (docs/performance.md, "Planning robots per register
// phase").
//   bench_planner [COURSE.rfboard] [GAMES] [SKILL...]
// For each skill (default: random novice expert) it analyses GAMES games (default 16; a random
// robot's games 25 times as many, being that much cheaper) on one thread and prints the register phases played and the CPU time per register phase, with the
// set-up (the course and, for the planning skills, its cost field) measured apart by an
// analysis of one game and taken off. Under callgrind, the inclusive cost of the analysis'
// playGame() divided by the register phases printed here is the instruction count per
// register phase. A measured time too short to read (under 50 ms) is said, not printed.
#include "analysis/analysis.h"
#include "io/boardfile.h"
#include "sim/allocator.h"

#include <QString>

#include <cstdio>
#include <time.h>
#include <string>

using namespace rf;

namespace {

// The process's CPU time to the nanosecond (std::clock() counts in the kernel's ticks, coarser
// than a few hundred random register phases).
double cpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

constexpr double kShortest = 0.05; // seconds of play below which the machine's noise dominates

} // namespace

int main(int argc, char **argv)
{
    sim::tuneAllocator(); // as the programs do (sim/allocator.h)
    const QString path = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(RF_SOURCE_DIR "/boards/demo.rfboard");
    const int games = argc > 2 ? std::stoi(argv[2]) : 16;
    std::vector<std::string> skills;
    for (int i = 3; i < argc; ++i)
        skills.emplace_back(argv[i]);
    if (skills.empty())
        skills = {"random", "novice", "expert"};
    const auto course = io::readBoardFile(path);
    if (!course) {
        std::fprintf(stderr, "%s\n", course.error().toString().toLocal8Bit().constData());
        return 2;
    }
    for (const std::string &name : skills) {
        const auto skill = analysis::skillFromName(name);
        if (!skill || games < 2) {
            std::fprintf(stderr, "bench_planner: SKILL must be random, novice or expert, GAMES at least 2\n");
            return 2;
        }
        analysis::AnalysisOptions o;
        o.threads = 1;
        o.skill = *skill;
        o.games = 1;
        const double t0 = cpuSeconds();
        const auto one = analysis::analyzeCourse(*course, o);
        const double t1 = cpuSeconds();
        o.games = *skill == analysis::Skill::Random ? games * 25 : games;
        const auto all = analysis::analyzeCourse(*course, o);
        const double t2 = cpuSeconds();
        if (!one || !all) {
            std::fprintf(stderr, "bench_planner: the course cannot be analysed\n");
            return 2;
        }
        // Games stop at a turn's end, so a turn is 5 register phases.
        const long long phases = (all->turnsPlayed - one->turnsPlayed) * model::kRegisterCount;
        const double play = (t2 - t1) - (t1 - t0); // the set-up once, as in the one-game run
        std::printf("%-6s %d games, %lld register phases (after the first game), set-up and first game %.3f s CPU, ", name.c_str(),
                    o.games, phases, t1 - t0);
        if (phases > 0 && play >= kShortest)
            std::printf("%.2f us CPU per register phase\n", play * 1e6 / static_cast<double>(phases));
        else
            std::printf("%.3f s CPU of play: too short to time, give more games\n", play);
    }
    return 0;
}
