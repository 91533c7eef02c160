#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the renegade (2016) scenarios of tests/data/scenarios/renegade/.

Every expectation below is worked out by hand from RULES.md sections 3-6 and seed 003 (the
comment above each case says how); the engine's output is never copied in. Run from anywhere:
    python3 tests/renegade/make_scenarios.py
"""
import json
import os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'scenarios', 'renegade')
CASES = []


def case(slug, title, description, size=(8, 8), cells=(), edges=(), markers=(), robots=(), registers=1,
         expect=(), antenna=((0, 7), 'E'), options=None, seed=0, end_of_turn=False):
    cell_list = [dict(c) for c in cells]
    if antenna is not None:
        cell_list.append({'at': list(antenna[0]), 'device': {'kind': 'antenna', 'dir': antenna[1]}})
    sc = {
        'format': 'rallyforge-scenario', 'version': 1, 'title': title, 'description': description,
        'ruleset': 'renegade',
    }
    if options:
        sc['options'] = options
    sc['seed'] = seed
    sc['course'] = {'format': 'rallyforge-board', 'version': 1, 'kind': 'board', 'name': slug,
                    'size': list(size), 'cells': cell_list, 'edges': list(edges), 'markers': list(markers)}
    sc['robots'] = list(robots)
    play = {'registers': registers}
    if end_of_turn:
        play['endOfTurn'] = True
    sc['play'] = play
    sc['expect'] = list(expect)
    CASES.append((slug, sc))


def robot(name, at, facing, program=None, **extra):
    r = {'name': name, 'at': list(at), 'facing': facing}
    r.update(extra)
    if program is not None:
        r['program'] = program
    return r


def belt(at, d, express=False, inputs=None):
    dev = {'kind': 'belt', 'dir': d}
    if express:
        dev['express'] = True
    if inputs:
        dev['inputs'] = inputs
    return {'at': list(at), 'device': dev}


def dev(at, kind, **kw):
    d = {'kind': kind}
    d.update(kw)
    return {'at': list(at), 'device': d}


def pit(at):
    return {'at': list(at), 'floor': 'pit'}


def wall(at, side):
    return {'at': list(at), 'side': side, 'kind': 'wall'}


def laser(at, side, d, beams=1):
    return {'at': list(at), 'side': side, 'kind': 'laser', 'dir': d, 'beams': beams}


def pusher(at, side, d, regs):
    return {'at': list(at), 'side': side, 'kind': 'pusher', 'dir': d, 'registers': regs}


def flag(at, n):
    return {'kind': 'checkpoint', 'at': list(at), 'number': n}


def exp(robots, turn=None, reg=None, winner=False):
    e = {}
    if turn is not None:
        e['turn'] = turn
    if reg is not None:
        e['register'] = reg
    e['robots'] = {k: {kk: (list(vv) if isinstance(vv, tuple) else vv) for kk, vv in v.items()} for k, v in robots.items()}
    if winner is not False:
        e['winner'] = winner
    return e


def after(reg, robots, **kw):
    return exp(robots, turn=1, reg=reg, **kw)


# ---------------------------------------------------------------- programming cards
case('card-move1', 'Move 1 moves one square', 'Programming card move 1 (seed 003 deck).',
     robots=[robot('A', (2, 2), 'E', ['move1'])], expect=[exp({'A': {'at': (3, 2), 'facing': 'E'}})])
case('card-move2', 'Move 2 moves two squares', 'Programming card move 2.',
     robots=[robot('A', (2, 2), 'E', ['move2'])], expect=[exp({'A': {'at': (4, 2), 'facing': 'E'}})])
case('card-move3-wall', 'Move 3 stops at a wall', 'A wall on the east side of (3,2) stops the move after one square.',
     edges=[wall((3, 2), 'E')], robots=[robot('A', (2, 2), 'E', ['move3'])], expect=[exp({'A': {'at': (3, 2)}})])
case('card-back', 'Back up moves one square backwards', 'The robot keeps its facing.',
     robots=[robot('A', (2, 2), 'E', ['back'])], expect=[exp({'A': {'at': (1, 2), 'facing': 'E'}})])
case('card-turns', 'Turn right, turn left and U-turn', 'Facing E: right -> S, left -> E, U-turn -> W.',
     robots=[robot('A', (2, 2), 'E', ['right', 'left', 'uturn'])], registers=3,
     expect=[after(1, {'A': {'facing': 'S'}}), after(2, {'A': {'facing': 'E'}}), after(3, {'A': {'at': (2, 2), 'facing': 'W'}})])
case('card-powerup', 'Power Up gives one energy', 'Power up: the robot takes one energy cube and does not move.',
     robots=[robot('A', (2, 2), 'E', ['powerup'], energy=3)], expect=[exp({'A': {'at': (2, 2), 'energy': 4}})])
case('again-move', 'Again repeats a move', 'Register 2 Again repeats register 1 (move 1).',
     robots=[robot('A', (1, 2), 'E', ['move1', 'again'])], registers=2,
     expect=[after(1, {'A': {'at': (2, 2)}}), after(2, {'A': {'at': (3, 2)}})])
case('again-turn', 'Again repeats a turn', 'Right then Again: E -> S -> W.',
     robots=[robot('A', (2, 2), 'E', ['right', 'again'])], registers=2, expect=[after(2, {'A': {'at': (2, 2), 'facing': 'W'}})])
case('again-again', 'Again after Again repeats the same card', 'move 2, Again, Again: 6 squares in all.',
     size=(9, 4), robots=[robot('A', (0, 1), 'E', ['move2', 'again', 'again'])], registers=3, antenna=((0, 3), 'E'),
     expect=[after(2, {'A': {'at': (4, 1)}}), after(3, {'A': {'at': (6, 1)}})])
case('again-powerup', 'Again after Power Up powers up again', 'Two energy cubes.',
     robots=[robot('A', (2, 2), 'E', ['powerup', 'again'])], registers=2, expect=[after(2, {'A': {'energy': 2}})])
case('again-empty-previous', 'Again after an empty register does nothing', 'Register 1 plays nothing, so Again has nothing to repeat.',
     robots=[robot('A', (2, 2), 'E', [None, 'again'])], registers=2, expect=[after(2, {'A': {'at': (2, 2), 'facing': 'E'}})])

# ---------------------------------------------------------------- SPAM damage cards
case('spam-plays-top-card', 'SPAM plays the top card of the deck', 'Deck top is move 2: the robot moves 2 and the SPAM card is gone.',
     robots=[robot('A', (1, 2), 'E', ['spam'], deck=['move2', 'left'], discard=[])],
     expect=[exp({'A': {'at': (3, 2), 'facing': 'E', 'damage': 0}})])
case('spam-top-turn', 'SPAM whose top card is a turn', 'Deck top is turn right.',
     robots=[robot('A', (1, 2), 'E', ['spam'], deck=['right', 'move1'], discard=[])], expect=[exp({'A': {'at': (1, 2), 'facing': 'S'}})])
case('again-after-spam', 'Again after SPAM plays the next top card', 'Register 1 SPAM plays move 1 (top); register 2 Again after a damage card draws the next top card, move 2 (Again card text of the 2016 edition).',
     size=(9, 5), robots=[robot('A', (0, 2), 'E', ['spam', 'again'], deck=['move1', 'move2', 'uturn'], discard=[])], registers=2,
     antenna=((0, 4), 'E'), expect=[after(1, {'A': {'at': (1, 2), 'damage': 0}}), after(2, {'A': {'at': (3, 2), 'facing': 'E'}})])
case('spam-draws-spam', 'A SPAM drawn by a SPAM is played too', 'Top card is SPAM: it is played as well, and the next card (move 1) moves the robot. Both SPAM cards leave.',
     robots=[robot('A', (1, 2), 'E', ['spam'], deck=['spam', 'move1'], discard=[])], expect=[exp({'A': {'at': (2, 2), 'damage': 0}})])
case('spam-draws-again', 'A SPAM that draws Again repeats the previous register', 'Register 2 SPAM draws Again, which repeats register 1 (move 2).',
     size=(9, 5), robots=[robot('A', (0, 2), 'E', ['move2', 'spam'], deck=['again', 'move1'], discard=[])], registers=2, antenna=((0, 4), 'E'),
     expect=[after(2, {'A': {'at': (4, 2)}})])
case('spam-reshuffles-discard', 'SPAM with an empty deck shuffles the discard pile', 'The deck is empty; the discard pile (one move 3) becomes the deck.',
     robots=[robot('A', (1, 2), 'E', ['spam'], deck=[], discard=['move3'])], expect=[exp({'A': {'at': (4, 2)}})])
case('spam-in-later-register', 'SPAM in register 3 after normal cards', 'move 1, right, SPAM (top: move 1).',
     robots=[robot('A', (1, 1), 'E', ['move1', 'right', 'spam'], deck=['move1'], discard=[], damage=1)], registers=3,
     expect=[after(3, {'A': {'at': (2, 2), 'facing': 'S', 'damage': 0}})])

# ---------------------------------------------------------------- priority antenna
def rot(p, k, c=(4, 4)):
    dx, dy = p[0] - c[0], p[1] - c[1]
    for _ in range(k):
        dx, dy = -dy, dx
    return (c[0] + dx, c[1] + dy)


DIRS = 'NESW'


def rotd(d, k):
    return DIRS[(DIRS.index(d) + k) % 4]


# Antenna at (4,4). A and B are both 3 steps away on either side of the dish line; with the dish
# north, B (just clockwise of the dish) moves before A (just counter-clockwise). Both step into
# the square between them: the first takes it and the second pushes it on.
for k, dish in enumerate(DIRS):
    a0, b0 = rot((3, 2), k), rot((5, 2), k)
    case(f'antenna-tie-dish-{dish.lower()}', f'Priority tie broken by the clockwise sweep, dish {dish}',
         f'Both robots are 3 steps from the antenna; the sweep from the dish ({dish}) reaches B first. B steps in, then A pushes it on.',
         size=(9, 9), antenna=((4, 4), dish),
         robots=[robot('A', a0, rotd('E', k), ['move1']), robot('B', b0, rotd('W', k), ['move1'])],
         expect=[exp({'A': {'at': rot((4, 2), k), 'facing': rotd('E', k)}, 'B': {'at': rot((5, 2), k), 'facing': rotd('W', k)}})])

case('antenna-nearer-first', 'The robot nearer the antenna moves first', 'B (4 steps) moves before A (5 steps): B steps north to (5,2), then A\'s move 2 pushes it east.',
     size=(9, 9), antenna=((4, 6), 'N'),
     # Had A moved first it would stand on (5,2) and B would push it north to (5,1).
     robots=[robot('A', (3, 2), 'E', ['move2']), robot('B', (5, 3), 'N', ['move1'])],
     expect=[exp({'A': {'at': (5, 2)}, 'B': {'at': (6, 2), 'facing': 'N'}})])
case('antenna-order-conflict', 'Nearer robot first decides a conflict', 'A is nearer (2 steps) than B (4 steps): A steps in, B pushes it back.',
     size=(8, 6), antenna=((0, 2), 'E'),
     robots=[robot('A', (2, 2), 'E', ['move1']), robot('B', (4, 2), 'W', ['move1'])],
     expect=[exp({'A': {'at': (2, 2), 'facing': 'E'}, 'B': {'at': (3, 2), 'facing': 'W'}})])
case('antenna-order-recomputed', 'The order is recomputed every register', 'In register 1 A is nearer; the belt brings B level with it, and in register 2 the sweep (dish S) puts B first. B steps in and A pushes it back.',
     size=(9, 8), antenna=((4, 0), 'S'), cells=[belt((3, 6), 'N')],
     robots=[robot('A', (5, 5), 'W', [None, 'move1']), robot('B', (3, 6), 'E', [None, 'move1'])], registers=2,
     expect=[after(1, {'B': {'at': (3, 5)}}), after(2, {'A': {'at': (4, 5), 'facing': 'W'}, 'B': {'at': (3, 5), 'facing': 'E'}})])

# ---------------------------------------------------------------- belts
case('blue-belt-two-squares', 'A blue belt moves a robot two squares', 'Blue belts move 1 square twice.',
     cells=[belt((1, 2), 'E', True), belt((2, 2), 'E', True), belt((3, 2), 'E', True)],
     robots=[robot('A', (1, 2), 'N', [None])], expect=[exp({'A': {'at': (3, 2), 'facing': 'N'}})])
case('blue-onto-green', 'Blue belt onto a green belt: the green belt moves it again', 'Blue belts finish before green belts (RULES.md 4): two blue squares, then one green.',
     cells=[belt((1, 2), 'E', True), belt((2, 2), 'E', True), belt((3, 2), 'E')],
     robots=[robot('A', (1, 2), 'E', [None])], expect=[exp({'A': {'at': (4, 2), 'facing': 'E'}})])
case('blue-onto-green-no-transfer', 'Blue onto green with belt-transfer off', 'Rule option belt-transfer off: a robot the blue belt carried onto a green belt is not moved again.',
     options={'belt-transfer': False}, cells=[belt((1, 2), 'E', True), belt((2, 2), 'E', True), belt((3, 2), 'E')],
     robots=[robot('A', (1, 2), 'E', [None])], expect=[exp({'A': {'at': (3, 2)}})])
case('blue-off-belt', 'Once off a blue belt it no longer moves the robot', 'The blue belt ends after one square: the second blue move does nothing (seed 003).',
     cells=[belt((1, 2), 'E', True)], robots=[robot('A', (1, 2), 'E', [None])], expect=[exp({'A': {'at': (2, 2)}})])
case('green-belt', 'A green belt moves a robot one square', 'Normal belt.',
     cells=[belt((1, 2), 'E'), belt((2, 2), 'E')], robots=[robot('A', (1, 2), 'S', [None])], expect=[exp({'A': {'at': (2, 2), 'facing': 'S'}})])
case('blue-converge', 'Two blue belts converge: neither robot moves', 'Both would end on (2,2) in each blue move.',
     cells=[belt((1, 2), 'E', True), belt((2, 3), 'N', True)],
     robots=[robot('A', (1, 2), 'E', [None]), robot('B', (2, 3), 'N', [None])],
     expect=[exp({'A': {'at': (1, 2)}, 'B': {'at': (2, 3)}})])
case('blue-onto-green-curve', 'Blue belt onto a green curve', 'The blue belt turns the robot onto the curve; the green belt then carries it south.',
     cells=[belt((1, 1), 'E', True), belt((2, 1), 'S', inputs=['W'])], robots=[robot('A', (1, 1), 'E', [None])],
     expect=[exp({'A': {'at': (2, 2), 'facing': 'S'}})])
case('blue-blocked-by-green-robot', 'Blue belt blocked by a robot that the green belt moves later', 'Blue belts move first: B still holds (2,2) in both blue moves, so A stays; then the green belt moves B.',
     cells=[belt((1, 2), 'E', True), belt((2, 2), 'E')],
     robots=[robot('A', (1, 2), 'E', [None]), robot('B', (2, 2), 'E', [None])],
     expect=[exp({'A': {'at': (1, 2)}, 'B': {'at': (3, 2)}})])
case('green-curve-turns', 'A green curve turns a robot the belt carries onto it', 'From the curve\'s turning input.',
     cells=[belt((1, 2), 'E'), belt((2, 2), 'S', inputs=['W'])], robots=[robot('A', (1, 2), 'E', [None])],
     expect=[exp({'A': {'at': (2, 2), 'facing': 'S'}})])
case('curve-entered-by-card', 'A curve entered by a card does not turn', 'Only belt movement from the turning input turns a robot; the green belt then moves it one square south.',
     cells=[belt((2, 2), 'S', inputs=['W'])], robots=[robot('A', (1, 2), 'E', ['move1'])],
     expect=[exp({'A': {'at': (2, 3), 'facing': 'E'}})])
case('belt-into-robot-off-belt', 'A belt does not push a robot standing off the belt', 'A stays on the last belt square (seed 003).',
     cells=[belt((1, 2), 'E')], robots=[robot('A', (1, 2), 'E', [None]), robot('B', (2, 2), 'N', [None])],
     expect=[exp({'A': {'at': (1, 2)}, 'B': {'at': (2, 2)}})])

# ---------------------------------------------------------------- push panels and gears
case('push-panel-register', 'A push panel pushes only in its registers', 'Panel active in registers 2 and 4.',
     edges=[pusher((2, 2), 'W', 'E', [2, 4])], robots=[robot('A', (2, 2), 'N', [None, None])], registers=2,
     expect=[after(1, {'A': {'at': (2, 2)}}), after(2, {'A': {'at': (3, 2), 'facing': 'N'}})])
case('push-panel-chain', 'A push panel pushes a chain of robots', 'Both robots move one square east.',
     edges=[pusher((2, 2), 'W', 'E', [1])], robots=[robot('A', (2, 2), 'N', [None]), robot('B', (3, 2), 'S', [None])],
     expect=[exp({'A': {'at': (3, 2)}, 'B': {'at': (4, 2), 'facing': 'S'}})])
case('push-panel-wall', 'A push panel cannot push through a wall', 'The wall east of (2,2) blocks.',
     edges=[pusher((2, 2), 'W', 'E', [1]), wall((2, 2), 'E')], robots=[robot('A', (2, 2), 'N', [None])],
     expect=[exp({'A': {'at': (2, 2)}})])
case('push-panel-into-pit', 'A push panel pushes a robot into a pit: it reboots', 'Reboot token at (5,5) facing E; 2 SPAM.',
     cells=[pit((3, 2)), dev((5, 5), 'reboot', dir='E')], edges=[pusher((2, 2), 'W', 'E', [1])],
     robots=[robot('A', (2, 2), 'N', [None])], expect=[exp({'A': {'at': (5, 5), 'damage': 2, 'rebooted': True}})])
case('gear-red-left', 'A red gear turns left', 'Counter-clockwise.',
     cells=[dev((2, 2), 'gear', clockwise=False)], robots=[robot('A', (2, 2), 'N', [None])], expect=[exp({'A': {'facing': 'W'}})])
case('gear-green-right', 'A green gear turns right', 'Clockwise.',
     cells=[dev((2, 2), 'gear', clockwise=True)], robots=[robot('A', (2, 2), 'N', [None])], expect=[exp({'A': {'facing': 'E'}})])
case('belt-onto-gear', 'A belt carries a robot onto a gear, which then turns it', 'Belts come before gears.',
     cells=[belt((1, 2), 'E'), dev((2, 2), 'gear', clockwise=True)], robots=[robot('A', (1, 2), 'E', [None])],
     expect=[exp({'A': {'at': (2, 2), 'facing': 'S'}})])
case('push-panel-off-gear', 'A push panel pushes a robot off a gear before the gears turn', 'Push panels come before gears: the robot is no longer on the gear.',
     cells=[dev((2, 2), 'gear', clockwise=True)], edges=[pusher((2, 2), 'W', 'E', [1])], robots=[robot('A', (2, 2), 'N', [None])],
     expect=[exp({'A': {'at': (3, 2), 'facing': 'N'}})])

# ---------------------------------------------------------------- lasers
case('board-laser-spam', 'A board laser deals one SPAM card', 'Damage counts the SPAM cards.',
     edges=[laser((0, 2), 'W', 'E')], robots=[robot('A', (2, 2), 'N', [None])], expect=[exp({'A': {'damage': 1}})])
case('board-laser-two-beams', 'A double laser deals two SPAM cards', 'One SPAM per beam.',
     edges=[laser((0, 2), 'W', 'E', 2)], robots=[robot('A', (2, 2), 'N', [None])], expect=[exp({'A': {'damage': 2}})])
case('laser-blocked-by-antenna', 'The antenna stops a board laser', 'The antenna at (2,2) stands between the laser and the robot.',
     edges=[laser((0, 2), 'W', 'E')], antenna=((2, 2), 'N'), robots=[robot('A', (4, 2), 'N', [None])], expect=[exp({'A': {'damage': 0}})])
case('robot-laser-blocked-by-antenna', 'The antenna stops a robot laser', 'A faces B across the antenna.',
     antenna=((3, 2), 'N'), robots=[robot('A', (1, 2), 'E', [None]), robot('B', (5, 2), 'N', [None])],
     expect=[exp({'A': {'damage': 0}, 'B': {'damage': 0}})])
case('robot-laser-first-robot', 'A robot laser hits only the first robot', 'A shoots B; C behind B is safe.',
     robots=[robot('A', (1, 2), 'E', [None]), robot('B', (3, 2), 'N', [None]), robot('C', (5, 2), 'N', [None])],
     expect=[exp({'B': {'damage': 1}, 'C': {'damage': 0}})])
case('damage-never-destroys', 'Damage never destroys a robot in 2016', 'Nine SPAM cards and a triple laser: twelve SPAM cards, still in play.',
     edges=[laser((0, 2), 'W', 'E', 3)], robots=[robot('A', (2, 2), 'N', [None], damage=9)],
     expect=[exp({'A': {'damage': 12, 'destroyed': False, 'at': (2, 2)}})])
case('laser-blocked-by-wall', 'A wall stops a board laser', 'Wall east of (1,2).',
     edges=[laser((0, 2), 'W', 'E'), wall((1, 2), 'E')], robots=[robot('A', (3, 2), 'N', [None])], expect=[exp({'A': {'damage': 0}})])

# ---------------------------------------------------------------- the antenna as an obstacle
case('move-into-antenna', 'The antenna stops a moving robot like a wall', 'Move 3 towards the antenna at (4,2) ends at (3,2).',
     antenna=((4, 2), 'N'), robots=[robot('A', (1, 2), 'E', ['move3'])], expect=[exp({'A': {'at': (3, 2)}})])
case('push-into-antenna', 'A robot cannot be pushed into the antenna', 'B stands before the antenna: A cannot push it and stops.',
     antenna=((4, 2), 'N'), robots=[robot('A', (2, 2), 'E', ['move1']), robot('B', (3, 2), 'S', [None])],
     expect=[exp({'A': {'at': (2, 2)}, 'B': {'at': (3, 2)}})])
case('belt-into-antenna', 'A belt cannot carry a robot into the antenna', 'The robot stays on the belt.',
     antenna=((2, 2), 'N'), cells=[belt((1, 2), 'E')], robots=[robot('A', (1, 2), 'E', [None])], expect=[exp({'A': {'at': (1, 2)}})])

# ---------------------------------------------------------------- energy
case('energy-cube', 'Ending a register on an energy space takes its cube', 'One energy.',
     cells=[dev((2, 2), 'energy')], robots=[robot('A', (1, 2), 'E', ['move1'], energy=0)], expect=[exp({'A': {'at': (2, 2), 'energy': 1}})])
case('energy-empty-until-register-5', 'An emptied energy space pays out only at register 5', 'Cube in register 1; nothing in registers 2-4; one from the bank in register 5.',
     cells=[dev((2, 2), 'energy')], robots=[robot('A', (1, 2), 'E', ['move1', None, None, None, None])], registers=5,
     expect=[after(1, {'A': {'energy': 1}}), after(4, {'A': {'energy': 1}}), after(5, {'A': {'energy': 2}})])
case('energy-second-robot', 'A second robot on an emptied space gets nothing before register 5', 'A takes the cube and leaves; B arrives in register 3.',
     cells=[dev((2, 2), 'energy')],
     robots=[robot('A', (1, 2), 'E', ['move1', 'move1']), robot('B', (2, 4), 'N', [None, None, 'move2', None, None])], registers=5,
     expect=[after(3, {'A': {'energy': 1}, 'B': {'at': (2, 2), 'energy': 0}}), after(5, {'B': {'energy': 1}})])
case('energy-full-at-register-5', 'A full energy space at register 5 gives its cube, not two', 'The cube only.',
     cells=[dev((2, 2), 'energy')], robots=[robot('A', (2, 3), 'N', [None, None, None, None, 'move1'])], registers=5,
     expect=[after(5, {'A': {'at': (2, 2), 'energy': 1}})])
case('energy-passing-over', 'Passing over an energy space takes nothing', 'Only the end of the register counts.',
     cells=[dev((2, 2), 'energy')], robots=[robot('A', (1, 2), 'E', ['move2'])], expect=[exp({'A': {'at': (3, 2), 'energy': 0}})])

# ---------------------------------------------------------------- checkpoints
case('checkpoint-end-of-register', 'A checkpoint counts only at the end of a register', 'Move 2 passes over it.',
     markers=[flag((2, 2), 1), flag((6, 6), 2)], robots=[robot('A', (1, 2), 'E', ['move2'])], expect=[exp({'A': {'flags': 0}})])
case('checkpoint-in-order', 'Checkpoints are taken in order', 'Ending on checkpoint 2 with none taken does nothing.',
     markers=[flag((6, 6), 1), flag((2, 2), 2)], robots=[robot('A', (1, 2), 'E', ['move1'])], expect=[exp({'A': {'flags': 0}})])
case('checkpoint-last-wins', 'Reaching the last checkpoint wins at once', 'The game ends after register 1: register 2 is never played.',
     markers=[flag((6, 6), 1), flag((2, 2), 2)], robots=[robot('A', (1, 2), 'E', ['move1', 'move1'], flags=1)], registers=2,
     expect=[exp({'A': {'at': (2, 2), 'flags': 2}}, winner='A')])
case('checkpoint-by-belt', 'A belt carries a robot onto a checkpoint: taken', 'Belts come before checkpoints.',
     cells=[belt((1, 2), 'E')], markers=[flag((2, 2), 1), flag((6, 6), 2)], robots=[robot('A', (1, 2), 'E', [None])],
     expect=[exp({'A': {'at': (2, 2), 'flags': 1}})])
case('checkpoint-by-push-panel', 'A push panel pushes a robot onto a checkpoint: taken', 'Push panels come before checkpoints.',
     edges=[pusher((2, 2), 'W', 'E', [1])], markers=[flag((3, 2), 1), flag((6, 6), 2)], robots=[robot('A', (2, 2), 'N', [None])],
     expect=[exp({'A': {'at': (3, 2), 'flags': 1}})])

# ---------------------------------------------------------------- reboots
case('reboot-pit-token', 'Falling into a pit reboots on the reboot token', '2 SPAM, facing kept, registers 2-5 cancelled.',
     cells=[pit((3, 2)), dev((6, 6), 'reboot', dir='N')], robots=[robot('A', (2, 2), 'E', ['move2', 'move1'])], registers=2,
     expect=[after(1, {'A': {'at': (6, 6), 'facing': 'E', 'damage': 2, 'rebooted': True}}), after(2, {'A': {'at': (6, 6)}})])
case('reboot-off-board', 'Leaving the board reboots on the reboot token', 'Move 2 off the west edge.',
     cells=[dev((5, 5), 'reboot', dir='N')], robots=[robot('A', (1, 2), 'W', ['move2'])],
     expect=[exp({'A': {'at': (5, 5), 'damage': 2, 'rebooted': True, 'destroyed': False}})])
case('reboot-start-space', 'Without a reboot token a robot reboots on its start space', 'The start board has no token.',
     cells=[pit((1, 5))], robots=[robot('A', (1, 3), 'S', ['move1', 'move1'])], registers=2,
     # register 1: (1,3) -> (1,4); register 2: into the pit at (1,5), back to the start space.
     expect=[after(2, {'A': {'at': (1, 3), 'damage': 2, 'rebooted': True}})])
case('reboot-pushes-occupant', 'Rebooting onto an occupied token pushes the occupant along the arrow', 'B stands on the token (arrow E) and is pushed to (6,6).',
     cells=[pit((3, 2)), dev((5, 6), 'reboot', dir='E')],
     robots=[robot('A', (2, 2), 'E', ['move1']), robot('B', (5, 6), 'N', [None])],
     expect=[exp({'A': {'at': (5, 6), 'damage': 2}, 'B': {'at': (6, 6), 'facing': 'N'}})])
case('reboot-stacking', 'Two robots reboot in one register: the second pushes the first along the arrow', 'A falls first (nearer the antenna), then B. Both face E, so B then shoots A (third SPAM).',
     cells=[pit((2, 1)), pit((2, 4)), dev((4, 6), 'reboot', dir='E')], antenna=((0, 0), 'E'),
     robots=[robot('A', (1, 1), 'E', ['move1']), robot('B', (1, 4), 'E', ['move1'])],
     expect=[exp({'A': {'at': (5, 6), 'damage': 3, 'rebooted': True}, 'B': {'at': (4, 6), 'damage': 2, 'rebooted': True}})])
case('reboot-stacking-chain', 'A third reboot pushes the whole chain along the arrow', 'Three robots fall into pits in one register.',
     cells=[pit((2, 1)), pit((2, 3)), pit((2, 5)), dev((3, 7), 'reboot', dir='E')], antenna=((0, 0), 'E'),
     robots=[robot('A', (1, 1), 'E', ['move1']), robot('B', (1, 3), 'E', ['move1']), robot('C', (1, 5), 'E', ['move1'])],
     expect=[exp({'A': {'at': (5, 7)}, 'B': {'at': (4, 7)}, 'C': {'at': (3, 7)}})])
case('reboot-cancels-own-card', 'A robot pushed into a pit before its turn loses its card', 'A (nearer) pushes B into the pit; B reboots and does not play its move 1.',
     cells=[pit((4, 2)), dev((6, 6), 'reboot', dir='N')], antenna=((0, 2), 'E'),
     robots=[robot('A', (2, 2), 'E', ['move1']), robot('B', (3, 2), 'N', ['move1'])],
     expect=[exp({'A': {'at': (3, 2)}, 'B': {'at': (6, 6), 'facing': 'N', 'damage': 2, 'rebooted': True}})])
case('reboot-by-belt-off-board', 'A belt carries a robot off the board: it reboots', 'Green belt at the east edge.',
     size=(6, 6), cells=[belt((5, 2), 'E'), dev((1, 1), 'reboot', dir='S')], antenna=((0, 5), 'E'),
     robots=[robot('A', (5, 2), 'E', [None])], expect=[exp({'A': {'at': (1, 1), 'damage': 2, 'rebooted': True}})])
case('reboot-facing', 'A robot reboots facing the scenario\'s chosen direction', 'reentryFacing S.',
     cells=[pit((3, 2)), dev((6, 6), 'reboot', dir='N')], robots=[robot('A', (2, 2), 'E', ['move1'], reentryFacing='S')],
     expect=[exp({'A': {'at': (6, 6), 'facing': 'S'}})])
case('reboot-then-shot', 'A rebooted robot is still on the board: lasers hit it', 'The token lies in a laser beam: 2 SPAM for the reboot, 1 for the laser.',
     cells=[pit((3, 2)), dev((3, 5), 'reboot', dir='N')], edges=[laser((0, 5), 'W', 'E')],
     robots=[robot('A', (2, 2), 'E', ['move1'])], expect=[exp({'A': {'at': (3, 5), 'damage': 3}})])
case('reboot-end-of-turn', 'After a reboot the turn ends normally', 'The whole turn with the end of turn: still on the token, rebooted this turn.',
     cells=[pit((3, 2)), dev((6, 6), 'reboot', dir='N')], robots=[robot('A', (2, 2), 'E', ['move1', 'move1', 'move1', 'move1', 'move1'])],
     registers=5, end_of_turn=True, expect=[exp({'A': {'at': (6, 6), 'damage': 2, 'rebooted': True}}, turn=1)])


def main():
    os.makedirs(OUT, exist_ok=True)
    for name in os.listdir(OUT):
        if name.endswith('.rfscenario'):
            os.remove(os.path.join(OUT, name))
    for n, (slug, sc) in enumerate(CASES, 1):
        with open(os.path.join(OUT, f'{n:03d}-{slug}.rfscenario'), 'w') as f:
            json.dump(sc, f, indent=2)
            f.write('\n')
    print(f'{len(CASES)} scenarios written to {os.path.normpath(OUT)}')


if __name__ == '__main__':
    main()
