// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/scenario.h"

#include <initializer_list>
#include <string>

// Small helpers to write scenarios in C++ tests (no file format involved).
namespace rf::test {

using namespace rf::model;

inline Card card(const char *text) { return *cardFromText(text); }

inline Program program(std::initializer_list<const char *> cards)
{
    Program p{};
    std::size_t k = 0;
    for (const char *c : cards) {
        if (c)
            p[k] = card(c);
        ++k;
    }
    return p;
}

struct ScenarioBuilder {
    Board board;
    Scenario sc;

    explicit ScenarioBuilder(int w = 6, int h = 6) : board(w, h) {}

    ScenarioBuilder &floor(Point p, FloorKind k, std::optional<Direction> current = std::nullopt)
    {
        board.cell(p).floor = Floor{k, current};
        return *this;
    }
    ScenarioBuilder &level(Point p, int l)
    {
        board.cell(p).level = l;
        return *this;
    }
    ScenarioBuilder &device(Point p, Device d)
    {
        board.setDevice(p, std::move(d));
        return *this;
    }
    ScenarioBuilder &belt(Point p, Direction out, bool express = false, DirectionSet inputs = {})
    {
        return device(p, Device{.kind = DeviceKind::Belt, .dir = out, .express = express, .inputs = inputs.empty() ? straightInputs(out) : inputs});
    }
    ScenarioBuilder &edge(Point p, Direction side, EdgeKind k, Direction dir = Direction::North, RegisterSet regs = {}, int beams = 1)
    {
        board.addEdgeFeature(EdgeFeature{.pos = EdgePos::of(p, side), .kind = k, .dir = dir, .beams = beams, .registers = regs});
        return *this;
    }
    ScenarioBuilder &wall(Point p, Direction side) { return edge(p, side, EdgeKind::Wall); }
    ScenarioBuilder &flag(Point p, int number)
    {
        board.addMarker(Marker{.kind = MarkerKind::Checkpoint, .at = p, .number = number});
        return *this;
    }
    ScenarioBuilder &robot(const std::string &name, Point at, Direction facing, std::optional<Program> prog = std::nullopt, int damage = 0)
    {
        ScenarioRobot r;
        r.name = name;
        r.at = at;
        r.facing = facing;
        r.damage = damage;
        if (prog)
            r.turns.push_back(TurnPlan{prog, {}, false});
        sc.robots.push_back(std::move(r));
        return *this;
    }
    ScenarioRobot &last() { return sc.robots.back(); }
    ScenarioBuilder &option(const std::string &name, bool value)
    {
        sc.options[name] = value;
        return *this;
    }
    ScenarioBuilder &registers(int n, bool endOfTurn = false)
    {
        sc.registers = n;
        sc.endOfTurn = endOfTurn;
        return *this;
    }
    Scenario build()
    {
        Scenario s = sc;
        s.course = Course(board);
        return s;
    }
};

} // namespace rf::test
