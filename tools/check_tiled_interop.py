#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""The real Tiled opens every Tiled export of the shipped boards and courses, and what Tiled
writes imports back as the same board.

For each .rfboard under BOARDS and each of our Tiled encodings (TMX, TMJ), this exports the board
with `rallyforge-cli convert`, has Tiled write it in the other encoding, in the same one with its
tileset embedded and minimized, and in the same one into a plain subfolder and into a subfolder
of a Tiled project two folders down (the tileset then named with ".."), rasterizes it with
`tmxrasterizer`, and imports every file Tiled wrote: each must give the same .rfboard as
importing our own export (byte for byte).

Usage: check_tiled_interop.py RALLYFORGE_CLI BOARDS WORKDIR
Exit 0 all agree, 1 a disagreement or a Tiled failure, 77 when tiled or tmxrasterizer is absent."""
import os
import pathlib
import shutil
import struct
import subprocess
import sys

TILE = 64  # the tile size of our tileset (rallyforge-elements.tsx/.tsj)


def run(args, cwd):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_RUNTIME_DIR=str(cwd))
    return subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=120)


def png_size(path):
    head = pathlib.Path(path).read_bytes()[:24]
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    return struct.unpack(">II", head[16:24])


def main():
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    tiled, rasterizer = shutil.which("tiled"), shutil.which("tmxrasterizer")
    if not tiled or not rasterizer:
        print("Tiled is not installed (tiled, tmxrasterizer); skipping", file=sys.stderr)
        return 77
    cli, boards, work = sys.argv[1], pathlib.Path(sys.argv[2]).resolve(), pathlib.Path(sys.argv[3]).resolve()
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    failures = []
    checked = 0

    def fail(message):
        failures.append(message)
        print("FAIL " + message)

    for board in sorted(boards.glob("*.rfboard")):
        for ours, other in (("tmx", "json"), ("tmj", "tmx")):
            folder = work / f"{board.stem}-{ours}"
            folder.mkdir()
            exported = folder / f"{board.stem}.{ours}"
            r = run([cli, "convert", "--to", "tiled-" + ("tmx" if ours == "tmx" else "json"), str(board), str(exported)], folder)
            if r.returncode != 0:
                fail(f"{board.name}: our {ours} export failed: {r.stderr.strip()}")
                continue
            reference = folder / "reference.rfboard"
            r = run([cli, "convert", str(exported), str(reference)], folder)
            if r.returncode != 0:
                fail(f"{board.name}: our own {ours} export does not import: {r.stderr.strip()}")
                continue
            # What Tiled writes: the other encoding; the same one with the tileset embedded; minimized JSON.
            same = "json" if ours == "tmj" else "tmx"
            # And the map saved into a plain subfolder, then into a subfolder of a Tiled project:
            # Tiled then refers to the tileset beside the original as "../rallyforge-elements.*"
            # (docs/interop.md).
            variants = [
                (f"tiled-other.{'tmj' if other == 'json' else 'tmx'}", ["--export-map", other]),
                (f"tiled-embedded.{ours}", ["--embed-tilesets", "--export-map", same]),
                ("tiled-minimized.tmj", ["--minimize", "--export-map", "json"]),
                (f"maps/tiled-subfolder.{ours}", ["--export-map", same]),
                (f"project/maps/tiled-project-subfolder.{ours}", ["--export-map", same]),
            ]
            (folder / "maps").mkdir()
            (folder / "project" / "maps").mkdir(parents=True)
            (folder / "project" / "project.tiled-project").write_text('{"folders": ["."]}\n')
            for name, options in variants:
                written = folder / name
                r = run([tiled] + options + [str(exported), str(written)], folder)
                if r.returncode != 0 or not written.exists():
                    fail(f"{board.name}: Tiled could not open our {ours} export ({' '.join(options)}): {r.stderr.strip()}")
                    continue
                # (Tiled's JSON escapes '/' as '\/'.)
                if name.startswith("project/") and "../../rallyforge-elements." not in written.read_text().replace("\\/", "/"):
                    fail(f"{board.name}: Tiled did not refer to the tileset with '../..' from {name}")
                if name.startswith("maps/") and "../rallyforge-elements." not in written.read_text().replace("\\/", "/"):
                    fail(f"{board.name}: Tiled did not refer to the tileset with '..' from {name}")
                back = folder / (name.replace("/", "-") + ".rfboard")
                r = run([cli, "convert", str(written), str(back)], folder)
                if r.returncode != 0:
                    fail(f"{board.name}: the {name} that Tiled wrote does not import: {r.stderr.strip()}")
                elif back.read_bytes() != reference.read_bytes():
                    fail(f"{board.name}: the {name} that Tiled wrote imports as a different board than our {ours} export")
                checked += 1
            # tmxrasterizer draws the map with our tileset image: one 64 px tile per square.
            image = folder / "rasterized.png"
            r = run([rasterizer, str(exported), str(image)], folder)
            size = png_size(image) if image.exists() else None
            info = run([cli, "info", str(board)], folder).stdout
            grid = next((line.split(":", 1)[1].split("x") for line in info.splitlines() if line.startswith("Size:")), None)
            expected = (int(grid[0]) * TILE, int(grid[1]) * TILE) if grid else None
            if r.returncode != 0 or size is None:
                fail(f"{board.name}: tmxrasterizer could not draw our {ours} export: {r.stderr.strip()}")
            elif size != expected:
                fail(f"{board.name}: tmxrasterizer drew {size[0]} x {size[1]} px, expected {expected[0]} x {expected[1]}")
            checked += 1
    print(f"{checked} Tiled check(s), {len(failures)} failed")
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
