"""Benchmark the static classroom edition (``unokit site``) in headless Chromium, network cut.

    python bench/site.py [--site DIR] [--runs 3] [--server cached] [--against OLD_DIR]

Builds the site (or uses ``--site``), serves it with ``python -m http.server`` on 127.0.0.1, aborts every
request to another host, and prints, next to each target (issue 27):

1. site size: the folder's bytes. Target <= 60 MB.
2. data per first load: bytes of every response body of one cold load of the dashboard (no cache), and
   how many requests. No target (a figure to watch; a real host would compress).
3. seconds to a playable hand, cold: ``page.goto`` to the first card button of the person's hand (the
   hand drawn and taking moves), in a fresh browser context (no HTTP cache, no service worker). Median of ``--runs``.
   Target <= 15 s on a quiet 2-core machine.
4. the same, warm: a second load in the same context (HTTP cache filled). Median of ``--runs``.
   Target <= 5 s.
5. blocked requests (to hosts other than 127.0.0.1): target 0.

The load average is printed: on a loaded machine the times are long, not wrong. Exits 1 if a target is missed.

``--against OLD_DIR`` compares two built sites on a machine whose load varies: runs alternate between
``--site`` and ``OLD_DIR`` (each a cold and a warm load in a fresh context), each run printed with the load
average, then the medians of both (the targets are not checked).
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlparse

CHROMIUM = "/usr/bin/chromium"
START_TIMEOUT_MS = 240_000
#: The person's hand drawn and taking moves (its cards are buttons); a dealt hand may have no card to play
#: (then "Draw a card" is the move), so this is not "a card that may be played".
PLAYABLE = ".unokit-hand.unokit-hand-interactive button.unokit-card"


def _folder_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


#: ``--server cached``: python's http.server with a Cache-Control header, as static hosts send one (GitHub
#: Pages: max-age=600): a warm visit then takes the files from the browser's cache without asking the
#: server again; plain ``python -m http.server`` sends only Last-Modified, so each file is asked again (304).
CACHED_SERVER = """
import functools, http.server, sys
class Handler(http.server.SimpleHTTPRequestHandler):
    def end_headers(self):
        self.send_header("Cache-Control", "public, max-age=3600")
        super().end_headers()
http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])),
                                functools.partial(Handler, directory=sys.argv[2])).serve_forever()
