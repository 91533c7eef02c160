// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands/cellcommands.h"

#include "document/boarddocument.h"
#include "document/patchbuilder.h"
#include "words/elementnames.h"

#include <algorithm>
#include <vector>

namespace rf::editor {

using namespace rf::model;

namespace {

Point toPoint(QPoint p) { return {p.x(), p.y()}; }

std::optional<Direction> directionBetween(QPoint from, QPoint to)
{
    const QPoint d = to - from;
    if (d == QPoint(0, -1))
        return Direction::North;
    if (d == QPoint(1, 0))
        return Direction::East;
    if (d == QPoint(0, 1))
        return Direction::South;
    if (d == QPoint(-1, 0))
        return Direction::West;
    return std::nullopt;
}

// How many of `cells` hold a device: the count a removal names.
int devicesIn(const BoardDocument &doc, const QList<QPoint> &cells)
{
    const Board &b = doc.combined();
    return static_cast<int>(std::ranges::count_if(cells, [&b](QPoint c) {
        return b.contains(toPoint(c)) && b.cell(toPoint(c)).device.kind != DeviceKind::None;
    }));
}

// The step as the History panel and Edit > Undo name it: the element, and how many squares.
QString paintText(FloorKind kind, qsizetype squares)
{
    const QString name = words::nameInSentence(words::floorName(kind));
    return squares == 1 ? SetFloorCommand::tr("Paint %1").arg(name)
                        : SetFloorCommand::tr("Paint %1 on %n square(s)", nullptr, static_cast<int>(squares)).arg(name);
}

QString placeText(DeviceKind kind, qsizetype squares)
{
    const QString name = words::nameInSentence(words::deviceName(kind));
    return squares == 1
               ? SetDeviceCommand::tr("Place %1").arg(name)
               : SetDeviceCommand::tr("Place %1 on %n square(s)", nullptr, static_cast<int>(squares)).arg(name);
}

} // namespace

SetFloorCommand::SetFloorCommand(BoardDocument *doc, const QList<QPoint> &cells, Floor floor, std::optional<int> level)
    : PatchCommand(doc, paintText(floor.kind, cells.size()))
{
    PatchBuilder b(*doc);
    for (QPoint c : cells) {
        b.setFloor(toPoint(c), floor);
        if (level)
            b.setLevel(toPoint(c), *level);
    }
    setPatch(b.take());
}

SetLevelCommand::SetLevelCommand(BoardDocument *doc, const QList<QPoint> &cells, int level)
    : PatchCommand(doc, level > 0 ? tr("Raise %n square(s)", nullptr, static_cast<int>(cells.size())) : tr("Lower %n square(s)", nullptr, static_cast<int>(cells.size())))
{
    PatchBuilder b(*doc);
    for (QPoint c : cells)
        b.setLevel(toPoint(c), level);
    setPatch(b.take());
}

SetDeviceCommand::SetDeviceCommand(BoardDocument *doc, const QList<QPoint> &cells, const Device &device)
    : PatchCommand(doc, device.kind == DeviceKind::None ? tr("Remove %n device(s)", nullptr, devicesIn(*doc, cells))
                                                        : placeText(device.kind, cells.size()))
{
    PatchBuilder b(*doc);
    for (QPoint c : cells)
        b.setDevice(toPoint(c), device);
    setPatch(b.take());
}

SetDeviceCommand::SetDeviceCommand(BoardDocument *doc, const QList<QPoint> &cells,
                                   const std::function<Device(QPoint)> &deviceAt)
    : PatchCommand(doc, placeText(cells.isEmpty() ? DeviceKind::None : deviceAt(cells.front()).kind, cells.size()))
{
    PatchBuilder b(*doc);
    for (QPoint c : cells)
        b.setDevice(toPoint(c), deviceAt(c));
    setPatch(b.take());
}

EraseCommand::EraseCommand(BoardDocument *doc, const QList<QPoint> &cells, Parts parts)
    : PatchCommand(doc, tr("Erase"))
{
    PatchBuilder b(*doc);
    for (QPoint c : cells) {
        const Point p = toPoint(c);
        if (parts & Part::Floor) {
            b.setFloor(p, Floor{});
            b.setLevel(p, 0);
        }
        if (parts & Part::Devices)
            b.clearDevice(p);
        if (parts & Part::Edges) {
            std::vector<ElementId> ids;
            for (Direction side : kAllDirections)
                for (const EdgeFeature *f : b.combined().featuresAt(EdgePos::of(p, side)))
                    ids.push_back(f->id);
            for (ElementId id : ids)
                b.removeEdge(id);
        }
        if (parts & Part::Markers) {
            std::vector<ElementId> ids;
            for (const Marker &m : b.combined().markers())
                if (m.at == p)
                    ids.push_back(m.id);
            for (ElementId id : ids)
                b.removeMarker(id);
        }
    }
    setPatch(b.take());
}

BeltPathCommand::BeltPathCommand(BoardDocument *doc, const QList<QPoint> &path, bool express, Direction lastDirection)
    : PatchCommand(doc, express ? tr("Lay express belt") : tr("Lay belt"))
{
    PatchBuilder b(*doc);
    const Board &board = b.combined();
    for (qsizetype i = 0; i < path.size(); ++i) {
        const Point p = toPoint(path[i]);
        if (!board.contains(p))
            continue;
        Direction out = lastDirection;
        if (i + 1 < path.size()) {
            if (auto toNext = directionBetween(path[i], path[i + 1]))
                out = *toNext;
        } else if (i > 0) {
            if (auto fromPrev = directionBetween(path[i - 1], path[i]))
                out = *fromPrev;
        }
        Device belt;
        belt.kind = DeviceKind::Belt;
        belt.express = express;
        belt.dir = out;
        const Device &old = board.cell(p).device;
        if (old.kind == DeviceKind::Belt && old.dir == out)
            belt.inputs = old.inputs; // keep a merge drawn earlier
        if (i > 0)
            if (auto back = directionBetween(path[i], path[i - 1]))
                belt.inputs.insert(*back);
        // Belts around that carry into this cell feed it.
        for (Direction side : kAllDirections) {
            if (side == out)
                continue;
            const Point n = step(p, side);
            if (!board.contains(n) || (i > 0 && QPoint(n.x, n.y) == path[i - 1]))
                continue;
            const Device &nd = board.cell(n).device;
            const bool inPath = path.contains(QPoint(n.x, n.y));
            if (!inPath && nd.kind == DeviceKind::Belt && nd.dir == opposite(side))
                belt.inputs.insert(side);
        }
        if (belt.inputs.empty())
            belt.inputs = straightInputs(out);
        b.setDevice(p, belt, true);
    }
    // The belt the path runs into takes it as an input.
    if (!path.isEmpty()) {
        const Point last = toPoint(path.last());
        if (board.contains(last)) {
            const Device &lastBelt = board.cell(last).device;
            const Point next = step(last, lastBelt.dir);
            if (board.contains(next) && !path.contains(QPoint(next.x, next.y))) {
                Device nd = board.cell(next).device;
                if (nd.kind == DeviceKind::Belt && nd.dir != opposite(lastBelt.dir)) {
                    nd.inputs.insert(opposite(lastBelt.dir));
                    b.setDevice(next, nd, true);
                }
            }
        }
    }
    setPatch(b.take());
}

} // namespace rf::editor
