// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/coursesummary.h"
#include "cli/printable.h"

#include "text/tracetext.h"

#include <QStringList>

#include <array>

namespace rf::cli {

namespace {

using namespace rf::model;

QString text(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// "name count, name count" for the non-zero counts, or "none".
template<std::size_t N, typename NameFn>
QString counts(const std::array<int, N> &c, NameFn name, std::size_t first = 0)
{
    QStringList parts;
    for (std::size_t i = first; i < N; ++i)
        if (c[i] > 0)
            parts << QStringLiteral("%1 %2").arg(name(i)).arg(c[i]);
    return parts.isEmpty() ? QStringLiteral("none") : parts.join(QStringLiteral(", "));
}

void printGrid(const Board &b, QTextStream &out)
{
    std::array<int, kFloorKindCount> floors{};
    std::array<int, kDeviceKindCount> devices{};
    std::array<int, kEdgeKindCount> edges{};
    int express = 0;
    int upper = 0;
    for (const Cell &c : b.cells()) {
        ++floors[static_cast<std::size_t>(c.floor.kind)];
        ++devices[static_cast<std::size_t>(c.device.kind)];
        express += c.device.kind == DeviceKind::Belt && c.device.express;
        upper += c.level > 0;
    }
    for (const EdgeFeature &f : b.edgeFeatures())
        ++edges[static_cast<std::size_t>(f.kind)];
    out << "Floors: " << counts(floors, [](std::size_t i) { return text(floorKindName(static_cast<FloorKind>(i))); }, 1) << '\n';
    out << "Upper level: " << upper << " squares\n";
    QString deviceText = counts(devices, [](std::size_t i) { return text(deviceKindName(static_cast<DeviceKind>(i))); }, 1);
    if (express > 0)
        deviceText += QStringLiteral(" (%1 express belts)").arg(express);
    out << "Devices: " << deviceText << '\n';
    out << "Edges: " << counts(edges, [](std::size_t i) { return text(edgeKindName(static_cast<EdgeKind>(i))); }) << '\n';
    QStringList checkpoints;
    for (const Marker *m : b.markersOf(MarkerKind::Checkpoint))
        checkpoints << QStringLiteral("%1 at %2,%3").arg(m->number).arg(m->at.x).arg(m->at.y);
    out << "Checkpoints: " << checkpoints.size();
    if (!checkpoints.isEmpty())
        out << " (" << checkpoints.join(QStringLiteral("; ")) << ')';
    out << '\n';
    QStringList starts;
    for (const Marker *m : b.markersOf(MarkerKind::Start))
        starts << QStringLiteral("%1 at %2,%3 facing %4").arg(m->number).arg(m->at.x).arg(m->at.y).arg(text(directionLetter(m->facing)));
    out << "Starts: " << starts.size();
    if (!starts.isEmpty())
        out << " (" << starts.join(QStringLiteral("; ")) << ')';
    out << '\n';
    out << "Dock: " << b.markersOf(MarkerKind::Dock).size() << " squares\n";
}

} // namespace

void printCourseSummary(const Course &course, QTextStream &out)
{
    const Size size = course.combinedSize();
    const QString name = course.info().name.empty() ? QStringLiteral("(unnamed)") : printable(course.info().name);
    const bool single = course.placements().size() == 1;
    out << (single ? "Board: " : "Course: ") << name << '\n';
    if (!course.info().author.empty())
        out << "Author: " << printable(course.info().author) << '\n';
    out << "Size: " << size.width << " x " << size.height << '\n';
    out << "Boards: " << course.placements().size() << '\n';
    int index = 1;
    for (const Placement &p : course.placements()) {
        out << "  " << index++ << ". "
            << (p.board.info().name.empty() ? QStringLiteral("(unnamed)") : printable(p.board.info().name)) << ", "
            << p.board.width() << " x " << p.board.height() << " at " << p.offset.x << ',' << p.offset.y << ", rotated "
            << normalizeRotation(p.rotation) * 90;
        if (!p.source.empty())
            out << ", from " << printable(p.source);
        out << '\n';
    }
    auto combined = combine(course);
    if (!combined) {
        out << "Cannot combine the boards: " << printable(text::combineErrorText(course, combined.error())) << '\n';
        return;
    }
    printGrid(*combined, out);
}

std::optional<QString> courseProblem(const model::Course &course)
{
    if (const auto combined = model::combine(course); !combined)
        return QString::fromStdString(text::combineErrorText(course, combined.error()));
    return std::nullopt;
}

} // namespace rf::cli
