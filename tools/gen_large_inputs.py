#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the large legal inputs of docs/limits.md's measurements into DIR (they are too big, or
too slow to use, to commit): empty square boards hN.rfboard (N = 12 ... 1024) with four start
markers on their bottom row, for `generate --library`.

    python3 tools/gen_large_inputs.py DIR
"""
import json
import os
import sys


def square_board(n):
    return {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "H%d" % n, "size": [n, n],
            "markers": [{"id": i + 1, "kind": "start", "at": [i, n - 1], "number": i + 1, "facing": "N"}
                        for i in range(4)]}


def main(out):
    os.makedirs(out, exist_ok=True)
    for n in (12, 32, 64, 128, 256, 1024):
        with open(os.path.join(out, "h%d.rfboard" % n), "w") as f:
            json.dump(square_board(n), f)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
