#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 RallyForge contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Opens ruling reports in a real browser (headless Chromium over its DevTools pipe).

For each report it checks that the page made no network request, that every step's picture
rendered (the board's dark floor fills most of the picture's pixels), that the Right and Left
keys move from step to step, and that it prints a step to a page. Exit 0 passed, 1 failed, 77 skipped (no chromium).

    report_browser.py --cli build/ci/bin/rallyforge-cli --source . [--shots DIR]
"""
import argparse
import base64
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

# The reports opened: (name, scenario, extra arguments); one with option cards, one comparison.
REPORTS = [
    ("option", "boards/scenarios/option-high-power-laser-pressor-beam.rfscenario", []),
    ("compare", "boards/scenarios/belt-transfer-dispute.rfscenario", ["--option", "belt-transfer"]),
    ("demo", "boards/demo.rfscenario", []),
    ("worm", "boards/scenarios/upgrade-worm-pile-empty.rfscenario", []),
    ("virus", "boards/scenarios/upgrade-virus-range.rfscenario", ["--option", "virus-radius-square"]),
]


class Browser:
    """Chromium with --remote-debugging-pipe: JSON messages ending in NUL on fds 3 (in) and 4 (out)."""

    def __init__(self, profile):
        exe = shutil.which("chromium") or shutil.which("chromium-browser")
        to_child_r, self.to_child = os.pipe()
        self.from_child, from_child_w = os.pipe()

        def fds():
            os.dup2(to_child_r, 3)
            os.dup2(from_child_w, 4)

        self.proc = subprocess.Popen(
            [exe, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run",
             "--hide-scrollbars", "--mute-audio", "--disable-background-networking", "--disable-extensions",
             "--user-data-dir=" + profile, "about:blank"],
            # The fds are moved to 3 and 4 after the fork; those are the ones to keep open.
            pass_fds=(3, 4), preexec_fn=fds, close_fds=True,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_child_r)
        os.close(from_child_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.session = None

    def send(self, method, params=None, session=True):
        self.next_id += 1
        msg = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            msg["sessionId"] = self.session
        os.write(self.to_child, json.dumps(msg).encode() + b"\0")
        while True:
            m = self.read()
            if m.get("id") == self.next_id:
                if "error" in m:
                    raise RuntimeError(f"{method}: {m['error']}")
                return m.get("result", {})
            self.events.append(m)

    def read(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_child, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed its pipe")
            self.buffer += chunk
        raw, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(raw)

    def wait_event(self, method):
        for i, e in enumerate(self.events):
            if e.get("method") == method:
                return self.events.pop(i)
        while True:
            m = self.read()
            if m.get("method") == method:
                return m
            self.events.append(m)

    def evaluate(self, expression):
        r = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        return r["result"].get("value")

    def close(self):
        try:
            self.send("Browser.close", session=False)
        except RuntimeError:
            pass
        self.proc.wait(timeout=30)


def png_pixels(data):
    """(width, height, rows of RGB(A) bytes) of an 8-bit RGB or RGBA PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    assert depth == 8 and colour in (2, 6), (depth, colour)
    bpp = 4 if colour == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev = [], bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, bpp, rows


def dark_share(png):
    """The share of pixels darker than mid grey (the factory floor), sampled every 4th pixel."""
    width, height, bpp, rows = png_pixels(png)
    dark = total = 0
    for y in range(0, height, 4):
        row = rows[y]
        for x in range(0, width, 4):
            r, g, b = row[x * bpp], row[x * bpp + 1], row[x * bpp + 2]
            total += 1
            dark += (r + g + b) < 3 * 128
    return dark / max(total, 1)


def thin_pages(pdf, name):
    """The printed pages that hold no picture and almost no text (a heading or a footer alone)."""
    if not (shutil.which("pdftotext") and shutil.which("pdfimages")):
        return []
    with tempfile.NamedTemporaryFile(suffix=".pdf") as f:
        f.write(pdf)
        f.flush()
        listed = subprocess.run(["pdfimages", "-list", f.name], capture_output=True, text=True).stdout.splitlines()[2:]
        with_image = {int(line.split()[0]) for line in listed if line.strip()}
        text = subprocess.run(["pdftotext", "-layout", f.name, "-"], capture_output=True, text=True).stdout
    problems = []
    pages = text.split("\f")[:-1]
    for number, page in enumerate(pages, start=1):
        words = " ".join(page.split())
        if number not in with_image and len(words) < 160:
            problems.append(f"{name}: printed page {number} holds only {words!r}")
    # The first page goes on from the heading to the setup picture or to where the rulings part.
    if pages and 1 not in with_image and "Where the rulings part" not in pages[0]:
        problems.append(f"{name}: the first printed page holds only the heading")
    return problems


