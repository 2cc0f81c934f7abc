"""Take the README's screenshot of the table again: docs/images/table.png.

Starts ``unokit dashboard --no-browser`` on a free port, opens it in headless Chromium at 1280 x 800 px
(the UX audit's "teacher projecting" size), waits for the person's hand, takes the first screen, and
saves it with a 64-colour palette (about 50 KB: small enough for the README, under 150 KB). Needs the test extras
(Playwright) and Chromium (``/usr/bin/chromium``, or set ``CHROMIUM``).

Run from the repository root: ``.venv/bin/python scripts/readme-screenshot.py``; then make the image's
description in README.md (its alt text names the cards shown) say what the new screenshot shows.
"""

from __future__ import annotations

import io
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

from PIL import Image
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "images" / "table.png"
#: Milliseconds to wait for the page and the hand: a busy 2-core machine (tests/browser/voila_support.py)
WAIT_MS = 120_000


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def main() -> None:
    port = free_port()
    unokit = Path(sys.executable).with_name("unokit")
    server = subprocess.Popen([str(unokit), "dashboard", "--no-browser", "--port", str(port)],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        line = server.stdout.readline()  # printed once the dashboard answers
        if not line.startswith("unokit dashboard: http"):
            sys.exit(f"readme-screenshot: the dashboard did not start ({line.strip() or 'no output'})")
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                args=["--no-sandbox", "--disable-gpu", "--disable-background-networking"])
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            page.goto(f"http://127.0.0.1:{port}/", timeout=WAIT_MS)
            page.wait_for_selector(".unokit-hand.unokit-hand-interactive button.unokit-card", timeout=WAIT_MS)
            page.wait_for_timeout(1500)  # the bots' first moves and their messages settle
            shot = page.screenshot()
            browser.close()
    finally:
        server.send_signal(signal.SIGTERM)  # the dashboard stops Voila and its kernels
        server.wait(60)
    image = Image.open(io.BytesIO(shot)).convert("RGB")
    image.quantize(colors=64, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(OUT, optimize=True)
    print(f"wrote {OUT.relative_to(ROOT)} ({OUT.stat().st_size // 1024} KB)")


if __name__ == "__main__":
    main()
