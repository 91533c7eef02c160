// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/course.h"

#include <QString>
#include <QTextStream>

#include <optional>

namespace rf::cli {

// A human summary of a board or course: size, boards with their placement, counts of every
// floor, device, edge and marker kind on the combined grid, checkpoints and starts. Shared by
// `info` and `demo`.
void printCourseSummary(const model::Course &course, QTextStream &out);

// Why the course's boards cannot be combined into one grid (overlapping boards, a course over the
// size limit), in English; nothing when they can. A command drawing or playing it names its file
// and exits 2 (a request the input cannot meet) before it writes anything.
std::optional<QString> courseProblem(const model::Course &course);

} // namespace rf::cli
