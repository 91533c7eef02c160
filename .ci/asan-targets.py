#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Print the build targets behind the tests that `ctest --preset asan` runs (labels core|io), so
the sanitizer build compiles only what it tests.

stdin: `ctest --show-only=json-v1`; argv[1]: a file with the output of `ninja -t targets all`.
A test whose name is a target needs that target (rf_add_qtest names both alike); tests that run
rallyforge-cli need it too."""
import json
import sys

with open(sys.argv[1]) as f:
    known = {line.split(":")[0].strip() for line in f if ":" in line}
targets = set()
for test in json.load(sys.stdin).get("tests", []):
    name = test.get("name", "")
    if name in known:
        targets.add(name)
    words = " ".join(str(w) for w in (test.get("command") or []))
    for prop in test.get("properties", []):
        if prop.get("name") == "REQUIRED_FILES" or "rallyforge-cli" in json.dumps(prop):
            words += " rallyforge-cli"
    if "rallyforge-cli" in words or name.startswith(("sim_check", "check_")):
        targets.add("rallyforge-cli")
print(" ".join(sorted(targets)))
