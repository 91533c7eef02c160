// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/error.h"
#include "model/course.h"

#include <QString>

#include <expected>
#include <vector>

namespace rf::cli {

// A board or course read from a file, with the name to print for it: the file name, or
// "PACK.rfpack:boards/x.rfboard" for one inside a pack.
struct NamedCourse {
    QString name;
    model::Course course;
};

// Which entries of a pack are read besides its boards and courses: `Every` also reads its
// scenarios and checks its preview (validate reports any damaged entry).
enum class PackEntries { Boards, Every };

// Reads a .rfboard file (one document) or every board and course of a .rfpack.
std::expected<std::vector<NamedCourse>, io::Error> loadNamedCourses(const QString &path, PackEntries entries = PackEntries::Boards);

} // namespace rf::cli
