// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/ruleset.h"
#include "text/tracetext.h"
#include "validate/codes.h"
#include "validate/validator.h"

#include <QTest>

#include <functional>
#include <map>

#include "testmain.h"

using namespace rf::model;
using namespace rf::validate;

namespace {

constexpr Direction N = Direction::North;
constexpr Direction E = Direction::East;
constexpr Direction S = Direction::South;
constexpr Direction W = Direction::West;

// A 5 x 5 board that validates clean: two starts on the bottom row, checkpoint 1 top right.
Board base()
{
    Board b(5, 5, "base");
    b.addMarker({.kind = MarkerKind::Start, .at = {0, 4}, .number = 1, .facing = N});
    b.addMarker({.kind = MarkerKind::Start, .at = {1, 4}, .number = 2, .facing = N});
    b.addMarker({.kind = MarkerKind::Checkpoint, .at = {4, 0}, .number = 1});
    return b;
}

void wall(Board &b, Point p, Direction side) { b.addEdgeFeature({.pos = EdgePos::of(p, side), .kind = EdgeKind::Wall}); }

EdgeFeature laser(Point p, Direction mountSide, Direction fires, int beams = 1)
{
    return {.pos = EdgePos::of(p, mountSide), .kind = EdgeKind::Laser, .dir = fires, .beams = beams};
}

EdgeFeature pusher(Point p, Direction mountSide, Direction pushes)
{
    return {.pos = EdgePos::of(p, mountSide), .kind = EdgeKind::Pusher, .dir = pushes, .registers = {2, 4}};
}

// Raises the 2 x 2 square whose top left corner is `corner` to the upper level.
void plateau(Board &b, Point corner)
{
    for (int dy = 0; dy < 2; ++dy)
        for (int dx = 0; dx < 2; ++dx)
            b.cell({corner.x + dx, corner.y + dy}).level = 1;
}

// Closes the four sides of a square with walls.
void room(Board &b, Point p)
{
    for (Direction d : kAllDirections)
        wall(b, p, d);
}

Device belt(Direction out) { return Device{.kind = DeviceKind::Belt, .dir = out, .inputs = straightInputs(out)}; }
Device portal(const char *colour) { return Device{.kind = DeviceKind::Portal, .colour = colour}; }

// A board using many elements correctly: must validate without any diagnostic.
Board rich()
{
    Board b = base();
    b.addMarker({.kind = MarkerKind::Checkpoint, .at = {2, 0}, .number = 2});
    b.addMarker({.kind = MarkerKind::Dock, .at = {2, 4}});
    b.setDevice({1, 1}, belt(E));
    b.setDevice({2, 1}, belt(E));
    b.setDevice({3, 1}, Device{.kind = DeviceKind::Belt, .dir = S, .express = true, .inputs = {W}});
    b.setDevice({0, 2}, Device{.kind = DeviceKind::Gear, .clockwise = false});
    b.setDevice({4, 4}, portal("red"));
    b.setDevice({4, 2}, portal("red"));
    b.setDevice({2, 2}, Device{.kind = DeviceKind::Crusher, .registers = {2, 4}});
    b.setDevice({2, 3}, Device{.kind = DeviceKind::Crate});
    b.cell({4, 3}).floor.kind = FloorKind::Pit;
    b.cell({3, 4}).floor = Floor{FloorKind::Water, S};
    // An upper-level square reached by a ramp from the west.
    b.cell({1, 3}).level = 1;
    b.setDevice({0, 3}, Device{.kind = DeviceKind::Ramp, .dir = E});
    wall(b, {0, 0}, W);
    b.addEdgeFeature(laser({0, 0}, W, E, 2));
    b.addEdgeFeature({.pos = EdgePos::of({3, 3}, N), .kind = EdgeKind::Pusher, .dir = S, .registers = {1, 3, 5}});
    b.addEdgeFeature({.pos = EdgePos::of({1, 2}, E), .kind = EdgeKind::OneWayWall, .dir = W});
    return b;
}

Course single(Board b) { return Course(std::move(b)); }

Course twoBoards(Point secondOffset, Rotation secondRotation = 0)
{
    Board a = base();
    Board b(5, 5, "second");
    Course c;
    c.placements().push_back({a, {0, 0}, 0, {}});
    c.placements().push_back({b, secondOffset, secondRotation, {}});
    return c;
}

const std::map<QString, std::function<Course()>> &cases()
{
    static const std::map<QString, std::function<Course()>> all{
        {"clean-base", [] { return single(base()); }},
        {"clean-rich", [] { return single(rich()); }},
        {"clean-course", [] { return twoBoards({5, 0}, 1); }},
        {"clean-drop-from-upper-level", [] {
             Board b = base(); // starts on the upper level; the checkpoint is below
             for (int x = 0; x < 5; ++x)
                 b.cell({x, 4}).level = 1;
             return single(b);
         }},
        {"clean-portal-into-closed-room", [] {
             Board b = base();
             wall(b, {4, 0}, W);
             wall(b, {4, 0}, S);
             b.setDevice({2, 2}, portal("blue"));
             b.setDevice({4, 0}, portal("blue")); // checkpoint on the portal inside the room
             return single(b);
         }},
        {"clean-laser-one-cell-to-border", [] {
             Board b = base();
             wall(b, {4, 2}, W);
             b.addEdgeFeature(laser({4, 2}, W, E));
             return single(b);
         }},
        {"portal-without-partner", [] {
             Board b = base();
             b.setDevice({2, 2}, portal("red"));
             return single(b);
         }},
        {"portal-too-many-partners", [] {
             Board b = base();
             b.setDevice({1, 1}, portal("red"));
             b.setDevice({2, 2}, portal("red"));
             b.setDevice({3, 3}, portal("red"));
             return single(b);
         }},
        {"checkpoint-on-pit", [] {
             Board b = base();
             b.cell({4, 0}).floor.kind = FloorKind::Pit;
             return single(b);
         }},
        {"checkpoint-on-drain", [] {
             Board b = base();
             b.cell({4, 0}).floor.kind = FloorKind::Drain;
             return single(b);
         }},
        {"start-on-pit", [] {
             Board b = base();
             b.cell({1, 4}).floor.kind = FloorKind::Pit;
             return single(b);
         }},
        {"start-facing-off-board", [] {
             Board b = base();
             b.addMarker({.kind = MarkerKind::Start, .at = {4, 4}, .number = 3, .facing = S});
             b.addMarker({.kind = MarkerKind::Start, .at = {4, 3}, .number = 4, .facing = S}); // the board goes on: fine
             return single(b);
         }},
        {"reboot-token-on-pit", [] {
             Board b = base();
             b.cell({2, 2}).floor.kind = FloorKind::Pit;
             b.setDevice({2, 2}, Device{.kind = DeviceKind::RebootToken, .dir = N});
             return single(b);
         }},
        {"reboot-loop-off-board", [] {
             Board b = base();
             b.setDevice({3, 4}, Device{.kind = DeviceKind::RebootToken, .dir = S});
             return single(b);
         }},
        {"reboot-loop-into-pit", [] {
             Board b = base();
             b.cell({3, 2}).floor.kind = FloorKind::Drain;
             b.setDevice({2, 2}, Device{.kind = DeviceKind::RebootToken, .dir = E});
             return single(b);
         }},
        {"reboot-loop-chain", [] {
             Board b = base(); // a chain of three pushed robots: the last falls off
             b.setDevice({3, 2}, Device{.kind = DeviceKind::RebootToken, .dir = S});
             return single(b);
         }},
        {"clean-reboot-chain-against-wall", [] {
             Board b = base();
             b.setDevice({2, 1}, Device{.kind = DeviceKind::RebootToken, .dir = S});
             wall(b, {2, 3}, S);
             return single(b);
         }},
        {"clean-reboot-token-against-wall", [] {
             Board b = base(); // the push is stopped: the robot there moves aside instead
             b.setDevice({3, 4}, Device{.kind = DeviceKind::RebootToken, .dir = S});
             wall(b, {3, 4}, S);
             return single(b);
         }},
        {"checkpoint-on-belt-off-board", [] {
             Board b = base();
             b.setDevice({4, 0}, belt(E));
             return single(b);
         }},
        {"checkpoint-on-belt-into-pit", [] {
             Board b = base();
             b.setDevice({4, 0}, belt(W));
             b.cell({3, 0}).floor.kind = FloorKind::Pit;
             return single(b);
         }},
        {"clean-checkpoint-on-belt", [] {
             Board b = base(); // carried on to plain floor: hard to take, not deadly
             b.setDevice({4, 0}, belt(S));
             return single(b);
         }},
        {"duplicate-checkpoint", [] {
             Board b = base();
             b.addMarker({.kind = MarkerKind::Checkpoint, .at = {3, 0}, .number = 1});
             return single(b);
         }},
        {"timed-crusher", [] {
             Board b = base();
             b.setDevice({2, 2}, Device{.kind = DeviceKind::Crusher});
             return single(b);
         }},
        {"timed-flamer", [] {
             Board b = base();
             b.setDevice({2, 2}, Device{.kind = DeviceKind::Flamer});
             return single(b);
         }},
        {"timed-trap-door", [] {
             Board b = base();
             b.setDevice({2, 2}, Device{.kind = DeviceKind::TrapDoor});
             return single(b);
         }},
        {"timed-pusher", [] {
             Board b = base();
             b.addEdgeFeature({.pos = EdgePos::of({2, 2}, N), .kind = EdgeKind::Pusher, .dir = S});
             return single(b);
         }},
        {"laser-zero-beams", [] {
             Board b = base();
             wall(b, {0, 2}, W);
             b.addEdgeFeature(laser({0, 2}, W, E, 0));
             return single(b);
         }},
        {"laser-four-beams", [] {
             Board b = base();
             wall(b, {0, 2}, W);
             b.addEdgeFeature(laser({0, 2}, W, E, 4));
             return single(b);
         }},
        {"ramp-on-flat-floor", [] {
             Board b = base();
             b.setDevice({2, 2}, Device{.kind = DeviceKind::Ramp, .dir = N});
             return single(b);
         }},
        {"ramp-climbing-down", [] {
             Board b = base();
             b.cell({2, 2}).level = 1;
             b.cell({2, 1}).level = 1;
             b.cell({2, 3}).level = 0;
             b.setDevice({2, 2}, Device{.kind = DeviceKind::Ramp, .dir = S});
             return single(b);
         }},
        {"ramp-off-board", [] {
             Board b = base();
             b.setDevice({2, 0}, Device{.kind = DeviceKind::Ramp, .dir = N});
             return single(b);
         }},
        {"marker-outside-grid", [] {
             Board b = base();
             b.addMarker({.kind = MarkerKind::Dock, .at = {7, 2}});
             return single(b);
         }},
        {"edge-outside-grid", [] {
             Board b = base();
             b.addEdgeFeature({.pos = {2, 9, EdgePos::Axis::Horizontal}, .kind = EdgeKind::Wall});
             return single(b);
         }},
        {"boards-overlap", [] { return twoBoards({3, 0}); }},
        {"negative-offset", [] { return twoBoards({-2, 0}); }},
        {"course-too-large", [] { return twoBoards({Board::kMaxSide, 0}); }},
        {"belt-into-wall", [] {
             Board b = base();
             b.setDevice({2, 2}, belt(E));
             wall(b, {2, 2}, E);
             return single(b);
         }},
        {"belt-into-one-way-wall", [] {
             Board b = base();
             b.setDevice({2, 2}, belt(E));
             b.addEdgeFeature({.pos = EdgePos::of({3, 2}, W), .kind = EdgeKind::OneWayWall, .dir = E});
             return single(b);
         }},
        {"belt-into-crate", [] {
             Board b = base();
             b.setDevice({2, 2}, belt(E));
             b.setDevice({3, 2}, Device{.kind = DeviceKind::Crate});
             return single(b);
         }},
        {"belt-up-a-ledge", [] {
             Board b = base();
             b.setDevice({2, 2}, belt(E));
             b.cell({3, 2}).level = 1;
             return single(b);
         }},
        {"belt-off-board", [] {
             Board b = base();
             b.setDevice({4, 2}, belt(E));
             return single(b);
         }},
        {"checkpoints-not-consecutive", [] {
             Board b = base();
             b.addMarker({.kind = MarkerKind::Checkpoint, .at = {3, 0}, .number = 3});
             return single(b);
         }},
        {"too-few-starts", [] {
             Board b = base();
             b.removeMarker(b.markersOf(MarkerKind::Start).back()->id);
             return single(b);
         }},
        {"unreachable-walls", [] {
             Board b = base();
             wall(b, {4, 0}, W);
             wall(b, {4, 0}, S);
             return single(b);
         }},
        {"unreachable-one-way-walls", [] {
             Board b = base(); // one-way walls let robots out of the corner, not in
             b.addEdgeFeature({.pos = EdgePos::of({4, 0}, W), .kind = EdgeKind::OneWayWall, .dir = E});
             b.addEdgeFeature({.pos = EdgePos::of({4, 0}, S), .kind = EdgeKind::OneWayWall, .dir = N});
             return single(b);
         }},
        {"unreachable-pits", [] {
             Board b = base();
             b.cell({3, 0}).floor.kind = FloorKind::Pit;
             b.cell({4, 1}).floor.kind = FloorKind::Drain;
             return single(b);
         }},
        {"unreachable-crate-and-antenna", [] {
             Board b = base();
             b.setDevice({3, 0}, Device{.kind = DeviceKind::Crate});
             b.setDevice({4, 1}, Device{.kind = DeviceKind::PriorityAntenna, .dir = N});
             return single(b);
         }},
        {"unreachable-upper-level", [] {
             Board b = base(); // the checkpoint stands on a plateau without ramp
             b.cell({4, 0}).level = 1;
             return single(b);
         }},
        {"laser-into-wall", [] {
             Board b = base();
             wall(b, {0, 2}, W);
             b.addEdgeFeature(laser({0, 2}, W, E));
             wall(b, {0, 2}, E);
             return single(b);
         }},
        {"laser-into-crate", [] {
             Board b = base();
             wall(b, {0, 2}, W);
             b.addEdgeFeature(laser({0, 2}, W, E));
             b.setDevice({0, 2}, Device{.kind = DeviceKind::Crate});
             return single(b);
         }},
        {"laser-off-board", [] {
             Board b = base();
             b.addEdgeFeature(laser({0, 2}, W, W));
             return single(b);
         }},
        {"laser-without-wall", [] {
             Board b = base(); // robots walk across the laser's edge between 1,2 and 2,2
             b.addEdgeFeature(laser({2, 2}, W, E));
             return single(b);
         }},
        {"clean-laser-with-wall", [] {
             Board b = base();
             wall(b, {2, 2}, W);
             b.addEdgeFeature(laser({2, 2}, W, E));
             return single(b);
         }},
        {"clean-laser-on-repulsor", [] {
             Board b = base(); // a repulsor is mounted on a wall
             b.addEdgeFeature({.pos = EdgePos::of({2, 2}, W), .kind = EdgeKind::Repulsor, .dir = W});
             b.addEdgeFeature(laser({2, 2}, W, E));
             return single(b);
         }},
        {"pusher-off-board", [] {
             Board b = base(); // on the west border, pushing west: its square is off the board
             b.addEdgeFeature(pusher({0, 2}, W, W));
             return single(b);
         }},
        {"pusher-into-wall", [] {
             Board b = base();
             wall(b, {2, 2}, W);
             wall(b, {2, 2}, E);
             b.addEdgeFeature(pusher({2, 2}, W, E));
             return single(b);
         }},
        {"pusher-into-border-wall", [] {
             Board b = base();
             wall(b, {4, 2}, E);
             b.addEdgeFeature(pusher({4, 2}, W, E));
             return single(b);
         }},
        {"pusher-into-crate", [] {
             Board b = base();
             b.setDevice({3, 2}, Device{.kind = DeviceKind::Crate});
             b.addEdgeFeature(pusher({2, 2}, W, E));
             return single(b);
         }},
        {"pusher-into-repulsor", [] {
             Board b = base();
             b.addEdgeFeature({.pos = EdgePos::of({2, 2}, E), .kind = EdgeKind::Repulsor, .dir = W});
             b.addEdgeFeature(pusher({2, 2}, W, E));
             return single(b);
         }},
        {"clean-pusher-to-neighbour", [] {
             Board b = base();
             wall(b, {2, 2}, W);
             b.addEdgeFeature(pusher({2, 2}, W, E));
             return single(b);
         }},
        {"clean-pusher-pushes-off-board", [] {
             Board b = base(); // a trap: it pushes robots off the east border, which is doing something
             b.addEdgeFeature(pusher({4, 2}, W, E));
             return single(b);
         }},
        {"upper-level-unreachable", [] {
             Board b = base();
             plateau(b, {2, 1});
             return single(b);
         }},
        {"clean-upper-level-by-ramp", [] {
             Board b = base();
             plateau(b, {2, 1});
             b.setDevice({1, 2}, Device{.kind = DeviceKind::Ramp, .dir = E});
             return single(b);
         }},
        {"clean-upper-level-by-portal", [] {
             Board b = base();
             plateau(b, {2, 1});
             b.setDevice({0, 0}, portal("green"));
             b.setDevice({3, 2}, portal("green"));
             return single(b);
         }},
        {"clean-upper-level-by-teleporter", [] {
             Board b = base(); // move 1 from 0,1 facing east lands on 3,1
             plateau(b, {2, 1});
             b.setDevice({0, 1}, Device{.kind = DeviceKind::Teleporter});
             return single(b);
         }},
        {"clean-upper-level-of-pits", [] {
             Board b = base(); // nothing to stand on up there
             b.cell({2, 2}).level = 1;
             b.cell({2, 2}).floor.kind = FloorKind::Pit;
             return single(b);
         }},
        {"repair-site-unreachable", [] {
             Board b = base();
             room(b, {2, 2});
             b.setDevice({2, 2}, Device{.kind = DeviceKind::RepairSite, .wrenches = 2});
             return single(b);
         }},
        {"clean-repair-site-by-reboot-token", [] {
             Board b = base(); // a closed room of two squares: a rebooting robot lands in it
             for (Direction d : {N, E, W})
                 wall(b, {2, 1}, d);
             for (Direction d : {S, E, W})
                 wall(b, {2, 2}, d);
             b.setDevice({2, 1}, Device{.kind = DeviceKind::RebootToken, .dir = S});
             b.setDevice({2, 2}, Device{.kind = DeviceKind::RepairSite});
             return single(b);
         }},
        {"clean-flag-by-belt", [] {
             Board b = base(); // the only way to the flag is the belt lane up the east column
             for (int y = 0; y < 4; ++y)
                 b.cell({3, y}).floor.kind = FloorKind::Pit;
             b.setDevice({4, 3}, belt(N));
             b.setDevice({4, 2}, belt(N));
             b.setDevice({4, 1}, belt(N));
             return single(b);
         }},
        {"unreachable-repulsors", [] {
             Board b = base();
             b.addEdgeFeature({.pos = EdgePos::of({4, 0}, W), .kind = EdgeKind::Repulsor, .dir = E});
             b.addEdgeFeature({.pos = EdgePos::of({4, 0}, S), .kind = EdgeKind::Repulsor, .dir = N});
             return single(b);
         }},
        {"unreachable-teleporter-too-far", [] {
             Board b = base(); // 2 to 6 squares away in a line: 4,0 is not on a line from 0,2
             wall(b, {4, 0}, W);
             wall(b, {4, 0}, S);
             b.setDevice({0, 2}, Device{.kind = DeviceKind::Teleporter});
             return single(b);
         }},
        {"clean-checkpoint-by-teleporter", [] {
             Board b = base();
             wall(b, {4, 0}, W);
             wall(b, {4, 0}, S);
             b.setDevice({2, 0}, Device{.kind = DeviceKind::Teleporter});
             return single(b);
         }},
        // Edition devices: each edition plays some, ignores some, and lacks some (RULES.md 10.1).
        {"edition-antenna", [] {
             Board b = base();
             b.setDevice({2, 2}, Device{.kind = DeviceKind::PriorityAntenna, .dir = E});
             return single(b);
         }},
        {"edition-energy-space", [] {
             Board b = base();
             b.setDevice({2, 2}, Device{.kind = DeviceKind::EnergySpace});
             return single(b);
         }},
        {"edition-battery", [] {
             Board b = base();
             b.setDevice({2, 2}, Device{.kind = DeviceKind::Battery});
             return single(b);
         }},
        {"edition-reboot-token", [] {
             Board b = base();
             b.setDevice({2, 2}, Device{.kind = DeviceKind::RebootToken, .dir = N});
             wall(b, {2, 2}, N); // robots on it are moved aside, never pushed off
             return single(b);
         }},
        // A second board without start positions: a robot rebooting from it needs its token.
        {"edition-second-board-without-token", [] {
             Course c = twoBoards({5, 0});
             c.placements()[0].board.setDevice({2, 2}, Device{.kind = DeviceKind::PriorityAntenna, .dir = E});
             return c;
         }},
        {"edition-second-board-with-token", [] {
             Course c = twoBoards({5, 0});
             c.placements()[0].board.setDevice({2, 2}, Device{.kind = DeviceKind::PriorityAntenna, .dir = E});
             c.placements()[1].board.setDevice({2, 2}, Device{.kind = DeviceKind::RebootToken, .dir = W});
             return c;
         }},
        {"no-starts-skips-reachability", [] {
             Board b(5, 5, "part"); // a board placed into courses: robots come from elsewhere
             b.addMarker({.kind = MarkerKind::Checkpoint, .at = {4, 0}, .number = 1});
             plateau(b, {2, 1});
             room(b, {0, 0});
             b.setDevice({0, 0}, Device{.kind = DeviceKind::RepairSite});
             return single(b);
         }},
    };
    return all;
}

QStringList codesOf(const std::vector<Diagnostic> &ds)
{
    QStringList out;
    for (const Diagnostic &d : ds)
        out << QString::fromStdString(d.code);
    return out;
}

} // namespace

