// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "validate/validator.h"

#include "model/laserpath.h"
#include "model/passage.h"
#include "rules/ruleset.h"
#include "rules/scenarioerror.h"
#include "validate/codes.h"
#include "validate/reachability.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <tuple>
#include <vector>

namespace rf::validate {

using namespace rf::model;

namespace {

Diagnostic make(std::string_view code, std::vector<std::string> args = {})
{
    const CodeInfo *info = codeInfo(code);
    Diagnostic d;
    d.code = std::string(code);
    d.severity = info ? info->severity : Severity::Error;
    d.args = std::move(args);
    return d;
}

Diagnostic atCell(std::string_view code, Point p, ElementId id, std::vector<std::string> args = {})
{
    Diagnostic d = make(code, std::move(args));
    d.cell = p;
    d.element = id;
    return d;
}

Diagnostic atEdge(std::string_view code, EdgePos e, ElementId id, std::vector<std::string> args = {})
{
    Diagnostic d = make(code, std::move(args));
    d.edge = e;
    d.element = id;
    return d;
}

std::string letter(Direction d) { return std::string(directionLetter(d)); }

void checkMarkers(const Board &b, std::vector<Diagnostic> &out)
{
    int starts = 0;
    for (const Marker &m : b.markers()) {
        if (!b.contains(m.at)) {
            out.push_back(atCell(code::kElementOutsideGrid, m.at, m.id, {std::string(markerKindName(m.kind))}));
            continue;
        }
        const FloorKind floor = b.cell(m.at).floor.kind;
        if (m.kind == MarkerKind::Start) {
            ++starts;
            // Facing the border: the first move card drives the robot off (other clients turn it).
            if (!b.contains(step(m.at, m.facing)))
                out.push_back(atCell(code::kStartFacingOffBoard, m.at, m.id, {std::to_string(m.number), std::string(directionLetter(m.facing))}));
        }
        if (m.kind != MarkerKind::Dock && floorDestroys(floor))
            out.push_back(atCell(m.kind == MarkerKind::Checkpoint ? code::kCheckpointOnPit : code::kStartOnPit, m.at,
                                 m.id, {std::to_string(m.number), std::string(floorKindName(floor))}));
    }
    if (starts < 2)
        out.push_back(make(code::kTooFewStarts, {std::to_string(starts)}));

    // markersOf() is sorted by number: duplicates are neighbours, gaps are jumps.
    const std::vector<const Marker *> checkpoints = b.markersOf(MarkerKind::Checkpoint);
    int expected = 1;
    for (std::size_t i = 0; i < checkpoints.size(); ++i) {
        const Marker &m = *checkpoints[i];
        if (i > 0 && checkpoints[i - 1]->number == m.number) {
            out.push_back(atCell(code::kDuplicateCheckpoint, m.at, m.id, {std::to_string(m.number)}));
            continue;
        }
        if (m.number != expected)
            out.push_back(atCell(code::kCheckpointsNotConsecutive, m.at, m.id,
                                 {std::to_string(expected), std::to_string(m.number)}));
        expected = m.number + 1;
    }
}

// The square an edge feature acts on, as model::laserPath and the engine's pushers choose it:
// the neighbour of the edge in the feature's direction (off the board on a border edge that
// faces outwards).
Point cellInFront(const EdgeFeature &f)
{
    const Point a = f.pos.before();
    const Point c = f.pos.after();
    return step(a, f.dir) == c ? c : a;
}

void checkLaser(const Board &b, const PassageTable &passage, const EdgeFeature &f, std::vector<Diagnostic> &out)
{
    if (f.beams < 1 || f.beams > 3)
        out.push_back(atEdge(code::kLaserBeamCount, f.pos, f.id, {std::to_string(f.beams)}));
    const Point first = cellInFront(f);
    if (!b.contains(first)) {
        // Its wall would be in front of it: turning it round is the fix, not adding a wall.
        out.push_back(atEdge(code::kLaserOffBoard, f.pos, f.id, {letter(f.dir)}));
        return;
    }
    // Its path (model::laserPath) is empty on a crate or antenna and one square long when the
    // board stops the beam leaving that square; tracing the whole path is not needed.
    const bool noPath = blocksLikeWall(b.cell(first).device.kind);
    if (noPath || (beamBlockedLeaving(b, first, f.dir) && walled(passage.edgeCrossing(first, f.dir))))
        out.push_back(atEdge(code::kLaserIntoWall, f.pos, f.id, {letter(f.dir)}));
    // A laser edge does not block robots (docs/rules.md, "A laser's wall"), so a laser meant to
    // hang on a wall needs one on its edge.
    if (!edgeHasWall(b, f.pos))
        out.push_back(atEdge(code::kLaserWithoutWall, f.pos, f.id, {letter(f.dir)}));
}

// A pusher acts on nothing when its square is off the board, or when the push out of its square
// is always blocked (the engine stops a push where the passage does: walls, repulsors, ledges from
// below, a crate or antenna in the next square). Pushing a robot off the board or into a pit does act.
void checkPusher(const Board &b, const PassageTable &passage, const EdgeFeature &f, std::vector<Diagnostic> &out)
{
    const Point pushed = cellInFront(f);
    if (!b.contains(pushed)) {
        out.push_back(atEdge(code::kPusherOffBoard, f.pos, f.id, {letter(f.dir)}));
        return;
    }
    if (!passable(passage.crossing(pushed, f.dir)))
        out.push_back(atEdge(code::kPusherIntoWall, f.pos, f.id, {letter(f.dir)}));
}

void checkEdges(const Board &b, const PassageTable &passage, std::vector<Diagnostic> &out)
{
    for (const EdgeFeature &f : b.edgeFeatures()) {
        if (!b.containsEdge(f.pos)) {
            out.push_back(atEdge(code::kElementOutsideGrid, f.pos, f.id, {std::string(edgeKindName(f.kind))}));
            continue;
        }
        // Lasers with no register listed are always active (board.h); pushers must name some.
        if (f.kind == EdgeKind::Pusher && f.registers.empty())
            out.push_back(atEdge(code::kTimedNeverActive, f.pos, f.id, {std::string(edgeKindName(f.kind))}));
        if (f.kind == EdgeKind::Pusher)
            checkPusher(b, passage, f, out);
        if (f.kind == EdgeKind::Laser)
            checkLaser(b, passage, f, out);
    }
}

// Whether a robot moved out of `p` towards `d` (by a belt, a push) is destroyed: it falls off the
// board or onto a pit or drain. A wall in the way stops it where it is.
bool moveDestroys(const Board &b, const PassageTable &passage, Point p, Direction d)
{
    if (!passable(passage.crossing(p, d)))
        return false;
    const Point next = step(p, d);
    return !b.contains(next) || floorDestroys(b.cell(next).floor.kind);
}

void checkRebootToken(const Board &b, const PassageTable &passage, Point p, const Cell &cell, std::vector<Diagnostic> &out)
{
    if (floorDestroys(cell.floor.kind))
        out.push_back(atCell(code::kRebootTokenOnPit, p, cell.device.id, {std::string(floorKindName(cell.floor.kind))}));
    else if (const int robots = rebootLoopRobots(b, passage, p, cell.device.dir); robots == 1)
        out.push_back(atCell(code::kRebootLoop, p, cell.device.id, {letter(cell.device.dir)}));
    else if (robots > 1)
        out.push_back(atCell(code::kRebootChainLoop, p, cell.device.id, {letter(cell.device.dir), std::to_string(robots)}));
}

// A checkpoint is taken at the end of a register, after the belts moved: on the last piece of a
// belt that carries robots off the board or into a pit, a robot takes it only to be destroyed by
// the next belt move.
void checkCheckpointsOnBelts(const Board &b, const PassageTable &passage, std::vector<Diagnostic> &out)
{
    for (const Marker *m : b.markersOf(MarkerKind::Checkpoint)) {
        if (!b.contains(m->at))
            continue;
        const Device &d = b.cell(m->at).device;
        if (d.kind == DeviceKind::Belt && moveDestroys(b, passage, m->at, d.dir))
            out.push_back(atCell(code::kCheckpointOnBeltEnd, m->at, m->id, {std::to_string(m->number), letter(d.dir)}));
    }
}

void checkBelt(const Board &b, const PassageTable &passage, Point p, const Device &belt, std::vector<Diagnostic> &out)
{
    const Point next = step(p, belt.dir);
    if (!b.contains(next)) {
        out.push_back(atCell(code::kBeltOffBoard, p, belt.id, {letter(belt.dir)}));
        return;
    }
    if (!passable(passage.crossing(p, belt.dir)))
        out.push_back(atCell(code::kBeltIntoWall, p, belt.id, {letter(belt.dir)}));
}

void checkDevices(const Board &b, const PassageTable &passage, std::vector<Diagnostic> &out)
{
    std::map<std::string, std::vector<std::pair<Point, ElementId>>, std::less<>> portals;
    for (Point p{0, 0}; p.y < b.height(); ++p.y) {
        for (p.x = 0; p.x < b.width(); ++p.x) {
            const Cell &cell = b.cell(p);
            const Device &d = cell.device;
            switch (d.kind) {
            case DeviceKind::None: continue;
            case DeviceKind::Belt: checkBelt(b, passage, p, d, out); break;
            case DeviceKind::Portal: portals[d.colour].emplace_back(p, d.id); break;
            case DeviceKind::RebootToken: checkRebootToken(b, passage, p, cell, out); break;
            case DeviceKind::Ramp: {
                const Point top = step(p, d.dir);
                if (!b.contains(top) || b.cell(top).level <= cell.level)
                    out.push_back(atCell(code::kRampNotBetweenLevels, p, d.id, {letter(d.dir)}));
                break;
            }
            default: break;
            }
            if (deviceIsTimed(d.kind) && d.registers.empty())
                out.push_back(atCell(code::kTimedNeverActive, p, d.id, {std::string(deviceKindName(d.kind))}));
        }
    }
    for (const auto &[colour, cells] : portals) {
        if (cells.size() == 2)
            continue;
        for (const auto &[p, id] : cells) {
            if (cells.size() == 1)
                out.push_back(atCell(code::kPortalWithoutPartner, p, id, {colour}));
            else
                out.push_back(atCell(code::kPortalTooManyPartners, p, id, {colour, std::to_string(cells.size())}));
        }
    }
}

std::size_t cellIndex(const Board &b, Point p)
{
    return static_cast<std::size_t>(p.y) * static_cast<std::size_t>(b.width()) + static_cast<std::size_t>(p.x);
}

struct RaisedArea {
    std::size_t squares = 0;
    bool reached = false;   // a robot gets onto one of its squares
    bool standable = false; // one of its squares is neither a pit, a drain, a crate nor an antenna
};

// Floods the upper-level squares joined side by side to `start` (walls do not split an area),
// marking them in `seen`.
RaisedArea floodRaisedArea(const Board &b, Point start, const std::vector<std::uint8_t> &reached,
                           std::vector<std::uint8_t> &seen)
{
    RaisedArea area;
    std::vector<Point> queue{start};
    seen[cellIndex(b, start)] = 1;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const Point q = queue[head];
        const Cell &cell = b.cell(q);
        area.reached = area.reached || reached[cellIndex(b, q)];
        area.standable = area.standable || mayStand(cell);
        for (Direction d : kAllDirections) {
            const Point r = step(q, d);
            if (b.contains(r) && b.cell(r).level >= 1 && !seen[cellIndex(b, r)]) {
                seen[cellIndex(b, r)] = 1;
                queue.push_back(r);
            }
        }
    }
    area.squares = queue.size();
    return area;
}

// One warning per raised area of which no square is reached, placed on its first square in
// reading order. An area with no square to stand on has nothing to reach and is left alone.
void checkUpperLevels(const Board &b, const std::vector<std::uint8_t> &reached, std::vector<Diagnostic> &out)
{
    std::vector<std::uint8_t> seen(reached.size(), 0);
    for (Point p{0, 0}; p.y < b.height(); ++p.y) {
        for (p.x = 0; p.x < b.width(); ++p.x) {
            if (b.cell(p).level < 1 || seen[cellIndex(b, p)])
                continue;
            const RaisedArea area = floodRaisedArea(b, p, reached, seen);
            if (!area.reached && area.standable)
                out.push_back(atCell(code::kUpperLevelUnreachable, p, kNoId, {std::to_string(area.squares)}));
        }
    }
}

// Skipped on a grid without starts: a single board is a part that robots enter from the boards
// placed next to it, which the validator cannot know (too-few-starts already says so).
void checkReachability(const Board &b, const PassageTable &passage, std::vector<Diagnostic> &out)
{
    const std::vector<std::uint8_t> reached = reachableFromStarts(b, passage);
    if (reached.empty())
        return;
    for (const Marker *m : b.markersOf(MarkerKind::Checkpoint)) {
        if (!b.contains(m->at) || floorDestroys(b.cell(m->at).floor.kind))
            continue; // reported as outside the grid / on a pit
        if (!reached[cellIndex(b, m->at)])
            out.push_back(atCell(code::kCheckpointUnreachable, m->at, m->id, {std::to_string(m->number)}));
    }
    for (Point p{0, 0}; p.y < b.height(); ++p.y)
        for (p.x = 0; p.x < b.width(); ++p.x)
            if (const Device &d = b.cell(p).device; d.kind == DeviceKind::RepairSite && !reached[cellIndex(b, p)])
                out.push_back(atCell(code::kRepairSiteUnreachable, p, d.id, {std::to_string(d.wrenches)}));
    checkUpperLevels(b, reached, out);
}

// Where a diagnostic sits for sorting: the cell, or for an edge the cell after it.
std::tuple<int, int, int> placeKey(const Diagnostic &d)
{
    if (d.cell)
        return {1, d.cell->y, d.cell->x};
    if (d.edge)
        return {1, d.edge->y, d.edge->x};
    return {0, 0, 0};
}

std::string_view outsideKind(const Marker &m) { return markerKindName(m.kind); }
std::string_view outsideKind(const EdgeFeature &f) { return edgeKindName(f.kind); }

// Markers and edge features outside their own board of a course: after combining they could
// land on a neighbouring board, so they are checked before.
void checkPlacementGrids(const Course &c, std::vector<Diagnostic> &out)
{
    for (std::size_t i = 0; i < c.placements().size(); ++i) {
        const Placement &pl = c.placements()[i];
        const Board &b = pl.board;
        const int index = static_cast<int>(i);
        for (const Marker &m : b.markers())
            if (!b.contains(m.at))
                out.push_back(atCell(code::kElementOutsideGrid, localToCombined(pl, m.at), combinedId(index, m.id), {std::string(outsideKind(m))}));
        for (const EdgeFeature &f : b.edgeFeatures())
            if (!b.containsEdge(f.pos))
                out.push_back(atEdge(code::kElementOutsideGrid, localToCombined(pl, f.pos), combinedId(index, f.id), {std::string(outsideKind(f))}));
    }
}

} // namespace

