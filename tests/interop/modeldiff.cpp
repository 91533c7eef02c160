// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "modeldiff.h"

#include <algorithm>

namespace rf::testing {

using namespace rf::model;
using io::interop::ConversionNote;

namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }
QString dir(Direction d) { return qs(directionLetter(d)); }

QString regs(RegisterSet r)
{
    QStringList out;
    for (int i = 1; i <= RegisterSet::kRegisters; ++i)
        if (r.contains(i))
            out << QString::number(i);
    return QLatin1Char('[') + out.join(QLatin1Char(',')) + QLatin1Char(']');
}

QString inputs(DirectionSet s)
{
    QString out;
    for (Direction d : kAllDirections)
        if (s.contains(d))
            out += dir(d);
    return out;
}

QString deviceText(const Device &d)
{
    QString t = QStringLiteral("device ") + qs(deviceKindName(d.kind));
    if (deviceHasDirection(d.kind))
        t += QLatin1Char(' ') + dir(d.dir);
    switch (d.kind) {
    case DeviceKind::Belt: t += (d.express ? QStringLiteral(" express in=") : QStringLiteral(" in=")) + inputs(d.inputs); break;
    case DeviceKind::Gear: t += d.clockwise ? QStringLiteral(" cw") : QStringLiteral(" ccw"); break;
    case DeviceKind::RepairSite: t += QStringLiteral(" wrenches=%1").arg(d.wrenches); break;
    case DeviceKind::Portal: t += QStringLiteral(" colour=") + QString::fromStdString(d.colour); break;
    default: break;
    }
    if (deviceIsTimed(d.kind))
        t += QStringLiteral(" registers=") + regs(d.registers);
    return t;
}

QString edgeText(const EdgeFeature &f)
{
    QString t = QStringLiteral("edge ") + qs(edgeKindName(f.kind));
    switch (f.kind) {
    case EdgeKind::Wall:
    case EdgeKind::NoLedge: break;
    case EdgeKind::Laser: t += QStringLiteral(" %1 beams=%2 registers=%3").arg(dir(f.dir)).arg(f.beams).arg(regs(f.registers)); break;
    case EdgeKind::Pusher: t += QStringLiteral(" %1 registers=%2").arg(dir(f.dir), regs(f.registers)); break;
    default: t += QLatin1Char(' ') + dir(f.dir); break;
    }
    return t;
}

bool covers(const ConversionNote &n, const Item &i)
{
    if (!i.cell && !i.edge)
        return !n.cell && !n.edge;
    if (i.cell)
        return n.cell == i.cell;
    if (n.edge == i.edge)
        return true;
    if (n.cell)
        for (Direction d : kAllDirections)
            if (EdgePos::of(*n.cell, d) == *i.edge)
                return true;
    return false;
}

} // namespace

QString Item::toString() const
{
    QString place;
    if (cell)
        place = QStringLiteral("%1,%2").arg(cell->x).arg(cell->y);
    else if (edge)
        place = QStringLiteral("edge %1,%2%3").arg(edge->x).arg(edge->y).arg(edge->axis == EdgePos::Axis::Horizontal ? QStringLiteral("h") : QStringLiteral("v"));
    else
        place = QStringLiteral("board");
    return place + QLatin1String(": ") + text;
}

std::vector<Item> describe(const Board &b)
{
    std::vector<Item> out;
    out.push_back({{}, {}, QStringLiteral("size %1x%2").arg(b.width()).arg(b.height())});
    if (!b.info().name.empty())
        out.push_back({{}, {}, QStringLiteral("name ") + QString::fromStdString(b.info().name)});
    if (!b.info().author.empty())
        out.push_back({{}, {}, QStringLiteral("author ") + QString::fromStdString(b.info().author)});
    if (!b.info().description.empty())
        out.push_back({{}, {}, QStringLiteral("description ") + QString::fromStdString(b.info().description)});
    for (Point p{0, 0}; p.y < b.height(); ++p.y) {
        for (p.x = 0; p.x < b.width(); ++p.x) {
            const Cell &c = b.cell(p);
            if (c.level != 0)
                out.push_back({p, {}, QStringLiteral("level %1").arg(c.level)});
            if (c.floor.kind != FloorKind::Floor)
                out.push_back({p, {}, QStringLiteral("floor ") + qs(floorKindName(c.floor.kind)) + (c.floor.current ? QLatin1Char(' ') + dir(*c.floor.current) : QString())});
            if (c.device.kind != DeviceKind::None)
                out.push_back({p, {}, deviceText(c.device)});
        }
    }
    for (const EdgeFeature &f : b.edgeFeatures())
        out.push_back({{}, f.pos, edgeText(f)});
    for (const Marker &m : b.markers()) {
        QString t = QStringLiteral("marker ") + qs(markerKindName(m.kind));
        if (m.kind != MarkerKind::Dock)
            t += QStringLiteral(" %1").arg(m.number);
        if (m.kind == MarkerKind::Start)
            t += QLatin1Char(' ') + dir(m.facing);
        out.push_back({m.at, {}, t});
    }
    std::ranges::sort(out);
    return out;
}

Diff diff(const Board &a, const Board &b)
{
    const std::vector<Item> da = describe(a);
    const std::vector<Item> db = describe(b);
    Diff d;
    std::ranges::set_difference(da, db, std::back_inserter(d.removed));
    std::ranges::set_difference(db, da, std::back_inserter(d.added));
    return d;
}

QString Diff::toString() const
{
    QStringList lines;
    for (const Item &i : removed)
        lines << QStringLiteral("- ") + i.toString();
    for (const Item &i : added)
        lines << QStringLiteral("+ ") + i.toString();
    return lines.join(QLatin1Char('\n'));
}

QStringList uncovered(const Diff &d, const std::vector<ConversionNote> &notes)
{
    QStringList out;
    for (const auto *list : {&d.removed, &d.added})
        for (const Item &i : *list)
            if (std::ranges::none_of(notes, [&](const ConversionNote &n) { return covers(n, i); }))
                out << i.toString();
    return out;
}

QStringList unfounded(const Diff &d, const std::vector<ConversionNote> &notes)
{
    QStringList out;
    for (const ConversionNote &n : notes) {
        if (!n.cell && !n.edge)
            continue;
        bool found = false;
        for (const auto *list : {&d.removed, &d.added})
            for (const Item &i : *list)
                found = found || covers(n, i);
        if (!found)
            out << n.toString();
    }
    return out;
}

} // namespace rf::testing
