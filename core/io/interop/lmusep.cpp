// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/interop/lmusep.h"

#include "io/interop/interoputil.h"
#include "io/jsonreader.h"

#include <QJsonArray>

#include <set>
#include <utility>

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
    int noTiles = 0;
    Point firstNoTile;

    for (int x = 0; x < w; ++x) {
        const QString colPath = js::element(tilesPath, x);
        const QJsonArray col = js::toArray(tiles[x], colPath);
        if (col.size() != h)
            js::fail(colPath, QStringLiteral("%1 cells; every column needs %2").arg(col.size()).arg(h));
        for (int y = 0; y < h; ++y) {
            const Point p{x, y};
            const QString cellPath = js::element(colPath, y);
            // No tile (a null field, the client's NullTile, as it pads assembled courses): the
            // client reboots a robot there as in a pit (MovementExecutor.checkForPotentialReboot).
            bool counted = false;
            const auto noTile = [&] {
                b.cell(p).floor.kind = FloorKind::Pit;
                if (!std::exchange(counted, true) && noTiles++ == 0)
                    firstNoTile = p;
            };
            if (col[y].isNull()) {
                noTile();
                continue;
            }
            const QJsonArray stack = js::toArray(col[y], cellPath);
            for (qsizetype i = 0; i < stack.size(); ++i) {
                const QString path = js::element(cellPath, i);
                if (stack[i].isNull()) {
                    noTile();
                    continue;
                }
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
    if (noTiles > 0)
        notes.push_back(util::approximated("no-tile", firstNoTile,
                                           QStringLiteral("%1 square%2 without a tile (null) read as pit%2: the LMU client reboots a robot there as in a pit")
                                               .arg(noTiles)
                                               .arg(noTiles == 1 ? QString() : QStringLiteral("s"))));
    for (const EdgePos &e : walls)
        b.addEdgeFeature({.pos = e, .kind = EdgeKind::Wall});
    std::ranges::sort(starts, [](Point a, Point c) { return std::pair(a.y, a.x) < std::pair(c.y, c.x); });
    int number = 1;
    for (Point p : starts)
        b.addMarker({.kind = MarkerKind::Start, .at = p, .number = number++, .facing = antenna.value_or(Direction::East)});
    return b;
}

namespace {

// A block of the LMU client's assembly: a board, a padding of squares without a tile, or blocks
// joined; with the top-left square of each board in it.
struct Block {
    Size size;
    std::vector<std::pair<std::size_t, Point>> boards;
};
using Built = std::expected<Block, QString>;

Built boardBlock(const std::vector<Size> &sizes, std::size_t i) { return Block{sizes[i], {{i, Point{}}}}; }
Built padding(int width, int height) { return Block{Size{width, height}, {}}; }

QString sizeText(Size s) { return QStringLiteral("%1 x %2").arg(s.width).arg(s.height); }

// BoardUtils.combineBoardsHorizontally: the heights of both blocks' first columns must agree (a
// block without columns has no first one: NoSuchElementException).
Built beside(const Built &left, const Built &right)
{
    if (!left)
        return left;
    if (!right)
        return right;
    if (left->size.width == 0 || right->size.width == 0)
        return std::unexpected(QStringLiteral("its padding beside the starting board would be 0 squares wide "
                                              "(NoSuchElementException)"));
    if (left->size.height != right->size.height)
        return std::unexpected(QStringLiteral("blocks %1 and %2 side by side need the same height "
                                              "(IllegalArgumentException)")
                                   .arg(sizeText(left->size), sizeText(right->size)));
    Block out = *left;
    for (const auto &[i, at] : right->boards)
        out.boards.emplace_back(i, Point{at.x + left->size.width, at.y});
    out.size.width += right->size.width;
    return out;
}

// BoardUtils.combineBoardsVertically: both blocks need the same number of columns.
Built below(const Built &top, const Built &bottom)
{
    if (!top)
        return top;
    if (!bottom)
        return bottom;
    if (top->size.width != bottom->size.width)
        return std::unexpected(QStringLiteral("blocks %1 and %2 one above the other need the same width "
                                              "(IllegalArgumentException)")
                                   .arg(sizeText(top->size), sizeText(bottom->size)));
    Block out = *top;
    for (const auto &[i, at] : bottom->boards)
        out.boards.emplace_back(i, Point{at.x, at.y + top->size.height});
    out.size.height += bottom->size.height;
    return out;
}

Built assembleBlocks(const QString &name, const std::vector<Size> &sizes)
{
    const std::size_t n = sizes.size();
    const auto b = [&](std::size_t i) { return boardBlock(sizes, i); };
    if (name == QLatin1String("LINE")) {
        Built line = b(0);
        for (std::size_t i = 1; i < n; ++i)
            line = beside(line, b(i));
        return line;
    }
    if (name == QLatin1String("T")) {
        // combineBoardsAsT: b2..bn side by side above the starting board between two paddings
        // of (n - 2) * 10 / 2 columns.
        if (n < 2)
            return std::unexpected(QStringLiteral("T needs at least 2 boards"));
        const Built pad = padding(static_cast<int>(n - 2) * 10 / 2, sizes[0].height);
        const Built bottom = beside(beside(pad, b(0)), pad);
        Built top = b(1);
        for (std::size_t i = 2; i < n; ++i)
            top = beside(top, b(i));
        return below(top, bottom);
    }
    if (name == QLatin1String("CROSS")) {
        // combineBoardsAsCross: b1 and b4 each between paddings of half their height, b2 above b3.
        if (n != 4)
            return std::unexpected(QStringLiteral("CROSS needs exactly 4 boards"));
        const auto padded = [&](std::size_t i) {
            const Built pad = padding(sizes[i].width, sizes[i].height / 2);
            return below(pad, below(b(i), pad));
        };
        return beside(beside(padded(0), below(b(1), b(2))), padded(3));
    }
    if (name == QLatin1String("SQUARE")) {
        // combineBoardsAsSquare: b1 above a padding of its size, beside (b2 | b3) above (b4 | b5).
        if (n != 5)
            return std::unexpected(QStringLiteral("SQUARE needs exactly 5 boards"));
        const Built left = below(b(0), padding(sizes[0].width, sizes[0].height));
        return beside(left, below(beside(b(1), b(2)), beside(b(3), b(4))));
    }
    return std::unexpected(QStringLiteral("unknown constellation (LINE, T, CROSS or SQUARE)"));
}

} // namespace

std::expected<Assembly, QString> assemble(const QString &constellation, const std::vector<Size> &sizes)
{
    if (sizes.empty())
        return std::unexpected(QStringLiteral("no board"));
    const Built built = assembleBlocks(constellation, sizes);
    if (!built)
        return std::unexpected(built.error());
    Assembly out;
    out.size = built->size;
    out.offsets.resize(sizes.size());
    for (const auto &[i, at] : built->boards)
        out.offsets[i] = at;
    return out;
}

} // namespace rf::io::interop::lmu
