// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/elements.h"

#include <array>

namespace rf::model {

namespace {

template<typename Enum, std::size_t N>
std::optional<Enum> lookup(const std::array<std::string_view, N> &names, std::string_view s)
{
    for (std::size_t i = 0; i < N; ++i)
        if (names[i] == s)
            return static_cast<Enum>(i);
    return std::nullopt;
}

constexpr std::array<std::string_view, kFloorKindCount> kFloorNames{
    "floor", "pit", "drain", "oil", "water", "acid", "fire", "radiation", "radioactive-waste"};
constexpr std::array<std::string_view, kDeviceKindCount> kDeviceNames{
    "none", "belt", "gear", "repair", "chop-shop", "randomizer", "teleporter", "portal", "ramp",
    "energy", "crusher", "flamer", "trapdoor", "crate", "antenna", "reboot", "battery"};
constexpr std::array<std::string_view, kEdgeKindCount> kEdgeNames{
    "wall", "oneway", "ledge", "no-ledge", "laser", "pusher", "repulsor"};
constexpr std::array<std::string_view, kMarkerKindCount> kMarkerNames{"checkpoint", "start", "dock"};
constexpr std::array<std::string_view, 4> kDirectionLetters{"N", "E", "S", "W"};

} // namespace

std::string_view directionLetter(Direction d) { return kDirectionLetters[static_cast<std::size_t>(d)]; }
std::optional<Direction> directionFromLetter(std::string_view s) { return lookup<Direction>(kDirectionLetters, s); }

std::string_view floorKindName(FloorKind k) { return kFloorNames[static_cast<std::size_t>(k)]; }
std::optional<FloorKind> floorKindFromName(std::string_view s) { return lookup<FloorKind>(kFloorNames, s); }
std::string_view deviceKindName(DeviceKind k) { return kDeviceNames[static_cast<std::size_t>(k)]; }
std::optional<DeviceKind> deviceKindFromName(std::string_view s) { return lookup<DeviceKind>(kDeviceNames, s); }
std::string_view edgeKindName(EdgeKind k) { return kEdgeNames[static_cast<std::size_t>(k)]; }
std::optional<EdgeKind> edgeKindFromName(std::string_view s) { return lookup<EdgeKind>(kEdgeNames, s); }
std::string_view markerKindName(MarkerKind k) { return kMarkerNames[static_cast<std::size_t>(k)]; }
std::optional<MarkerKind> markerKindFromName(std::string_view s) { return lookup<MarkerKind>(kMarkerNames, s); }

bool deviceHasDirection(DeviceKind k)
{
    return k == DeviceKind::Belt || k == DeviceKind::Ramp || k == DeviceKind::PriorityAntenna ||
           k == DeviceKind::RebootToken;
}

bool deviceIsTimed(DeviceKind k)
{
    return k == DeviceKind::Crusher || k == DeviceKind::Flamer || k == DeviceKind::TrapDoor;
}

bool edgeIsTimed(EdgeKind k) { return k == EdgeKind::Laser || k == EdgeKind::Pusher; }

BeltShape beltShape(const Device &belt)
{
    const Direction out = belt.dir;
    const bool straight = belt.inputs.contains(opposite(out));
    // An input on the side counter-clockwise from the output (seen from above) makes the robot
    // turn left as it is carried through; one on the clockwise side makes it turn right.
    const bool fromRight = belt.inputs.contains(turnRight(out));
    const bool fromLeft = belt.inputs.contains(turnLeft(out));
    if (straight && fromLeft && fromRight)
        return BeltShape::MergeAll;
    if (fromLeft && fromRight)
        return BeltShape::MergeLeftRight;
    if (straight && fromLeft)
        return BeltShape::MergeStraightLeft;
    if (straight && fromRight)
        return BeltShape::MergeStraightRight;
    if (fromLeft)
        return BeltShape::CurveLeft;
    if (fromRight)
        return BeltShape::CurveRight;
    if (straight)
        return BeltShape::Straight;
    return BeltShape::Dead;
}

} // namespace rf::model