class TestValidator : public QObject {
    Q_OBJECT
private slots:
    void diagnostics_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("expected");
        const auto row = [](const char *name, QStringList expected) { QTest::newRow(name) << QString::fromLatin1(name) << expected; };
        row("clean-base", {});
        row("clean-rich", {});
        row("clean-course", {});
        row("clean-drop-from-upper-level", {});
        row("clean-portal-into-closed-room", {});
        row("clean-laser-one-cell-to-border", {});
        row("portal-without-partner", {"portal-without-partner"});
        row("portal-too-many-partners", {"portal-too-many-partners", "portal-too-many-partners", "portal-too-many-partners"});
        row("checkpoint-on-pit", {"checkpoint-on-pit"});
        row("checkpoint-on-drain", {"checkpoint-on-pit"});
        row("start-on-pit", {"start-on-pit"});
        row("start-facing-off-board", {"start-facing-off-board"});
        row("duplicate-checkpoint", {"duplicate-checkpoint"});
        row("reboot-token-on-pit", {"reboot-token-on-pit"});
        row("reboot-loop-off-board", {"reboot-loop"});
        row("reboot-loop-into-pit", {"reboot-loop"});
        row("reboot-loop-chain", {"reboot-chain-loop"});
        row("clean-reboot-chain-against-wall", {});
        row("clean-reboot-token-against-wall", {});
        row("checkpoint-on-belt-off-board", {"belt-off-board", "checkpoint-on-belt-end"});
        row("checkpoint-on-belt-into-pit", {"checkpoint-on-belt-end"});
        row("clean-checkpoint-on-belt", {});
        row("timed-crusher", {"timed-never-active"});
        row("timed-flamer", {"timed-never-active"});
        row("timed-trap-door", {"timed-never-active"});
        row("timed-pusher", {"timed-never-active"});
        row("laser-zero-beams", {"laser-beam-count"});
        row("laser-four-beams", {"laser-beam-count"});
        row("ramp-on-flat-floor", {"ramp-not-between-levels"});
        row("ramp-climbing-down", {"upper-level-unreachable", "ramp-not-between-levels"});
        row("ramp-off-board", {"ramp-not-between-levels"});
        row("marker-outside-grid", {"element-outside-grid"});
        row("edge-outside-grid", {"element-outside-grid"});
        row("boards-overlap", {"boards-overlap"});
        row("negative-offset", {"bad-placement"});
        row("course-too-large", {"course-too-large"});
        row("belt-into-wall", {"belt-into-wall"});
        row("belt-into-one-way-wall", {"belt-into-wall"});
        row("belt-into-crate", {"belt-into-wall"});
        row("belt-up-a-ledge", {"belt-into-wall", "upper-level-unreachable"});
        row("belt-off-board", {"belt-off-board"});
        row("checkpoints-not-consecutive", {"checkpoints-not-consecutive"});
        row("too-few-starts", {"too-few-starts"});
        row("unreachable-walls", {"checkpoint-unreachable"});
        row("unreachable-one-way-walls", {"checkpoint-unreachable"});
        row("unreachable-pits", {"checkpoint-unreachable"});
        row("unreachable-crate-and-antenna", {"checkpoint-unreachable"});
        row("unreachable-upper-level", {"checkpoint-unreachable", "upper-level-unreachable"});
        row("laser-into-wall", {"laser-into-wall"});
        row("laser-into-crate", {"laser-into-wall"});
        row("laser-off-board", {"laser-off-board"});
        row("laser-without-wall", {"laser-without-wall"});
        row("clean-laser-with-wall", {});
        row("clean-laser-on-repulsor", {});
        row("pusher-off-board", {"pusher-off-board"});
        row("pusher-into-wall", {"pusher-into-wall"});
        row("pusher-into-border-wall", {"pusher-into-wall"});
        row("pusher-into-crate", {"pusher-into-wall"});
        row("pusher-into-repulsor", {"pusher-into-wall"});
        row("clean-pusher-to-neighbour", {});
        row("clean-pusher-pushes-off-board", {});
        row("upper-level-unreachable", {"upper-level-unreachable"});
        row("clean-upper-level-by-ramp", {});
        row("clean-upper-level-by-portal", {});
        row("clean-upper-level-by-teleporter", {});
        row("clean-upper-level-of-pits", {});
        row("repair-site-unreachable", {"repair-site-unreachable"});
        row("clean-repair-site-by-reboot-token", {});
        row("clean-flag-by-belt", {});
        row("unreachable-repulsors", {"checkpoint-unreachable"});
        row("unreachable-teleporter-too-far", {"checkpoint-unreachable"});
        row("clean-checkpoint-by-teleporter", {});
        row("no-starts-skips-reachability", {"too-few-starts"});
    }
    void diagnostics()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, expected);
        const auto it = cases().find(name);
        QVERIFY2(it != cases().end(), qPrintable(name));
        const Course course = it->second();
        const std::vector<Diagnostic> ds = validate(course);
        QCOMPARE(codesOf(ds), expected);
        for (const Diagnostic &d : ds) {
            const CodeInfo *info = codeInfo(d.code);
            QVERIFY2(info, d.code.c_str());
            QCOMPARE(d.severity, info->severity);
        }
        // A single board validates the same on its own as inside a one-board course, except for
        // the element ids, which combine() remaps.
        if (course.isSingleBoard()) {
            std::vector<Diagnostic> direct = validateBoard(course.placements().front().board);
            QCOMPARE(direct.size(), ds.size());
            for (std::size_t i = 0; i < ds.size(); ++i) {
                QCOMPARE(boardOfCombinedId(ds[i].element), ds[i].element == kNoId ? -1 : 0);
                direct[i].element = ds[i].element;
            }
            QCOMPARE(direct, ds);
        }
    }
    void editionDiagnostics_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QStringList>("expected");
        const auto row = [](const char *name, const char *ruleset, QStringList expected) {
            QTest::addRow("%s %s", name, ruleset) << QString::fromLatin1(name) << QString::fromLatin1(ruleset) << expected;
        };
        // Only the edition checks add anything: a clean board stays clean, except for the antenna
        // the 2016 edition orders robots by.
        row("clean-base", "classic", {});
        row("clean-base", "edition-2016", {"antenna-missing"});
        row("clean-base", "edition-2023", {});
        row("edition-antenna", "classic", {"element-inert"});
        row("edition-antenna", "edition-2016", {});
        row("edition-antenna", "edition-2023", {"element-not-in-edition"});
        row("edition-energy-space", "classic", {"element-inert"});
        row("edition-energy-space", "edition-2016", {"antenna-missing"});
        row("edition-energy-space", "edition-2023", {"element-not-in-edition"});
        row("edition-battery", "classic", {"element-inert"});
        row("edition-battery", "edition-2016", {"antenna-missing", "element-inert"});
        row("edition-battery", "edition-2023", {});
        row("edition-reboot-token", "classic", {"element-inert"});
        row("edition-reboot-token", "edition-2016", {"antenna-missing"});
        row("edition-reboot-token", "edition-2023", {});
        row("edition-second-board-without-token", "classic", {"element-inert"});
        row("edition-second-board-without-token", "edition-2016", {"reboot-token-missing"});
        row("edition-second-board-without-token", "edition-2023", {"reboot-token-missing", "element-not-in-edition"});
        row("edition-second-board-with-token", "edition-2016", {});
        row("edition-second-board-with-token", "edition-2023", {"element-not-in-edition"});
        // A board without starts on its own is a part of a course: it needs its token too.
        row("no-starts-skips-reachability", "edition-2023", {"too-few-starts", "reboot-token-missing"});
        // The edition checks come after the course's own: a course that cannot be combined has
        // nothing else to say.
        row("boards-overlap", "edition-2023", {"boards-overlap"});
    }
    void editionDiagnostics()
    {
        QFETCH(QString, name);
        QFETCH(QString, ruleset);
        QFETCH(QStringList, expected);
        const rf::rules::Ruleset *rs = rf::rules::rulesetById(ruleset.toStdString());
        QVERIFY(rs);
        const Course course = cases().at(name)();
        const std::vector<Diagnostic> ds = validate(course, rs->traits());
        QVERIFY2(codesOf(ds) == expected, qPrintable(codesOf(ds).join(QLatin1Char(' '))));
        for (const Diagnostic &d : ds)
            QCOMPARE(d.severity, codeInfo(d.code)->severity);
        // Without an edition none of these are said.
        for (const Diagnostic &d : validate(course))
            QVERIFY2(!d.code.starts_with("element-inert") && d.code != "antenna-missing" && d.code != "reboot-token-missing", d.code.c_str());
    }
    void editionDiagnosticsNameTheirPlace()
    {
        const Course course = cases().at(QStringLiteral("edition-second-board-without-token"))();
        const std::vector<Diagnostic> ds = validate(course, rf::rules::rulesetById("edition-2023")->traits());
        QCOMPARE(ds.size(), std::size_t{2});
        // The board: its number and name, placed on its first square of the combined grid.
        QCOMPARE(ds[0].args, (std::vector<std::string>{"2", "second"}));
        QCOMPARE(ds[0].cell, std::optional<Point>(Point{5, 0}));
        QCOMPARE(rf::text::diagnosticText(ds[0]),
                 std::string("Board 2 (second) has no reboot token: a robot rebooting from it re-enters at its start position"));
        QCOMPARE(ds[1].cell, std::optional<Point>(Point{2, 2}));
        QCOMPARE(ds[1].element, course.placements()[0].board.cell({2, 2}).device.id | (rf::model::ElementId{1} << kCombinedIdShift));
        QCOMPARE(rf::text::diagnosticText(ds[1]),
                 std::string("Priority antenna does not exist in this edition: a scenario played in it is refused"));
        const std::vector<Diagnostic> inert = validate(cases().at(QStringLiteral("edition-battery"))(), rf::rules::rulesetById("classic")->traits());
        QCOMPARE(rf::text::diagnosticText(inert.front()), std::string("Battery does nothing in this edition"));
    }
    void everyCaseHasARow()
    {
        // Guards against a builder that no data row exercises.
        QCOMPARE(static_cast<int>(cases().size()), 79);
    }
    void everyCodeIsExercised()
    {
        QSet<QString> seen;
        for (const auto &[name, build] : cases()) {
            for (const QString &c : codesOf(validate(build())))
                seen.insert(c);
            for (const char *ruleset : {"classic", "edition-2016", "edition-2023"})
                for (const QString &c : codesOf(validate(build(), rf::rules::rulesetById(ruleset)->traits())))
                    seen.insert(c);
        }
        for (const CodeInfo &info : kCodes)
            QVERIFY2(seen.contains(QString::fromUtf8(info.code.data(), static_cast<qsizetype>(info.code.size()))), info.code.data());
    }
    void rebootChainCountsTheRobots()
    {
        // Three robots in a line from the token to the bottom row: the third is pushed off.
        const std::vector<Diagnostic> ds = validate(cases().at(QStringLiteral("reboot-loop-chain"))());
        QCOMPARE(ds.size(), std::size_t{1});
        QCOMPARE(ds[0].cell, std::optional<Point>(Point{3, 2}));
        QCOMPARE(ds[0].args, (std::vector<std::string>{"S", "3"}));
    }
    void placesAndArguments()
    {
        Board b = base();
        b.setDevice({2, 2}, portal("red"));
        wall(b, {0, 2}, W);
        b.addEdgeFeature(laser({0, 2}, W, E, 0));
        b.addMarker({.kind = MarkerKind::Checkpoint, .at = {3, 0}, .number = 3});
        const std::vector<Diagnostic> ds = validateBoard(b);
        QCOMPARE(ds.size(), std::size_t{3});
        // Sorted by place (row, then column), then code.
        QCOMPARE(ds[0].code, std::string("checkpoints-not-consecutive"));
        QCOMPARE(ds[0].cell, std::optional<Point>(Point{3, 0}));
        QCOMPARE(ds[0].args, (std::vector<std::string>{"2", "3"}));
        QCOMPARE(ds[1].code, std::string("laser-beam-count"));
        QCOMPARE(ds[1].edge, std::optional<EdgePos>(EdgePos::of({0, 2}, W)));
        QCOMPARE(ds[2].code, std::string("portal-without-partner"));
        QCOMPARE(ds[2].args, (std::vector<std::string>{"red"}));
        QCOMPARE(ds[2].element, b.cell({2, 2}).device.id);
        QCOMPARE(rf::text::diagnosticText(ds[2]), std::string("Portal of colour \"red\" has no partner"));
    }
    void featuresThatDoNothingPlacesAndArguments()
    {
        Board b = base();
        room(b, {0, 0});
        const ElementId site = b.setDevice({0, 0}, Device{.kind = DeviceKind::RepairSite, .wrenches = 2});
        plateau(b, {2, 1});
        const ElementId push = b.addEdgeFeature(pusher({0, 2}, W, W));
        const ElementId beam = b.addEdgeFeature(laser({2, 3}, W, E));
        const std::vector<Diagnostic> ds = validateBoard(b);
        QCOMPARE(codesOf(ds), (QStringList{"repair-site-unreachable", "upper-level-unreachable", "pusher-off-board",
                                           "laser-without-wall"}));
        QCOMPARE(ds[0].cell, std::optional<Point>(Point{0, 0}));
        QCOMPARE(ds[0].element, site);
        QCOMPARE(rf::text::diagnosticText(ds[0]),
                 std::string("Repair site (2 wrench(es)) cannot be reached from any start position"));
        // A raised area is no element: it is named by its first square in reading order.
        QCOMPARE(ds[1].cell, std::optional<Point>(Point{2, 1}));
        QCOMPARE(ds[1].element, kNoId);
        QCOMPARE(ds[1].args, (std::vector<std::string>{"4"}));
        QCOMPARE(ds[2].edge, std::optional<EdgePos>(EdgePos::of({0, 2}, W)));
        QCOMPARE(ds[2].element, push);
        QCOMPARE(rf::text::diagnosticText(ds[2]),
                 std::string("Pusher pushing west pushes towards a square off the board and acts on nothing"));
        QCOMPARE(ds[3].edge, std::optional<EdgePos>(EdgePos::of({2, 3}, W)));
        QCOMPARE(ds[3].element, beam);
        QCOMPARE(ds[3].args, (std::vector<std::string>{"E"}));
    }
    void courseDiagnosticsUseCombinedGrid()
    {
        Course c = twoBoards({5, 0});
        Board &second = c.placements()[1].board;
        second.setDevice({1, 1}, portal("green"));
        second.addMarker({.kind = MarkerKind::Dock, .at = {6, 0}}); // outside its own board
        const std::vector<Diagnostic> ds = validate(c);
        QCOMPARE(codesOf(ds), (QStringList{"element-outside-grid", "portal-without-partner"}));
        QCOMPARE(ds[0].cell, std::optional<Point>(Point{11, 0}));
        QCOMPARE(ds[1].cell, std::optional<Point>(Point{6, 1}));
        QCOMPARE(boardOfCombinedId(ds[1].element), 1);
    }
    void startFacingOffBoardNamesStartAndDirection()
    {
        const std::vector<Diagnostic> ds = validate(cases().at(QStringLiteral("start-facing-off-board"))());
        QCOMPARE(ds.size(), std::size_t{1});
        QCOMPARE(ds[0].cell, std::optional<Point>(Point{4, 4}));
        QCOMPARE(ds[0].args, (std::vector<std::string>{"3", "S"}));
        QCOMPARE(ds[0].severity, Severity::Warning);
        QCOMPARE(rf::text::diagnosticText(ds[0]),
                 std::string("Start position 3 faces south, off the board: a robot's first move leaves it"));
    }
    void overlapNamesBoardsAndCell()
    {
        const std::vector<Diagnostic> ds = validate(twoBoards({3, 0}));
        QCOMPARE(ds.size(), std::size_t{1});
        QCOMPARE(ds[0].args, (std::vector<std::string>{"1", "2"}));
        QCOMPARE(ds[0].cell, std::optional<Point>(Point{3, 0}));
        QCOMPARE(rf::text::diagnosticText(ds[0]), std::string("Boards 1 and 2 overlap"));
    }
    void messagesForEveryCode()
    {
        for (const auto &[name, build] : cases()) {
            for (const Diagnostic &d : validate(build())) {
                const std::string m = rf::text::diagnosticText(d);
                QVERIFY2(!m.empty() && m != d.code, d.code.c_str());
                QVERIFY2(m.find('?') == std::string::npos, m.c_str()); // every argument was filled
            }
        }
        QCOMPARE(severityName(Severity::Error), std::string_view("error"));
        QCOMPARE(severityName(Severity::Warning), std::string_view("warning"));
    }
    void codeTableIsConsistent()
    {
        QSet<QString> names;
        for (const CodeInfo &info : kCodes) {
            const QString n = QString::fromUtf8(info.code.data(), static_cast<qsizetype>(info.code.size()));
            QVERIFY2(!names.contains(n), qPrintable(n));
            names.insert(n);
            QVERIFY(!info.text.empty());
        }
        QVERIFY(codeInfo("no-such-code") == nullptr);
    }
};

RF_TEST_APPLESS_MAIN(TestValidator)
#include "tst_validator.moc"