"""


def _serve(folder: Path, kind: str = "http.server") -> tuple[subprocess.Popen, str]:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    command = ([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(folder)]
               if kind == "http.server" else [sys.executable, "-c", CACHED_SERVER, str(port), str(folder)])
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/"
    for _ in range(100):
        try:
            with urllib.request.urlopen(url, timeout=2):
                return server, url
        except OSError:
            time.sleep(0.2)
    server.kill()
    raise SystemExit("python -m http.server did not answer")


#: A page's start in three parts (``--against``): its scripts until the kernel's worker asks for Pyodide; the
#: kernel's start (Pyodide, the batch of packages, IPython) until the notebook's cell runs (the kernel says
#: which of its imports are loaded: "unokit already loaded"); the cell (``Dashboard(...)``) and drawing the
#: widgets until the hand is playable.
PHASES = ("page", "kernel", "notebook")


def _load(context, url: str, blocked: list[str], sizes: list[int] | None = None,
          phases: dict[str, list[float]] | None = None) -> float:
    page = context.new_page()
    marks: dict[str, float] = {}
    if phases is not None:
        page.on("request", lambda request: marks.setdefault("worker", time.perf_counter())
                if request.url.endswith("/static/pyodide/pyodide.js") else None)
        page.on("console", lambda line: marks.setdefault("cell", time.perf_counter())
                if "already loaded from" in line.text or "No new packages to load" in line.text else None)
    if sizes is not None:
        def count(response):
            try:
                sizes.append(len(response.body()))
            except Exception:  # a redirect or an aborted request has no body
                pass
        page.on("response", count)
    started = time.perf_counter()
    page.goto(url + "voici/render/dashboard.html")
    page.locator(PLAYABLE).first.wait_for(timeout=START_TIMEOUT_MS)
    ended = time.perf_counter()
    page.close()
    if phases is not None and {"worker", "cell"} <= set(marks):
        for name, (begin, end) in zip(PHASES, ((started, marks["worker"]), (marks["worker"], marks["cell"]),
                                               (marks["cell"], ended)), strict=True):
            phases.setdefault(name, []).append(end - begin)
    return ended - started


def _route(blocked: list[str]):
    def route(request_route):
        if urlparse(request_route.request.url).hostname == "127.0.0.1":
            request_route.continue_()
        else:
            blocked.append(request_route.request.url)
            request_route.abort()
    return route


def compare(new: Path, old: Path, runs: int, server_kind: str) -> int:
    """Alternate ``runs`` runs (a cold and a warm load each) between the ``new`` and ``old`` sites; print each
    with the load average and the medians."""
    from playwright.sync_api import sync_playwright

    servers = {name: _serve(folder, server_kind) for name, folder in (("new", new), ("old", old))}
    times: dict[str, dict[str, list[float]]] = {name: {"cold": [], "warm": []} for name in servers}
    warm_phases: dict[str, dict[str, list[float]]] = {name: {} for name in servers}
    loads: list[float] = []
    blocked: list[str] = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                                 args=["--no-sandbox", "--disable-gpu"])
            for run in range(runs):
                for name in (("old", "new") if run % 2 else ("new", "old")):
                    context = browser.new_context(viewport={"width": 1280, "height": 900})
                    context.route("**/*", _route(blocked))
                    url = servers[name][1]
                    cold, warm = _load(context, url, blocked), _load(context, url, blocked, phases=warm_phases[name])
                    context.close()
                    times[name]["cold"].append(cold)
                    times[name]["warm"].append(warm)
                    loads.append(os.getloadavg()[0])
                    print(f"run {run + 1} {name}: cold {cold:.2f} s, warm {warm:.2f} s, load average {loads[-1]:.1f}",
                          flush=True)
            browser.close()
    finally:
        for server, _ in servers.values():
            server.terminate()
            server.wait(10)
    print(f"server: {server_kind}; {runs} runs each, alternating; load average {min(loads):.1f}-{max(loads):.1f} "
          f"(median {statistics.median(loads):.1f}); blocked requests {len(blocked)}")
    for kind in ("cold", "warm"):
        old_s, new_s = statistics.median(times["old"][kind]), statistics.median(times["new"][kind])
        print(f"playable hand, {kind}: old {old_s:.2f} s -> new {new_s:.2f} s (median; {new_s - old_s:+.2f} s)")
    for phase in PHASES:
        if warm_phases["old"].get(phase) and warm_phases["new"].get(phase):
            old_s, new_s = statistics.median(warm_phases["old"][phase]), statistics.median(warm_phases["new"][phase])
            print(f"  warm, {phase}: old {old_s:.2f} s -> new {new_s:.2f} s ({new_s - old_s:+.2f} s)")
    return 0 if not blocked else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a site built before (default: build one now)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--server", choices=("http.server", "cached"), default="http.server",
                        help="python -m http.server (default) or the same sending Cache-Control: max-age")
    parser.add_argument("--against", type=Path, help="a second built site (the old one): alternate runs, compare")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    if args.against is not None:
        if args.site is None:
            parser.error("--against needs --site")
        return compare(args.site, args.against, args.runs, args.server)

    scratch = tempfile.TemporaryDirectory(prefix="unokit-bench-site-")
    folder = args.site
    if folder is None:
        folder = Path(scratch.name) / "site"
        started = time.perf_counter()
        subprocess.run([str(Path(sys.executable).parent / "unokit"), "site", "--out", str(folder)], check=True)
        print(f"build: {time.perf_counter() - started:.1f} s (downloads cached)")
    server, url = _serve(folder, args.server)
    blocked: list[str] = []
    route = _route(blocked)
    cold, warm, sizes = [], [], []
    before = os.getloadavg()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                                 args=["--no-sandbox", "--disable-gpu"])
            for run in range(args.runs):
                context = browser.new_context(viewport={"width": 1280, "height": 900})
                context.route("**/*", route)
                cold.append(_load(context, url, blocked, sizes if run == 0 else None))
                warm.append(_load(context, url, blocked))
                context.close()
            browser.close()
    finally:
        server.terminate()
        server.wait(10)
    load = os.getloadavg()
    print(f"server: {args.server}; load average before {before[0]:.1f}")
    size_mb = _folder_bytes(folder) / 1e6
    rows = [
        ("site size", f"{size_mb:.1f} MB", "<= 60 MB", size_mb <= 60),
        ("data per first load", f"{sum(sizes) / 1e6:.1f} MB in {len(sizes)} responses", "(watch)", True),
        ("playable hand, cold", f"{statistics.median(cold):.1f} s (runs {', '.join(f'{s:.1f}' for s in cold)})",
         "<= 15 s", statistics.median(cold) <= 15),
        ("playable hand, warm", f"{statistics.median(warm):.1f} s (runs {', '.join(f'{s:.1f}' for s in warm)})",
         "<= 5 s", statistics.median(warm) <= 5),
        ("blocked requests", str(len(blocked)), "0", not blocked),
    ]
    print(f"machine: {os.cpu_count()} CPUs, load average {load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f}")
    parts = sorted(((_folder_bytes(part) if part.is_dir() else part.stat().st_size, part.name)
                    for part in folder.iterdir()), reverse=True)
    print("site parts: " + ", ".join(f"{name} {size / 1e6:.1f} MB" for size, name in parts if size >= 100_000)
          + f"; static/pyodide: {_folder_bytes(folder / 'static' / 'pyodide') / 1e6:.1f} MB")
    for name, figure, target, ok in rows:
        ratio = ""
        if name.startswith("playable"):
            value = statistics.median(cold if "cold" in name else warm)
            ratio = f"  ratio {value / (15 if 'cold' in name else 5):.2f}"
        elif name == "site size":
            ratio = f"  ratio {size_mb / 60:.2f}"
        print(f"{name:<22} {figure:<44} {target:<10} {'yes' if ok else 'NO'}{ratio}")
    scratch.cleanup()
    return 0 if all(ok for *_, ok in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
