#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the large legal inputs of docs/limits.md's measurements into DIR (they are too big, or
too slow to use, to commit): empty square boards hN.rfboard (N = 12 ... 1024) with four start
markers on their bottom row, for `generate --library`; long-game.rfscenario, 8 robots dealt
random cards for 1000 turns on a 24 x 24 board of belts and walls (its trace is some hundreds of
megabytes), for `simulate` and `compare`.

    python3 tools/gen_large_inputs.py DIR
"""
import json
import os
import sys


def square_board(n):
    return {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "H%d" % n, "size": [n, n],
            "markers": [{"id": i + 1, "kind": "start", "at": [i, n - 1], "number": i + 1, "facing": "N"}
                        for i in range(4)]}


def long_game():
    cells = [{"at": [3 * i + 1, y], "device": {"kind": "belt", "dir": "S"}} for i in range(8) for y in range(4, 9)]
    # Walls all round, and between eight lanes 3 squares wide: no robot leaves the board or
    # shoots another, so all 8 play every turn.
    edges = [{"at": [i, 0], "side": "N", "kind": "wall"} for i in range(24)]
    edges += [{"at": [i, 23], "side": "S", "kind": "wall"} for i in range(24)]
    edges += [{"at": [0, i], "side": "W", "kind": "wall"} for i in range(24)]
    edges += [{"at": [3 * k + 2, i], "side": "E", "kind": "wall"} for k in range(8) for i in range(24)]
    board = {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "long", "size": [24, 24],
             "cells": cells, "edges": edges,
             "markers": [{"kind": "checkpoint", "at": [1, 1], "number": 1}]}
    robots = [{"name": "R%d" % i, "at": [3 * i + 1, 22], "facing": "N"} for i in range(8)]
    return {"format": "rallyforge-scenario", "version": 1, "title": "A long game", "ruleset": "classic",
            "seed": 7, "course": board, "robots": robots, "play": {"turns": 1000, "afterWin": "continue"}}


def main(out):
    os.makedirs(out, exist_ok=True)
    for n in (12, 32, 64, 128, 256, 1024):
        with open(os.path.join(out, "h%d.rfboard" % n), "w") as f:
            json.dump(square_board(n), f)
    with open(os.path.join(out, "long-game.rfscenario"), "w") as f:
        json.dump(long_game(), f)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
