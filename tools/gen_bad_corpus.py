#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the malformed-input corpus tests/data/bad/ and its table expected.tsv.

Each row of expected.tsv is: file, the expected Error::where (exactly), and a substring of the
expected message. tests/io/tst_badinput.cpp reads every file with the native readers and checks
the row. Zips are assembled byte by byte so that headers can lie (declared sizes, order, names).

    python3 tools/gen_bad_corpus.py tests/data/bad
"""
import os
import struct
import sys
import zlib

HEAD = '"format": "rallyforge-board", "version": 1, "kind": "board"'
MIME = b'application/x-rallyforge-pack'
GOOD_BOARD = ('{' + HEAD + ', "name": "Tiny", "size": [2, 2], "cells": [{"at": [1, 1], "floor": "pit"}]}\n').encode()


def board(body):
    return ('{' + HEAD + ', ' + body + '}\n').encode()


def course(body):
    return ('{"format": "rallyforge-board", "version": 1, "kind": "course", "name": "C", ' + body + '}\n').encode()


RAW_NUL = board('"name": "a\0b", "size": [2, 2]')

JSON_CASES = [
    # file, text, where, message
    ('truncated.rfboard', board('"size": [12, 12], "cells": [')[:-3], 'line 1, column 89', 'JSON syntax error'),
    ('trailing-comma.rfboard', b'{\n  "format": "rallyforge-board",\n  "version": 1,\n}\n', 'line 4, column 1', 'JSON syntax error'),
    ('not-json.rfboard', b'hello world\n', 'line 1, column 1', 'JSON syntax error'),
    ('empty.rfboard', b'', 'line 1, column 1', 'JSON syntax error'),
    ('binary.rfboard', bytes(range(256)), 'line 1, column 1', 'JSON syntax error'),
    # JSON wants control characters escaped; a raw NUL would cut a name or path short (issue 31).
    ('string-raw-nul.rfboard', RAW_NUL, 'line 1, column %d' % (RAW_NUL.index(b'\0') + 1), 'a control character (U+0000) inside a string'),
    # The name limit counts characters, not UTF-16 units: 201 emoji are 201 characters (402 units).
    ('name-long-astral.rfboard', board('"name": "' + '\U0001F600' * 201 + '", "size": [2, 2]'), '$.name', 'text of 201 characters; at most 200'),
    ('top-array.rfboard', b'[1, 2, 3]\n', '$', 'expected an object at the top level'),
    ('wrong-format.rfboard', b'{"format": "tiled-map", "version": 1}\n', '$.format', 'not a RallyForge board file'),
    ('missing-format.rfboard', b'{"version": 1, "kind": "board"}\n', '$', 'missing "format"'),
    ('version-string.rfboard', b'{"format": "rallyforge-board", "version": "1"}\n', '$.version', 'expected an integer, found the string "1"'),
    ('version-fraction.rfboard', b'{"format": "rallyforge-board", "version": 1.5}\n', '$.version', 'expected an integer'),
    ('version-future.rfboard', b'{"format": "rallyforge-board", "version": 99}\n', '$.version', 'version 99 is newer'),
    ('unknown-document-kind.rfboard', b'{"format": "rallyforge-board", "version": 1, "kind": "map"}\n', '$.kind', 'expected "board" or "course"'),
    ('size-missing.rfboard', board('"name": "x"'), '$', 'missing "size"'),
    ('size-negative.rfboard', board('"size": [-3, 12]'), '$.size[0]', 'out of range'),
    ('size-huge.rfboard', board('"size": [100000, 12]'), '$.size[0]', '100000 is out of range (1 to 1024)'),
    ('size-exponent.rfboard', board('"size": [12, 1e300]'), '$.size[1]', 'out of range'),
    ('size-three.rfboard', board('"size": [12, 12, 1]'), '$.size', 'expected [x, y]'),
    ('name-number.rfboard', board('"name": 5, "size": [2, 2]'), '$.name', 'expected a string, found the number 5'),
    ('cells-object.rfboard', board('"size": [2, 2], "cells": {}'), '$.cells', 'expected an array, found an object'),
    ('cell-out-of-range.rfboard', board('"size": [12, 12], "cells": [{"at": [0, 0], "floor": "pit"}, {"at": [12, 3], "floor": "pit"}]'),
     '$.cells[1].at', 'cell 12,3 is outside the 12 x 12 board'),
    ('cell-negative.rfboard', board('"size": [12, 12], "cells": [{"at": [-1, 0]}]'), '$.cells[0].at', 'cell -1,0 is outside'),
    ('cell-duplicate.rfboard', board('"size": [4, 4], "cells": [{"at": [1, 1], "floor": "oil"}, {"at": [1, 1], "floor": "pit"}]'),
     '$.cells[1].at', 'cell 1,1 is already listed at $.cells[0]'),
    ('cell-level.rfboard', board('"size": [4, 4], "cells": [{"at": [1, 1], "level": 2}]'), '$.cells[0].level', 'out of range (0 to 1)'),
    ('unknown-floor.rfboard', board('"size": [4, 4], "cells": [{"at": [1, 1], "floor": "lava"}]'), '$.cells[0].floor', 'unknown floor kind "lava"'),
    ('unknown-device.rfboard', board('"size": [4, 4], "cells": [{"at": [1, 1], "device": {"kind": "lazer"}}]'),
     '$.cells[0].device.kind', 'unknown device kind "lazer"'),
    ('device-none.rfboard', board('"size": [4, 4], "cells": [{"at": [1, 1], "device": {"kind": "none"}}]'),
     '$.cells[0].device.kind', 'unknown device kind "none"'),
    ('device-dir.rfboard', board('"size": [4, 4], "cells": [{"at": [1, 1], "device": {"kind": "belt", "dir": "X"}}]'),
     '$.cells[0].device.dir', 'expected a direction N, E, S or W, found "X"'),
    ('device-dir-number.rfboard', board('"size": [4, 4], "cells": [{"at": [1, 1], "device": {"kind": "ramp", "dir": 3}}]'),
     '$.cells[0].device.dir', 'expected a string, found the number 3'),
    ('device-wrenches.rfboard', board('"size": [4, 4], "cells": [{"at": [1, 1], "device": {"kind": "repair", "wrenches": 3}}]'),
     '$.cells[0].device.wrenches', 'out of range (1 to 2)'),
    ('device-registers.rfboard', board('"size": [4, 4], "cells": [{"at": [1, 1], "device": {"kind": "crusher", "registers": [1, 6]}}]'),
     '$.cells[0].device.registers[1]', '6 is out of range (1 to 5)'),
    ('device-registers-twice.rfboard', board('"size": [4, 4], "cells": [{"at": [1, 1], "device": {"kind": "flamer", "registers": [2, 2]}}]'),
     '$.cells[0].device.registers[1]', 'register 2 listed twice'),
    ('device-inputs.rfboard', board('"size": [4, 4], "cells": [{"at": [1, 1], "device": {"kind": "belt", "dir": "E", "inputs": "W"}}]'),
     '$.cells[0].device.inputs', 'expected an array'),
    ('device-unknown-key.rfboard', board('"size": [4, 4], "cells": [{"at": [1, 1], "device": {"kind": "portal", "colr": "red"}}]'),
     '$.cells[0].device', 'unknown key "colr"'),
    ('device-express-string.rfboard', board('"size": [4, 4], "cells": [{"at": [1, 1], "device": {"kind": "belt", "express": "yes"}}]'),
     '$.cells[0].device.express', 'expected true or false'),
    ('unknown-edge.rfboard', board('"size": [4, 4], "edges": [{"at": [1, 1], "side": "N", "kind": "fence"}]'),
     '$.edges[0].kind', 'unknown edge kind "fence"'),
    ('edge-no-side.rfboard', board('"size": [4, 4], "edges": [{"at": [1, 1], "kind": "wall"}]'), '$.edges[0]', 'missing "side"'),
    ('edge-out-of-range.rfboard', board('"size": [4, 4], "edges": [{"at": [0, 20], "side": "N", "kind": "wall"}]'),
     '$.edges[0].at', 'cell 0,20 is outside the 4 x 4 board'),
    ('edge-beams-huge.rfboard', board('"size": [4, 4], "edges": [{"at": [1, 1], "side": "N", "kind": "laser", "dir": "S", "beams": 1000000000}]'),
     '$.edges[0].beams', 'out of range (0 to 9)'),
    ('unknown-marker.rfboard', board('"size": [4, 4], "markers": [{"kind": "flag", "at": [1, 1], "number": 1}]'),
     '$.markers[0].kind', 'unknown marker kind "flag"'),
    ('marker-out-of-range.rfboard', board('"size": [4, 4], "markers": [{"kind": "start", "at": [4, 0], "number": 1}]'),
     '$.markers[0].at', 'cell 4,0 is outside'),
    ('duplicate-id.rfboard', board('"size": [4, 4], "cells": [{"at": [1, 1], "device": {"id": 5, "kind": "gear"}}], '
                                   '"edges": [{"id": 5, "at": [1, 1], "side": "N", "kind": "wall"}]'),
     '$.edges[0].id', 'duplicate id 5 (already used by $.cells[0].device)'),
    ('id-huge.rfboard', board('"size": [4, 4], "cells": [{"at": [1, 1], "device": {"id": 99999999999, "kind": "gear"}}]'),
     '$.cells[0].device.id', 'out of range (1 to 1048575)'),
    ('id-zero.rfboard', board('"size": [4, 4], "markers": [{"id": 0, "kind": "dock", "at": [1, 1]}]'),
     '$.markers[0].id', 'out of range'),
    ('deep-nesting.rfboard', b'[' * 5000 + b']' * 5000, 'line 1, column 1025', 'too deeply nested'),
    ('course-empty.rfboard', course('"placements": []'), '$.placements', 'a course needs at least one board'),
    ('course-rotation.rfboard', course('"placements": [{"offset": [0, 0], "rotation": 45, "source": "x.rfboard"}]'),
     '$.placements[0].rotation', 'rotation must be 0, 90, 180 or 270'),
    ('course-both.rfboard', course('"placements": [{"offset": [0, 0], "source": "x.rfboard", "board": {"size": [1, 1]}}]'),
     '$.placements[0]', 'give either "board"'),
    ('course-offset.rfboard', course('"placements": [{"offset": [-12, 0], "board": {"size": [1, 1]}}]'),
     '$.placements[0].offset[0]', 'out of range'),
    ('course-source-dotdot.rfboard', course('"placements": [{"offset": [0, 0], "source": "../secret.rfboard"}]'),
     '$.placements[0].source', 'must stay inside'),
    ('course-source-absolute.rfboard', course('"placements": [{"offset": [0, 0], "source": "/etc/passwd"}]'),
     '$.placements[0].source', 'must be a relative path'),
    ('course-source-missing.rfboard', course('"placements": [{"offset": [0, 0], "source": "no-such-board.rfboard"}]'),
     '$.placements[0].source', 'cannot read "no-such-board.rfboard"'),
    ('course-source-course.rfboard', course('"placements": [{"offset": [0, 0], "source": "course-empty.rfboard"}]'),
     '$.kind', 'a course can only refer to board files'),
    ('course-embedded-bad.rfboard', course('"placements": [{"offset": [0, 0], "board": {"size": [2, 2], "cells": [{"at": [0, 0], "floor": "tar"}]}}]'),
     '$.placements[0].board.cells[0].floor', 'unknown floor kind "tar"'),
    ('v0-bad-turn.rfboard', b'{"format": "rallyforge-board", "version": 0, "width": 3, "height": 3, '
                            b'"cells": [{"at": [1, 1], "device": {"kind": "gear", "turn": "X"}}]}\n',
     '$.cells[0].device.turn', 'expected "L" or "R"'),
    ('v0-bad-width.rfboard', b'{"format": "rallyforge-board", "version": 0, "width": "wide", "height": 3}\n',
     '$.size[0]', 'expected an integer'),
    # Duplicate keys (Qt keeps the last silently) and escapes that are no UTF-16.
    ('duplicate-key-format.rfboard', b'{"format": "rallyforge-board", "format": "tiled-map", "version": 1, "kind": "board", "size": [2, 2]}\n',
     '$', 'duplicate key "format"'),
    ('duplicate-key-cell.rfboard', board('"size": [4, 4], "cells": [{"at": [1, 1]}, {"at": [2, 2], "floor": "pit", "floor": "oil"}]'),
     '$.cells[1]', 'duplicate key "floor"'),
    ('duplicate-key-escaped.rfboard', board('"name": "a", "size": [2, 2], "n\\u0061me": "b"'), '$', 'duplicate key "name"'),
    ('surrogate-lone.rfboard', board('"name": "x\\ud800", "size": [2, 2]'), '$.name', 'invalid Unicode escape "\\ud800"'),
    ('surrogate-low-first.rfboard', board('"size": [2, 2], "cells": [{"at": [0, 0], "floor": "\\udc00\\ud800"}]'),
     '$.cells[0].floor', 'invalid Unicode escape "\\udc00"'),
    ('surrogate-unpaired-high.rfboard', board('"description": "\\uD83D\\u0041", "size": [2, 2]'), '$.description', 'invalid Unicode escape "\\uD83D"'),
    ('surrogate-in-key.rfboard', board('"size": [2, 2], "cells": [{"at": [0, 0], "\\ud800": 1}]'), '$.cells[0]', 'invalid Unicode escape'),
    # Input quoted in messages is cut to 80 characters.
    ('echo-long-key.rfboard', board('"size": [2, 2], "' + 'k' * 100000 + '": 1'), '$', 'unknown key "' + 'k' * 80 + '..."'),
    ('echo-long-string.rfboard', b'{"format": "rallyforge-board", "version": "' + b'v' * 5000 + b'"}\n', '$.version',
     'found the string "' + 'v' * 80 + '..."'),
    # Free text has a length limit.
    ('name-long.rfboard', board('"name": "' + 'n' * 201 + '", "size": [2, 2]'), '$.name', 'text of 201 characters; at most 200'),
    ('author-long.rfboard', board('"author": "' + 'a' * 300 + '", "size": [2, 2]'), '$.author', 'text of 300 characters; at most 200'),
    ('description-long.rfboard', board('"description": "' + 'd' * 20001 + '", "size": [2, 2]'), '$.description',
     'text of 20001 characters; at most 20000'),
    ('course-name-long.rfboard', course('"description": "ok", "placements": []').replace(b'"name": "C"', b'"name": "' + b'c' * 1000 + b'"'),
     '$.name', 'text of 1000 characters; at most 200'),
    ('course-embedded-name-long.rfboard', course('"placements": [{"offset": [0, 0], "board": {"name": "' + 'e' * 250 + '", "size": [1, 1]}}]'),
     '$.placements[0].board.name', 'text of 250 characters; at most 200'),
]

SCENARIO_HEAD = '"format": "rallyforge-scenario", "version": 1'
TINY_COURSE = '"course": {"format": "rallyforge-board", "version": 1, "kind": "board", "name": "t", "size": [4, 4]}'


def scenario(body, robots='[{"name": "A", "at": [0, 0], "facing": "N"}]'):
    return ('{' + SCENARIO_HEAD + ', ' + TINY_COURSE + ', "robots": ' + robots + (', ' + body if body else '') + '}\n').encode()


def scenario_course(course):
    return ('{' + SCENARIO_HEAD + ', "course": ' + course + ', "robots": []}\n').encode()


def robots(n):
    return '[' + ', '.join('{"name": "R%d", "at": [0, 0], "facing": "N"}' % i for i in range(n)) + ']'


SCENARIO_CASES = [
    ('scenario-robots-65.rfscenario', scenario('', robots(65)), '$.robots', '65 robots; at most 64'),
    ('scenario-robot-name-long.rfscenario', scenario('', '[{"name": "' + 'r' * 30000 + '", "at": [0, 0], "facing": "N"}]'),
     '$.robots[0].name', 'text of 30000 characters; at most 200'),
    ('scenario-title-long.rfscenario', scenario('"title": "' + 't' * 201 + '"'), '$.title', 'text of 201 characters; at most 200'),
    ('scenario-description-long.rfscenario', scenario('"description": "' + 'd' * 20001 + '"'), '$.description',
     'text of 20001 characters; at most 20000'),
    ('scenario-target-long.rfscenario', scenario('', '[{"name": "A", "at": [0, 0], "facing": "N", "decisions": [{"register": 1, "use": "pressor-beam", "target": "'
                                                + 'x' * 201 + '"}]}]'),
     '$.robots[0].decisions[0].target', 'text of 201 characters; at most 200'),
    ('scenario-lay-card-brakes.rfscenario', scenario('', '[{"name": "A", "at": [0, 0], "facing": "N", "decisions": [{"programming": true, '
                                                     '"use": "lay-card", "option": "brakes", "card": "move1:500"}]}]'),
     '$.robots[0].decisions[0].option', 'a card is laid on flywheel or conditional-program only'),
    ('scenario-card-not-lay.rfscenario', scenario('', '[{"name": "A", "at": [0, 0], "facing": "N", "decisions": [{"programming": true, '
                                                  '"use": "recompile", "card": "move1:500"}]}]'),
     '$.robots[0].decisions[0].card', 'only a lay-card decision names a card'),
    ('scenario-duplicate-key.rfscenario', scenario('', '[{"name": "A", "at": [0, 0], "facing": "N", "at": [1, 1]}]'), '$.robots[0]', 'duplicate key "at"'),
    ('scenario-duplicate-key-course.rfscenario',
     ('{' + SCENARIO_HEAD + ', ' + TINY_COURSE.replace('"size": [4, 4]', '"size": [4, 4], "size": [9, 9]') + ', "robots": []}\n').encode(),
     '$.course', 'duplicate key "size"'),
    ('scenario-surrogate.rfscenario', scenario('"title": "\\udfff"'), '$.title', 'invalid Unicode escape "\\udfff"'),
    ('scenario-option-key-long.rfscenario', scenario('"options": {"' + 'o' * 500 + '": true}'), '$.options.' + 'o' * 80 + '...', 'unknown rule option'),
    # A course path must name a file: not nothing, not the folder, not a name a NUL cuts short
    # (which loaded "truncated.rfboard" before issue 31).
    ('scenario-course-empty.rfscenario', scenario_course('""'), '$.course', 'course path is empty'),
    ('scenario-course-dot.rfscenario', scenario_course('"."'), '$.course', 'course "." must name a file in the scenario\'s folder'),
    ('scenario-course-nul.rfscenario', scenario_course('"truncated.rfboard\\u0000"'), '$.course', 'holds a control character (U+0000)'),
    # Arrays with no natural end get a limit before anything is built of them (issue 31, M1).
    ('scenario-turns-1001.rfscenario', scenario('', '[{"name": "A", "at": [0, 0], "facing": "N", "turns": [' + ', '.join(['{}'] * 1001) + ']}]'),
     '$.robots[0].turns', 'at most 1000 turns, found 1001'),
    ('scenario-expect-10001.rfscenario', scenario('"expect": [' + ', '.join(['{}'] * 10001) + ']'), '$.expect',
     'at most 10000 expectations, found 10001'),
    ('scenario-expect-ruleset-10001.rfscenario', scenario('"expect": {"classic": [' + ', '.join(['{}'] * 10001) + ']}'), '$.expect.classic',
     'at most 10000 expectations, found 10001'),
]


def entry(name, data, method=8, declared=None, crc=None, flags=0, payload=None):
    return {'name': name.encode(), 'data': data, 'method': method, 'declared': declared, 'crc': crc, 'flags': flags, 'payload': payload}


def build_zip(entries, total_override=None):
    out = bytearray()
    central = bytearray()
    for e in entries:
        raw = e['data']
        crc = zlib.crc32(raw) if e['crc'] is None else e['crc']
        if e['payload'] is not None:
            payload = e['payload']
        elif e['method'] == 8:
            c = zlib.compressobj(9, zlib.DEFLATED, -15)
            payload = c.compress(raw) + c.flush()
        else:
            payload = raw
        size = len(raw) if e['declared'] is None else e['declared']
        offset = len(out)
        out += struct.pack('<IHHHHHIIIHH', 0x04034b50, 20, e['flags'], e['method'], 0, 0x21, crc, len(payload), size, len(e['name']), 0)
        out += e['name'] + payload
        central += struct.pack('<IHHHHHHIIIHHHHHII', 0x02014b50, 20, 20, e['flags'], e['method'], 0, 0x21, crc, len(payload), size,
                               len(e['name']), 0, 0, 0, 0, 0, offset)
        central += e['name']
    cd_offset = len(out)
    out += central
    n = len(entries) if total_override is None else total_override
    out += struct.pack('<IHHHHIIH', 0x06054b50, 0, 0, n, n, len(central), cd_offset, 0)
    return bytes(out)


def manifest(names, extra=''):
    items = ', '.join('{"name": "%s", "type": "%s"}' % (n, t) for n, t in names)
    return ('{"format": "rallyforge-pack", "version": 1, "title": "Bad", %s"entries": [%s]}\n' % (extra, items)).encode()


def pack(*entries, mime=True, listed=None, man=None):
    es = []
    if mime:
        es.append(entry('mimetype', MIME, method=0))
    if man is not False:
        names = listed if listed is not None else [(e['name'].decode(), 'board') for e in entries]
        es.append(entry('manifest.json', man if man else manifest(names)))
    es.extend(entries)
    return build_zip(es)


def deflated(raw):
    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    return c.compress(raw) + c.flush()


# The PNG signature and an IHDR chunk declaring 100000 x 2 pixels (nothing else is needed).
PNG_HUGE = b'\x89PNG\r\n\x1a\n' + struct.pack('>I', 13) + b'IHDR' + struct.pack('>IIBBBBB', 100000, 2, 8, 6, 0, 0, 0) + b'\0' * 4

BOMB = b'\0' * (20 * 1024 * 1024)  # 20 MiB of zeros: about 20 KiB deflated

PACK_CASES = [
    ('pack-dotdot.rfpack', pack(entry('../evil.rfboard', GOOD_BOARD)), '../evil.rfboard', 'entry name leaves the pack'),
    ('pack-dotdot-inner.rfpack', pack(entry('boards/../../evil.rfboard', GOOD_BOARD)), 'boards/../../evil.rfboard', 'entry name leaves the pack'),
    ('pack-absolute.rfpack', pack(entry('/tmp/evil.rfboard', GOOD_BOARD)), '/tmp/evil.rfboard', 'absolute entry name'),
    ('pack-backslash.rfpack', pack(entry('boards\\..\\evil.rfboard', GOOD_BOARD)), 'boards\\..\\evil.rfboard', 'backslash in entry name'),
    ('pack-duplicate.rfpack', pack(entry('boards/a.rfboard', GOOD_BOARD), entry('boards/a.rfboard', GOOD_BOARD),
                                   listed=[('boards/a.rfboard', 'board')]), 'boards/a.rfboard', 'duplicate entry name'),
    ('pack-bomb.rfpack', pack(entry('boards/bomb.rfboard', BOMB)), 'boards/bomb.rfboard', 'declares 20971520 bytes uncompressed; at most 16777216'),
    ('pack-bomb-lying.rfpack', pack(entry('boards/bomb.rfboard', BOMB, declared=100)), 'boards/bomb.rfboard', 'when uncompressed'),
    ('pack-declared-huge.rfpack', pack(entry('boards/a.rfboard', GOOD_BOARD, declared=0xFFFFFFF0)), 'boards/a.rfboard', 'declares 4294967280 bytes'),
    ('pack-too-many-entries.rfpack', build_zip([entry('mimetype', MIME, method=0)], total_override=60000), '', '60000 entries; at most 1000'),
    ('pack-no-manifest.rfpack', pack(entry('boards/a.rfboard', GOOD_BOARD), man=False), 'manifest.json', 'missing manifest.json'),
    ('pack-no-mimetype.rfpack', pack(entry('boards/a.rfboard', GOOD_BOARD), mime=False), 'mimetype', 'missing mimetype entry'),
    ('pack-mimetype-wrong.rfpack', build_zip([entry('mimetype', b'application/zip', method=0), entry('manifest.json', manifest([]))]),
     'mimetype', 'wrong mimetype "application/zip"'),
    ('pack-mimetype-deflated.rfpack', build_zip([entry('mimetype', MIME, method=8), entry('manifest.json', manifest([]))]),
     'mimetype', 'must be stored without compression'),
    ('pack-mimetype-not-first.rfpack', build_zip([entry('manifest.json', manifest([])), entry('mimetype', MIME, method=0)]),
     'mimetype', 'must be the first in the archive'),
    ('pack-not-zip.rfpack', b'this is not a zip file at all, just text\n', '', 'not a zip archive'),
    ('pack-truncated.rfpack', pack(entry('boards/a.rfboard', GOOD_BOARD))[:120], '', 'no end of central directory'),
    ('pack-manifest-syntax.rfpack', pack(man=b'{"format": "rallyforge-pack", "version": 1,,}'), 'manifest.json: line 1, column 44', 'JSON syntax error'),
    ('pack-manifest-format.rfpack', pack(man=b'{"format": "zip", "version": 1, "title": "x", "entries": []}'), 'manifest.json: $.format',
     'expected "rallyforge-pack"'),
    ('pack-manifest-type.rfpack', pack(entry('boards/a.rfboard', GOOD_BOARD), listed=[('boards/a.rfboard', 'map')]),
     'manifest.json: $.entries[0].type', 'unknown entry type "map"'),
    ('pack-manifest-no-title.rfpack', pack(man=b'{"format": "rallyforge-pack", "version": 1, "entries": []}'), 'manifest.json: $',
     'missing "title"'),
    ('pack-unlisted.rfpack', pack(entry('boards/a.rfboard', GOOD_BOARD), entry('boards/extra.rfboard', GOOD_BOARD),
                                  listed=[('boards/a.rfboard', 'board')]), 'boards/extra.rfboard', 'not listed in manifest.json'),
    ('pack-listed-missing.rfpack', pack(listed=[('boards/ghost.rfboard', 'board')]), 'boards/ghost.rfboard',
     'manifest lists an entry the pack does not have'),
    ('pack-bad-board.rfpack', pack(entry('boards/a.rfboard', board('"size": [2, 2], "cells": [{"at": [5, 5]}]'))),
     '$.cells[0].at', 'cell 5,5 is outside the 2 x 2 board'),
    ('pack-manifest-duplicate-key.rfpack', pack(man=b'{"format": "rallyforge-pack", "version": 1, "title": "a", "title": "b", "entries": []}'),
     'manifest.json: $', 'duplicate key "title"'),
    ('pack-manifest-title-long.rfpack', pack(man=('{"format": "rallyforge-pack", "version": 1, "title": "' + 'p' * 201 + '", "entries": []}').encode()),
     'manifest.json: $.title', 'text of 201 characters; at most 200'),
    ('pack-crc.rfpack', pack(entry('boards/a.rfboard', GOOD_BOARD, crc=0x12345678)), 'boards/a.rfboard', 'damaged: checksum'),
    ('pack-encrypted.rfpack', pack(entry('boards/a.rfboard', GOOD_BOARD, flags=1)), 'boards/a.rfboard',
     'the entry is encrypted; RallyForge reads only unencrypted pack entries'),
    # Names that would act on a terminal or read backwards, and a name that is also a folder.
    ('pack-name-del.rfpack', pack(entry('boards/a\x7f.rfboard', GOOD_BOARD)), 'boards/a\x7f.rfboard', 'control character (U+007f) in entry name'),
    ('pack-name-bidi.rfpack', pack(entry('boards/a\u202egpj.rfboard', GOOD_BOARD)), 'boards/a\u202egpj.rfboard',
     'bidirectional control (U+202e) in entry name'),
    ('pack-file-and-folder.rfpack', pack(entry('boards/a.rfboard', GOOD_BOARD), entry('boards/a.rfboard/b.rfboard', GOOD_BOARD)),
     'boards/a.rfboard', 'both a file and the folder of "boards/a.rfboard/b.rfboard"'),
    ('pack-deflate-corrupt.rfpack', pack(entry('boards/a.rfboard', GOOD_BOARD, payload=deflated(GOOD_BOARD)[:20] + b'\xff' * 12)),
     'boards/a.rfboard', 'damaged'),
    ('pack-method.rfpack', pack(entry('boards/a.rfboard', GOOD_BOARD, method=12)), 'boards/a.rfboard', 'unsupported compression method 12'),
    ('pack-scenario-garbage.rfpack', pack(entry('scenarios/s.rfscenario', b'garbage, not JSON'), listed=[('scenarios/s.rfscenario', 'scenario')]),
     'line 1, column 1', 'JSON syntax error'),
    ('pack-scenario-course-missing.rfpack',
     pack(entry('scenarios/s.rfscenario', b'{"format": "rallyforge-scenario", "version": 1, "course": "c.rfboard", "robots": []}'),
          listed=[('scenarios/s.rfscenario', 'scenario')]),
     '$.course', 'no board or course entry "scenarios/c.rfboard" in the pack'),
    ('pack-preview-not-png.rfpack', pack(entry('preview.png', b'GIF89a not a png'), listed=[('preview.png', 'preview')]),
     'preview.png', 'not a PNG image'),
    ('pack-preview-huge.rfpack', pack(entry('preview.png', PNG_HUGE), listed=[('preview.png', 'preview')]),
     'preview.png', 'a PNG image of 100000 x 2 pixels'),
    ('pack-preview-svg-broken.rfpack', pack(entry('preview.svg', b'<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'), listed=[('preview.svg', 'preview')]),
     'preview.svg', 'not an SVG image'),
    ('pack-course-escapes.rfpack', pack(entry('courses/c.rfboard', course('"placements": [{"offset": [0, 0], "source": "../boards/a.rfboard"}]')),
                                        listed=[('courses/c.rfboard', 'course')]),
     '$.placements[0].source', 'must stay inside'),
]

# Interop files (read through the format registry, as `convert` does).
def tmx(body, size=4):
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" orientation="orthogonal" width="%d" height="%d" tilewidth="64" '
            'tileheight="64" infinite="0">\n%s</map>\n' % (size, size, body)).encode()


def zlib_layer(raw, size=4):
    import base64
    data = base64.b64encode(zlib.compress(raw, 9)).decode()
    return ' <layer id="1" name="floor" width="%d" height="%d">\n  <data encoding="base64" compression="zlib">\n%s\n  </data>\n </layer>\n' % (size, size, data)


INTEROP_CASES = [
    # 20 MiB of zeros for a 4 x 4 layer (64 bytes of gids): refused after a chunk, not inflated whole.
    ('tiled-zlib-bomb.tmx', tmx(zlib_layer(BOMB)), 'line 6, column 9', 'inflates to more than 64 bytes'),
    ('tiled-zlib-corrupt.tmx', tmx(' <layer id="1" name="floor" width="4" height="4">\n  <data encoding="base64" compression="zlib">eJz/////</data>\n </layer>\n'),
     'line 4, column 60', 'zlib layer data for 16 cells: corrupt zlib stream'),
    ('tiled-tileset-absolute.tmx', tmx(' <tileset firstgid="1" source="/etc/passwd"/>\n'), 'line 3, column 45', 'tileset "/etc/passwd" must be a relative path'),
    # ".." climbs at most three folders above the map's, and only to a tileset.
    ('tiled-tileset-dotdot.tmx', tmx(' <tileset firstgid="1" source="../../../../../../etc/passwd"/>\n'), 'line 3, column 62',
     "must stay inside the map's folder or the 3 folders above it"),
    ('tiled-tileset-dotdot.tmj', b'{"type": "map", "orientation": "orthogonal", "width": 2, "height": 2, "tilewidth": 64, "tileheight": 64, "infinite": false, '
                                 b'"properties": [{"name": "profile", "type": "string", "value": "roborally-board/1"}], '
                                 b'"tilesets": [{"firstgid": 1, "source": "../../../../etc/passwd.tsx"}], "layers": []}\n',
     '$.tilesets[0].source', "must stay inside the map's folder or the 3 folders above it"),
    ('tiled-tileset-parent.tmx', tmx(' <tileset firstgid="1" source="../expected.tsv"/>\n'), 'line 3, column 49',
     "leaves the map's folder but is not a tileset (.tsx, .tsj or .json)"),
    ('tiled-duplicate-key.tmj', b'{"type": "map", "width": 2, "width": 300, "height": 2}\n', '$', 'duplicate key "width"'),
    ('tiled-object-gid-huge.tmj', b'{"type": "map", "orientation": "orthogonal", "width": 2, "height": 2, "tilewidth": 64, "tileheight": 64, "infinite": false, '
                                  b'"properties": [{"name": "profile", "type": "string", "value": "roborally-board/1"}], "tilesets": [], '
                                  b'"layers": [{"id": 1, "name": "devices", "type": "objectgroup", "objects": [{"id": 1, "type": "crate", "gid": 1e10, "x": 0, "y": 64}]}]}\n',
     '$.layers[0].objects[0].gid', '10000000000 is out of range (0 to 4294967295)'),
    ('tiled-edge-far.tmj', b'{"type": "map", "orientation": "orthogonal", "width": 2, "height": 2, "tilewidth": 64, "tileheight": 64, "infinite": false, '
                           b'"properties": [{"name": "profile", "type": "string", "value": "roborally-board/1"}], "tilesets": [], '
                           b'"layers": [{"id": 1, "name": "edges", "type": "objectgroup", "objects": [{"id": 2, "type": "wall", "x": 1e300, "y": 0, "polyline": [{"x": 0, "y": 0}, {"x": 0, "y": 64}]}]}]}\n',
     "layer 'edges', object 2", 'the edge lies outside the map'),
    ('tiled-marker-far.tmx', tmx(' <objectgroup id="1" name="markers">\n  <object id="3" type="checkpoint" x="1e300" y="32">\n'
                                 '   <properties><property name="number" type="int" value="1"/></properties>\n   <point/>\n  </object>\n </objectgroup>\n'),
     "layer 'markers', object 3", 'lies outside the 4 x 4 map'),
    # A layer of more gids than the map has cells: refused as soon as the first one too many shows
    # (a 33 MB CSV layer took 1.2 GB when it was split first), in each encoding.
    ('tiled-csv-overlong.tmx', tmx(' <layer id="1" name="floor" width="4" height="4">\n  <data encoding="csv">\n' + ','.join(['0'] * 17) + '\n</data>\n </layer>\n'),
     'line 6, column 7', "layer data for more than the map's 16 cells"),
    ('tiled-base64-overlong.tmx', tmx(' <layer id="1" name="floor" width="4" height="4">\n  <data encoding="base64">\n' + 'AAAA' * 24 + '\n</data>\n </layer>\n'),
     'line 6, column 7', "layer data for more than the map's 16 cells"),
    ('tiled-data-overlong.tmj', b'{"type": "map", "orientation": "orthogonal", "width": 2, "height": 2, "tilewidth": 64, "tileheight": 64, "infinite": false, '
                                b'"properties": [{"name": "profile", "type": "string", "value": "roborally-board/1"}], "tilesets": [], '
                                b'"layers": [{"id": 1, "name": "floor", "type": "tilelayer", "width": 2, "height": 2, "data": [0, 0, 0, 0, 0]}]}\n',
     '$.layers[0].data', "5 cells of layer data for the map's 4 cells"),
    ('lmu-boardid-dotdot.json', b'{"constellation": "LINE", "rule": null, "boardData": [{"boardId": "../../x", "rotation": 0}], "specialTilePositions": {}}\n',
     '$.boardData[0].boardId', "board id '../../x' must be a name, not a path"),
]


def main(out):
    os.makedirs(out, exist_ok=True)
    rows = ['# file\twhere\tmessage (substring)  -- generated by tools/gen_bad_corpus.py']
    for name, data, where, message in JSON_CASES + PACK_CASES + SCENARIO_CASES + INTEROP_CASES:
        with open(os.path.join(out, name), 'wb') as f:
            f.write(data)
        rows.append('\t'.join([name, where, message]))
    with open(os.path.join(out, 'expected.tsv'), 'w') as f:
        f.write('\n'.join(rows) + '\n')


if __name__ == '__main__':
    main(sys.argv[1] if len(sys.argv) > 1 else 'tests/data/bad')
