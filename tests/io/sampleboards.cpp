// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sampleboards.h"

#include <random>
#include <string>

namespace rf::testing {

using namespace rf::model;

Board everyElementBoard(int width, int height)
{
    Board b(width, height, "Every element");
    b.info().author = "RallyForge tests";
    b.info().description = "Uses every kind with \"quoted\" text, a tab\tand ünïcödé.";
    int i = 0;
    // Floors along the first row, the last one water with a current.
    for (int k = 0; k < kFloorKindCount; ++k) {
        Cell &c = b.cell({k % width, k / width});
        c.floor.kind = static_cast<FloorKind>(k);
        if (c.floor.kind == FloorKind::Water)
            c.floor.current = Direction::West;
    }
    b.cell({0, 1}).floor.kind = FloorKind::Water; // water without current
    // Devices on rows 2 and 3, one of each kind, every parameter set to something.
    for (int k = 1; k < kDeviceKindCount; ++k, ++i) {
        Device d;
        d.kind = static_cast<DeviceKind>(k);
        d.dir = static_cast<Direction>(k % 4);
        if (d.kind == DeviceKind::Belt) {
            d.express = true;
            d.inputs = DirectionSet{opposite(d.dir), turnLeft(d.dir)};
        }
        if (d.kind == DeviceKind::Gear)
            d.clockwise = false;
        if (d.kind == DeviceKind::RepairSite)
            d.wrenches = 2;
        if (d.kind == DeviceKind::Portal)
            d.colour = "blue";
        if (deviceIsTimed(d.kind))
            d.registers = RegisterSet{1, 3, 5};
        b.setDevice({i % width, 2 + i / width}, d);
    }
    // More belts: straight normal, curve, a dead belt, and a second portal.
    b.setDevice({0, 5}, Device{.kind = DeviceKind::Belt, .dir = Direction::East, .inputs = straightInputs(Direction::East)});
    b.setDevice({1, 5}, Device{.kind = DeviceKind::Belt, .dir = Direction::South, .inputs = DirectionSet{Direction::West}});
    b.setDevice({2, 5}, Device{.kind = DeviceKind::Belt, .dir = Direction::South});
    b.setDevice({3, 5}, Device{.kind = DeviceKind::Portal, .colour = "blue"});
    b.setDevice({4, 5}, Device{.kind = DeviceKind::Gear, .clockwise = true});
    // Upper level with a ramp.
    for (int x = 6; x < width; ++x)
        for (int y = 6; y < 9 && y < height; ++y)
            b.cell({x, y}).level = 1;
    b.setDevice({5, 7}, Device{.kind = DeviceKind::Ramp, .dir = Direction::East});
    // Every edge kind, including border edges on all four sides.
    for (int k = 0; k < kEdgeKindCount; ++k) {
        EdgeFeature f;
        f.kind = static_cast<EdgeKind>(k);
        f.pos = EdgePos::of({k, 9}, static_cast<Direction>(k % 4));
        f.dir = static_cast<Direction>((k + 1) % 4);
        if (f.kind == EdgeKind::Laser) {
            f.beams = 3;
            f.registers = RegisterSet{2, 4};
        }
        if (f.kind == EdgeKind::Pusher)
            f.registers = RegisterSet{1, 3, 5};
        b.addEdgeFeature(f);
    }
    b.addEdgeFeature({.pos = EdgePos::of({width - 1, 0}, Direction::East), .kind = EdgeKind::Wall});
    b.addEdgeFeature({.pos = EdgePos::of({0, height - 1}, Direction::South), .kind = EdgeKind::Laser, .dir = Direction::North, .beams = 1});
    b.addEdgeFeature({.pos = EdgePos::of({0, 0}, Direction::North), .kind = EdgeKind::Wall});
    b.addEdgeFeature({.pos = EdgePos::of({0, 0}, Direction::North), .kind = EdgeKind::Pusher, .dir = Direction::South, .registers = RegisterSet{2, 4}});
    b.addEdgeFeature({.pos = EdgePos::of({0, 4}, Direction::West), .kind = EdgeKind::OneWayWall, .dir = Direction::East});
    // Markers: checkpoints, starts with facings, a dock strip.
    b.addMarker({.kind = MarkerKind::Checkpoint, .at = {10, 1}, .number = 1});
    b.addMarker({.kind = MarkerKind::Checkpoint, .at = {8, 7}, .number = 2});
    for (int x = 0; x < 4; ++x) {
        b.addMarker({.kind = MarkerKind::Start, .at = {x * 2, height - 1}, .number = x + 1, .facing = Direction::North});
        b.addMarker({.kind = MarkerKind::Dock, .at = {x * 2, height - 1}});
    }
    return b;
}

Board denseBoard(int width, int height, unsigned seed)
{
    std::mt19937 rng(seed);
    auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
    Board b(width, height, "Dense " + std::to_string(seed));
    for (Point p{0, 0}; p.y < height; ++p.y) {
        for (p.x = 0; p.x < width; ++p.x) {
            Cell &c = b.cell(p);
            if (pick(5) == 0)
                c.floor.kind = static_cast<FloorKind>(1 + pick(kFloorKindCount - 1));
            if (c.floor.kind == FloorKind::Water && pick(2) == 0)
                c.floor.current = static_cast<Direction>(pick(4));
            c.level = pick(4) == 0 ? 1 : 0;
            if (pick(3) == 0) {
                Device d;
                d.kind = static_cast<DeviceKind>(1 + pick(kDeviceKindCount - 1));
                d.dir = static_cast<Direction>(pick(4));
                if (d.kind == DeviceKind::Belt) {
                    d.express = pick(2) == 0;
                    d.inputs = DirectionSet::fromMask(static_cast<std::uint8_t>(pick(16)));
                }
                d.clockwise = d.kind != DeviceKind::Gear || pick(2) == 0;
                if (d.kind == DeviceKind::RepairSite)
                    d.wrenches = 1 + pick(2);
                if (d.kind == DeviceKind::Portal)
                    d.colour = pick(2) ? "red" : "green";
                if (deviceIsTimed(d.kind))
                    d.registers = RegisterSet::fromMask(static_cast<std::uint8_t>(1 + pick(31)));
                b.setDevice(p, d);
            }
            if (pick(4) == 0) {
                EdgeFeature f;
                f.kind = static_cast<EdgeKind>(pick(kEdgeKindCount));
                f.pos = EdgePos::of(p, static_cast<Direction>(pick(4)));
                f.dir = static_cast<Direction>(pick(4));
                if (f.kind == EdgeKind::Laser)
                    f.beams = 1 + pick(3);
                if (edgeIsTimed(f.kind))
                    f.registers = RegisterSet::fromMask(static_cast<std::uint8_t>(pick(32)));
                b.addEdgeFeature(f);
            }
            if (pick(40) == 0)
                b.addMarker({.kind = static_cast<MarkerKind>(pick(kMarkerKindCount)), .at = p, .number = 1 + pick(8), .facing = static_cast<Direction>(pick(4))});
        }
    }
    return b;
}

Course gridCourse(int across, int down, int side, unsigned seed)
{
    Course c;
    c.info().name = "Grid course";
    for (int j = 0; j < down; ++j)
        for (int i = 0; i < across; ++i) {
            const unsigned k = static_cast<unsigned>(j * across + i);
            c.placements().push_back({denseBoard(side, side, seed + k), {i * side, j * side}, static_cast<Rotation>(k % 4), {}});
        }
    return c;
}

Board withoutEmptyDeviceState(Board b)
{
    for (Point p{0, 0}; p.y < b.height(); ++p.y)
        for (p.x = 0; p.x < b.width(); ++p.x)
            if (b.cell(p).device.kind == DeviceKind::None)
                b.cell(p).device = Device{};
    return b;
}

Course withoutEmptyDeviceState(Course c)
{
    for (Placement &p : c.placements())
        p.board = withoutEmptyDeviceState(std::move(p.board));
    return c;
}

} // namespace rf::testing
