"""`unokit dashboard` starts again at once on the port it was just stopped on (issue 23 §2).

Stopping the server while a visitor is connected leaves the server's side of each connection in TCP's
TIME-WAIT for about a minute. The command's check that the port is free used to bind without
``SO_REUSEADDR``, which those sockets block, so it said "port N on 127.0.0.1 is in use" with nothing
listening, where Voila (Tornado binds with ``SO_REUSEADDR``) would have started.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import signal
import subprocess
import sys
import urllib.request

from voila_support import ARTIFACTS, BUSY_MACHINE_TIMEOUT_MS, DashboardProcess, free_port

TIMEOUT_S = BUSY_MACHINE_TIMEOUT_MS / 1000


def start_on(port: int, name: str) -> DashboardProcess:
    """``unokit dashboard --no-browser --port PORT``, once it printed its URL; fails the test with the command's
    own words if it did not start."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    log_path = ARTIFACTS / f"dashboard-restart-{name}.log"
    with open(log_path, "wb") as log:
        process = subprocess.Popen([sys.executable, "-m", "unokit.cli", "dashboard", "--no-browser", "--port",
                                    str(port)], stdout=subprocess.PIPE, stderr=log, stdin=subprocess.DEVNULL,
                                   text=True, start_new_session=True)
    line = process.stdout.readline()
    if not line.startswith(f"unokit dashboard: http://127.0.0.1:{port}/"):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(10)
        raise AssertionError(f"unokit dashboard did not start: {line!r} {log_path.read_text(errors='replace')[-2000:]}")
    return DashboardProcess(process=process, url=line.split()[2], log_path=log_path)


def keep_alive_client(port: int) -> http.client.HTTPConnection:
    """An HTTP/1.1 connection to the server that stays open after one answered request (keep-alive), as a
    browser's does. The request asks for no page, so it uses no kernel."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=TIMEOUT_S)
    connection.request("GET", "/unokit/queue/none")
    assert json.loads(connection.getresponse().read()) == {"state": "gone"}
    return connection


def test_the_dashboard_starts_again_at_once_on_the_port_it_was_stopped_on():
    port = free_port()
    first = start_on(port, "first")
    clients = [keep_alive_client(port) for _ in range(3)]
    assert first.stop() == 0  # Ctrl-C: the server closes its side of each open connection first
    for client in clients:
        client.close()  # now the server's side waits out TIME-WAIT on the port

    again = start_on(port, "again")  # at once: it used to say "port ... is in use"
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/unokit/queue/none", timeout=TIMEOUT_S) as answer:
            assert json.loads(answer.read()) == {"state": "gone"}
    finally:
        assert again.stop() == 0