int rebootLoopRobots(const Board &b, const PassageTable &passage, Point token, Direction arrow)
{
    Point p = token;
    for (int robots = 1; robots <= kRebootChain; ++robots) {
        if (moveDestroys(b, passage, p, arrow))
            return robots;
        if (!passable(passage.crossing(p, arrow)))
            return 0; // the chain stops here
        p = step(p, arrow);
    }
    return 0;
}

void sortDiagnostics(std::vector<Diagnostic> &diagnostics)
{
    std::ranges::sort(diagnostics, [](const Diagnostic &a, const Diagnostic &b) {
        return std::tuple(placeKey(a), a.edge.has_value(), a.edge, a.code, a.element, a.args) <
               std::tuple(placeKey(b), b.edge.has_value(), b.edge, b.code, b.element, b.args);
    });
}

std::vector<Diagnostic> validateBoard(const Board &board)
{
    std::vector<Diagnostic> out;
    const PassageTable passage(board);
    checkMarkers(board, out);
    checkEdges(board, passage, out);
    checkDevices(board, passage, out);
    checkCheckpointsOnBelts(board, passage, out);
    checkReachability(board, passage, out);
    sortDiagnostics(out);
    return out;
}

namespace {

// The course's combine error as the simulator reports it (rules::courseError), with the
// diagnostic code the validation panel lists it under.
Diagnostic courseDiagnostic(const rules::ScenarioError &e)
{
    using Code = rules::ScenarioError::Code;
    if (e.code == Code::CourseOverlap) {
        Diagnostic d = make(code::kBoardsOverlap, {std::to_string(e.number), std::to_string(e.value)});
        d.cell = e.cell;
        return d;
    }
    if (e.code == Code::CourseTooLarge)
        return make(code::kCourseTooLarge, {std::to_string(e.size.width), std::to_string(e.size.height), std::to_string(e.number)});
    // Code::CourseNegativeOffset, the only other code rules::courseError gives.
    return make(code::kBadPlacement, {std::to_string(e.number)});
}

} // namespace

