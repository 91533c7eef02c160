#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Validates every .rfscenario under the given folders against resources/schema/rfscenario.schema.json,
so that the published schema keeps up with the format the reader accepts.

Usage: check_scenario_schema.py SCHEMA [--misspellings] [--pattern GLOB] [--invalid FILE]... FOLDER... ; exit 0 all valid, 1 some invalid, 77 no jsonschema."""
import json
import pathlib
import sys

try:
    import jsonschema
except ImportError:
    print("python3-jsonschema is not installed", file=sys.stderr)
    sys.exit(77)


# Objects whose keys are names rather than the format's words: robot names in expectations,
# rule option names; an embedded course follows rfboard.schema.json.
NAME_MAPS = ("robots", "options", "course")


def misspelled(doc):
    """Copies of `doc` with one key misspelled, for every key of every object of the format
    (of the first three items of each array)."""
    def walk(node, path):
        if isinstance(node, dict):
            for key in list(node):
                yield path + (key,)
                if key not in NAME_MAPS or isinstance(node[key], list):
                    yield from walk(node[key], path + (key,))
        elif isinstance(node, list):
            # The first items stand for the rest (a board has hundreds of alike cells).
            for i, item in enumerate(node[:3]):
                yield from walk(item, path + (i,))
    for path in walk(doc, ()):
        mutated = json.loads(json.dumps(doc))
        parent = mutated
        for step in path[:-1]:
            parent = parent[step]
        parent[path[-1] + "Typo"] = parent.pop(path[-1])
        yield path, mutated


def main() -> int:
    schema = json.loads(pathlib.Path(sys.argv[1]).read_text(encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(schema)
    # --misspellings: also refuse every scenario with any one of its keys misspelled.
    # --pattern GLOB: the files to check in the folders (default *.rfscenario).
    # --invalid FILE: a file the schema must refuse (the bad-input corpus' limits).
    args = sys.argv[2:]
    typos = "--misspellings" in args
    args = [a for a in args if a != "--misspellings"]
    pattern, folders, invalid = "*.rfscenario", [], []
    while args:
        a = args.pop(0)
        if a == "--pattern":
            pattern = args.pop(0)
        elif a == "--invalid":
            invalid.append(args.pop(0))
        else:
            folders.append(a)
    checked = failed = mutations = 0
    for bad in invalid:
        if validator.is_valid(json.loads(pathlib.Path(bad).read_text(encoding="utf-8"))):
            failed += 1
            print(f"{bad}: the schema accepts a file the reader refuses")
    for folder in folders:
        for path in sorted(pathlib.Path(folder).rglob(pattern)):
            checked += 1
            errors = list(validator.iter_errors(json.loads(path.read_text(encoding="utf-8"))))
            if errors:
                failed += 1
                first = min(errors, key=lambda e: len(e.path))
                print(f"{path}: {first.json_path}: {first.message[:200]}")
            elif typos:
                for where, mutated in misspelled(json.loads(path.read_text(encoding="utf-8"))):
                    mutations += 1
                    if validator.is_valid(mutated):
                        failed += 1
                        print(f"{path}: the schema accepts the misspelled key {'.'.join(map(str, where))}Typo")
    print(f"{checked} file(s) and {len(invalid)} refused one(s), {failed} wrong against the schema" + (f"; {mutations} misspelled keys tried" if typos else ""))
    return 1 if failed or (checked == 0 and not invalid) else 0


if __name__ == "__main__":
    sys.exit(main())
