// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/namedcourse.h"

#include "io/boardfile.h"
#include "io/interop/formatregistry.h"
#include "io/package.h"
#include "io/scenario/scenariofile.h"

#include <QFileInfo>

namespace rf::cli {

std::expected<std::vector<NamedCourse>, io::Error> loadNamedCourses(const QString &path, PackEntries entries)
{
    std::vector<NamedCourse> out;
    if (path.endsWith(QLatin1String(".rfpack"), Qt::CaseInsensitive)) {
        auto pack = io::readPackage(path);
        if (!pack)
            return std::unexpected(pack.error());
        for (const io::PackEntry &e : pack->entries) {
            if (entries == PackEntries::Every && e.type == io::PackEntryType::Scenario)
                if (auto scenario = io::readPackedScenario(*pack, e, path); !scenario)
                    return std::unexpected(scenario.error());
            if (entries == PackEntries::Every && e.type == io::PackEntryType::Preview)
                if (auto checked = io::checkPackPreview(e, path); !checked)
                    return std::unexpected(checked.error());
            if (e.type != io::PackEntryType::Board && e.type != io::PackEntryType::Course)
                continue;
            auto course = io::readPackedBoard(*pack, e, path);
            if (!course)
                return std::unexpected(course.error());
            out.push_back({path + QLatin1Char(':') + e.name, std::move(*course)});
        }
        return out;
    }
    auto course = io::readBoardFile(path);
    if (!course) {
        // Another client's map read as ours fails as "JSON syntax error" or worse; say what it is
        // and how to read it instead.
        if (!path.endsWith(QLatin1String(".rfboard"), Qt::CaseInsensitive))
            if (const auto format = io::interop::FormatRegistry::instance().formatForReading(path);
                format && (*format)->name() != QLatin1String("rallyforge"))
                return std::unexpected(io::Error{
                    path, QString(),
                    QStringLiteral(
                        "not a RallyForge board but a %1 (format %2); convert it first: rallyforge-cli convert %3 %4")
                        .arg((*format)->description(), (*format)->name(), path,
                             QFileInfo(path).completeBaseName() + QStringLiteral(".rfboard"))});
        return std::unexpected(course.error());
    }
    out.push_back({path, std::move(*course)});
    return out;
}

} // namespace rf::cli