def check_report(browser, path, shots, name):
    problems = []
    url = "file://" + os.path.abspath(path)
    browser.events.clear()
    browser.send("Page.navigate", {"url": url})
    browser.wait_event("Page.loadEventFired")
    requests = [e["params"]["request"]["url"] for e in browser.events if e.get("method") == "Network.requestWillBeSent"]
    outward = [u for u in requests if u != url and not u.startswith("data:")]
    if outward:
        problems.append(f"{name}: the page asked the network for {outward[:3]}")
    steps = browser.evaluate("Array.prototype.map.call(document.querySelectorAll('.step'), function(s){return s.id;})")
    if not steps:
        return problems + [f"{name}: no steps"]
    # Every picture: scrolled into view and captured; the board must be there.
    for i, sid in enumerate(steps):
        rect = browser.evaluate(
            f"(function(){{var s=document.getElementById('{sid}').querySelector('svg.picture');if(!s)return null;"
            "s.scrollIntoView();var r=s.getBoundingClientRect();return [r.left+window.scrollX,r.top+window.scrollY,r.width,r.height];})()")
        if rect is None:
            continue  # the final state has no picture
        shot = browser.send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True,
                                                      "clip": {"x": rect[0], "y": rect[1], "width": rect[2],
                                                               "height": rect[3], "scale": 0.5}})
        png = base64.b64decode(shot["data"])
        share = dark_share(png)
        if share < 0.5:
            problems.append(f"{name}: step {sid}: the picture is blank ({share:.0%} of it is board)")
        if shots and i < 4:
            with open(os.path.join(shots, f"{name}-{sid}.png"), "wb") as f:
                f.write(png)
    # Keys: Right twice then Left, from the top of the page.
    browser.evaluate("window.scrollTo(0,0)")
    seen = []
    for key, code in (("ArrowRight", 39), ("ArrowRight", 39), ("ArrowLeft", 37)):
        for kind in ("keyDown", "keyUp"):
            browser.send("Input.dispatchKeyEvent", {"type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code})
        seen.append(browser.evaluate("window.rallyforgeCurrentStep()"))
    want = [steps[0], steps[1], steps[0]] if len(steps) > 1 else [steps[0]] * 3
    if seen != want:
        problems.append(f"{name}: keys Right, Right, Left went to {seen}, not {want}")
    top = browser.evaluate(f"Math.round(document.getElementById('{steps[0]}').getBoundingClientRect().top)")
    if top is None or not 0 <= top <= 80:
        problems.append(f"{name}: the current step is not at the top of the window (top {top})")
    # Printed: the print style sheet hides the buttons and starts a page before every step but
    # the first; the PDF has at least a page per step, and no page holds only a heading or a
    # footer (no picture and almost no text).
    browser.send("Emulation.setEmulatedMedia", {"media": "print"})
    printed = browser.evaluate("(function(){var s=document.querySelectorAll('.step');var second=s.length>1?s[1]:s[0];"
                               "return [getComputedStyle(document.querySelector('nav')).display, getComputedStyle(second).breakBefore];})()")
    browser.send("Emulation.setEmulatedMedia", {"media": ""})
    if printed != ["none", "page"]:
        problems.append(f"{name}: printed, the buttons and page breaks are {printed}, not ['none', 'page']")
    pdf = base64.b64decode(browser.send("Page.printToPDF", {"printBackground": True})["data"])
    pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
    if pages < len(steps):
        problems.append(f"{name}: printed on {pages} page(s) for {len(steps)} steps")
    problems += thin_pages(pdf, name)
    if shots:
        with open(os.path.join(shots, f"{name}.pdf"), "wb") as f:
            f.write(pdf)
        browser.send("Emulation.setDeviceMetricsOverride", {"width": 1100, "height": 1400, "deviceScaleFactor": 1, "mobile": False})
        browser.evaluate("window.scrollTo(0,0)")
        page = browser.send("Page.captureScreenshot", {"format": "png"})
        with open(os.path.join(shots, f"{name}-page.png"), "wb") as f:
            f.write(base64.b64decode(page["data"]))
        browser.send("Emulation.setDeviceMetricsOverride", {"width": 1100, "height": 900, "deviceScaleFactor": 1, "mobile": False})
    print(f"{name}: {len(steps)} steps, {pages} printed pages, {len(requests)} request(s) (the page itself), keys {seen}")
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", required=True)
    ap.add_argument("--source", required=True)
    ap.add_argument("--shots", help="keep screenshots here")
    args = ap.parse_args()
    if not (shutil.which("chromium") or shutil.which("chromium-browser")):
        print("report_browser: no chromium, skipped")
        return 77
    work = tempfile.mkdtemp(prefix="rf-report-browser-")
    if args.shots:
        os.makedirs(args.shots, exist_ok=True)
    problems = []
    browser = Browser(os.path.join(work, "profile"))
    try:
        targets = browser.send("Target.getTargets", session=False)["targetInfos"]
        page = next(t for t in targets if t["type"] == "page")
        browser.session = browser.send("Target.attachToTarget", {"targetId": page["targetId"], "flatten": True}, session=False)["sessionId"]
        for domain in ("Page", "Network", "Runtime"):
            browser.send(domain + ".enable")
        browser.send("Emulation.setDeviceMetricsOverride", {"width": 1100, "height": 900, "deviceScaleFactor": 1, "mobile": False})
        for name, scenario, extra in REPORTS:
            out = os.path.join(work, name + ".html")
            env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
            r = subprocess.run([args.cli, "report", os.path.join(args.source, scenario), *extra, "-o", out],
                               env=env, capture_output=True, text=True)
            if r.returncode != 0:
                problems.append(f"{name}: report exited {r.returncode}: {r.stderr.strip()}")
                continue
            problems += check_report(browser, out, args.shots, name)
    finally:
        browser.close()
        shutil.rmtree(work, ignore_errors=True)
    for p in problems:
        print("FAIL:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
