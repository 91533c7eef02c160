#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Print the build targets behind the tests that `ctest --preset asan` runs (labels core|io), so
the sanitizer build compiles only what it tests.

stdin: `ctest --show-only=json-v1`; argv[1]: a file with the output of `ninja -t targets all`.
A test needs the target of its program: the first word of its command, or (before the program is
built, when ctest gives no command) one of its REQUIRED_FILES; the test classes of a folder share
one program, rf_tests_<folder>. Tests that run rallyforge-cli need it too."""
import json
import os
import sys

with open(sys.argv[1]) as f:
    known = {line.split(":")[0].strip() for line in f if ":" in line}
targets = set()
for test in json.load(sys.stdin).get("tests", []):
    name = test.get("name", "")
    command = test.get("command") or []
    programs = [str(command[0])] if command else []
    words = " ".join(str(w) for w in command)
    for prop in test.get("properties", []):
        if prop.get("name") == "REQUIRED_FILES":
            programs += [str(f) for f in prop.get("value") or []]
        if "rallyforge-cli" in json.dumps(prop):
            words += " rallyforge-cli"
    for program in programs:
        if os.path.basename(program) in known:
            targets.add(os.path.basename(program))
    if "rallyforge-cli" in words or name.startswith(("sim_check", "check_")):
        targets.add("rallyforge-cli")
print(" ".join(sorted(targets)))
