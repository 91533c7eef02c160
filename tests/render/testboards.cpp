// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "testboards.h"

namespace rf::render::testboards {

using namespace model;

namespace {

Device belt(Direction out, DirectionSet inputs, bool express = false)
{
    Device d;
    d.kind = DeviceKind::Belt;
    d.dir = out;
    d.inputs = inputs;
    d.express = express;
    return d;
}

Device device(DeviceKind k, Direction dir = Direction::North)
{
    Device d;
    d.kind = k;
    d.dir = dir;
    return d;
}

void edge(Board &b, Point cell, Direction side, EdgeKind kind, Direction dir = Direction::North, int beams = 1,
          RegisterSet regs = {})
{
    EdgeFeature f;
    f.pos = EdgePos::of(cell, side);
    f.kind = kind;
    f.dir = dir;
    f.beams = beams;
    f.registers = regs;
    b.addEdgeFeature(f);
}

void marker(Board &b, MarkerKind kind, Point at, int number, Direction facing = Direction::North)
{
    Marker m;
    m.kind = kind;
    m.at = at;
    m.number = number;
    m.facing = facing;
    b.addMarker(m);
}

} // namespace

Board showcase()
{
    Board b(12, 12, "Showcase");
    // Row 0: every floor kind.
    const FloorKind floors[] = {FloorKind::Pit, FloorKind::Drain, FloorKind::Oil, FloorKind::Water, FloorKind::Acid,
                                FloorKind::Fire, FloorKind::Radiation, FloorKind::RadioactiveWaste};
    for (int i = 0; i < 8; ++i)
        b.cell({i, 0}).floor.kind = floors[i];
    b.cell({8, 0}).floor = Floor{FloorKind::Water, Direction::East};
    b.cell({9, 0}).floor = Floor{FloorKind::Water, Direction::South};

    // Rows 1-2: belt shapes, normal then express.
    for (int row = 1; row <= 2; ++row) {
        const bool ex = row == 2;
        b.setDevice({0, row}, belt(Direction::North, {Direction::South}, ex));
        b.setDevice({1, row}, belt(Direction::North, {Direction::West}, ex));
        b.setDevice({2, row}, belt(Direction::North, {Direction::East}, ex));
        b.setDevice({3, row}, belt(Direction::North, {Direction::West, Direction::East}, ex));
        b.setDevice({4, row}, belt(Direction::North, {Direction::South, Direction::West}, ex));
        b.setDevice({5, row}, belt(Direction::North, {Direction::South, Direction::East}, ex));
        b.setDevice({6, row}, belt(Direction::North, {Direction::South, Direction::West, Direction::East}, ex));
        b.setDevice({7, row}, belt(Direction::East, {Direction::West}, ex));
        b.setDevice({8, row}, belt(Direction::South, {Direction::North}, ex));
        b.setDevice({9, row}, belt(Direction::West, {Direction::North}, ex));
        b.setDevice({10, row}, belt(Direction::East, {}, ex));
    }

    // Row 3-4: the other devices.
    Device gear = device(DeviceKind::Gear);
    b.setDevice({0, 3}, gear);
    gear.clockwise = false;
    b.setDevice({1, 3}, gear);
    Device repair = device(DeviceKind::RepairSite);
    b.setDevice({2, 3}, repair);
    repair.wrenches = 2;
    b.setDevice({3, 3}, repair);
    b.setDevice({4, 3}, device(DeviceKind::ChopShop));
    b.setDevice({5, 3}, device(DeviceKind::Randomizer));
    b.setDevice({6, 3}, device(DeviceKind::Teleporter));
    Device portal = device(DeviceKind::Portal);
    portal.colour = "orange";
    b.setDevice({7, 3}, portal);
    portal.colour = "#30a0ff";
    b.setDevice({8, 3}, portal);
    b.setDevice({9, 3}, device(DeviceKind::Ramp, Direction::East));
    b.setDevice({10, 3}, device(DeviceKind::EnergySpace));
    b.cell({9, 3}).level = 0;
    b.cell({10, 3}).level = 1;

    Device timed = device(DeviceKind::Crusher);
    timed.registers = RegisterSet{1, 3, 5};
    b.setDevice({0, 4}, timed);
    timed.kind = DeviceKind::Flamer;
    timed.registers = RegisterSet{2, 4};
    b.setDevice({1, 4}, timed);
    timed.kind = DeviceKind::TrapDoor;
    timed.registers = RegisterSet::all();
    b.setDevice({2, 4}, timed);
    b.setDevice({3, 4}, device(DeviceKind::Crate));
    b.setDevice({4, 4}, device(DeviceKind::PriorityAntenna, Direction::West));
    b.setDevice({5, 4}, device(DeviceKind::RebootToken, Direction::South));

    // Edges: walls, one-way walls, explicit ledge and no-ledge, pusher, repulsor.
    edge(b, {0, 6}, Direction::North, EdgeKind::Wall);
    edge(b, {0, 6}, Direction::West, EdgeKind::Wall);
    edge(b, {2, 6}, Direction::North, EdgeKind::OneWayWall, Direction::North);
    edge(b, {3, 6}, Direction::East, EdgeKind::OneWayWall, Direction::West);
    edge(b, {5, 6}, Direction::North, EdgeKind::Ledge, Direction::North);
    edge(b, {6, 6}, Direction::North, EdgeKind::NoLedge);
    edge(b, {8, 6}, Direction::West, EdgeKind::Pusher, Direction::East, 1, RegisterSet{1, 3, 5});
    edge(b, {10, 6}, Direction::North, EdgeKind::Repulsor, Direction::South);

    // Lasers with 1, 2 and 3 beams; one stopped by a wall, one by a crate, one timed.
    edge(b, {0, 8}, Direction::West, EdgeKind::Wall);
    edge(b, {0, 8}, Direction::West, EdgeKind::Laser, Direction::East, 1);
    edge(b, {6, 8}, Direction::East, EdgeKind::Wall);
    edge(b, {0, 9}, Direction::West, EdgeKind::Laser, Direction::East, 2);
    b.setDevice({5, 9}, device(DeviceKind::Crate));
    edge(b, {11, 10}, Direction::East, EdgeKind::Laser, Direction::West, 3, RegisterSet{2, 4});
    edge(b, {9, 11}, Direction::South, EdgeKind::Laser, Direction::North, 1);

    // Markers.
    marker(b, MarkerKind::Checkpoint, {7, 7}, 1);
    marker(b, MarkerKind::Checkpoint, {10, 8}, 2);
    marker(b, MarkerKind::Start, {1, 11}, 1, Direction::North);
    marker(b, MarkerKind::Start, {3, 11}, 2, Direction::East);
    marker(b, MarkerKind::Dock, {5, 11}, 1);
    marker(b, MarkerKind::Dock, {6, 11}, 1);
    return b;
}

Board levels()
{
    Board b(12, 12, "Two levels");
    for (int y = 3; y <= 8; ++y)
        for (int x = 3; x <= 8; ++x)
            b.cell({x, y}).level = 1;
    // Ramps climbing onto the plateau from the west and from the south.
    b.setDevice({2, 5}, device(DeviceKind::Ramp, Direction::East));
    b.setDevice({6, 9}, device(DeviceKind::Ramp, Direction::North));
    // No ledge on one edge, an explicit ledge on flat ground.
    edge(b, {8, 4}, Direction::East, EdgeKind::NoLedge);
    edge(b, {0, 10}, Direction::North, EdgeKind::Ledge, Direction::North);
    edge(b, {1, 10}, Direction::North, EdgeKind::Ledge, Direction::North);
    // A belt loop on the plateau, a gear, a pit below.
    b.setDevice({4, 4}, belt(Direction::East, {Direction::South}));
    b.setDevice({5, 4}, belt(Direction::East, {Direction::West}));
    b.setDevice({6, 4}, belt(Direction::South, {Direction::West}));
    b.setDevice({6, 5}, belt(Direction::South, {Direction::North}));
    b.setDevice({6, 6}, belt(Direction::West, {Direction::North}));
    b.setDevice({5, 6}, belt(Direction::West, {Direction::East}));
    b.setDevice({4, 6}, belt(Direction::North, {Direction::East}));
    b.setDevice({4, 5}, belt(Direction::North, {Direction::South}));
    Device g = device(DeviceKind::Gear);
    b.setDevice({7, 7}, g);
    b.cell({10, 1}).floor.kind = FloorKind::Pit;
    b.cell({1, 1}).floor.kind = FloorKind::Oil;
    b.cell({2, 1}).floor.kind = FloorKind::Oil;
    // Walls and lasers across both levels.
    edge(b, {10, 5}, Direction::East, EdgeKind::Wall);
    edge(b, {10, 5}, Direction::East, EdgeKind::Laser, Direction::West, 2);
    edge(b, {3, 2}, Direction::North, EdgeKind::Wall);
    edge(b, {3, 2}, Direction::North, EdgeKind::Laser, Direction::South, 1);
    marker(b, MarkerKind::Checkpoint, {5, 5}, 1);
    marker(b, MarkerKind::Checkpoint, {10, 10}, 2);
    for (int i = 0; i < 4; ++i)
        marker(b, MarkerKind::Start, {1 + 3 * i, 11}, i + 1, Direction::North);
    return b;
}

Course course()
{
    Course c;
    c.info().name = "Two boards";
    Board dock(12, 4, "Dock");
    for (int i = 0; i < 8; ++i)
        marker(dock, MarkerKind::Start, {2 + i, 2}, i + 1, Direction::North);
    edge(dock, {1, 2}, Direction::West, EdgeKind::Wall);
    edge(dock, {10, 2}, Direction::East, EdgeKind::Wall);
    for (int x = 0; x < 12; ++x)
        marker(dock, MarkerKind::Dock, {x, 3}, 1);
    c.placements().push_back(Placement{showcase(), {0, 0}, 1, {}});
    c.placements().push_back(Placement{dock, {0, 12}, 0, {}});
    return c;
}

Course bigCourse(int boardsPerSide)
{
    Course c;
    c.info().name = "Big";
    unsigned seed = 12345;
    auto rnd = [&seed](unsigned n) {
        seed = seed * 1103515245U + 12345U;
        return (seed >> 16) % n;
    };
    for (int by = 0; by < boardsPerSide; ++by) {
        for (int bx = 0; bx < boardsPerSide; ++bx) {
            Board b = (bx + by) % 2 == 0 ? showcase() : levels();
            b.info().name = "B" + std::to_string(by * boardsPerSide + bx + 1);
            // Vary them a little so tiles are not all identical.
            for (int i = 0; i < 6; ++i) {
                const Point p{static_cast<int>(rnd(12)), static_cast<int>(rnd(12))};
                b.setDevice(p, belt(static_cast<Direction>(rnd(4)), {static_cast<Direction>(rnd(4))}, rnd(2) == 0));
            }
            c.placements().push_back(Placement{b, {bx * 12, by * 12}, static_cast<Rotation>(rnd(4)), {}});
        }
    }
    return c;
}

} // namespace rf::render::testboards
