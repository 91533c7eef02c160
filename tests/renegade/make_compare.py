#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the inputs of the `compare` golden tests (tests/data/compare/NAME.rfscenario and
NAME.args, one command-line argument per line). The expected outputs NAME.txt are regenerated
with RF_UPDATE_GOLDEN=1 ctest -R tst_renegade_compare and reviewed by hand (docs/rules.md).
"""
import json
import os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'compare')
CASES = []
BOTH = ['--ruleset', 'classic', '--ruleset', 'renegade']


def case(slug, title, args, ruleset='classic', size=(8, 6), cells=(), edges=(), markers=(), robots=(), registers=1,
         antenna=((0, 5), 'E'), options=None, end_of_turn=False, turns=None):
    cells = [dict(c) for c in cells]
    if antenna:
        cells.append({'at': list(antenna[0]), 'device': {'kind': 'antenna', 'dir': antenna[1]}})
    sc = {'format': 'rallyforge-scenario', 'version': 1, 'title': title, 'ruleset': ruleset}
    if options:
        sc['options'] = options
    sc['seed'] = 7
    sc['course'] = {'format': 'rallyforge-board', 'version': 1, 'kind': 'board', 'name': slug, 'size': list(size),
                    'cells': cells, 'edges': list(edges), 'markers': list(markers)}
    sc['robots'] = list(robots)
    sc['play'] = {'turns': turns} if turns else ({'registers': registers, 'endOfTurn': True} if end_of_turn else {'registers': registers})
    CASES.append((slug, sc, args))


def robot(name, at, facing, program, **extra):
    r = {'name': name, 'at': list(at), 'facing': facing}
    r.update(extra)
    r['program'] = program
    return r


def belt(at, d, express=False, inputs=None):
    dev = {'kind': 'belt', 'dir': d}
    if express:
        dev['express'] = True
    if inputs:
        dev['inputs'] = inputs
    return {'at': list(at), 'device': dev}


case('blue-onto-green', 'Express belt onto a normal belt', BOTH,
     cells=[belt((1, 2), 'E', True), belt((2, 2), 'E', True), belt((3, 2), 'E')], robots=[robot('A', (1, 2), 'E', [None])])
case('converging-belts', 'Two belts converge on one square', BOTH,
     cells=[belt((1, 2), 'E'), belt((2, 3), 'N')], robots=[robot('A', (1, 2), 'E', [None]), robot('B', (2, 3), 'N', [None])])
case('express-blocked-by-normal-robot', 'Express belt behind a robot on a normal belt', BOTH,
     cells=[belt((1, 2), 'E', True), belt((2, 2), 'E')], robots=[robot('A', (1, 2), 'E', [None]), robot('B', (2, 2), 'E', [None])])
case('belt-transfer-option', 'Express onto normal with the belt-transfer reading flipped', ['--option', 'belt-transfer'],
     cells=[belt((1, 2), 'E', True), belt((2, 2), 'E')], robots=[robot('A', (1, 2), 'E', [None])])
case('pit-destroy-or-reboot', 'A robot walks into a pit', BOTH,
     cells=[{'at': [3, 2], 'floor': 'pit'}, {'at': [6, 4], 'device': {'kind': 'reboot', 'dir': 'N'}}],
     robots=[robot('A', (2, 2), 'E', ['move1:500'])])
case('laser-damage', 'A board laser hits a robot', BOTH,
     edges=[{'at': [0, 2], 'side': 'W', 'kind': 'laser', 'dir': 'E', 'beams': 1}], robots=[robot('A', (3, 2), 'N', [None])])
case('priority-or-antenna', 'Two robots step into one square', BOTH,
     antenna=((0, 2), 'E'), robots=[robot('A', (2, 2), 'E', ['move1:500']), robot('B', (4, 2), 'W', ['move1:600'])])
case('renegade-cards-to-classic', 'A 2016 program with Again and Power Up played under both editions', ['--ruleset', 'renegade', '--ruleset', 'classic'],
     ruleset='renegade', robots=[robot('A', (1, 2), 'E', ['move1', 'again', 'powerup', 'right'])], registers=4)
case('push-panel-agrees', 'A pusher / push panel in its register', BOTH,
     edges=[{'at': [2, 2], 'side': 'W', 'kind': 'pusher', 'dir': 'E', 'registers': [1, 3]}], robots=[robot('A', (2, 2), 'N', [None])])
case('belt-onto-gear-agrees', 'A belt carries a robot onto a gear', BOTH,
     cells=[belt((1, 2), 'E'), {'at': [2, 2], 'device': {'kind': 'gear', 'clockwise': True}}], robots=[robot('A', (1, 2), 'E', [None])])
case('tenth-damage', 'A robot with 9 damage is shot', BOTH,
     edges=[{'at': [0, 2], 'side': 'W', 'kind': 'laser', 'dir': 'E', 'beams': 1}], robots=[robot('A', (3, 2), 'N', [None], damage=9)])
case('flag-repairs', 'A robot on a flag at the end of the turn', BOTH + ['--option', 'flag-repairs'],
     markers=[{'kind': 'checkpoint', 'at': [2, 2], 'number': 1}, {'kind': 'checkpoint', 'at': [6, 1], 'number': 2}],
     robots=[robot('A', (1, 2), 'E', ['move1:500'], damage=3)], registers=5, end_of_turn=True)


def main():
    os.makedirs(OUT, exist_ok=True)
    for slug, sc, args in CASES:
        with open(os.path.join(OUT, f'{slug}.rfscenario'), 'w') as f:
            json.dump(sc, f, indent=2)
            f.write('\n')
        with open(os.path.join(OUT, f'{slug}.args'), 'w') as f:
            f.write('\n'.join(args) + '\n')
    print(f'{len(CASES)} compare cases written to {os.path.normpath(OUT)}')


if __name__ == '__main__':
    main()
