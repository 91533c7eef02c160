#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Translates the public edition-2023 acceptance cases (e23-*.json, notation of the acceptance
README, section "Edition 2023") into scenarios of tests/data/scenarios/acceptance-2023, one file
per case with the case id in its name. Cases that need what the ruleset does not play yet (the
upgrades of RULES.md 10.13-10.15 not in PLAYED_UPGRADES, the setup deal) are listed and skipped.
Run:
    python3 tests/edition2023/make_acceptance.py /work/shared/acceptance/public
"""
import glob
import json
import os
import sys

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'scenarios', 'acceptance-2023')


def cell(c):
    """A case cell as a board cell: floors, devices, and a checkpoint as a marker."""
    kind = c['kind']
    at = c['at']
    cells, markers = [], []
    if kind == 'pit':
        cells.append({'at': at, 'floor': 'pit'})
    elif kind == 'flag':
        markers.append({'kind': 'checkpoint', 'at': at, 'number': c['number']})
    elif kind == 'belt':
        dev = {'kind': 'belt', 'dir': c['dir']}
        if c.get('express'):
            dev['express'] = True
        cells.append({'at': at, 'device': dev})
    elif kind == 'reboot':
        cells.append({'at': at, 'device': {'kind': 'reboot', 'dir': c['dir']}})
    elif kind == 'battery':
        cells.append({'at': at, 'device': {'kind': 'battery'}})
    else:
        raise NotPlayed('cell kind ' + kind)
    if 'checkpoint' in c:
        markers.append({'kind': 'checkpoint', 'at': at, 'number': c['checkpoint']})
    return cells, markers


def edge(e):
    out = {'at': e['at'], 'side': e['side'], 'kind': e['kind']}
    if e['kind'] == 'laser':  # it fires into `at`, away from the wall it is mounted on
        out['dir'] = {'N': 'S', 'S': 'N', 'E': 'W', 'W': 'E'}[e['side']]
    if 'beams' in e:
        out['beams'] = e['beams']
    return out


class NotPlayed(Exception):
    pass


# The upgrades whose effect the ruleset plays (card units of the 2023 library). Any upgrade may
# lie in a collection or a pile, or be drawn, installed and uninstalled in the upgrade phase.
PLAYED_UPGRADES = {'ramming-gear', 'crab-legs', 'mini-howitzer', 'pressor-beam', 'tractor-beam', 'scrambler',
                   'displacing-blast', 'double-barrel-laser', 'rail-gun', 'rear-laser', 'laser-kata',
                   'deflector-shield', 'recharge', 'boink', 'zoop', 'overclocked', 'pressure-release', 'switch',
                   'brakes', 'drifting', 'power-slide', 'energy-conversion', 'firewall', 'hover-unit', 'spiky',
                   'magnetic', 'all-aboard', 'piercing-drill', 'modular-chassis',
                   'abort-switch', 'lucky-booster', 'chaos-theory', 'flash-drive', 'spam-filter', 'memory-cards',
                   'self-diagnostics', 'memory-swap', 're-initialize', 'rewire', 'calibration-protocol'}
# The answer keys of a decision that uses an upgrade (RULES.md 10.13-10.15).
UPGRADE_KEYS = ('target', 'when', 'dir', 'facing', 'way', 'take', 'card', 'from', 'cards', 'return', 'replace')


def decision(d):
    out = {}
    if d.get('upgrade_phase'):
        if d['use'] not in ('draw', 'install', 'uninstall') and d['use'] not in PLAYED_UPGRADES:
            raise NotPlayed('upgrade-phase decision ' + d['use'])
        out = {'upgradePhase': True, 'use': d['use']}
        for key in UPGRADE_KEYS:
            if key in d:
                out[key] = d[key]
        return out
    if d.get('before_registers'):
        out['beforeRegisters'] = True
    elif d.get('programming'):
        out['programming'] = True
    elif 'register' in d:
        out['register'] = d['register']
    else:
        raise NotPlayed('decision ' + json.dumps(d))
    if d['use'] in PLAYED_UPGRADES:
        out['use'] = d['use']
        for key in UPGRADE_KEYS:
            if key in d:
                out[key] = d[key]
        return out
    if d['use'] not in ('shutdown', 'reboot-facing'):
        raise NotPlayed('decision ' + d['use'])
    out['use'] = d['use']
    if 'facing' in d:
        out['facing'] = d['facing']
    return out


def robot(r):
    for key in ('memory_cards', 'archive'):
        if key in r:
            raise NotPlayed('robot key ' + key)
    for u in r.get('upgrades', []):
        if u not in PLAYED_UPGRADES:
            raise NotPlayed('upgrade ' + u)
    out = {'name': r['name'], 'at': r['at'], 'facing': r['facing']}
    for key in ('energy', 'flags', 'deck', 'discard', 'haywires', 'rebooting', 'upgrades', 'collection'):
        if key in r:
            out[key] = r[key]
    if 'hand' in r:
        out['hand'] = r['hand']
    if r.get('decisions'):
        out['decisions'] = [decision(d) for d in r['decisions']]
    if 'program' in r:
        out['program'] = r['program'] if r['program'] else [None]
    return out


def robot_expectation(e):
    out = {}
    for key, name in (('at', 'at'), ('facing', 'facing'), ('energy', 'energy'), ('flags', 'flags'), ('damage', 'damage'),
                      ('rebooted', 'rebooted'), ('on_board', 'onBoard'), ('shut_down', 'shutDown'), ('haywires', 'haywires'),
                      ('kept', 'kept'), ('hand', 'hand'), ('deck_top', 'deckTop'), ('discard', 'discard'),
                      ('damage_cards', 'damageCards'), ('upgrades', 'upgrades'), ('collection', 'collection')):
        if key in e:
            out[name] = e[key]
    for key in e:
        if key not in ('at', 'facing', 'energy', 'flags', 'damage', 'rebooted', 'on_board', 'shut_down', 'haywires', 'kept', 'hand',
                       'deck_top', 'discard', 'damage_cards', 'upgrades', 'collection'):
            raise NotPlayed('expectation ' + key)
    return out


def translate(case):
    if case.get('setup'):
        raise NotPlayed('setup deal')
    cells, markers = [], []
    for c in case['board'].get('cells', []):
        cs, ms = cell(c)
        cells += cs
        markers += ms
    sc = {'format': 'rallyforge-scenario', 'version': 1, 'title': case['title'],
          'description': 'Acceptance case %s. %s' % (case['id'], case.get('notes', '')), 'ruleset': 'edition-2023'}
    if case.get('options'):
        sc['options'] = case['options']
    sc['seed'] = case.get('seed', 0)
    sc['course'] = {'format': 'rallyforge-board', 'version': 1, 'kind': 'board', 'name': case['id'],
                    'size': case['board']['size'], 'cells': cells, 'edges': [edge(e) for e in case['board'].get('edges', [])],
                    'markers': markers}
    sc['robots'] = [robot(r) for r in case['robots']]
    if 'priority_token' in case:
        sc['priorityToken'] = case['priority_token']
    # Absent in a case: a deck that never runs out and gives only SPAM.
    sc['damageDeck'] = case['damage_deck'] if 'damage_deck' in case else 'endless-spam'
    if case.get('damage_discard'):
        sc['damageDiscard'] = case['damage_discard']
    if case.get('programming'):
        sc['programming'] = True
    if 'upgrade_phase' in case:
        phase = {}
        for key in ('deck', 'discard'):
            if key in case['upgrade_phase']:
                phase[key] = case['upgrade_phase'][key]
        sc['upgradePhase'] = phase
    play = {'registers': case.get('registers', 1)}
    if case.get('end_of_turn'):
        play['endOfTurn'] = True
    sc['play'] = play
    expect = {'robots': {name: robot_expectation(e) for name, e in case.get('expect', {}).items()}}
    game = case.get('expect_game', {})
    game_keys = (('priority_token', 'priorityToken'), ('winner', 'winner'), ('damage_discard', 'damageDiscard'),
                 ('damage_deck_count', 'damageDeckCount'), ('upgrade_deck_top', 'upgradeDeckTop'), ('upgrade_discard', 'upgradeDiscard'))
    for key, name in game_keys:
        if key in game:
            expect[name] = game[key]
    for key in game:
        if key not in dict(game_keys):
            raise NotPlayed('game expectation ' + key)
    sc['expect'] = [expect]
    return sc


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else '/work/shared/acceptance/public'
    os.makedirs(OUT, exist_ok=True)
    for path in sorted(glob.glob(os.path.join(folder, 'e23-*.json'))):
        with open(path, encoding='utf-8') as f:
            case = json.load(f)
        try:
            sc = translate(case)
        except NotPlayed as why:
            print('not translated: %s (%s)' % (case['id'], why))
            continue
        name = os.path.join(OUT, 'acceptance-%s.rfscenario' % case['id'])
        with open(name, 'w', encoding='utf-8') as f:
            json.dump(sc, f, indent=2, ensure_ascii=False)
            f.write('\n')
        print('wrote', os.path.relpath(name))


if __name__ == '__main__':
    main()
