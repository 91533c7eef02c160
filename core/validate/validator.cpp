// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "validate/validator.h"

#include "model/laserpath.h"
#include "validate/codes.h"
#include "validate/reachability.h"

#include <algorithm>
#include <map>
#include <string>
#include <tuple>

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

bool isDeadlyFloor(FloorKind k) { return k == FloorKind::Pit || k == FloorKind::Drain; }

void checkMarkers(const Board &b, std::vector<Diagnostic> &out)
{
    int starts = 0;
    for (const Marker &m : b.markers()) {
        if (!b.contains(m.at)) {
            out.push_back(atCell(code::kElementOutsideGrid, m.at, m.id, {std::string(markerKindName(m.kind))}));
            continue;
        }
        const FloorKind floor = b.cell(m.at).floor.kind;
        if (m.kind == MarkerKind::Start)
            ++starts;
        if (m.kind != MarkerKind::Dock && isDeadlyFloor(floor))
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

void checkLaser(const Board &b, const BlockMasks &masks, const EdgeFeature &f, std::vector<Diagnostic> &out)
{
    if (f.beams < 1 || f.beams > 3)
        out.push_back(atEdge(code::kLaserBeamCount, f.pos, f.id, {std::to_string(f.beams)}));
    // Same choice of the first cell as model::laserPath: the neighbour in the firing direction.
    const Point a = f.pos.before();
    const Point c = f.pos.after();
    const Point first = step(a, f.dir) == c ? c : a;
    if (!b.contains(first)) {
        out.push_back(atEdge(code::kLaserOffBoard, f.pos, f.id, {letter(f.dir)}));
        return;
    }
    const std::vector<Point> path = laserPath(b, f);
    if (path.empty() || (path.size() == 1 && masks.wallBlocks(first, f.dir)))
        out.push_back(atEdge(code::kLaserIntoWall, f.pos, f.id, {letter(f.dir)}));
}

void checkEdges(const Board &b, const BlockMasks &masks, std::vector<Diagnostic> &out)
{
    for (const EdgeFeature &f : b.edgeFeatures()) {
        if (!b.containsEdge(f.pos)) {
            out.push_back(atEdge(code::kElementOutsideGrid, f.pos, f.id, {std::string(edgeKindName(f.kind))}));
            continue;
        }
        // Lasers with no register listed are always active (board.h); pushers must name some.
        if (f.kind == EdgeKind::Pusher && f.registers.empty())
            out.push_back(atEdge(code::kTimedNeverActive, f.pos, f.id, {std::string(edgeKindName(f.kind))}));
        if (f.kind == EdgeKind::Laser)
            checkLaser(b, masks, f, out);
    }
}

void checkBelt(const Board &b, const BlockMasks &masks, Point p, const Device &belt, std::vector<Diagnostic> &out)
{
    const Point next = step(p, belt.dir);
    if (!b.contains(next)) {
        out.push_back(atCell(code::kBeltOffBoard, p, belt.id, {letter(belt.dir)}));
        return;
    }
    if (masks.blocks(p, belt.dir) || blocksLikeWall(b.cell(next).device.kind))
        out.push_back(atCell(code::kBeltIntoWall, p, belt.id, {letter(belt.dir)}));
}

void checkDevices(const Board &b, const BlockMasks &masks, std::vector<Diagnostic> &out)
{
    std::map<std::string, std::vector<std::pair<Point, ElementId>>, std::less<>> portals;
    for (Point p{0, 0}; p.y < b.height(); ++p.y) {
        for (p.x = 0; p.x < b.width(); ++p.x) {
            const Cell &cell = b.cell(p);
            const Device &d = cell.device;
            switch (d.kind) {
            case DeviceKind::None: continue;
            case DeviceKind::Belt: checkBelt(b, masks, p, d, out); break;
            case DeviceKind::Portal: portals[d.colour].emplace_back(p, d.id); break;
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

void checkReachability(const Board &b, const BlockMasks &masks, std::vector<Diagnostic> &out)
{
    const std::vector<std::uint8_t> reached = reachableFromStarts(b, masks);
    if (reached.empty())
        return; // no start on the grid: too-few-starts already says so
    for (const Marker *m : b.markersOf(MarkerKind::Checkpoint)) {
        if (!b.contains(m->at) || isDeadlyFloor(b.cell(m->at).floor.kind))
            continue; // reported as outside the grid / on a pit
        const auto i = static_cast<std::size_t>(m->at.y) * static_cast<std::size_t>(b.width()) + static_cast<std::size_t>(m->at.x);
        if (!reached[i])
            out.push_back(atCell(code::kCheckpointUnreachable, m->at, m->id, {std::to_string(m->number)}));
    }
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
    const BlockMasks masks(board);
    checkMarkers(board, out);
    checkEdges(board, masks, out);
    checkDevices(board, masks, out);
    checkReachability(board, masks, out);
    sortDiagnostics(out);
    return out;
}

std::vector<Diagnostic> validate(const Course &course)
{
    std::vector<Diagnostic> out;
    const auto combined = combine(course);
    if (!combined) {
        const CombineError &e = combined.error();
        if (e.placementA >= 0 && e.placementB >= 0) {
            Diagnostic d = make(code::kBoardsOverlap, {std::to_string(e.placementA + 1), std::to_string(e.placementB + 1)});
            d.cell = e.cell;
            out.push_back(std::move(d));
        } else {
            out.push_back(make(code::kBadPlacement, {e.placementA >= 0 ? std::to_string(e.placementA + 1) : std::string(), e.message}));
        }
        return out;
    }
    checkPlacementGrids(course, out);
    for (Diagnostic &d : validateBoard(*combined))
        if (d.code != code::kElementOutsideGrid) // already reported against its own board
            out.push_back(std::move(d));
    sortDiagnostics(out);
    return out;
}

bool hasErrors(const std::vector<Diagnostic> &diagnostics)
{
    return std::ranges::any_of(diagnostics, [](const Diagnostic &d) { return d.severity == Severity::Error; });
}

} // namespace rf::validate
