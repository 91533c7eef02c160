#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Validates every .rfscenario under the given folders against resources/schema/rfscenario.schema.json,
so that the published schema keeps up with the format the reader accepts.

Usage: check_scenario_schema.py SCHEMA FOLDER... ; exit 0 all valid, 1 some invalid, 77 no jsonschema."""
import json
import pathlib
import sys

try:
    import jsonschema
except ImportError:
    print("python3-jsonschema is not installed", file=sys.stderr)
    sys.exit(77)


def main() -> int:
    schema = json.loads(pathlib.Path(sys.argv[1]).read_text(encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(schema)
    checked = failed = 0
    for folder in sys.argv[2:]:
        for path in sorted(pathlib.Path(folder).rglob("*.rfscenario")):
            checked += 1
            errors = list(validator.iter_errors(json.loads(path.read_text(encoding="utf-8"))))
            if errors:
                failed += 1
                first = min(errors, key=lambda e: len(e.path))
                print(f"{path}: {first.json_path}: {first.message[:200]}")
    print(f"{checked} scenario(s), {failed} not valid against the schema")
    return 1 if failed or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
