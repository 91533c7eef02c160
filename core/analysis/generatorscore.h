// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysis.h"
#include "analysis/generator.h"

// How the generator measures and ranks a candidate (docs/analysis.md, "Generating a course").
namespace rf::analysis {

// The turn cap of the generator's games for a target length: twice the target and 6 turns more
// (at least 10), so that a course on target has few games without a winner.
int generatorTurnCap(double targetTurns);

// The measured figures of `g` from an analysis of it (games, spread, shares, hardest leg).
void fillFigures(GeneratedCourse &g, const AnalysisResult &r);

// Lower is better: the distance of the median from the target (1 per 25 %, log scale), of the
// deaths per robot-turn from the band (1 per 0.02), of the hardest leg's loss above the ceiling
// asked for (1 per 5 %), and the share of robots that did not finish.
double courseScore(const GeneratedCourse &g, const GenerateOptions &o);
// Whether the deaths per robot-turn lie in the band, and the hardest leg's loss under the ceiling.
bool inDangerBand(const model::CourseFigures &f, DangerBand band);
bool underLegCeiling(const model::CourseFigures &f, const std::optional<int> &maxLegLossPercent);

} // namespace rf::analysis
