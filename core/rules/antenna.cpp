// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The priority antenna's order (RULES.md 6): the 2016 edition orders its robots by it in every
// register, in phase E, in the upgrade phase and for the weapon movements.
#include "rules/antenna.h"

#include "rules/engine.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <numeric>

namespace rf::rules {

using namespace rf::model;

namespace {

// Rotates an offset counter-clockwise by `quarterTurns` (so that the dish points north).
Point rotateLeft(Point p, int quarterTurns)
{
    switch (quarterTurns & 3) {
    case 1: return Point{p.y, -p.x};
    case 2: return Point{-p.x, -p.y};
    case 3: return Point{-p.y, p.x};
    default: return p;
    }
}

// A robot's place in the antenna order as one number, from its offset to the antenna with the
// dish turned north: its distance (orthogonal steps) first, then how far clockwise from the dish
// a line out of the antenna meets it. The squares at one distance form a diamond; counting them
// clockwise from the one straight ahead of the dish orders them as the sweeping line does, and
// only the same square gives the same number.
std::int64_t antennaKey(Point off)
{
    const int x = off.x;
    const int y = off.y;
    const int d = std::abs(x) + std::abs(y);
    int along = 0;
    if (x >= 0 && y < 0)
        along = x; // ahead, to the right of the dish
    else if (x > 0)
        along = d + y; // to the right, behind
    else if (y > 0)
        along = 2 * d - x; // behind, to the left
    else
        along = 3 * d - y; // to the left, ahead
    return (static_cast<std::int64_t>(d) << 32) | along;
}

// Sorts `robots` by `key` (indexed by robot), equal keys in their present order. Up to eight
// robots go through a sorting network of selects, no branch: the comparisons of a sort depend on
// where random robots stand and would be mispredicted. Each value carries its robot's present
// place in its low bits, which keeps equal keys in order and tells where the value came from.
void sortByKeys(const std::vector<std::int64_t> &key, std::vector<int> &robots)
{
    constexpr std::size_t kNetwork = 8;
    const std::size_t n = robots.size();
    if (n > kNetwork) {
        std::ranges::stable_sort(
            robots, [&](int a, int b) { return key[static_cast<std::size_t>(a)] < key[static_cast<std::size_t>(b)]; });
        return;
    }
    std::array<std::uint64_t, kNetwork> v;
    v.fill(UINT64_MAX); // absent robots sort last
    std::array<int, kNetwork> was{};
    for (std::size_t a = 0; a < n; ++a) {
        was[a] = robots[a];
        v[a] = (static_cast<std::uint64_t>(key[static_cast<std::size_t>(robots[a])]) << 3) | a; // keys are below 2^48
    }
    // Batcher's odd-even merge sort of eight inputs: 19 compare-exchanges, written out so that
    // the values stay in registers.
    auto exchange = [&v](std::size_t i, std::size_t j) {
        const std::uint64_t lo = std::min(v[i], v[j]);
        v[j] = std::max(v[i], v[j]);
        v[i] = lo;
    };
    exchange(0, 1), exchange(2, 3), exchange(4, 5), exchange(6, 7);
    exchange(0, 2), exchange(1, 3), exchange(4, 6), exchange(5, 7);
    exchange(1, 2), exchange(5, 6);
    exchange(0, 4), exchange(1, 5), exchange(2, 6), exchange(3, 7);
    exchange(2, 4), exchange(3, 5);
    exchange(1, 2), exchange(3, 4), exchange(5, 6);
    for (std::size_t a = 0; a < n; ++a)
        robots[a] = was[v[a] & 7U];
}

// The antenna keys of `count` robots, robot i at `at(i)`.
template<typename At>
void antennaKeys(Point antenna, Direction dish, std::size_t count, At at, std::vector<std::int64_t> &key)
{
    const int turns = static_cast<int>(dish);
    key.resize(count);
    for (std::size_t i = 0; i < count; ++i)
        key[i] = antennaKey(rotateLeft(at(i) - antenna, turns));
}

} // namespace

void orderByAntenna(Engine &e, std::vector<int> &robots)
{
    const BoardIndex &b = e.board();
    if (b.antennas().empty())
        return; // no antenna on the course: scenario order (docs/rules.md)
    const Point a = b.antennas().front();
    const Direction dish = b.device(a).dir;
    Scratch &s = e.scratch(); // reused: this runs twice every register
    const auto cells = static_cast<std::size_t>(b.width() * b.height());
    if (s.antennaRank.size() != cells) {
        // Every square's place in the order, once per game: the keys of the robots are then
        // one look-up each.
        std::vector<std::int64_t> key;
        antennaKeys(
            a, dish, cells,
            [&](std::size_t c) {
                return Point{static_cast<int>(c) % b.width(), static_cast<int>(c) / b.width()};
            },
            key);
        std::vector<int> byKey(cells);
        std::iota(byKey.begin(), byKey.end(), 0);
        std::ranges::stable_sort(
            byKey, [&](int x, int y) { return key[static_cast<std::size_t>(x)] < key[static_cast<std::size_t>(y)]; });
        s.antennaRank.resize(cells);
        for (std::size_t k = 0; k < cells; ++k)
            s.antennaRank[static_cast<std::size_t>(byKey[k])] = static_cast<std::int64_t>(k);
    }
    s.antennaKey.resize(static_cast<std::size_t>(e.robotCount()));
    for (const int i : robots) {
        const Point p = e.robot(i).pos;
        if (!b.contains(p)) { // never for a robot in play; the places would not compare
            antennaKeys(
                a, dish, static_cast<std::size_t>(e.robotCount()),
                [&](std::size_t k) { return e.robot(static_cast<int>(k)).pos; }, s.antennaKey);
            break;
        }
        s.antennaKey[static_cast<std::size_t>(i)] = s.antennaRank[static_cast<std::size_t>(b.indexOf(p))];
    }
    sortByKeys(s.antennaKey, robots);
}

void sortByAntenna(Point antenna, Direction dish, const std::vector<Point> &at, std::vector<int> &robots)
{
    std::vector<std::int64_t> key;
    antennaKeys(
        antenna, dish, at.size(), [&](std::size_t i) { return at[i]; }, key);
    sortByKeys(key, robots);
}

void sortByAntenna(const Engine &e, std::vector<int> &robots)
{
    const BoardIndex &b = e.board();
    if (b.antennas().empty())
        return;
    std::vector<Point> at;
    for (int i = 0; i < e.robotCount(); ++i)
        at.push_back(e.robot(i).pos);
    const Point a = b.antennas().front();
    sortByAntenna(a, b.device(a).dir, at, robots);
}

} // namespace rf::rules
