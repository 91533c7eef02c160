// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/course.h"

// Generated boards for the io tests, the fuzz seeds and the benchmark.
namespace rf::testing {

// A board using every floor kind, every device kind, every edge kind and every marker kind,
// with non-default parameters (express belts with merges, left gears, double wrenches,
// portal colours, registers, water currents, both levels).
model::Board everyElementBoard(int width = 12, int height = 12);

// A board of the given size filled densely with elements (for benchmarks).
model::Board denseBoard(int width, int height, unsigned seed);

// A course of `across` x `down` boards of `side` x `side`, with every rotation used.
model::Course gridCourse(int across, int down, int side, unsigned seed);

// The same board with the unused direction of empty cells reset (rotated() turns it, files do
// not keep it: it has no meaning).
model::Board withoutEmptyDeviceState(model::Board b);
model::Course withoutEmptyDeviceState(model::Course c);

} // namespace rf::testing
