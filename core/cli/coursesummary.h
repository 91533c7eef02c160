// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/course.h"

#include <QTextStream>

namespace rf::cli {

// A human summary of a board or course: size, boards with their placement, counts of every
// floor, device, edge and marker kind on the combined grid, checkpoints and starts. Shared by
// `info` and `demo`.
void printCourseSummary(const model::Course &course, QTextStream &out);

} // namespace rf::cli
