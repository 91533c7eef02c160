#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""ctest core_builds_no_english: no English sentence is made below the edge. In core/model,
core/game, core/rules, core/validate, core/sim and core/analysis a string literal of two or more words is allowed only as
a template of a code table, inside RF_TRANSLATABLE(...) or RF_TRANSLATABLE_N(...)
(core/model/translatable.h); everything else carries codes and arguments, and the CLI
(core/text) or the editor words them.

    check_no_english.py SOURCE_DIR [EXPECT_FILE]


With EXPECT_FILE the check must find English in that file (the fixture proving it can fail).
"""
import re
import sys
from pathlib import Path

FOLDERS = ["core/model", "core/game", "core/rules", "core/validate", "core/sim", "core/analysis"]
LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
WORDS = re.compile(r"[A-Za-z]{2,}[,:;]? +[A-Za-z]{2,}")
MARKER = re.compile(r"RF_TRANSLATABLE(?:_N)?\s*\(\s*\"(?:[^\"\\]|\\.)*\"\s*,\s*$")


def strip_comments(text: str) -> str:
    """Blanks out comments, keeping string literals and line numbers."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * text.count("\n", i, j))
            i = j
        elif text[i] == '"':
            m = LITERAL.match(text, i)
            if not m:
                out.append(text[i])
                i += 1
            else:
                out.append(m.group(0))
                i = m.end()
        elif text[i] == "'":
            j = i + 1
            while j < n and text[j] != "'":
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def findings(root: Path) -> list:
    found = []
    for folder in FOLDERS:
        for f in sorted((root / folder).rglob("*")):
            if f.suffix not in (".h", ".cpp"):
                continue
            code = strip_comments(f.read_text(encoding="utf-8"))
            for line_no, line in enumerate(code.split("\n"), 1):
                if line.lstrip().startswith(("#include", "#pragma", "#error")):
                    continue
                for m in LITERAL.finditer(line):
                    if not WORDS.search(m.group(1)):
                        continue
                    if MARKER.search(line[:m.start()]):
                        continue
                    found.append(f"{f.relative_to(root)}:{line_no}: {m.group(0)}")
    return found


def main() -> int:
    root = Path(sys.argv[1])
    expect = sys.argv[2] if len(sys.argv) > 2 else None
    found = findings(root)
    if expect:
        if any(x.startswith(expect + ":") for x in found):
            print(f"the check finds the English planted in {expect}")
            return 0
        print(f"the check missed the English planted in {expect}")
        return 1
    if found:
        print("English built below the edge (use a code, its table row and RF_TRANSLATABLE):")
        for x in found:
            print("  " + x)
        return 1
    print("no English sentence in " + ", ".join(FOLDERS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