std::vector<Diagnostic> validate(const Course &course)
{
    std::vector<Diagnostic> out;
    const auto combined = combine(course);
    if (!combined) {
        out.push_back(courseDiagnostic(rules::courseError(course, combined.error())));
        return out;
    }
    checkPlacementGrids(course, out);
    for (Diagnostic &d : validateBoard(*combined))
        if (d.code != code::kElementOutsideGrid) // already reported against its own board
            out.push_back(std::move(d));
    sortDiagnostics(out);
    return out;
}

DeviceUse deviceUse(const rules::RulesetTraits &t, DeviceKind k)
{
    switch (k) {
    // The priority token replaced the antenna and batteries replaced energy spaces (RULES.md
    // 10.1, 10.7): an edition with the token has neither.
    case DeviceKind::PriorityAntenna: return t.antenna ? DeviceUse::Plays : t.priorityToken ? DeviceUse::Absent : DeviceUse::Inert;
    case DeviceKind::EnergySpace: return t.priorityToken ? DeviceUse::Absent : t.energy ? DeviceUse::Plays : DeviceUse::Inert;
    case DeviceKind::Battery: return t.priorityToken ? DeviceUse::Plays : DeviceUse::Inert;
    case DeviceKind::RebootToken: return t.reboots ? DeviceUse::Plays : DeviceUse::Inert;
    default: return DeviceUse::Plays;
    }
}

