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
// deaths per robot-turn from the band (1 per 0.02), and the share of robots that did not finish.
double courseScore(const GeneratedCourse &g, double targetTurns, DangerBand band);

} // namespace rf::analysis
