// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/course.h"

// Boards built in C++ for the render tests and the benchmark, so they do not depend on files.
namespace rf::render::testboards {

// 12 x 12: every floor kind, every device kind and belt shape, every edge kind, markers.
model::Board showcase();
// 12 x 12: an upper-level plateau with ramps, derived and explicit ledges, lasers and starts.
model::Board levels();
// Two boards (the showcase turned a quarter and a 12 x 4 dock) on one course.
model::Course course();
// A large course of `boardsPerSide`^2 generated 12 x 12 boards (deterministic), for benchmarks.
model::Course bigCourse(int boardsPerSide);

} // namespace rf::render::testboards
