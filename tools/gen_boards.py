#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generates the shipped boards and courses in boards/ from the ASCII maps below.

The output is valid .rfboard JSON without ids; run the canonicalizer afterwards so the files
carry ids and the writer's exact layout (the io tests check that the committed files are
canonical):

    python3 tools/gen_boards.py boards tests/data/library-trials
    build/<dir>/bin/rfboard_canonicalize boards/*.rfboard tests/data/library-trials/*.rfboard

Map legend (one two-character token per cell, separated by spaces):
  ..  floor        PP pit          DD drain       OO oil         AA acid        FF fire
  RR  radiation    XX radioactive waste           ~~ water       ~> ~< ~^ ~v water with a current
  b>  belt         B> express belt (inputs follow from neighbouring belts pointing in)
  g+  gear (clockwise)  g- gear (counter-clockwise)  r1 r2 repair site (wrenches)
  CS  chop shop    RZ randomizer   TP teleporter   pr pb portal (red, blue)
  u>  ramp climbing that way       EN energy space CR crate
  KR  crusher      FL flamer       TD trap door    (registers: per-board `registers`)
  a>  priority antenna (dish)      t> reboot token (push direction)
"""
import json
import os
import sys

DIRS = {'^': 'N', '>': 'E', 'v': 'S', '<': 'W'}
DELTA = {'N': (0, -1), 'E': (1, 0), 'S': (0, 1), 'W': (-1, 0)}
OPP = {'N': 'S', 'S': 'N', 'E': 'W', 'W': 'E'}
FLOORS = {'..': None, 'PP': 'pit', 'DD': 'drain', 'OO': 'oil', 'AA': 'acid', 'FF': 'fire',
          'RR': 'radiation', 'XX': 'radioactive-waste', '~~': 'water'}
AUTHOR = 'RallyForge contributors'


def parse_map(rows):
    grid = [r.split() for r in rows]
    assert len(grid) == 12 and all(len(r) == 12 for r in grid), rows
    return grid


def make_board(name, description, rows, levels=None, registers=None, edges=(), markers=()):
    registers = registers or {}
    grid = parse_map(rows)
    cells = []
    belts = {}
    for y, row in enumerate(grid):
        for x, tok in enumerate(row):
            if tok[0] in 'bB' and tok[1] in DIRS:
                belts[(x, y)] = DIRS[tok[1]]
    for y, row in enumerate(grid):
        for x, tok in enumerate(row):
            cell = {'at': [x, y]}
            if levels and levels[y][x] == '1':
                cell['level'] = 1
            dev = None
            if tok in FLOORS:
                if FLOORS[tok]:
                    cell['floor'] = FLOORS[tok]
            elif tok[0] == '~':
                cell['floor'] = 'water'
                cell['current'] = DIRS[tok[1]]
            elif (x, y) in belts:
                d = belts[(x, y)]
                dev = {'kind': 'belt', 'dir': d}
                if tok[0] == 'B':
                    dev['express'] = True
                feeders = [s for s in 'NESW'
                           if belts.get((x + DELTA[s][0], y + DELTA[s][1])) == OPP[s]]
                if feeders and feeders != [OPP[d]]:
                    dev['inputs'] = feeders
            elif tok in ('g+', 'g-'):
                dev = {'kind': 'gear', 'clockwise': tok == 'g+'}
            elif tok in ('r1', 'r2'):
                dev = {'kind': 'repair', 'wrenches': int(tok[1])}
            elif tok == 'CS':
                dev = {'kind': 'chop-shop'}
            elif tok == 'RZ':
                dev = {'kind': 'randomizer'}
            elif tok == 'TP':
                dev = {'kind': 'teleporter'}
            elif tok in ('pr', 'pb'):
                dev = {'kind': 'portal', 'colour': 'red' if tok == 'pr' else 'blue'}
            elif tok[0] == 'u':
                dev = {'kind': 'ramp', 'dir': DIRS[tok[1]]}
            elif tok == 'EN':
                dev = {'kind': 'energy'}
            elif tok == 'CR':
                dev = {'kind': 'crate'}
            elif tok in ('KR', 'FL', 'TD'):
                kind = {'KR': 'crusher', 'FL': 'flamer', 'TD': 'trapdoor'}[tok]
                dev = {'kind': kind, 'registers': registers[(x, y)]}
            elif tok[0] == 'a':
                dev = {'kind': 'antenna', 'dir': DIRS[tok[1]]}
            elif tok[0] == 't':
                dev = {'kind': 'reboot', 'dir': DIRS[tok[1]]}
            else:
                raise ValueError(f'{name}: unknown token {tok!r} at {x},{y}')
            if dev:
                cell['device'] = dev
            if len(cell) > 1:
                cells.append(cell)
    return {'name': name, 'author': AUTHOR, 'description': description, 'size': [12, 12],
            'cells': cells, 'edges': list(edges), 'markers': list(markers)}


def wall(x, y, side):
    return {'at': [x, y], 'side': side, 'kind': 'wall'}


def laser(x, y, side, beams, registers=None):
    """A laser mounted on side `side` of cell (x, y), firing into the cell (with its wall)."""
    e = {'at': [x, y], 'side': side, 'kind': 'laser', 'dir': OPP[side], 'beams': beams}
    if registers:
        e['registers'] = registers
    return [wall(x, y, side), e]


def pusher(x, y, side, registers):
    """A pusher on side `side` of cell (x, y) pushing a robot there away from that side."""
    return [wall(x, y, side), {'at': [x, y], 'side': side, 'kind': 'pusher', 'dir': OPP[side],
                               'registers': registers}]


def checkpoint(x, y, n):
    return {'kind': 'checkpoint', 'at': [x, y], 'number': n}


def dock(rows_y, starts, skip=()):
    out = []
    for y in rows_y:
        for x in range(12):
            if (x, y) not in skip:
                out.append({'kind': 'dock', 'at': [x, y]})
    for n, (x, y) in enumerate(starts, 1):
        out.append({'kind': 'start', 'at': [x, y], 'number': n, 'facing': 'N'})
    return out


def flat(*parts):
    out = []
    for p in parts:
        out.extend(p if isinstance(p, list) else [p])
    return out


def foundry_floor():
    rows = [
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. r2 .. .. .. .. .. .. PP .. .. ..',
        '.. .. b> b> b> b> bv .. .. .. g- ..',
        '.. .. b^ .. .. .. bv .. .. .. .. ..',
        '.. .. b^ .. .. .. bv .. .. .. .. ..',
        '.. .. b^ b< b< b< b< .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        'B> B> B> B> B> B> B> B> Bv .. .. ..',
        '.. .. .. .. .. .. .. .. Bv .. PP ..',
        '.. g+ .. PP .. .. .. .. B> B> B> PP',
        '.. .. .. .. .. .. r1 .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
    ]
    edges = flat(
        wall(7, 3, 'E'), wall(7, 4, 'E'), wall(1, 6, 'S'), wall(10, 5, 'N'), wall(4, 0, 'S'),
        laser(9, 3, 'N', 2), laser(0, 11, 'W', 1), laser(11, 5, 'E', 3),
        {'at': [4, 8], 'side': 'S', 'kind': 'oneway', 'dir': 'N'},
        {'at': [5, 8], 'side': 'S', 'kind': 'oneway', 'dir': 'N'},
    )
    return make_board('Foundry Floor',
                      'A belt loop around the first checkpoint and an express line that ends in a pit.',
                      rows, edges=edges, markers=[checkpoint(4, 3, 1)])


def cooling_ponds():
    rows = [
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. ~v ~< ~< ~< ~< .. .. .. .. .. ..',
        '.. ~v ~~ ~~ ~~ ~^ .. .. OO OO OO ..',
        '.. ~v ~~ DD ~~ ~^ .. .. OO .. OO ..',
        '.. ~v ~~ ~~ ~~ ~^ .. .. OO OO OO ..',
        '.. ~> ~> ~> ~> ~^ .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. b> b> b> KR .. .. .. g+ .. .. ..',
        '.. b^ .. .. .. .. PP .. .. .. .. ..',
        '.. b^ .. .. r1 .. .. .. .. .. DD ..',
        '.. b^ .. .. .. .. .. .. .. .. .. ..',
        '.. b^ .. .. .. .. .. .. .. .. .. ..',
    ]
    edges = flat(
        pusher(10, 8, 'N', [1, 3, 5]), pusher(7, 8, 'E', [2, 4]),
        wall(6, 2, 'W'), wall(6, 3, 'W'), wall(6, 4, 'W'), wall(3, 9, 'E'),
        laser(11, 1, 'E', 1),
    )
    return make_board('Cooling Ponds',
                      'A current swirls around a drain; the second checkpoint sits in a ring of oil.',
                      rows, registers={(4, 7): [2, 4]}, edges=edges, markers=[checkpoint(9, 3, 2)])


def hazard_yard():
    rows = [
        '.. .. AA AA .. .. .. .. XX .. .. ..',
        '.. .. AA AA .. FL .. .. .. .. RR RR',
        '.. .. .. .. .. .. .. .. CR .. RR RR',
        'FF FF .. .. TD .. .. .. .. .. .. ..',
        'FF FF .. .. .. .. CS .. .. XX .. ..',
        '.. .. .. CR .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. FL .. .. TD ..',
        '.. XX .. .. r1 .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
    ]
    edges = flat(
        wall(2, 9, 'S'), wall(3, 9, 'S'), wall(8, 9, 'S'), wall(9, 9, 'S'),
        wall(5, 1, 'N'), wall(7, 6, 'E'),
        laser(0, 8, 'W', 1, [2, 4]),
    )
    markers = dock([10, 11], [(5, 11), (6, 11), (4, 11), (7, 11), (2, 11), (9, 11), (0, 11), (11, 11)])
    return make_board('Hazard Yard',
                      'A docking bay below a yard of acid, fire, radiation, flamers and trap doors.',
                      rows, registers={(5, 1): [1, 3, 5], (7, 6): [2, 4], (4, 3): [2, 4], (10, 6): [3, 5]},
                      edges=edges, markers=markers)


def twin_gates():
    rows = [
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. pr .. .. .. .. .. .. .. .. pb ..',
        '.. .. .. PP PP .. .. PP PP .. .. ..',
        '.. .. .. PP .. .. .. .. PP .. .. ..',
        '.. .. RZ .. .. TP .. .. .. RZ .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. RZ .. .. .. TP .. .. .. .. ..',
        '.. .. .. PP .. .. .. .. PP .. .. ..',
        '.. .. .. PP PP .. .. PP PP .. .. ..',
        '.. pb .. .. .. .. .. .. .. .. pr ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
    ]
    edges = flat(
        {'at': [6, 5], 'side': 'W', 'kind': 'repulsor', 'dir': 'E'},
        {'at': [5, 6], 'side': 'E', 'kind': 'repulsor', 'dir': 'W'},
        wall(5, 2, 'N'), wall(6, 9, 'S'), wall(0, 5, 'E'), wall(11, 6, 'W'),
        laser(5, 0, 'N', 1),
    )
    return make_board('Twin Gates',
                      'Two pairs of portals across pit-guarded corners; teleporters jump the middle.',
                      rows, edges=edges, markers=[checkpoint(5, 2, 1), checkpoint(6, 9, 2)])


def mezzanine():
    rows = [
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. g- .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. bv .. .. ..',
        '.. .. u> .. .. .. .. .. bv .. .. ..',
        '.. .. .. .. .. .. .. .. bv u< .. ..',
        '.. .. .. .. .. .. b< b< b< .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. u^ .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. PP ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
    ]
    levels = ['000000000000'] * 3 + ['000111111000'] * 6 + ['000000000000'] * 3
    edges = flat(
        laser(5, 3, 'N', 1, [1, 2]),
        {'at': [8, 4], 'side': 'E', 'kind': 'no-ledge'},
        {'at': [1, 10], 'side': 'S', 'kind': 'ledge', 'dir': 'S'},
        {'at': [2, 10], 'side': 'S', 'kind': 'ledge', 'dir': 'S'},
        wall(3, 8, 'W'), wall(8, 3, 'E'),
        laser(11, 9, 'E', 2),
    )
    return make_board('Mezzanine',
                      'A raised platform reached by three ramps, with the third checkpoint on top.',
                      rows, levels=levels, edges=edges, markers=[checkpoint(5, 5, 3)])


def signal_tower():
    rows = [
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. EN .. .. .. .. .. .. .. .. EN ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. bv .. .. .. .. b< b< b< ..',
        '.. .. .. bv .. .. .. .. .. .. b^ ..',
        '.. .. .. b> b> b> bv .. .. .. b^ ..',
        '.. .. .. .. .. .. bv .. t> .. b^ ..',
        '.. .. .. .. EN .. bv .. .. .. b^ ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. a^ .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
    ]
    edges = flat(
        pusher(7, 6, 'E', [2, 4]), pusher(2, 8, 'N', [1, 3, 5]),
        wall(4, 9, 'S'), wall(7, 9, 'S'), wall(0, 3, 'N'), wall(11, 0, 'S'),
        laser(0, 5, 'W', 1),
    )
    markers = dock([10, 11], [(4, 11), (6, 11), (3, 11), (7, 11), (1, 11), (9, 11), (0, 11), (11, 11)], skip={(5, 10)})
    return make_board('Signal Tower',
                      'A docking bay with the priority antenna, energy spaces, push panels and a reboot token.',
                      rows, edges=edges, markers=markers)


# The library boards of the course generator (issue 30): gentle to brutal, open to mazy.
def open_plaza():
    rows = [
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. r1 .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. OO OO .. .. .. .. ..',
        '.. .. g+ .. .. OO OO .. .. g- .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. g- .. .. .. .. .. .. g+ .. ..',
        '.. .. .. .. .. .. OO OO .. .. .. ..',
        '.. .. .. .. .. .. OO OO .. .. r1 ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
    ]
    edges = flat(laser(0, 4, 'W', 1), wall(4, 5, 'E'), wall(7, 6, 'W'))
    return make_board('Open Plaza',
                      'A wide square with two oil slicks and four gears; one laser on the west wall. Gentle and open.',
                      rows, edges=edges, markers=[checkpoint(5, 5, 1)])


def conveyor_junction():
    rows = [
        '.. .. .. .. bv .. .. .. .. .. .. ..',
        '.. .. .. .. bv .. .. .. .. .. .. ..',
        '.. .. .. .. bv b< b< b< b< b< b< b<',
        '.. .. .. .. bv .. .. .. .. .. .. ..',
        '.. .. .. .. bv .. .. .. .. .. .. ..',
        '.. .. .. .. bv .. .. .. .. .. .. ..',
        '.. .. .. .. bv .. g+ .. .. .. r1 ..',
        '.. .. .. .. bv .. .. .. .. .. .. ..',
        'B> B> B> B> B> B> B> B> B> B> B> PP',
        '.. .. .. .. .. .. .. .. .. .. g- ..',
        '.. r1 .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
    ]
    edges = flat(wall(8, 4, 'N'), laser(11, 5, 'E', 1))
    return make_board('Conveyor Junction',
                      'A feeder belt joins the main line south; an express line runs east into a pit.',
                      rows, edges=edges, markers=[checkpoint(8, 4, 1)])


def pit_maze():
    rows = [
        '.. .. .. .. PP .. .. .. .. .. .. ..',
        '.. PP .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. PP .. .. .. ..',
        '.. .. .. PP .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. PP .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. PP .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. PP .. ..',
        '.. .. .. .. PP .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. PP .. .. .. ..',
        '.. PP .. .. .. .. .. .. .. .. PP ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
    ]
    edges = flat(
        [wall(x, 3, 'N') for x in (0, 1, 2, 9, 10, 11)], [wall(x, 4, 'N') for x in range(4, 8)],
        [wall(x, 7, 'N') for x in range(4, 8)], [wall(x, 9, 'N') for x in range(5, 8)],
        [wall(4, y, 'W') for y in (4, 5)], [wall(8, y, 'W') for y in (5, 6)], [wall(6, y, 'W') for y in range(3)],
        [wall(3, y, 'W') for y in range(8, 11)], [wall(9, y, 'W') for y in range(8, 11)],
    )
    return make_board('Pit Maze',
                      'Walled corridors with pits at their turns; the checkpoint hides in the middle room. Mazy and deadly.',
                      rows, edges=edges, markers=[checkpoint(5, 5, 1)])


def laser_gallery():
    rows = ['.. .. .. .. .. .. .. .. .. .. .. ..'] * 12
    rows = rows[:3] + ['.. .. .. r1 .. .. .. .. .. .. .. ..'] + rows[4:9] + ['.. .. .. .. .. .. .. .. r1 .. .. ..'] + rows[10:]
    edges = flat(
        laser(0, 2, 'W', 1), laser(11, 6, 'E', 2), laser(0, 9, 'W', 1), laser(3, 0, 'N', 1),
        laser(9, 11, 'S', 1), laser(6, 0, 'N', 2, [1, 3, 5]),
        wall(2, 5, 'N'), wall(3, 5, 'N'), wall(8, 4, 'N'), wall(9, 4, 'N'), wall(4, 7, 'W'), wall(7, 8, 'E'),
    )
    return make_board('Laser Gallery',
                      'Six wall lasers sweep the rows and columns, double beams across the checkpoint; low walls give cover. Open and brutal.',
                      rows, edges=edges, markers=[checkpoint(6, 6, 1)])


def gear_works():
    rows = [
        'PP .. .. .. .. .. .. .. .. .. .. PP',
        '.. .. g+ .. .. g- .. .. g+ .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. g- .. .. g+ .. .. g- .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. g+ .. .. g- .. .. g+ .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. g- .. .. g+ .. .. g- .. .. ..',
        '.. .. .. .. .. .. .. .. .. r1 .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        'PP .. .. .. .. .. .. .. .. .. .. PP',
    ]
    edges = flat(
        [wall(4, y, 'W') for y in (1, 2, 3)], [wall(7, y, 'W') for y in (6, 7, 8)],
        [wall(x, 5, 'N') for x in (1, 2, 9, 10)],
        pusher(0, 1, 'W', [1, 3, 5]), pusher(11, 10, 'E', [2, 4]), pusher(1, 0, 'N', [2, 4]), pusher(10, 11, 'S', [1, 3, 5]),
    )
    return make_board('Gear Works',
                      'A lattice of gears between walls; push panels shove robots towards the pits in the corners.',
                      rows, edges=edges, markers=[checkpoint(5, 5, 1)])


def flooded_dock():
    rows = [
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. ~> ~> ~> ~> ~> ~> ~> ~> ~v ~~ ..',
        '.. ~^ .. .. .. .. .. .. ~v .. .. ..',
        '.. ~^ .. DD ~~ ~~ ~~ ~~ ~v ~~ .. ..',
        '.. ~^ .. ~~ .. .. .. .. ~v ~~ .. ..',
        '.. ~^ .. ~~ .. .. .. .. ~v .. .. ..',
        '.. ~^ ~~ ~~ ~~ ~~ ~~ ~~ DD .. .. ..',
        '.. ~^ .. .. .. .. .. .. .. .. .. ..',
        '.. ~^ ~~ ~~ ~~ ~~ ~~ ~~ ~~ ~~ .. ..',
        '.. ~^ ~~ ~~ ~~ ~~ ~~ ~~ ~~ ~~ .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. r1 .. .. .. .. r1 .. .. ..',
    ]
    edges = flat(wall(6, 4, 'S'), wall(5, 4, 'W'))
    return make_board('Flooded Dock',
                      'Currents sweep a flooded basin towards two drains; a dry pier crosses it to the checkpoint.',
                      rows, edges=edges, markers=[checkpoint(6, 4, 1)])


def launch_bay():
    rows = [
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. r1 .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. t> .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. b^ .. .. .. .. .. .. b^ .. ..',
        '.. .. b^ .. .. .. .. .. .. b^ .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        'a> .. .. .. .. .. .. .. .. .. .. ..',
    ]
    edges = flat(wall(3, 9, 'N'), wall(8, 9, 'N'))
    markers = dock([10, 11], [(4, 11), (7, 11), (2, 11), (9, 11), (5, 11), (6, 11), (11, 11), (1, 11)], skip={(0, 11)})
    return make_board('Launch Bay',
                      'A docking bay with the priority antenna in its corner, two short belts out and a reboot token. Gentle.',
                      rows, edges=edges, markers=markers)


def crusher_row():
    rows = [
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. r1 .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. KR .. .. FL .. .. KR .. .. FL ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. FL .. .. KR .. .. FL .. .. KR',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. t^ .. .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
        '.. .. .. .. .. a^ .. .. .. .. .. ..',
        '.. .. .. .. .. .. .. .. .. .. .. ..',
    ]
    crushers, flamers = [2, 4], [1, 3, 5]
    registers = {(1, 4): crushers, (7, 4): crushers, (5, 6): crushers, (11, 6): crushers,
                 (4, 4): flamers, (10, 4): flamers, (2, 6): flamers, (8, 6): flamers}
    edges = flat(wall(0, 5, 'N'), wall(11, 5, 'N'))
    markers = dock([10, 11], [(4, 11), (7, 11), (2, 11), (9, 11), (5, 11), (6, 11), (0, 11), (11, 11)], skip={(5, 10)})
    return make_board('Crusher Row',
                      'A docking bay whose way out runs between timed crushers and flamers; the antenna stands in the bay.',
                      rows, registers=registers, edges=edges, markers=markers)


BOARDS = {
    'foundry-floor': foundry_floor,
    'cooling-ponds': cooling_ponds,
    'hazard-yard': hazard_yard,
    'twin-gates': twin_gates,
    'mezzanine': mezzanine,
    'signal-tower': signal_tower,
    'open-plaza': open_plaza,
    'conveyor-junction': conveyor_junction,
    'pit-maze': pit_maze,
    'laser-gallery': laser_gallery,
    'gear-works': gear_works,
    'flooded-dock': flooded_dock,
    'launch-bay': launch_bay,
    'crusher-row': crusher_row,
}

# name -> (title, description, [(board, offset, rotation)])
COURSES = {
    'meltdown-run': ('Meltdown Run', 'Three boards in a column: out of the hazard yard, through the foundry, into the ponds.',
                     [('hazard-yard', [0, 24], 0), ('foundry-floor', [0, 12], 90), ('cooling-ponds', [0, 0], 180)]),
    'gatehouse-climb': ('Gatehouse Climb', 'From the signal tower through the twin gates and up the mezzanine.',
                        [('signal-tower', [0, 12], 0), ('twin-gates', [0, 0], 90), ('mezzanine', [12, 0], 270)]),
    'long-haul': ('Long Haul', 'Four boards in a row; robots start facing east.',
                  [('hazard-yard', [0, 0], 90), ('foundry-floor', [12, 0], 0), ('cooling-ponds', [24, 0], 180),
                   ('mezzanine', [36, 0], 90)]),
}
DEMO = ('Demo Factory', 'The quick-start course: four boards on a 24 x 24 grid.',
        [('signal-tower', [0, 12], 0), ('foundry-floor', [0, 0], 0), ('cooling-ponds', [12, 12], 90),
         ('mezzanine', [12, 0], 180)])


# The trial courses that measure each library board of the generator (docs/analysis.md): the
# board north of a docking board, embedded so that each trial is one file.
LIBRARY = ['open-plaza', 'conveyor-junction', 'pit-maze', 'laser-gallery', 'gear-works', 'flooded-dock']
TRIALS = {name + '-trial': [(name, [0, 0], 0), ('launch-bay', [0, 12], 0)] for name in LIBRARY}
TRIALS['crusher-row-trial'] = [('open-plaza', [0, 0], 0), ('crusher-row', [0, 12], 0)]  # against open-plaza-trial's dock


def header(kind):
    return {'format': 'rallyforge-board', 'version': 1, 'kind': kind}


def write_trials(out, boards):
    for name, parts in TRIALS.items():
        doc = {**header('course'), 'name': name, 'author': AUTHOR,
               'description': 'A trial of a library board of the course generator (docs/analysis.md).',
               'placements': [{'offset': off, 'rotation': rot, 'board': boards[b]} for b, off, rot in parts]}
        with open(os.path.join(out, name + '.rfboard'), 'w') as f:
            json.dump(doc, f, indent=1)


def main(out, trials=None):
    boards = {}
    for name, fn in BOARDS.items():
        boards[name] = fn()
        with open(os.path.join(out, name + '.rfboard'), 'w') as f:
            json.dump({**header('board'), **boards[name]}, f, indent=1)
    for name, (title, desc, parts) in COURSES.items():
        doc = {**header('course'), 'name': title, 'author': AUTHOR, 'description': desc,
               'placements': [{'offset': off, 'rotation': rot, 'source': b + '.rfboard'} for b, off, rot in parts]}
        with open(os.path.join(out, name + '.rfboard'), 'w') as f:
            json.dump(doc, f, indent=1)
    title, desc, parts = DEMO
    doc = {**header('course'), 'name': title, 'author': AUTHOR, 'description': desc,
           'placements': [{'offset': off, 'rotation': rot, 'board': boards[b]} for b, off, rot in parts]}
    with open(os.path.join(out, 'demo.rfboard'), 'w') as f:
        json.dump(doc, f, indent=1)
    if trials:
        write_trials(trials, boards)


if __name__ == '__main__':
    # python3 tools/gen_boards.py boards tests/data/library-trials
    main(sys.argv[1] if len(sys.argv) > 1 else 'boards', sys.argv[2] if len(sys.argv) > 2 else None)
