"""A class opening `unokit dashboard` at once (issue 23 §7, security review F2, F7, F9), with the real command.

- Seats: at most ``--max-visitors`` pages play at once; the next visitor gets "The table is full" (HTTP 503,
  a readable page with a Try again button), where every plain request used to start one more kernel.
- The start queue: at most ``--start-at-once`` games start together; a visitor beyond them waits on a page
  that says how many visitors are ahead and opens the table by itself when their turn comes.
- A kernel handed to a page that has not connected yet is never culled: the review saw 15-28 of 20-30 such
  kernels culled while their pages were still loading. Here the idle timeout is 2 s, far shorter than any
  page takes to connect on a busy machine.
- A page whose kernel dies (killed) says so in an alert and offers a reload, where it used to freeze
  silently.
"""

from __future__ import annotations

import os
import re
import signal

import pytest
from voila_support import (
    ARTIFACTS,
    BUSY_MACHINE_TIMEOUT_MS,
    busy_context,
    command_line,
    error_outputs,
    play_one_move,
    start_dashboard,
    wait_until,
)

from unokit.dashboard import POOL_SIZE

CARD = ".unokit-hand.unokit-hand-interactive button.unokit-card"
#: Seconds a game may take to start on a loaded 2-core machine, queue included (the starts run one at a time).
START_S = 240
ALERT = "#unokit-page-alert"


@pytest.fixture
def dashboard_factory(request):
    """``start(*args)``: a running ``unokit dashboard ARGS`` whose pool is full; stopped after the test."""
    started = []

    def start(*args: str):
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        server = start_dashboard(*args, log_path=ARTIFACTS / f"dashboard-{request.node.name}.log")
        started.append(server)
        assert wait_until(lambda: "is filled with" in server.log() and len(server.kernels()) == POOL_SIZE,
                          START_S), server.log()[-3000:]
        return server

    yield start
    for server in started:
        assert server.stop() == 0
        assert server.kernels() == []


def test_a_class_at_once_is_seated_queued_or_told_the_table_is_full_and_no_loading_page_loses_its_kernel(
        browser, dashboard_factory):
    seats = 3
    server = dashboard_factory("--max-visitors", str(seats), "--start-at-once", "1", "--kernel-idle-timeout", "2")
    visitors = []
    for _ in range(seats + 1):  # one more visitor than seats, all at once
        context = busy_context(browser, viewport={"width": 1280, "height": 900})
        page = context.new_page()
        queued = []
        page.on("request", lambda request, queued=queued: queued.append(request.url)
                if request.is_navigation_request() and "unokit-queue=" in request.url else None)
        visitors.append((context, page, queued))
    answers = [page.goto(server.url, wait_until="commit") for _context, page, _queued in visitors]

    full = [page for (_c, page, _q), answer in zip(visitors, answers, strict=True) if answer.status == 503]
    assert len(full) == 1, [answer.status for answer in answers]
    page = full[0]
    page.wait_for_load_state()
    assert page.title() == "The table is full — unokit"
    status = page.get_by_role("status")
    assert re.match(r"The table is full: 3 visitors are playing or starting", status.inner_text())
    assert page.get_by_role("button", name="Try again").is_visible()

    players = [(page, queued) for (_c, page, queued), answer in zip(visitors, answers, strict=True) if answer.status == 200]
    for page, _queued in players:
        page.locator(CARD).first.wait_for(timeout=START_S * 1000)
        assert error_outputs(page) == []
        assert page.locator(ALERT).inner_text() == ""
    # games start one at a time: at least one visitor waited on the queue page, which opened the table itself
    assert sum(bool(queued) for _page, queued in players) >= 1
    assert "Culling '" not in server.log()  # no kernel of a loading page was culled, with a 2 s idle timeout
    assert len(server.kernels()) <= seats + POOL_SIZE
    play_one_move(players[-1][0])
    for context, _page, _queued in visitors:
        context.close()


def _kernel_pid(server, kernel_id: str) -> int:
    """The process id of kernel ``kernel_id`` (its connection file, ``kernel-<id>.json``, is on its command line)."""
    for pid in server.kernels():
        if any(arg.endswith(f"kernel-{kernel_id}.json") for arg in command_line(pid)):
            return pid
    raise AssertionError(f"no process for kernel {kernel_id}: {server.kernels()}")


def test_a_page_whose_kernel_was_killed_says_the_game_stopped_and_reloads_into_a_new_game(browser, dashboard_factory):
    server = dashboard_factory()
    context = busy_context(browser, viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(server.url)
    page.locator(CARD).first.wait_for(timeout=START_S * 1000)
    kernel_id = page.evaluate("JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")
    os.kill(_kernel_pid(server, kernel_id), signal.SIGKILL)

    alert = page.get_by_role("alert").filter(has_text="This game has stopped")
    alert.wait_for(timeout=BUSY_MACHINE_TIMEOUT_MS)
    assert "its kernel on the server is gone" in alert.inner_text()
    reload = page.get_by_role("button", name="Reload the page")
    assert page.evaluate("document.activeElement.textContent") == "Reload the page"  # focus is on the way out
    # the server stopped the empty kernel it had restarted in place of the killed one: no seat is held by it
    assert wait_until(lambda: f"kernel-{kernel_id}.json" not in " ".join(
        " ".join(command_line(pid)) for pid in server.kernels()), BUSY_MACHINE_TIMEOUT_MS / 1000)

    reload.click()
    page.locator(CARD).first.wait_for(timeout=START_S * 1000)
    assert page.locator(ALERT).inner_text() == ""
    assert page.evaluate("JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId") != kernel_id
    play_one_move(page)
    context.close()
