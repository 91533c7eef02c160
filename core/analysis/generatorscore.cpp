// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/generatorscore.h"

#include "analysis/measure.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace rf::analysis {

namespace {

// The number of a 95 % interval of the median that a re-measure with 4x the games should land in:
// the two medians differ by sqrt(1 + 1/4) times the spread of one, so 1.96 * 1.118.
constexpr double kSpreadZ = 2.2;

// The k-th shortest game (1-based) of `games`, nothing when it had no winner (censored).
std::optional<double> orderStatistic(const std::vector<std::int64_t> &wonByTurn, int k)
{
    for (std::size_t t = 0; t < wonByTurn.size(); ++t)
        if (wonByTurn[t] >= k)
            return static_cast<double>(t + 1);
    return std::nullopt;
}

} // namespace

DangerRange dangerRange(DangerBand band)
{
    switch (band) {
    case DangerBand::Gentle: return {0.0, 0.07};
    case DangerBand::Normal: return {0.07, 0.12};
    case DangerBand::Brutal: break;
    }
    return {0.12, 1.0};
}

std::string_view dangerBandName(DangerBand band)
{
    static constexpr std::array<std::string_view, 3> kNames{"gentle", "normal", "brutal"};
    return kNames[static_cast<std::size_t>(band)];
}

std::optional<DangerBand> dangerBandFromName(std::string_view name)
{
    for (const DangerBand b : {DangerBand::Gentle, DangerBand::Normal, DangerBand::Brutal})
        if (dangerBandName(b) == name)
            return b;
    return std::nullopt;
}

TurnSpread turnSpread(const std::vector<std::int64_t> &wonByTurn, int games)
{
    TurnSpread s;
    if (games < 1)
        return s;
    const auto a = orderStatistic(wonByTurn, (games + 1) / 2);
    const auto b = orderStatistic(wonByTurn, games / 2 + 1);
    if (a && b)
        s.median = (*a + *b) / 2.0;
    const double half = kSpreadZ * std::sqrt(static_cast<double>(games)) / 2.0;
    const int lo = std::clamp(static_cast<int>(std::floor(games / 2.0 - half)), 1, games);
    const int hi = std::clamp(static_cast<int>(std::ceil(games / 2.0 + 1.0 + half)), 1, games);
    s.low = orderStatistic(wonByTurn, lo);
    s.high = orderStatistic(wonByTurn, hi);
    return s;
}

int generatorTurnCap(double targetTurns)
{
    return std::max(10, static_cast<int>(std::lround(2.0 * targetTurns)) + 6);
}

void fillFigures(GeneratedCourse &g, const AnalysisResult &r)
{
    g.games = r.games;
    g.figures = courseFigures(r);
}

bool inDangerBand(const model::CourseFigures &f, DangerBand band)
{
    const DangerRange range = dangerRange(band);
    return f.deathsPerRobotTurn >= range.low && f.deathsPerRobotTurn < range.high;
}

bool underLegCeiling(const model::CourseFigures &f, const std::optional<int> &maxLegLossPercent)
{
    return !maxLegLossPercent || f.hardestLegDestroyed * 100.0 <= *maxLegLossPercent;
}

double courseScore(const GeneratedCourse &g, const GenerateOptions &o)
{
    const model::CourseFigures &f = g.figures;
    // Length: 1 per 25 % off the target (in either direction, on a log scale); a course whose
    // median is unknown (half the games without a winner) scores as if twice the cap long.
    const double median = f.turns.median.value_or(2.0 * g.maxTurns);
    const double length = std::abs(std::log(median / o.targetTurns)) / std::log(1.25);
    // Danger: 1 per 0.02 deaths per robot-turn outside the band.
    const DangerRange range = dangerRange(o.danger);
    const double d = f.deathsPerRobotTurn;
    const double danger = d < range.low ? (range.low - d) / 0.02 : d >= range.high ? (d - range.high) / 0.02 : 0.0;
    // A leg deadlier than the ceiling: 1 per 5 % over it.
    const double leg = o.maxLegLoss ? std::max(0.0, f.hardestLegDestroyed * 100.0 - *o.maxLegLoss) / 5.0 : 0.0;
    // Robots that never finish make a dull evening: up to 1 for none finishing.
    return length + danger + leg + (1.0 - f.finishingShare);
}

} // namespace rf::analysis
