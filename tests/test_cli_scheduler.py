"""`--scheduler`: a bounded wait and one error line for any address (issue 23 §7 F6, F13)."""

from __future__ import annotations

import socket
import subprocess
import sys

import pytest
from click.testing import CliRunner

from unokit.cli import main
from unokit.simulate import check_scheduler_address


@pytest.mark.parametrize("address, words", [
    ("tcp://127.0.0.1:99999", "'99999' is not a port; a port is a whole number from 1 to 65535"),  # was a time-out
    ("tcp://127.0.0.1:0", "'0' is not a port"),
    ("tcp://127.0.0.1:http", "'http' is not a port"),
    ("tcp://localhost", "needs a host and a port"),
    ("tcp://:8786", "needs a host and a port"),
    ("http://127.0.0.1:8786", "'http' is not a Dask transport (tcp, tls, ucx, inproc)"),
    ("127.0.0.1:8786", "is not allowed; write it as tcp://HOST:PORT"),
    ("inproc://x", "names a scheduler inside one Python process"),  # was a traceback after 21 s
])
@pytest.mark.parametrize("command", [["simulate", "--games", "2"], ["tournament", "--bots", "greedy", "random"]])
def test_a_malformed_scheduler_address_is_one_usage_error_at_once(command, address, words):
    result = CliRunner().invoke(main, [*command, "--scheduler", address])
    assert result.exit_code == 2, result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: --scheduler: ") and words in lines[0], lines


def test_well_formed_addresses_pass_the_check():
    for address in ("tcp://127.0.0.1:8786", "tcp://[::1]:8786", "tls://scheduler.example:8786", "ucx://10.0.0.5:1",
                    "inproc://192.168.1.2/1234/1"):
        assert check_scheduler_address(address) == address


def test_a_port_that_accepts_and_never_answers_is_given_up_after_the_connect_time():
    pytest.importorskip("distributed")
    with socket.socket() as listener:  # accepts (the kernel completes the handshake) and never answers
        listener.bind(("127.0.0.1", 0))
        listener.listen(8)
        port = listener.getsockname()[1]
        # the documented constant, shortened for the test, in a real process
        code = ("import unokit.simulate as s; s.SCHEDULER_CONNECT_TIMEOUT_S = 2; from unokit.cli import main; "
                "main()")
        result = subprocess.run([sys.executable, "-c", code, "simulate", "--games", "2", "--scheduler",
                                 f"tcp://127.0.0.1:{port}"], capture_output=True, text=True, timeout=120)  # a hang fails here
    assert result.returncode == 1
    # was: no result after 290 s
    assert result.stderr == (f"error: cannot reach the Dask scheduler at tcp://127.0.0.1:{port}: no answer within "
                             "2 s (is a Dask scheduler listening on that address and port?)\n")


def test_the_help_gives_the_connect_time_of_the_constant():
    from unokit.simulate import SCHEDULER_CONNECT_TIMEOUT_S

    for command in ("simulate", "tournament"):
        text = " ".join(CliRunner().invoke(main, [command, "--help"]).output.split())
        assert f"has not answered within {SCHEDULER_CONNECT_TIMEOUT_S} s" in text
