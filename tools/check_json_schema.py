#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Validates the JSON document on standard input against a JSON Schema (a CLI's machine-readable
output against the schema published for it).

Usage: COMMAND | check_json_schema.py SCHEMA ; exit 0 valid, 1 not valid, 77 no jsonschema."""
import json
import pathlib
import sys

try:
    import jsonschema
except ImportError:
    print("python3-jsonschema is not installed", file=sys.stderr)
    sys.exit(77)

schema = json.loads(pathlib.Path(sys.argv[1]).read_text(encoding="utf-8"))
errors = list(jsonschema.Draft202012Validator(schema).iter_errors(json.load(sys.stdin)))
for e in errors[:10]:
    print(f"{e.json_path}: {e.message[:200]}")
sys.exit(1 if errors else 0)
