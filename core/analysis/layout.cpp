// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/layout.h"

#include <algorithm>
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

} // namespace

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
        std::set<Point> marked;
        for (const Marker &m : pl.board.markers())
            marked.insert(m.at);
        std::vector<Point> squares;
        for (int y = 0; y < pl.board.height(); ++y)
            for (int x = 0; x < pl.board.width(); ++x) {
                const Cell &c = pl.board.cell(Point{x, y});
                if (c.floor.kind == FloorKind::Floor && c.device.kind == DeviceKind::None &&
                    !marked.contains(Point{x, y}))
                    squares.push_back(localToCombined(pl, Point{x, y}));
            }
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
