// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/geometry.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace rf::model {

// Stable element id, unique within one board. 0 means "no element". Ids are never reused by
// the board that issued them, so undo commands and traces can refer to elements by id.
using ElementId = std::uint32_t;
inline constexpr ElementId kNoId = 0;

// Floors are properties of a cell (addressed by its coordinates), not elements with ids.
enum class FloorKind : std::uint8_t {
    Floor,
    Pit,
    Drain,
    Oil,
    Water,
    Acid,
    Fire,
    Radiation,
    RadioactiveWaste,
};
inline constexpr int kFloorKindCount = 9;

struct Floor {
    FloorKind kind = FloorKind::Floor;
    // Water only: the direction the current carries robots, if any.
    std::optional<Direction> current{};
    friend bool operator==(const Floor &, const Floor &) = default;
};

// At most one device per cell.
enum class DeviceKind : std::uint8_t {
    None,
    Belt,            // dir = output; express; inputs
    Gear,            // clockwise
    RepairSite,      // wrenches (1 or 2)
    ChopShop,
    Randomizer,
    Teleporter,
    Portal,          // colour pairs it with its partner
    Ramp,            // dir = upward direction (climbing from level 0 to level 1)
    EnergySpace,
    Crusher,         // registers
    Flamer,          // registers
    TrapDoor,        // registers
    Crate,
    PriorityAntenna, // dir = dish direction
    RebootToken,     // dir = push direction
    Battery,         // 2023 edition: 1 energy at the end of every register
};
inline constexpr int kDeviceKindCount = 17;
// Crates and priority antennas fill their square: robots cannot enter it and beams stop in it,
// as at a wall (RULES.md 4).
constexpr bool blocksLikeWall(DeviceKind k) { return k == DeviceKind::Crate || k == DeviceKind::PriorityAntenna; }

struct Device {
    ElementId id = kNoId;
    DeviceKind kind = DeviceKind::None;
    Direction dir = Direction::North;
    bool express = false;       // Belt
    DirectionSet inputs{};      // Belt: sides robots are carried in from
    bool clockwise = true;      // Gear: right (clockwise) or left
    int wrenches = 1;           // RepairSite
    std::string colour{};       // Portal
    RegisterSet registers{};    // Crusher, Flamer, TrapDoor
    friend bool operator==(const Device &, const Device &) = default;
};

// Shape of a belt derived from its inputs relative to its output direction.
enum class BeltShape : std::uint8_t { Straight, CurveLeft, CurveRight, MergeLeftRight, MergeStraightLeft, MergeStraightRight, MergeAll, Dead };
BeltShape beltShape(const Device &belt);
// The default input of a belt: the side opposite its output.
constexpr DirectionSet straightInputs(Direction out) { return DirectionSet{opposite(out)}; }

enum class EdgeKind : std::uint8_t {
    Wall,
    OneWayWall,   // dir = the crossing direction it blocks
    Ledge,        // explicit ledge: dir = the direction of the drop (crossing against it is blocked)
    NoLedge,      // explicit override: no ledge although the levels differ
    Laser,        // dir = firing direction; beams 1..3; registers (empty = every register)
    Pusher,       // dir = push direction (the pushed cell is the neighbour in dir); registers
    Repulsor,     // dir = the direction it repels towards (facing the cell it protects)
};
inline constexpr int kEdgeKindCount = 7;

struct EdgeFeature {
    ElementId id = kNoId;
    EdgePos pos{};
    EdgeKind kind = EdgeKind::Wall;
    Direction dir = Direction::North;
    int beams = 1;              // Laser
    RegisterSet registers{};    // Laser (empty = always), Pusher
    friend bool operator==(const EdgeFeature &, const EdgeFeature &) = default;
};

enum class MarkerKind : std::uint8_t {
    Checkpoint, // number = order (1..)
    Start,      // number + facing
    Dock,       // a cell of the docking area
};
inline constexpr int kMarkerKindCount = 3;

struct Marker {
    ElementId id = kNoId;
    MarkerKind kind = MarkerKind::Checkpoint;
    Point at{};
    int number = 1;
    Direction facing = Direction::North;
    friend bool operator==(const Marker &, const Marker &) = default;
};

// Canonical names used in files, diagnostics and the CLI (kebab-case, English).
std::string_view floorKindName(FloorKind k);
std::optional<FloorKind> floorKindFromName(std::string_view s);
std::string_view deviceKindName(DeviceKind k);
std::optional<DeviceKind> deviceKindFromName(std::string_view s);
std::string_view edgeKindName(EdgeKind k);
std::optional<EdgeKind> edgeKindFromName(std::string_view s);
std::string_view markerKindName(MarkerKind k);
std::optional<MarkerKind> markerKindFromName(std::string_view s);

// Which parameters a kind uses (for files, the editor's property panel and validation).
bool deviceHasDirection(DeviceKind k);
bool deviceIsTimed(DeviceKind k);
bool edgeIsTimed(EdgeKind k);

} // namespace rf::model
