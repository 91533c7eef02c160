// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/layout.h"

#include "model/passage.h"
#include "validate/validator.h"

#include <algorithm>
#include <cstdlib>
#include <set>
#include <span>

namespace rf::analysis {

using namespace rf::model;

namespace {

struct Rect {
    int x = 0, y = 0, w = 0, h = 0;
    bool overlaps(const Rect &o) const { return x < o.x + o.w && o.x < x + w && y < o.y + o.h && o.y < y + h; }
    bool contains(Point p) const { return p.x >= x && p.y >= y && p.x < x + w && p.y < y + h; }
};

Rect footprint(const Placement &pl)
{
    const Size s = rotateSize(pl.board.size(), pl.rotation);
    return Rect{pl.offset.x, pl.offset.y, s.width, s.height};
}

// The board without the markers the generator sets itself: checkpoints always, starts and docks
// unless it is the start board.
Board cleaned(const Board &b, bool startBoard)
{
    Board out = b;
    std::vector<ElementId> drop;
    for (const Marker &m : out.markers())
        if (m.kind == MarkerKind::Checkpoint || !startBoard)
            drop.push_back(m.id);
    for (const ElementId id : drop)
        out.removeMarker(id);
    return out;
}

// The rectangle beside the start board on the side its robots stand on (the opposite of where
// its first start faces): no board goes there, or the robots would start in mid-course.
Rect behindStarts(const Placement &start, const Rect &r)
{
    const auto starts = start.board.markersOf(MarkerKind::Start);
    const Direction back = opposite(turnRight(starts.front()->facing, start.rotation));
    const Point d = delta(back);
    return Rect{r.x + d.x * r.w, r.y + d.y * r.h, r.w, r.h};
}

// The rectangle of size `s` flush against side `side` of `a`, sharing its top or left corner.
Rect beside(const Rect &a, Direction side, Size s)
{
    switch (side) {
    case Direction::North: return Rect{a.x, a.y - s.height, s.width, s.height};
    case Direction::East: return Rect{a.x + a.w, a.y, s.width, s.height};
    case Direction::South: return Rect{a.x, a.y + a.h, s.width, s.height};
    case Direction::West: break;
    }
    return Rect{a.x - s.width, a.y, s.width, s.height};
}

// Puts a board beside one of those placed: a few random (placement, side) draws.
bool attach(Placement &pl, std::vector<Rect> &rects, const Rect &forbidden, game::Rng &rng)
{
    constexpr int kTries = 16;
    const Size s = rotateSize(pl.board.size(), pl.rotation);
    for (int t = 0; t < kTries; ++t) {
        const Rect &next = rects[static_cast<std::size_t>(rng.belowInt(static_cast<int>(rects.size())))];
        const Rect r = beside(next, static_cast<Direction>(rng.belowInt(4)), s);
        if (r.overlaps(forbidden) || std::ranges::any_of(rects, [&](const Rect &o) { return o.overlaps(r); }))
            continue;
        pl.offset = Point{r.x, r.y};
        rects.push_back(r);
        return true;
    }
    return false;
}

// The squares of `b` the generator may give a checkpoint or a device: plain floor without a device
// or a marker, in reading order. `border` false leaves out the border (a token or antenna there
// would stand in the robots' way onto the next board).
std::vector<Point> freeSquares(const Board &b, bool border)
{
    std::set<Point> marked;
    for (const Marker &m : b.markers())
        marked.insert(m.at);
    const int edge = border ? 0 : 1;
    std::vector<Point> out;
    for (int y = edge; y + edge < b.height(); ++y)
        for (int x = edge; x + edge < b.width(); ++x) {
            const Cell &c = b.cell(Point{x, y});
            if (c.floor.kind == FloorKind::Floor && c.device.kind == DeviceKind::None && !marked.contains(Point{x, y}))
                out.push_back(Point{x, y});
        }
    return out;
}

// The free squares off the border of `b` that are `far` squares or more (on either axis) from
// every start marker.
std::vector<Point> openSquares(const Board &b, int far)
{
    std::vector<Point> out = freeSquares(b, false);
    for (const Marker *m : b.markersOf(MarkerKind::Start))
        std::erase_if(out, [&](Point p) { return std::abs(m->at.x - p.x) < far && std::abs(m->at.y - p.y) < far; });
    return out;
}

bool hasDevice(const Board &b, DeviceKind kind)
{
    for (int y = 0; y < b.height(); ++y)
        for (int x = 0; x < b.width(); ++x)
            if (b.cell(Point{x, y}).device.kind == kind)
                return true;
    return false;
}

// The sides of `p` a reboot token there may point to: the robots it pushes cross them and survive
// (no reboot loop, validate::rebootLoopRobots).
std::vector<Direction> safeArrows(const Board &b, const PassageTable &passage, Point p)
{
    std::vector<Direction> out;
    for (const Direction d : kAllDirections)
        if (passable(passage.crossing(p, d)) && validate::rebootLoopRobots(b, passage, p, d) == 0)
            out.push_back(d);
    return out;
}

// A reboot token on a random open square of `b`, its arrow a random safe one.
bool placeRebootToken(Board &b, game::Rng &rng)
{
    std::vector<Point> squares = openSquares(b, 0);
    rng.shuffle(std::span(squares));
    const PassageTable passage(b);
    for (const Point p : squares) {
        const std::vector<Direction> sides = safeArrows(b, passage, p);
        if (sides.empty())
            continue;
        const Direction arrow = sides[static_cast<std::size_t>(rng.belowInt(static_cast<int>(sides.size())))];
        b.setDevice(p, Device{.kind = DeviceKind::RebootToken, .dir = arrow});
        return true;
    }
    return false;
}

// The board's own reboot tokens, each turned to a safe arrow when robots lined up in front of it
// could be pushed to their destruction (or taken away when no arrow is safe). Whether one is left.
bool aimRebootTokens(Board &b, game::Rng &rng)
{
    bool kept = false;
    const PassageTable passage(b);
    for (int y = 0; y < b.height(); ++y)
        for (int x = 0; x < b.width(); ++x) {
            const Point p{x, y};
            Device d = b.cell(p).device;
            if (d.kind != DeviceKind::RebootToken)
                continue;
            if (validate::rebootLoopRobots(b, passage, p, d.dir) != 0) {
                const std::vector<Direction> sides = safeArrows(b, passage, p);
                if (sides.empty()) {
                    b.setDevice(p, Device{});
                    continue;
                }
                d.dir = sides[static_cast<std::size_t>(rng.belowInt(static_cast<int>(sides.size())))];
                b.setDevice(p, d);
            }
            kept = true;
        }
    return kept;
}

} // namespace

bool placeCourseDevices(Layout &layout, bool tokens, bool antenna, game::Rng &rng)
{
    auto &placements = layout.course.placements();
    if (tokens)
        for (std::size_t i = 0; i < placements.size(); ++i)
            if (!aimRebootTokens(placements[i].board, rng) && i > 0 && !placeRebootToken(placements[i].board, rng))
                return false;
    if (antenna && std::ranges::none_of(placements, [](const Placement &pl) { return hasDevice(pl.board, DeviceKind::PriorityAntenna); })) {
        Board &start = placements.front().board;
        const std::vector<Point> squares = openSquares(start, 3);
        if (squares.empty())
            return false;
        const Point at = squares[static_cast<std::size_t>(rng.belowInt(static_cast<int>(squares.size())))];
        start.setDevice(at, Device{.kind = DeviceKind::PriorityAntenna, .dir = start.markersOf(MarkerKind::Start).front()->facing});
    }
    return true;
}

std::vector<int> startBoards(const std::vector<LibraryBoard> &library, int players)
{
    std::vector<int> out;
    for (std::size_t i = 0; i < library.size(); ++i)
        if (static_cast<int>(library[i].board.markersOf(MarkerKind::Start).size()) >= players)
            out.push_back(static_cast<int>(i));
    return out;
}

std::optional<Layout> placeBoards(const std::vector<LibraryBoard> &library, const std::vector<int> &starts, int count,
                                  game::Rng &rng)
{
    const int start = starts[static_cast<std::size_t>(rng.belowInt(static_cast<int>(starts.size())))];
    std::vector<int> others;
    for (int i = 0; i < static_cast<int>(library.size()); ++i)
        if (i != start)
            others.push_back(i);
    if (static_cast<int>(others.size()) < count - 1)
        return std::nullopt;
    rng.shuffle(std::span(others));
    others.resize(static_cast<std::size_t>(count - 1));

    Layout out;
    out.boards.push_back(start);
    out.boards.insert(out.boards.end(), others.begin(), others.end());
    auto &placements = out.course.placements();
    placements.push_back(
        Placement{.board = cleaned(library[static_cast<std::size_t>(start)].board, true), .rotation = rng.belowInt(4)});
    std::vector<Rect> rects{footprint(placements.front())};
    const Rect forbidden = behindStarts(placements.front(), rects.front());
    for (const int b : others) {
        Placement pl{.board = cleaned(library[static_cast<std::size_t>(b)].board, false), .rotation = rng.belowInt(4)};
        if (!attach(pl, rects, forbidden, rng))
            return std::nullopt;
        placements.push_back(std::move(pl));
    }
    const int minX = std::ranges::min(rects, {}, &Rect::x).x;
    const int minY = std::ranges::min(rects, {}, &Rect::y).y;
    std::string name;
    for (std::size_t i = 0; i < placements.size(); ++i) {
        placements[i].offset = placements[i].offset - Point{minX, minY};
        name += (i == 0 ? "" : " + ") + library[static_cast<std::size_t>(out.boards[i])].name;
    }
    out.course.info().name = name;
    return out;
}

std::vector<Point> checkpointSquares(const Course &course, int count, game::Rng &rng)
{
    std::vector<std::vector<Point>> perBoard;
    for (const Placement &pl : course.placements()) {
        std::vector<Point> squares = freeSquares(pl.board, true);
        for (Point &p : squares)
            p = localToCombined(pl, p);
        rng.shuffle(std::span(squares));
        perBoard.push_back(std::move(squares));
    }
    std::vector<Point> out;
    for (std::size_t k = 0; static_cast<int>(out.size()) < count; ++k) {
        bool any = false;
        for (const auto &squares : perBoard)
            if (k < squares.size() && static_cast<int>(out.size()) < count) {
                out.push_back(squares[k]);
                any = true;
            }
        if (!any)
            break;
    }
    return out;
}

void setCheckpoints(Course &course, const std::vector<Point> &squares)
{
    for (std::size_t k = 0; k < squares.size(); ++k)
        for (Placement &pl : course.placements())
            if (footprint(pl).contains(squares[k])) {
                pl.board.addMarker(Marker{.kind = MarkerKind::Checkpoint,
                                          .at = combinedToLocal(pl, squares[k]),
                                          .number = static_cast<int>(k) + 1});
                break;
            }
}

} // namespace rf::analysis
