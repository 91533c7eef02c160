#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""ctest translations_complete: every user-visible string of the editor, and every template of
the core's code tables (RF_TRANSLATABLE), has a finished translation in each shipped language. lupdate scans the sources into copies of the .ts files (the
originals are not touched); messages left unfinished fail the test and are listed.

    check-complete.py LUPDATE SOURCE_DIR TS_DIR WORK_DIR LANG...
"""
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path


# The editor, the core folders whose code tables hold translatable templates, the translated
# words and the ruling report.
SCANNED = ["editor", "core/game", "core/rules", "core/sim", "core/validate", "core/words", "core/render"]


def main() -> int:
    lupdate, source, ts_dir, work, *langs = sys.argv[1:]
    work_dir = Path(work)
    shutil.rmtree(work_dir, ignore_errors=True)
    work_dir.mkdir(parents=True)
    copies = []
    for lang in langs:
        copy = work_dir / f"rallyforge_{lang}.ts"
        shutil.copy(Path(ts_dir) / copy.name, copy)
        copies.append(str(copy))
        # English is the source language: its file holds only the plural forms.
        extra = ["-pluralonly"] if lang == "en" else []
        # -I: the sources include each other as "folder/file.h" from core/ (and editor/).
        run = subprocess.run([lupdate, "-silent", "-no-obsolete", *extra, "-extensions", "cpp,h",
                              "-I", str(Path(source) / "core"), "-I", str(Path(source) / "editor"),
                              "-tr-function-alias", "QT_TRANSLATE_NOOP+=RF_TRANSLATABLE,QT_TRANSLATE_N_NOOP+=RF_TRANSLATABLE_N",
                              *[str(Path(source) / folder) for folder in SCANNED], "-ts", str(copy)],
                             capture_output=True, text=True)
        if run.returncode != 0:
            print(f"lupdate failed ({run.returncode}):\n{run.stdout}{run.stderr}")
            return 1
    failed = False
    for lang, copy in zip(langs, copies):
        missing = []
        for context in ET.parse(copy).getroot().iter("context"):
            name = context.findtext("name")
            for message in context.iter("message"):
                translation = message.find("translation")
                kind = translation.get("type") if translation is not None else "unfinished"
                if kind == "unfinished" or (kind is None and not (translation.text or "").strip()
                                            and message.find("translation/numerusform") is None):
                    missing.append(f"{name}: {message.findtext('source')}")
        if missing:
            failed = True
            print(f"{lang}: {len(missing)} untranslated string(s)")
            for m in missing[:20]:
                print(f"    {m}")
        else:
            print(f"{lang}: complete")
    if failed:
        print("Run `cmake --build build/<preset> --target update_translations` and translate the new "
              "messages in translations/*.ts.")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
