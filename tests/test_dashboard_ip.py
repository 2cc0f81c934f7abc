"""``unokit dashboard --ip ADDRESS`` (issue 23 item 5, "serving a class"): it listens on that address,
warns that anyone who can reach it can play and says how many visitors the memory holds; the default
stays 127.0.0.1, this computer only."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

pytest.importorskip("voila")

from unokit.cli import main  # noqa: E402
from unokit.dashboard import voila_command  # noqa: E402
from unokit.dashboard.capacity import (  # noqa: E402
    KERNEL_MEMORY_MB,
    SERVER_MEMORY_MB,
    available_memory_mb,
    capacity_sentence,
    visitors_memory_holds,
)


def test_voila_listens_on_the_address_given_and_on_loopback_by_default(tmp_path):
    notebook = tmp_path / "x.ipynb"
    notebook.write_text("{}")
    assert "--Voila.ip=127.0.0.1" in voila_command("python", notebook)
    command = voila_command("python", notebook, ip="0.0.0.0")
    assert "--Voila.ip=0.0.0.0" in command and "--Voila.ip=127.0.0.1" not in command


@pytest.mark.parametrize("address", ["nonsense", "192.168.1", "localhost", ""])
def test_an_ip_that_is_not_an_address_is_one_usage_error_line(address):
    result = CliRunner().invoke(main, ["dashboard", "--no-browser", "--ip", address])
    assert result.exit_code == 2 and "Traceback" not in result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: --ip {address!r} is not an IP address; give 127.0.0.1")


def test_an_address_of_another_computer_is_refused_before_voila_starts():
    # 203.0.113.7 (TEST-NET-3, RFC 5737) is never an address of this computer
    result = CliRunner().invoke(main, ["dashboard", "--no-browser", "--ip", "203.0.113.7", "--port", "8899"])
    assert result.exit_code == 1
    assert result.output.startswith("error: --ip 203.0.113.7: cannot serve on it (")
    assert "give an address of this computer, or 0.0.0.0" in result.output and "in use" not in result.output


def test_the_visitors_the_memory_holds():
    assert KERNEL_MEMORY_MB == 80
    assert visitors_memory_holds(0) == 0 and visitors_memory_holds(200) == 0
    # 4 GB: 80% of 4096 MB = 3276.8, less 180 MB for the server and the preheated kernel, / 80 MB
    assert visitors_memory_holds(4096) == int(4096 * 0.8 - SERVER_MEMORY_MB) // 80 == 38
    assert "enough for about 38 visitors at once" in capacity_sentence(4096)
    assert "4.0 GB free" in capacity_sentence(4096)
    assert "enough for about 1 visitor at once" in capacity_sentence(330)
    assert capacity_sentence(None).endswith("this computer does not say how much memory is free.")


def test_available_memory_is_read_from_meminfo(tmp_path):
    meminfo = tmp_path / "meminfo"
    meminfo.write_text("MemTotal:       16000000 kB\nMemFree:  100 kB\nMemAvailable:    8388608 kB\n")
    assert available_memory_mb(meminfo) == 8192
    measured = available_memory_mb()  # this computer's, by whichever way it says it
    assert measured is None or measured > 0


def _address_of_this_computer() -> str | None:
    """An address of this computer on a network (not 127.x), or None when it has none."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))
            address = probe.getsockname()[0]
    except OSError:
        return None
    return None if address.startswith("127.") or address == "0.0.0.0" else address


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("0.0.0.0", 0))
        return sock.getsockname()[1]


def _answers(address: str, port: int) -> bool:
    try:
        socket.create_connection((address, port), timeout=2).close()
        return True
    except OSError:
        return False


@pytest.mark.slow
def test_served_on_every_network_it_answers_on_this_computers_address_and_warns(tmp_path):
    address = _address_of_this_computer()
    if address is None:
        pytest.skip("this computer has no network address but loopback")
    port = _free_port()
    assert not _answers(address, port)
    unokit = Path(sys.executable).with_name("unokit")
    process = subprocess.Popen([str(unokit), "dashboard", "--no-browser", "--ip", "0.0.0.0", "--port", str(port)],
                               cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               start_new_session=True)
    said: list[str] = []
    reader = threading.Thread(target=lambda: said.extend(process.stderr), daemon=True)
    reader.start()
    try:
        line = process.stdout.readline()  # printed once Voila answers
        assert line.startswith(f"unokit dashboard: http://{address}:{port}/"), line
        assert _answers(address, port) and _answers("127.0.0.1", port)
        # stopped once the preheated kernel is up (Voila stopped while it starts prints a traceback of its own)
        deadline = time.monotonic() + 120
        while not any("Kernel pool of" in text for text in said) and time.monotonic() < deadline:
            time.sleep(0.2)
    finally:
        process.send_signal(signal.SIGTERM)  # as a polite kill of the command: it stops Voila and the kernels
        deadline = time.monotonic() + 60
        while process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.2)
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
        reader.join(10)
    errors = "".join(said)
    warning = errors.splitlines()[0]
    assert warning.startswith(f"warning: serving on every network this computer is on, port {port}: anyone who "
                              "can reach it can open the dashboard and play; there is no password.")
    assert f"about {KERNEL_MEMORY_MB} MB of memory" in warning
    assert "visitors at once" in warning or "does not say how much memory is free" in warning
    # the command stopped cleanly; a kernel still starting may print a traceback of its own when stopped
    # on a loaded machine (README "What the messages in the terminal mean"), never unokit's code
    assert process.returncode == 0 and "unokit/cli.py" not in errors and "unokit/dashboard" not in errors


def test_on_loopback_there_is_no_network_warning(monkeypatch):
    from unokit import cli

    said = []
    monkeypatch.setattr(cli, "_serve_dashboard", lambda *args, **kwargs: said.append(kwargs["ip"]))
    result = CliRunner().invoke(main, ["dashboard", "--no-browser", "--port", str(_free_port())])
    assert result.exit_code == 0 and said == ["127.0.0.1"]
    assert "warning" not in result.output  # stdout and stderr
