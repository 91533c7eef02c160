#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Plays every .rfscenario under the given folders with `rallyforge-cli simulate --format json`
and validates the output against resources/schema/rftrace.schema.json; then checks that the
schema refuses a misspelled key at every level of one trace, so that it cannot pass by accepting
anything.

Usage: check_trace_schema.py RALLYFORGE_CLI SCHEMA FOLDER... ; exit 0 all valid, 1 otherwise,
77 without python3-jsonschema."""
import copy
import json
import pathlib
import subprocess
import sys

try:
    import jsonschema
except ImportError:
    print("python3-jsonschema is not installed", file=sys.stderr)
    sys.exit(77)


def misspellings(doc):
    """Copies of `doc` with one object key misspelled, for every key of every object except the
    maps whose keys are names (options, ammo)."""
    def walk(node, path):
        if isinstance(node, dict):
            if path and path[-1] in ("options", "ammo"):
                return
            for key in list(node):
                yield path + (key,)
                yield from walk(node[key], path + (key,))
        elif isinstance(node, list):
            for i, item in enumerate(node[:3]):
                yield from walk(item, path + (i,))
    for path in walk(doc, ()):
        mutated = copy.deepcopy(doc)
        parent = mutated
        for step in path[:-1]:
            parent = parent[step]
        parent[path[-1] + "Typo"] = parent.pop(path[-1])
        yield path, mutated


def main():
    cli, schema_path, folders = sys.argv[1], sys.argv[2], sys.argv[3:]
    validator = jsonschema.Draft202012Validator(json.loads(pathlib.Path(schema_path).read_text(encoding="utf-8")))
    checked = failed = 0
    sample = None
    for folder in folders:
        for path in sorted(pathlib.Path(folder).rglob("*.rfscenario")):
            run = subprocess.run([cli, "simulate", "--format", "json", str(path)], capture_output=True, text=True, timeout=120)
            if run.returncode != 0:
                continue  # scenarios that cannot be played are the reader's tests, not this one's
            checked += 1
            doc = json.loads(run.stdout)
            errors = list(validator.iter_errors(doc))
            if errors:
                failed += 1
                print(f"{path}: {errors[0].json_path}: {errors[0].message[:200]}")
            elif sample is None or len(run.stdout) > len(json.dumps(sample)):
                sample = doc
    accepted = [p for p, mutated in misspellings(sample or {}) if validator.is_valid(mutated)]
    for p in accepted[:10]:
        print("the schema accepts a misspelled key at " + ".".join(map(str, p)))
    print(f"{checked} trace(s), {failed} not valid against the schema; {len(accepted)} misspelling(s) accepted")
    return 1 if failed or accepted or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
