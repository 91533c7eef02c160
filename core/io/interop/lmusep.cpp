// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/interop/lmusep.h"

#include "io/interop/interoputil.h"
#include "io/jsonreader.h"

#include <QJsonArray>

#include <set>

namespace rf::io::interop::lmu {

using namespace rf::model;
using util::qs;
namespace js = rf::io::json;

std::optional<Direction> directionFromName(const QString &s)
{
    const QString l = s.toLower();
    if (l == QLatin1String("top"))
        return Direction::North;
    if (l == QLatin1String("right"))
        return Direction::East;
    if (l == QLatin1String("bottom"))
        return Direction::South;
    if (l == QLatin1String("left"))
        return Direction::West;
    return std::nullopt;
}

QString directionName(Direction d)
{
    static const char *const names[] = {"top", "right", "bottom", "left"};
    return QLatin1String(names[static_cast<int>(d)]);
}

namespace {

QJsonArray orientations(const QJsonObject &o, const QString &path)
{
    const QJsonArray a = js::toArray(js::required(o, path, "orientations"), js::member(path, "orientations"));
    if (a.isEmpty())
        js::fail(js::member(path, "orientations"), QStringLiteral("must not be empty"));
    return a;
}

Direction orientationAt(const QJsonArray &a, qsizetype i, const QString &path)
{
    const QString p = js::element(js::member(path, "orientations"), i);
    const auto d = directionFromName(js::toString(a[i], p));
    if (!d)
        js::fail(p, QStringLiteral("'%1' is not top, right, bottom or left").arg(js::excerpt(a[i].toString())));
    return *d;
}

} // namespace

Board readBoard(const QJsonObject &root, std::vector<ConversionNote> &notes)
{
    const QString tilesPath = QStringLiteral("$.tiles");
    const QJsonArray tiles = js::toArray(js::required(root, QStringLiteral("$"), "tiles"), tilesPath);
    const int w = static_cast<int>(tiles.size());
    if (w < 1 || w > util::kMaxSide)
        js::fail(tilesPath, QStringLiteral("%1 columns; 1 to %2 expected").arg(w).arg(util::kMaxSide));
    const int h = static_cast<int>(js::toArray(tiles[0], js::element(tilesPath, 0)).size());
    if (h < 1 || h > util::kMaxSide)
        js::fail(js::element(tilesPath, 0), QStringLiteral("%1 rows; 1 to %2 expected").arg(h).arg(util::kMaxSide));
    QString name;
    if (root.contains(QLatin1String("name")))
        name = js::toText(root.value(QLatin1String("name")), QStringLiteral("$.name"), js::kMaxNameLength);
    Board b(w, h, name.toStdString());
    std::set<EdgePos> walls;
    std::optional<Direction> antenna;
    std::vector<Point> starts;

    for (int x = 0; x < w; ++x) {
        const QString colPath = js::element(tilesPath, x);
        const QJsonArray col = js::toArray(tiles[x], colPath);
        if (col.size() != h)
            js::fail(colPath, QStringLiteral("%1 cells; every column needs %2").arg(col.size()).arg(h));
        for (int y = 0; y < h; ++y) {
            const Point p{x, y};
            const QString cellPath = js::element(colPath, y);
            if (col[y].isNull()) {
                b.cell(p).floor.kind = FloorKind::Pit; // no tile: off the course
                continue;
            }
            const QJsonArray stack = js::toArray(col[y], cellPath);
            for (qsizetype i = 0; i < stack.size(); ++i) {
                const QString path = js::element(cellPath, i);
                // The client's BoardAdapter reads a null field as a NullTile, which does nothing:
                // the square stays as its other fields make it (empty floor when alone).
                if (stack[i].isNull())
                    continue;
                const QJsonObject f = js::toObject(stack[i], path);
                const QString type = js::toString(js::required(f, path, "type"), js::member(path, "type"));
                js::toString(js::required(f, path, "isOnBoard"), js::member(path, "isOnBoard"));
                const auto device = [&](Device d) {
                    if (b.cell(p).device.kind != DeviceKind::None)
                        notes.push_back(util::dropped(deviceKindName(d.kind), p, QStringLiteral("%1: the cell already holds a %2").arg(type, qs(deviceKindName(b.cell(p).device.kind)))));
                    else
                        b.setDevice(p, std::move(d));
                };
                if (type == QLatin1String("Empty")) {
                } else if (type == QLatin1String("Pit")) {
                    b.cell(p).floor.kind = FloorKind::Pit;
                } else if (type == QLatin1String("StartPoint")) {
                    starts.push_back(p);
                } else if (type == QLatin1String("EnergySpace")) {
                    device(Device{.kind = DeviceKind::EnergySpace});
                } else if (type == QLatin1String("Wall")) {
                    const QJsonArray a = orientations(f, path);
                    for (qsizetype k = 0; k < a.size(); ++k)
                        walls.insert(EdgePos::of(p, orientationAt(a, k, path)));
                } else if (type == QLatin1String("Laser")) {
                    const Direction d = orientationAt(orientations(f, path), 0, path);
                    const int count = f.contains(QLatin1String("count")) ? static_cast<int>(js::toInt(f.value(QLatin1String("count")), js::member(path, "count"), 1, 9)) : 1;
                    // The beam starts on the emitter cell: the laser sits on its back edge.
                    b.addEdgeFeature({.pos = EdgePos::of(p, opposite(d)), .kind = EdgeKind::Laser, .dir = d, .beams = count});
                } else if (type == QLatin1String("ConveyorBelt")) {
                    const int speed = static_cast<int>(js::toInt(js::required(f, path, "speed"), js::member(path, "speed"), 1, 2));
                    const QJsonArray a = orientations(f, path);
                    const Direction out = orientationAt(a, 0, path);
                    DirectionSet inputs;
                    for (qsizetype k = 1; k < a.size(); ++k)
                        inputs.insert(orientationAt(a, k, path));
                    device(Device{.kind = DeviceKind::Belt, .dir = out, .express = speed == 2, .inputs = inputs.empty() ? straightInputs(out) : inputs});
                } else if (type == QLatin1String("PushPanel")) {
                    const Direction d = orientationAt(orientations(f, path), 0, path);
                    const QString rp = js::member(path, "registers");
                    const QJsonArray regs = js::toArray(js::required(f, path, "registers"), rp);
                    RegisterSet set;
                    for (qsizetype k = 0; k < regs.size(); ++k)
                        set.insert(static_cast<int>(js::toInt(regs[k], js::element(rp, k), 1, 5)));
                    b.addEdgeFeature({.pos = EdgePos::of(p, opposite(d)), .kind = EdgeKind::Pusher, .dir = d, .registers = set});
                } else if (type == QLatin1String("Gear")) {
                    const QJsonArray a = orientations(f, path);
                    const QString turn = js::toString(a[0], js::element(js::member(path, "orientations"), 0)).toLower();
                    if (turn != QLatin1String("clockwise") && turn != QLatin1String("counterclockwise"))
                        js::fail(js::element(js::member(path, "orientations"), 0), QStringLiteral("gear turns clockwise or counterclockwise"));
                    device(Device{.kind = DeviceKind::Gear, .clockwise = turn == QLatin1String("clockwise")});
                } else if (type == QLatin1String("CheckPoint")) {
                    b.addMarker({.kind = MarkerKind::Checkpoint, .at = p, .number = static_cast<int>(js::toInt(js::required(f, path, "count"), js::member(path, "count"), 1, 999))});
                } else if (type == QLatin1String("Antenna")) {
                    antenna = orientationAt(orientations(f, path), 0, path);
                    device(Device{.kind = DeviceKind::PriorityAntenna, .dir = *antenna});
                } else if (type == QLatin1String("RestartPoint")) {
                    device(Device{.kind = DeviceKind::RebootToken, .dir = orientationAt(orientations(f, path), 0, path)});
                } else {
                    js::fail(js::member(path, "type"), QStringLiteral("unknown field type '%1'").arg(js::excerpt(type)));
                }
            }
        }
    }
    for (const EdgePos &e : walls)
        b.addEdgeFeature({.pos = e, .kind = EdgeKind::Wall});
    std::ranges::sort(starts, [](Point a, Point c) { return std::pair(a.y, a.x) < std::pair(c.y, c.x); });
    int number = 1;
    for (Point p : starts)
        b.addMarker({.kind = MarkerKind::Start, .at = p, .number = number++, .facing = antenna.value_or(Direction::East)});
    return b;
}

std::optional<std::vector<Point>> constellationOffsets(const QString &name, const std::vector<Size> &sizes)
{
    const auto n = static_cast<int>(sizes.size());
    std::vector<Point> out;
    if (n == 0)
        return std::nullopt;
    if (name == QLatin1String("LINE")) {
        int x = 0;
        for (const Size &s : sizes) {
            if (s.height != sizes.front().height)
                return std::nullopt;
            out.push_back({x, 0});
            x += s.width;
        }
        return out;
    }
    if (name == QLatin1String("T")) {
        if (n < 2)
            return std::nullopt;
        // Top row b2..bn; below it b1 between two empty blocks of (n - 2) * 10 / 2 squares.
        out.resize(static_cast<std::size_t>(n));
        int x = 0;
        int top = 0;
        for (int i = 1; i < n; ++i) {
            out[static_cast<std::size_t>(i)] = {x, 0};
            x += sizes[static_cast<std::size_t>(i)].width;
            top = std::max(top, sizes[static_cast<std::size_t>(i)].height);
        }
        out[0] = {(n - 2) * 10 / 2, top};
        return out;
    }
    if (name == QLatin1String("CROSS")) {
        if (n != 4)
            return std::nullopt;
        const int w1 = sizes[0].width;
        const int w2 = sizes[1].width;
        return std::vector<Point>{{0, 5}, {w1, 0}, {w1, sizes[1].height}, {w1 + w2, 5}};
    }
    if (name == QLatin1String("SQUARE")) {
        if (n != 5)
            return std::nullopt;
        const int w1 = sizes[0].width;
        const int h2 = sizes[1].height;
        return std::vector<Point>{{0, 0}, {w1, 0}, {w1 + sizes[1].width, 0}, {w1, h2}, {w1 + sizes[3].width, h2}};
    }
    return std::nullopt;
}

} // namespace rf::io::interop::lmu
