// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <optional>
#include <string_view>

namespace rf::model {

// Grid convention (RULES.md): origin (0,0) top-left, x grows east, y grows south.
enum class Direction : std::uint8_t { North = 0, East = 1, South = 2, West = 3 };

inline constexpr std::array<Direction, 4> kAllDirections{Direction::North, Direction::East,
                                                         Direction::South, Direction::West};

constexpr Direction turnRight(Direction d, int quarterTurns = 1)
{
    // The low two bits are the sum modulo 4, also for negative turns (two's complement).
    return static_cast<Direction>((static_cast<int>(d) + quarterTurns) & 3);
}
constexpr Direction turnLeft(Direction d, int quarterTurns = 1) { return turnRight(d, -quarterTurns); }
constexpr Direction opposite(Direction d) { return turnRight(d, 2); }

// One-letter names used in files, traces and the CLI: N, E, S, W.
std::string_view directionLetter(Direction d);
std::optional<Direction> directionFromLetter(std::string_view s);

// Quarter turns clockwise: 0, 1, 2 or 3 (0, 90, 180, 270 degrees).
using Rotation = int;
constexpr Rotation normalizeRotation(int quarterTurns) { return ((quarterTurns % 4) + 4) % 4; }

struct Point {
    int x = 0;
    int y = 0;
    friend constexpr auto operator<=>(const Point &, const Point &) = default;
    constexpr Point operator+(const Point &o) const { return {x + o.x, y + o.y}; }
    constexpr Point operator-(const Point &o) const { return {x - o.x, y - o.y}; }
};

// From a table, not a switch: the simulator steps robots in random directions, and a switch's
// branches would be mispredicted.
inline constexpr std::array<Point, 4> kDeltas{{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}}; // N E S W
constexpr Point delta(Direction d) { return kDeltas[static_cast<std::size_t>(d) & 3U]; }

constexpr Point step(Point p, Direction d, int n = 1)
{
    const Point dd = delta(d);
    return {p.x + dd.x * n, p.y + dd.y * n};
}

struct Size {
    int width = 0;
    int height = 0;
    friend constexpr bool operator==(const Size &, const Size &) = default;
    constexpr bool contains(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < width && p.y < height; }
    constexpr int area() const { return width * height; }
};

// A set of directions (belt inputs and the like) as a 4-bit mask.
class DirectionSet {
public:
    constexpr DirectionSet() = default;
    constexpr DirectionSet(std::initializer_list<Direction> ds)
    {
        for (Direction d : ds)
            insert(d);
    }
    static constexpr DirectionSet fromMask(std::uint8_t m) { return DirectionSet(static_cast<std::uint8_t>(m & 0xF)); }
    constexpr std::uint8_t mask() const { return m_bits; }
    constexpr bool contains(Direction d) const { return (m_bits >> static_cast<int>(d)) & 1U; }
    constexpr void insert(Direction d) { m_bits = static_cast<std::uint8_t>(m_bits | (1U << static_cast<int>(d))); }
    constexpr void erase(Direction d) { m_bits = static_cast<std::uint8_t>(m_bits & ~(1U << static_cast<int>(d))); }
    constexpr bool empty() const { return m_bits == 0; }
    constexpr int size() const { return __builtin_popcount(m_bits); }
    constexpr DirectionSet rotated(Rotation r) const
    {
        DirectionSet out;
        for (Direction d : kAllDirections)
            if (contains(d))
                out.insert(turnRight(d, r));
        return out;
    }
    friend constexpr bool operator==(DirectionSet, DirectionSet) = default;

private:
    constexpr explicit DirectionSet(std::uint8_t bits) : m_bits(bits) {}
    std::uint8_t m_bits = 0;
};

// The registers (1..5) in which a timed element is active, as a 5-bit mask (bit 0 = register 1).
class RegisterSet {
public:
    static constexpr int kRegisters = 5;
    constexpr RegisterSet() = default;
    constexpr RegisterSet(std::initializer_list<int> regs)
    {
        for (int r : regs)
            insert(r);
    }
    static constexpr RegisterSet all() { return fromMask(0x1F); }
    static constexpr RegisterSet fromMask(std::uint8_t m) { return RegisterSet(static_cast<std::uint8_t>(m & 0x1F)); }
    constexpr std::uint8_t mask() const { return m_bits; }
    constexpr bool contains(int reg) const { return reg >= 1 && reg <= kRegisters && ((m_bits >> (reg - 1)) & 1U); }
    constexpr void insert(int reg)
    {
        if (reg >= 1 && reg <= kRegisters)
            m_bits = static_cast<std::uint8_t>(m_bits | (1U << (reg - 1)));
    }
    constexpr void erase(int reg)
    {
        if (reg >= 1 && reg <= kRegisters)
            m_bits = static_cast<std::uint8_t>(m_bits & ~(1U << (reg - 1)));
    }
    constexpr bool empty() const { return m_bits == 0; }
    friend constexpr bool operator==(RegisterSet, RegisterSet) = default;

private:
    constexpr explicit RegisterSet(std::uint8_t bits) : m_bits(bits) {}
    std::uint8_t m_bits = 0;
};

// A cell edge in a W x H grid. Horizontal edges are the north side of cell (x, y), y in [0, H];
// vertical edges are the west side of cell (x, y), x in [0, W]. Every edge has exactly one
// canonical EdgePos, so two cells sharing a border share one edge.
struct EdgePos {
    enum class Axis : std::uint8_t { Horizontal = 0, Vertical = 1 };
    int x = 0;
    int y = 0;
    Axis axis = Axis::Horizontal;

    // The edge on side `side` of `cell`.
    static constexpr EdgePos of(Point cell, Direction side)
    {
        switch (side) {
        case Direction::North: return {cell.x, cell.y, Axis::Horizontal};
        case Direction::South: return {cell.x, cell.y + 1, Axis::Horizontal};
        case Direction::West: return {cell.x, cell.y, Axis::Vertical};
        case Direction::East: return {cell.x + 1, cell.y, Axis::Vertical};
        }
        return {};
    }
    // The two cells the edge separates: first is north/west, second is south/east.
    constexpr Point before() const { return axis == Axis::Horizontal ? Point{x, y - 1} : Point{x - 1, y}; }
    constexpr Point after() const { return Point{x, y}; }
    friend constexpr auto operator<=>(const EdgePos &, const EdgePos &) = default;
};

} // namespace rf::model