namespace {

bool hasDevice(const Board &b, DeviceKind k)
{
    for (Point p{0, 0}; p.y < b.height(); ++p.y)
        for (p.x = 0; p.x < b.width(); ++p.x)
            if (b.cell(p).device.kind == k)
                return true;
    return false;
}

// Devices the edition does not have or does not play, on the combined grid.
void checkEditionDevices(const Board &b, const rules::RulesetTraits &edition, std::vector<Diagnostic> &out)
{
    for (Point p{0, 0}; p.y < b.height(); ++p.y)
        for (p.x = 0; p.x < b.width(); ++p.x) {
            const Device &d = b.cell(p).device;
            const DeviceUse use = deviceUse(edition, d.kind);
            if (use != DeviceUse::Plays)
                out.push_back(atCell(use == DeviceUse::Absent ? code::kElementNotInEdition : code::kElementInert, p, d.id,
                                     {std::string(deviceKindName(d.kind))}));
        }
}

// A robot reboots onto the token of the board it was on; on a board with start positions it may
// re-enter at its own (RULES.md 6, 10.9), so only the others need one.
void checkRebootTokens(const Course &course, std::vector<Diagnostic> &out)
{
    for (std::size_t i = 0; i < course.placements().size(); ++i) {
        const Placement &pl = course.placements()[i];
        if (!pl.board.markersOf(MarkerKind::Start).empty() || hasDevice(pl.board, DeviceKind::RebootToken))
            continue;
        const std::string &name = !pl.board.info().name.empty() ? pl.board.info().name : pl.source;
        Diagnostic d = make(code::kRebootTokenMissing, {std::to_string(i + 1), name.empty() ? std::to_string(i + 1) : name});
        d.cell = localToCombined(pl, Point{0, 0});
        out.push_back(std::move(d));
    }
}

} // namespace

std::vector<Diagnostic> validate(const Course &course, const rules::RulesetTraits &edition)
{
    std::vector<Diagnostic> out = validate(course);
    const auto combined = combine(course);
    if (!combined)
        return out;
    checkEditionDevices(*combined, edition, out);
    if (edition.antenna && !hasDevice(*combined, DeviceKind::PriorityAntenna))
        out.push_back(make(code::kAntennaMissing));
    if (edition.reboots)
        checkRebootTokens(course, out);
    sortDiagnostics(out);
    return out;
}

bool hasErrors(const std::vector<Diagnostic> &diagnostics)
{
    return std::ranges::any_of(diagnostics, [](const Diagnostic &d) { return d.severity == Severity::Error; });
}

} // namespace rf::validate
