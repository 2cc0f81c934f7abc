"""Soak `unokit dashboard` with visits and watch its kernels and memory come back (issue 9, section 2).

    python bench/kernel_soak.py [--visits 100] [--vanish-every 4] [--kernel-idle-timeout SECONDS]

Starts the real command (``python -m unokit.cli dashboard --no-browser``, production settings unless
``--kernel-idle-timeout`` is given) and makes ``--visits`` visits one after another in headless Chromium,
each a new visitor (browser context): open the page, wait for a playable hand, play one card (or draw),
leave. Most visitors close the page normally (``beforeunload`` runs: the page asks the server to stop its
kernel); every ``--vanish-every``-th visitor vanishes instead (no ``beforeunload``, as when a browser
crashes), so only kernel culling can stop that kernel.

Prints, after every visit and then every 5 s after the last one: seconds since start, visits made, running
kernels, and resident memory (VmRSS) of the server (the command and Voila) and of all kernels, in MB.

Target: after the last visitor has left, the kernel count returns to the pre-started number
(:data:`unokit.dashboard.POOL_SIZE`, the preheated pool) within 60 s, and no visit fails. Exits 1 if missed.
Needs Debian's /usr/bin/chromium and the test extras (Playwright).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "browser"))  # the browser tests' helpers: processes, the command

from dashboard import CHROMIUM, CHROMIUM_ARGS, ERROR_TEXT, HAND  # noqa: E402  (bench/dashboard.py)
from playwright.sync_api import sync_playwright  # noqa: E402
from voila_support import descendants, kernel_pids, play_one_move, resident_kib, start_dashboard  # noqa: E402

from unokit.dashboard import POOL_SIZE  # noqa: E402

#: Seconds the kernel count may take to return to the pool size after the last visitor left.
TARGET_RETURN_S = 60
#: Seconds one page may take to show a playable hand on a loaded machine.
PAGE_TIMEOUT_S = 120


def visit(browser, url: str, vanish: bool) -> None:
    """One visitor: open the dashboard, play a card (or draw), then leave (close, or vanish)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector(f"{HAND} button.unokit-card", timeout=PAGE_TIMEOUT_S * 1000)
        if ERROR_TEXT in page.inner_text("body"):
            raise RuntimeError("the dashboard showed a cell error")
        play_one_move(page)
        if not vanish:
            page.close(run_before_unload=True)  # closing the tab: beforeunload asks for the kernel's stop
    finally:
        context.close()  # without beforeunload: the page just goes


def sample(server_pid: int) -> tuple[int, float, float]:
    """(kernels, server MB, kernels MB) now; MB = 10^6 bytes of VmRSS."""
    kernels = kernel_pids(server_pid)
    server = [server_pid] + [p for p in descendants(server_pid) if p not in kernels]
    return len(kernels), resident_kib(server) * 1024 / 1e6, resident_kib(kernels) * 1024 / 1e6


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--visits", type=int, default=100)
    parser.add_argument("--vanish-every", type=int, default=4, help="every N-th visitor vanishes (0: none)")
    parser.add_argument("--kernel-idle-timeout", type=int, default=None,
                        help="passed to unokit dashboard (default: its own production value)")
    args = parser.parse_args()

    extra = () if args.kernel_idle_timeout is None else ("--kernel-idle-timeout", str(args.kernel_idle_timeout))
    log_path = Path(tempfile.mkdtemp(prefix="unokit-soak-")) / "dashboard.log"
    server = start_dashboard(*extra, log_path=log_path)
    start = time.monotonic()
    failures = 0
    peak_kernels, peak_mb = 0, 0.0

    def report(visits: int) -> int:
        nonlocal peak_kernels, peak_mb
        kernels, server_mb, kernel_mb = sample(server.pid)
        peak_kernels, peak_mb = max(peak_kernels, kernels), max(peak_mb, server_mb + kernel_mb)
        print(f"{time.monotonic() - start:8.1f} {visits:6d} {kernels:7d} {server_mb:10.1f} {kernel_mb:10.1f} "
              f"{server_mb + kernel_mb:9.1f}", flush=True)
        return kernels

    try:
        while not ("is filled with" in server.log() and len(server.kernels()) == POOL_SIZE):
            if time.monotonic() - start > PAGE_TIMEOUT_S:
                print(f"the kernel pool was not filled within {PAGE_TIMEOUT_S} s; see {log_path}")
                return 1
            time.sleep(0.5)
        print(f"unokit dashboard at {server.url}; log {log_path}")
        print(f"{'seconds':>8} {'visits':>6} {'kernels':>7} {'server MB':>10} {'kernels MB':>10} {'total MB':>9}")
        report(0)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            for number in range(1, args.visits + 1):
                vanish = args.vanish_every > 0 and number % args.vanish_every == 0
                try:
                    visit(browser, server.url, vanish)
                except Exception as error:  # noqa: BLE001  (count it, keep soaking)
                    failures += 1
                    print(f"visit {number} failed: {str(error).splitlines()[0]}", flush=True)
                report(number)
            browser.close()
        left = time.monotonic()
        returned_after = None
        while time.monotonic() - left <= TARGET_RETURN_S + 30:
            time.sleep(5)
            if report(args.visits) == POOL_SIZE and returned_after is None:
                returned_after = time.monotonic() - left
                break
        log = server.log()
    finally:
        server.stop()

    vanished = args.visits // args.vanish_every if args.vanish_every > 0 else 0
    print()
    print(f"visits: {args.visits} ({args.visits - vanished} closed, {vanished} vanished), failed: {failures}")
    culled = log.count("Culling '")
    print(f"kernels stopped: {log.count('Kernel shutdown:')}, of which culled: {culled}; "
          f"refused stop requests (403): {log.count(' 403 ')}")
    print(f"peak: {peak_kernels} kernels, {peak_mb:.1f} MB resident (server and kernels)")
    if returned_after is None:
        print(f"kernel count after the last visit: never back to {POOL_SIZE} within {TARGET_RETURN_S + 30} s "
              f"(target: {POOL_SIZE} within {TARGET_RETURN_S} s)  MISSED")
    else:
        verdict = "ok" if returned_after <= TARGET_RETURN_S else "MISSED"
        print(f"kernel count back to {POOL_SIZE} (the preheated pool) {returned_after:.0f} s after the last visit "
              f"(target: within {TARGET_RETURN_S} s)  {verdict}")
    print(f"visits failed: {failures} (target: 0)  {'ok' if failures == 0 else 'MISSED'}")
    return 0 if returned_after is not None and returned_after <= TARGET_RETURN_S and failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
