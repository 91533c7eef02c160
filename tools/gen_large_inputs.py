#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the large legal inputs of docs/limits.md's measurements into DIR (they are too big, or
too slow to use, to commit): empty square boards hN.rfboard (N = 12 ... 1024) with four start
markers on their bottom row, for `generate --library`; long-game.rfscenario, 8 robots dealt
random cards for 1000 turns on a 24 x 24 board of belts and walls (its trace is some hundreds of
megabytes), for `simulate` and `compare`; long-programs.rfscenario, the same game with 45 robots
in 45 lanes whose 1000 programs are written out (3.6 MB), for `compare --ruleset classic --ruleset
edition-2016`; lasers.rfboard, a 375 x 375 board with a laser in every square (140,625
lasers, 8.7 MB), for `analyze`, `render` and `validate`. With `lasers N`, only the laser board
with N x N squares, as lasers-N.rfboard (smaller ones time the old code, whose time grew with the
cube of the side).

    python3 tools/gen_large_inputs.py DIR
    python3 tools/gen_large_inputs.py DIR lasers N
"""
import json
import os
import sys


def square_board(n):
    return {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "H%d" % n, "size": [n, n],
            "markers": [{"id": i + 1, "kind": "start", "at": [i, n - 1], "number": i + 1, "facing": "N"}
                        for i in range(4)]}


def lanes_board(lanes):
    width = 3 * lanes
    cells = [{"at": [3 * i + 1, y], "device": {"kind": "belt", "dir": "S"}} for i in range(lanes) for y in range(4, 9)]
    # Walls all round, and between the lanes 3 squares wide: no robot leaves the board or
    # shoots another, so every robot plays every turn.
    edges = [{"at": [i, 0], "side": "N", "kind": "wall"} for i in range(width)]
    edges += [{"at": [i, 23], "side": "S", "kind": "wall"} for i in range(width)]
    edges += [{"at": [0, i], "side": "W", "kind": "wall"} for i in range(24)]
    edges += [{"at": [3 * k + 2, i], "side": "E", "kind": "wall"} for k in range(lanes) for i in range(24)]
    return {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "long", "size": [width, 24],
            "cells": cells, "edges": edges,
            "markers": [{"kind": "checkpoint", "at": [1, 1], "number": 1}]}


def long_programs():
    # Cards that exist in both editions, so that the classic programs carry to the 2016 one.
    kinds = ["move1", "move2", "move3", "back", "left", "right", "uturn"]
    robots = []
    for i in range(45):
        turns = []
        for t in range(1000):
            cards = [kinds[(i + 3 * t + 5 * k) % len(kinds)] for k in range(5)]
            turns.append({"program": ["%s:%d" % (c, 10 * ((i * 7 + t * 5 + k) % 84 + 1)) for k, c in enumerate(cards)]})
        robots.append({"name": "R%d" % i, "at": [3 * i + 1, 22], "facing": "N", "turns": turns})
    return {"format": "rallyforge-scenario", "version": 1, "title": "A long game, programs written out",
            "ruleset": "classic", "seed": 7, "course": lanes_board(45), "robots": robots,
            "play": {"turns": 1000, "afterWin": "continue"}}


def long_game():
    board = lanes_board(8)
    robots = [{"name": "R%d" % i, "at": [3 * i + 1, 22], "facing": "N"} for i in range(8)]
    return {"format": "rallyforge-scenario", "version": 1, "title": "A long game", "ruleset": "classic",
            "seed": 7, "course": board, "robots": robots, "play": {"turns": 1000, "afterWin": "continue"}}


def laser_board(n=375):
    # One laser on the north side of every square, firing south (no walls: validate warns).
    edges = [{"at": [x, y], "side": "N", "kind": "laser", "dir": "S", "beams": 1 + (x + y) % 3}
             for y in range(n) for x in range(n)]
    markers = [{"id": i + 1, "kind": "start", "at": [i, n - 1], "number": i + 1, "facing": "N"} for i in range(4)]
    markers.append({"id": 5, "kind": "checkpoint", "at": [n // 2, n // 2], "number": 1})
    return {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "Lasers", "size": [n, n],
            "edges": edges, "markers": markers}


def main(out):
    os.makedirs(out, exist_ok=True)
    for n in (12, 32, 64, 128, 256, 1024):
        with open(os.path.join(out, "h%d.rfboard" % n), "w") as f:
            json.dump(square_board(n), f)
    with open(os.path.join(out, "long-game.rfscenario"), "w") as f:
        json.dump(long_game(), f)
    with open(os.path.join(out, "long-programs.rfscenario"), "w") as f:
        json.dump(long_programs(), f)
    with open(os.path.join(out, "lasers.rfboard"), "w") as f:
        json.dump(laser_board(), f)


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[2] == "lasers":
        side = int(sys.argv[3])
        os.makedirs(sys.argv[1], exist_ok=True)
        with open(os.path.join(sys.argv[1], "lasers-%d.rfboard" % side), "w") as f:
            json.dump(laser_board(side), f)
    else:
        main(sys.argv[1] if len(sys.argv) > 1 else ".")
