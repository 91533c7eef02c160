// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysis.h"
#include "analysis/generator.h"
#include "model/measurement.h"

#include <string>
#include <string_view>

// A course's measured figures (the generator's and a course file's `measured` block) from an
// analysis of it, worked out once for the CLI and the editor.
namespace rf::analysis {

// The figures of an analysis: the turn spread of the games' lengths, the shares, the hardest leg.
model::CourseFigures courseFigures(const AnalysisResult &r);

// A measured block for an analysis made with `o`: its settings and figures. The date, the
// course's fingerprint and element counts and the command line are filled by the caller
// (io::stampMeasurement), which knows the clock, the file and the writer.
model::Measurement measurementOf(const AnalysisResult &r, const AnalysisOptions &o);

// The measured block of a generated course (its figures, and the generator's players, skill,
// ruleset and options), to be stamped by the caller as above.
model::Measurement generatedMeasurement(const GeneratedCourse &g, const GenerateOptions &o);

// The analysis options that measure again as `m` was measured (threads, progress and cancel
// left to the caller).
AnalysisOptions measuringOptions(const model::Measurement &m);

// The command line that reproduces `m` on file `file`: "rallyforge-cli analyze FILE --skill
// novice --robots 4 --games 200 --seed 7 --turns 30" (with --ruleset when not classic).
std::string analyzeCommand(const model::Measurement &m, std::string_view file);

} // namespace rf::analysis
