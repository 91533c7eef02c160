// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark (not a test): the course generator's pace on the shipped boards (docs/performance.md,
// "Course generator").
//   bench_generator [PLAYERS] [BOARDS] [CHECKPOINTS] [TARGET] [THREADS] [SEED]
// Defaults 4 2 3 12 0 (all cores) 1: the search of the budget with its default sizes. It
// prints the layouts built, the candidates played (screening and measuring), the wall and CPU
// time, the candidates evaluated per second of wall time and the wall time of each stage.
#include "analysis/generator.h"
#include "io/boardlibrary.h"
#include "sim/allocator.h"

#include <array>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <string>

using namespace rf;

int main(int argc, char **argv)
{
    sim::tuneAllocator(); // as the programs do (sim/allocator.h)
    auto arg = [&](int i, int fallback) { return argc > i ? std::stoi(argv[i]) : fallback; };
    const auto library = io::readBoardLibrary({QStringLiteral(RF_SOURCE_DIR "/boards")});
    for (const io::Error &e : library.skipped)
        std::fprintf(stderr, "%s (skipped)\n", e.toString().toLocal8Bit().constData());
    analysis::GenerateOptions o;
    for (const io::LibraryEntry &e : library.boards)
        o.library.push_back({e.name.toStdString(), e.board});
    o.players = arg(1, 4);
    o.boards = arg(2, 2);
    o.checkpoints = arg(3, 3);
    o.targetTurns = arg(4, 12);
    o.threads = arg(5, 0);
    o.seed = static_cast<std::uint64_t>(arg(6, 1));
    // The wall time at which each stage reported its last item (the stages run one after the other).
    std::array<double, 3> stageEnd{};
    const auto wall = std::chrono::steady_clock::now();
    o.progress = [&](const analysis::GenerateProgress &p) {
        stageEnd[static_cast<std::size_t>(p.stage)] = std::chrono::duration<double>(std::chrono::steady_clock::now() - wall).count();
    };
    const std::clock_t cpu = std::clock();
    const auto r = analysis::generateCourses(o);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - wall).count();
    const double cpuSeconds = static_cast<double>(std::clock() - cpu) / CLOCKS_PER_SEC;
    if (!r) {
        std::fprintf(stderr, "generateCourses failed (code %d)\n", static_cast<int>(r.error().code));
        return 1;
    }
    std::printf("%d players, %d boards, %d checkpoints, target %g turns, %zu library boards\n", o.players, o.boards,
                o.checkpoints, o.targetTurns, o.library.size());
    std::printf("layouts %d, candidates played %d, rejected %d, courses %zu\n", r->layouts, r->evaluated, r->rejected,
                r->courses.size());
    std::printf("wall %.2f s, CPU %.2f s, %.2f candidates evaluated per second\n", seconds, cpuSeconds,
                r->evaluated / seconds);
    std::printf("stages (wall): layouts and cost fields %.2f s, screening %.2f s, measuring %.2f s\n", stageEnd[0], stageEnd[1] - stageEnd[0],
                stageEnd[2] - stageEnd[1]);
    for (const analysis::GeneratedCourse &g : r->courses)
        std::printf("  %s: median %.1f turns [%.0f, %.0f], deaths/robot-turn %.3f, finished %.2f, score %.2f\n",
                    g.course.info().name.c_str(), g.figures.turns.median.value_or(-1), g.figures.turns.low.value_or(-1),
                    g.figures.turns.high.value_or(-1), g.figures.deathsPerRobotTurn, g.figures.finishingShare, g.score);
    return 0;
}
