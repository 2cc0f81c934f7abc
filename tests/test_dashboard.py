"""The dashboard without a browser: its controls driven from Python, its Voila template, `unokit dashboard`.

The browser side (keyboard play, axe, focus rings) is in tests/browser/test_dashboard.py.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from environments import make_venv, run_env, site_dirs

pytest.importorskip("ipywidgets")

from unokit.dashboard import (  # noqa: E402
    TEMPLATE,
    dashboard_notebook,
    jupyter_data_dir,
    voila_command,
    voila_environment,
)

ROOT = Path(__file__).resolve().parents[1]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


# --- where things are -------------------------------------------------------------------------


def test_the_dashboard_notebook_is_the_one_in_notebooks_in_a_checkout():
    assert dashboard_notebook() == ROOT / "notebooks" / "dashboard.ipynb"


def test_the_dashboard_notebook_asks_for_the_unokit_template():
    notebook = json.loads(dashboard_notebook().read_text())
    assert notebook["metadata"]["voila"]["template"] == TEMPLATE


def test_voila_finds_the_shipped_template_through_jupyter_path(monkeypatch):
    from voila.paths import collect_template_paths

    monkeypatch.setenv("JUPYTER_PATH", voila_environment({})["JUPYTER_PATH"])
    paths = collect_template_paths(["voila", "nbconvert"], TEMPLATE)
    assert str(jupyter_data_dir() / "voila" / "templates" / TEMPLATE) in paths
    assert any(path.endswith(os.path.join("voila", "templates", "lab")) for path in paths)  # its base


def test_the_template_marks_up_landmarks_and_loads_nothing_from_a_cdn():
    page = (jupyter_data_dir() / "voila" / "templates" / TEMPLATE / "index.html.j2").read_text()
    for landmark in ("<header", "<main", "<footer"):
        assert landmark in page
    assert "cdn.jsdelivr.net" in page  # named only to be removed from Voila's page head
    assert "replace('<link rel=\"stylesheet\" href=\"https://cdn.jsdelivr.net" in page


def test_voila_environment_puts_the_package_data_dir_first_and_keeps_the_rest():
    env = voila_environment({"JUPYTER_PATH": "/somewhere/else", "HOME": "/home/x"})
    assert env["JUPYTER_PATH"].split(os.pathsep) == [str(jupyter_data_dir()), "/somewhere/else"]
    assert env["HOME"] == "/home/x"


def test_voila_command_listens_on_loopback_on_exactly_the_port_asked(tmp_path):
    notebook = tmp_path / "x.ipynb"
    notebook.write_text("{}")
    command = voila_command("python", notebook, port=9123)
    assert "--Voila.ip=127.0.0.1" in command and "--port=9123" in command
    assert "--Voila.port_retries=0" in command and f"--template={TEMPLATE}" in command
    assert "--preheat_kernel=True" in command
    assert "--preheat_kernel=True" not in voila_command("python", tmp_path, port=9123)  # directory mode


def test_voila_command_culls_only_kernels_without_a_page(tmp_path):
    from unokit.dashboard import KERNEL_IDLE_TIMEOUT_S, cull_interval

    notebook = tmp_path / "x.ipynb"
    notebook.write_text("{}")
    command = voila_command("python", notebook)
    assert "--VoilaConfiguration.multi_kernel_manager_class=unokit.dashboard.kernels.DashboardKernelManager" in command
    assert f"--MappingKernelManager.cull_idle_timeout={KERNEL_IDLE_TIMEOUT_S}" in command
    assert f"--MappingKernelManager.cull_interval={cull_interval(KERNEL_IDLE_TIMEOUT_S)}" in command
    assert "--MappingKernelManager.cull_connected=False" in command  # an open page is never culled
    assert "--MappingKernelManager.cull_busy=False" in command
    assert KERNEL_IDLE_TIMEOUT_S + 2 * cull_interval(KERNEL_IDLE_TIMEOUT_S) <= 60  # issue 9: back within 60 s
    assert "--MappingKernelManager.cull_idle_timeout=5" in voila_command("python", notebook, kernel_idle_timeout=5)
    with pytest.raises(ValueError, match="at least 1 second, not 0"):
        voila_command("python", notebook, kernel_idle_timeout=0)


def test_cull_interval_is_a_quarter_of_the_timeout_and_at_least_a_second():
    from unokit.dashboard import cull_interval

    assert [cull_interval(t) for t in (1, 3, 4, 10, 35, 3600)] == [1, 1, 1, 2, 8, 900]


def test_the_dashboard_command_refuses_a_kernel_idle_timeout_below_a_second():
    from click.testing import CliRunner

    from unokit.cli import main

    result = CliRunner().invoke(main, ["dashboard", "--no-browser", "--kernel-idle-timeout", "0"])
    assert result.exit_code == 2 and "--kernel-idle-timeout" in result.output


@pytest.mark.slow
def test_a_kernel_idle_clock_restarts_when_its_last_page_goes_and_when_it_leaves_the_pool():
    """Two real kernels under :class:`DashboardKernelManager`, both idle since 2000: the one that just left
    the pool (Voila's ``_pools``, a list of finished tasks) survives a culling pass; the other is culled."""
    import asyncio
    from datetime import datetime, timezone

    from unokit.dashboard.kernels import DashboardKernelManager

    long_ago = datetime(2000, 1, 1, tzinfo=timezone.utc)

    async def scenario() -> None:
        manager = DashboardKernelManager(cull_idle_timeout=3600)
        pooled, other = await manager.start_kernel(), await manager.start_kernel()
        try:
            kernel = manager.get_kernel(pooled)
            manager.notify_connect(pooled)
            manager.notify_connect(pooled)
            kernel.last_activity = long_ago
            manager.notify_disconnect(pooled)
            assert kernel.last_activity == long_ago  # one page is still connected
            manager.notify_disconnect(pooled)
            assert kernel.last_activity > long_ago  # the last page went: the clock restarts

            done = asyncio.get_running_loop().create_future()
            done.set_result({"kernel_id": pooled})
            manager._pools = {"dashboard.ipynb": [done]}  # waiting in Voila's pool (Voila never culls it)
            await manager.cull_kernels()
            manager._pools["dashboard.ipynb"].clear()  # handed to a page that has not connected yet
            kernel.last_activity = manager.get_kernel(other).last_activity = long_ago
            await manager.cull_kernels()
            assert pooled in manager and kernel.last_activity > long_ago
            assert other not in manager  # culling is on: idle since 2000, no page
        finally:
            await manager.shutdown_all()

    # in a thread of its own: a session that has run the browser tests has an event loop running here
    with concurrent.futures.ThreadPoolExecutor(1) as thread:
        thread.submit(asyncio.run, scenario()).result(timeout=120)


# --- the controls -----------------------------------------------------------------------------


@pytest.fixture
def dashboard():
    from unokit.dashboard import Dashboard

    return Dashboard(preset="classic", players=3, humans=(0,), bot="random", seed=1)


def _play_round_as_seat_0(dashboard) -> int:
    """Play the human seat 0 with its first legal move until the round ends; returns moves made."""
    game = dashboard.game
    made = 0
    while not game.is_over():
        assert game.current == 0, "the bots should have moved until seat 0 is to act"
        dashboard.table.submit(game.legal_moves(0)[0])
        made += 1
        assert made < 1000
    return made


def test_start_deals_the_settings_and_lets_the_bots_move_until_the_person_acts(dashboard):
    game = dashboard.game
    assert game.players == ("Ana", "Ben", "Cy")
    assert game.seed == 1 and game.rules.name == "classic"
    assert dashboard.table.mode == "play" and dashboard.table.human_seats == (0,)
    assert game.current == 0
    # said once by the table's status line (its polite live region), not repeated above the form
    assert any("New classic game, seed 1" in text for _, text in dashboard.table.live.history)


def test_a_whole_round_can_be_played_with_the_bots_answering_each_move(dashboard):
    made = _play_round_as_seat_0(dashboard)
    game = dashboard.game
    assert game.is_over() and game.outcome() is not None
    assert len(game.move_stack) > made  # the bots moved in between
    assert dashboard.table.move_log.entries[-1] == game.narration[-1]


def test_the_bots_answer_at_once_under_an_event_loop_that_is_not_a_kernel():
    """CI ran the browser tests first: Playwright's sync API keeps an asyncio loop running on the main
    thread, the table took it for the kernel's and queued the bots' answers where they never ran. Outside
    a kernel the bots answer at once, whatever loop is running (unokit.widgets.clock.kernel_loop)."""
    import asyncio

    from unokit.dashboard import Dashboard
    from unokit.widgets.clock import kernel_loop

    async def scenario() -> tuple[int, int, bool]:
        assert kernel_loop() is None  # a loop runs, but no kernel
        dashboard = Dashboard(preset="classic", players=3, humans=(0,), bot="random", seed=1)
        made = _play_round_as_seat_0(dashboard)
        return made, len(dashboard.game.move_stack), dashboard.game.is_over()

    with concurrent.futures.ThreadPoolExecutor(1) as thread:
        made, moves, over = thread.submit(asyncio.run, scenario()).result(timeout=120)
    assert over and moves > made


def test_without_bots_answering_the_bot_waits_for_step(dashboard):
    dashboard.bots_answer.value = False
    game = dashboard.game
    move = game.legal_moves(0)[0]
    dashboard.table.submit(move)
    if not game.is_over():
        assert game.current != 0 and len(game.move_stack) >= 1
        before = len(game.move_stack)
        assert dashboard.table.step() is not None
        assert len(game.move_stack) == before + 1


def test_stepping_back_leaves_the_bots_alone_and_the_game_unchanged(dashboard):
    game = dashboard.game
    dashboard.table.submit(game.legal_moves(0)[0])
    moves = len(game.move_stack)
    dashboard.table.go(0)
    assert not dashboard.table.at_latest
    assert dashboard.bots_move() == 0
    assert len(game.move_stack) == moves


def test_the_same_settings_deal_the_same_game(dashboard):
    first = dashboard.game.state_dict()
    dashboard.start()
    assert dashboard.game.state_dict() == first


@pytest.mark.parametrize(
    ("change", "problem", "field"),
    [
        (lambda d: setattr(d.seat_names[1], "value", "   "), "Seat 1 name is empty: type a name.", "seat-name-1"),
        (lambda d: setattr(d.seat_names[2], "value", "Ana"),
         "Seat 2 name Ana is also the name of seat 0: each player needs a different name.", "seat-name-2"),
        (lambda d: setattr(d.seat_names[2], "value", "  ana "),  # commands name players without case
         "Seat 2 name ana is Ana in other case, the name of seat 0: each player needs a different name.",
         "seat-name-2"),
        (lambda d: setattr(d.seat_names[1], "value", "Ben\u202eX"),
         "Seat 1 name holds a text-direction control (U+202E); a name is letters, digits, spaces and punctuation.",
         "seat-name-1"),
        (lambda d: setattr(d.seat_names[1], "value", "2"),
         "Seat 1 name reads as seat 2: typed commands such as 'catch 2' name seats by number", "seat-name-1"),
        (lambda d: setattr(d.seat_names[1], "value", "Ben\x00"),
         "Seat 1 name holds a control character (U+0000)", "seat-name-1"),
        (lambda d: setattr(d.seat_names[0], "value", "x" * 41),
         "Seat 0 name is 41 characters long: shorten it to at most 40.", "seat-name-0"),
        (lambda d: setattr(d.human_boxes[0], "value", False), "No seat is played by a person", "human-0"),
    ],
)
def test_bad_settings_are_refused_in_words_next_to_start_and_the_game_kept(dashboard, change, problem, field):
    game = dashboard.game
    change(dashboard)
    assert dashboard.start() is False
    assert dashboard.form_problems.heading == "The game was not started: 1 problem."
    assert [text for text in dashboard.form_problems.items if text.startswith(problem)]
    assert dashboard.form_problems.fields == [field]
    assert dashboard.game is game


def test_every_problem_of_the_form_is_listed_at_once_and_its_fields_marked(dashboard):
    from unokit.dashboard.app import SettingsError

    dashboard.players.value = 10
    dashboard.seat_names[1].value = ""
    dashboard.seat_names[4].value = "y" * 50
    dashboard.seat_names[7].value = "Ana"
    dashboard.house_rules.boxes["stack_wild_draw_four"].value = True
    assert dashboard.start() is False
    problems = dashboard.form_problems
    assert problems.heading == "The game was not started: 4 problems."
    assert [text.split(":")[0] for text in problems.items] == [
        "House rules", "Seat 1 name is empty", "Seat 4 name is 50 characters long",
        "Seat 7 name Ana is also the name of seat 0"]
    assert problems.fields == ["rule-stack_wild_draw_four", "rule-challenge", "seat-name-1", "seat-name-4",
                               "seat-name-7"]
    with pytest.raises(SettingsError) as raised:
        dashboard.settings()
    assert len(raised.value.problems) == 4 and str(raised.value) == " ".join(problems.items)
    # the form's widgets carry the classes the page marks aria-invalid
    assert "unokit-field-seat-name-1" in dashboard.seat_names[1]._dom_classes
    assert "unokit-field-rule-challenge" in dashboard.house_rules.boxes["challenge"]._dom_classes
    serial = problems.serial
    assert dashboard.start() is False and problems.serial == serial + 1  # the same list is read again


def test_a_successful_start_clears_the_problems_and_the_alert_region(dashboard):
    dashboard.seat_names[1].value = ""
    assert dashboard.start() is False
    dashboard.table.live.say("Problem: something urgent", assertive=True)
    sent = []
    dashboard.table.command_bar.send = sent.append
    dashboard.seat_names[1].value = "Ben"
    assert dashboard.start() is True
    assert {"type": "clear", "history": False} in sent  # the command field drops the old game's text and its mark
    assert dashboard.form_problems.items == [] and dashboard.form_problems.fields == []
    assert dashboard.form_problems.heading == ""
    assert dashboard.table.live.assertive == ""  # no stale alert from before the new deal


def test_changing_the_number_of_players_keeps_the_names_typed_so_far(dashboard):
    dashboard.seat_names[0].value = "Zoë"
    dashboard.players.value = 5
    assert [box.value for box in dashboard.seat_names] == ["Zoë", "Ben", "Cy", "Dee", "Eli"]
    assert dashboard.start()
    assert dashboard.game.n_players == 5


def test_the_players_range_follows_the_preset(dashboard):
    from unokit.rules import find_preset

    dashboard.players.value = 11
    for name in ("classic", "black-uno", "spectrum"):
        dashboard.preset.value = name
        rules = find_preset(name)
        assert dashboard.start() is False
        assert dashboard.form_problems.items[0] == (
            f"Number of players: 11 cannot play {rules.name}; type a whole number from {rules.min_players} to "
            f"{rules.max_players}.")
    dashboard.players.value = 4
    assert dashboard.start() is True and dashboard.game.n_players == 4  # spectrum's largest table
    dashboard.players.value = 5
    assert dashboard.start() is False and dashboard.form_problems.fields[0] == "players"


@pytest.mark.parametrize(("typed", "problem"), [
    (2.5, "Number of players: 2.5 is not a whole number; type a whole number from 2 to 10 (classic rules)."),
    (0, "Number of players: 0 cannot play classic; type a whole number from 2 to 10."),
    (100, "Number of players: 100 cannot play classic; type a whole number from 2 to 10."),
    (-3, "Number of players: -3 cannot play classic; type a whole number from 2 to 10."),
    (float("nan"), "Number of players: nan is not a whole number; type a whole number from 2 to 10 (classic rules)."),
])
def test_a_player_count_that_is_not_whole_or_out_of_range_is_listed_never_changed(dashboard, typed, problem):
    game = dashboard.game
    rows = len(dashboard.seat_names)
    dashboard.players.value = typed
    assert len(dashboard.seat_names) == rows  # no seat rows for a count that cannot be played
    assert dashboard.start() is False
    assert dashboard.form_problems.heading == "The game was not started: 1 problem."
    assert dashboard.form_problems.items == [problem]
    assert dashboard.form_problems.fields == ["players"]
    assert dashboard.players.value == typed or typed != typed  # kept as typed (NaN is not equal to itself)
    assert dashboard.game is game
    assert "unokit-field-players" in dashboard.players._dom_classes


_SEED_ADVICE = "; type a whole number such as 1 (the same seed deals the same cards), or leave it empty for a fresh deal."


@pytest.mark.parametrize(("typed", "problem"), [
    ("2.5", "Seed: 2.5 is not a whole number" + _SEED_ADVICE),
    ("1e30", "Seed: 1e30 is not a whole number" + _SEED_ADVICE),
    ("9007199254740993", "Seed: 9007199254740993 is beyond 9,007,199,254,740,992" + _SEED_ADVICE),
    ("seven", "Seed: seven is not a whole number" + _SEED_ADVICE),
])
def test_a_seed_that_is_not_a_whole_number_is_listed_never_rounded(dashboard, typed, problem):
    game = dashboard.game
    dashboard.seed.value = typed
    assert dashboard.start() is False
    assert dashboard.form_problems.items == [problem] and dashboard.form_problems.fields == ["seed"]
    assert dashboard.seed.value == typed and dashboard.game is game
    assert "unokit-field-seed" in dashboard.seed._dom_classes
    dashboard.seed.value = " 7 "
    assert dashboard.start() is True and dashboard.game.seed == 7 and isinstance(dashboard.game.seed, int)


def test_a_whole_player_count_typed_as_a_decimal_deals_that_many(dashboard):
    dashboard.players.value = 4.0
    assert [box.value for box in dashboard.seat_names][:4] == ["Ana", "Ben", "Cy", "Dee"]
    assert dashboard.start() is True and dashboard.game.n_players == 4
    assert dashboard.settings()["names"] == ["Ana", "Ben", "Cy", "Dee"]


def test_two_people_can_share_the_table(dashboard):
    dashboard.human_boxes[1].value = True
    assert dashboard.start()
    assert dashboard.table.human_seats == (0, 1)
    assert dashboard.game.current in (0, 1)


def test_a_name_that_looks_like_html_is_shown_as_text(dashboard):
    dashboard.seat_names[0].value = "<img src=x onerror=alert(1)>"
    assert dashboard.start()
    import ipywidgets as widgets

    def walk(widget):
        yield widget
        for child in getattr(widget, "children", ()):
            yield from walk(child)

    shown = [w.value for w in walk(dashboard) if isinstance(w, widgets.HTML)]
    assert not any("<img src=x" in value for value in shown)  # card pictures are <img>s; the name is not
    assert any("&lt;img src=x onerror=alert(1)&gt;" in value for value in shown)


def test_the_printable_sheet_is_a_pdf_of_the_whole_deck(dashboard):
    pypdf = pytest.importorskip("pypdf")
    import io

    from unokit.cards import make_deck

    data = dashboard.sheet_bytes()
    assert data.startswith(b"%PDF")
    faces = len(make_deck("classic")) + 2  # + the two reference cards
    assert len(pypdf.PdfReader(io.BytesIO(data)).pages) == -(-faces // 9)


def test_the_download_button_sends_the_bytes_the_producer_makes():
    from unokit.dashboard.files import DownloadButton

    sent = []
    button = DownloadButton("Get", filename="x.bin", mime="application/octet-stream", producer=lambda: b"abc")
    button.send = lambda content, buffers=None: sent.append((content, buffers))  # what the kernel would send
    button._handle(button, {"type": "request"}, [])
    assert sent == [({"type": "file", "filename": "x.bin", "mime": "application/octet-stream"}, [b"abc"])]
    assert button.message == "Saved x.bin (3 bytes)."


@pytest.mark.parametrize(("size", "said"), [(1, "1 byte"), (3, "3 bytes"), (1536, "1.5 KB"), (2048, "2 KB"),
                                           (512 * 1024, "512 KB"), (30 * 1024 * 1024, "30 MB")])
def test_file_sizes_are_said_as_a_person_says_them(size, said):
    from unokit.dashboard.files import file_size

    assert file_size(size) == said


def test_the_upload_button_refuses_a_file_over_its_limit_and_hands_on_the_bytes_of_others():
    from unokit.dashboard.files import UploadButton

    got = []
    button = UploadButton("Load", on_file=lambda name, data: got.append((name, data)) or f"read {name}",
                          max_bytes=10, what="a note")
    button._handle(button, {"type": "too-large", "name": "big.bin", "size": 30 * 1024 * 1024}, [])
    assert button.message == "big.bin is 30 MB; a note is at most 10 bytes" and got == []
    button._handle(button, {"type": "file", "name": "sent.bin"}, [memoryview(b"x" * 11)])  # a page that skips the check
    assert button.message == "sent.bin is 11 bytes; a note is at most 10 bytes" and got == []
    button._handle(button, {"type": "file", "name": "ok.txt"}, [memoryview(b"\xff\x00")])
    assert got == [("ok.txt", b"\xff\x00")] and button.message == "read ok.txt"


def test_the_download_button_shows_a_failing_producer_in_words():
    from unokit.dashboard.files import DownloadButton
    from unokit.errors import UnokitError

    def broken() -> bytes:
        raise UnokitError("no deck to print")

    button = DownloadButton("Get", filename="x.pdf", mime="application/pdf", producer=broken)
    button.send = lambda *a, **k: pytest.fail("nothing may be sent")
    button._handle(button, {"type": "request"}, [])
    assert button.message == "Could not make the file: no deck to print"
    assert not button.busy


# --- the command ------------------------------------------------------------------------------


def test_the_dashboard_command_refuses_a_port_in_use():
    from click.testing import CliRunner

    from unokit.cli import main

    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        result = CliRunner().invoke(main, ["dashboard", "--no-browser", "--port", str(port)])
    assert result.exit_code == 1
    assert f"port {port} on 127.0.0.1 is in use" in result.output


def test_the_dashboard_command_refuses_a_tables_port_in_use_before_starting_anything():
    from click.testing import CliRunner

    from unokit.cli import main

    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        tables_port = busy.getsockname()[1]
        result = CliRunner().invoke(main, ["dashboard", "--no-browser", "--port", str(_free_port()),
                                           "--tables-port", str(tables_port)])
    assert result.exit_code == 1
    assert f"port {tables_port} on 127.0.0.1 (the shared tables) is in use" in result.output
    assert "--no-tables" in result.output


def test_the_dashboard_and_its_tables_cannot_share_a_port():
    from click.testing import CliRunner

    from unokit.cli import main

    port = _free_port()
    result = CliRunner().invoke(main, ["dashboard", "--no-browser", "--port", str(port), "--tables-port", str(port)])
    assert result.exit_code == 2
    assert f"--tables-port {port} is the dashboard's --port" in result.output


def _serve_and_stop(command: list[str], cwd: Path, env: dict[str, str] | None = None,
                    stop: int = signal.SIGINT, while_serving=None) -> tuple[str, str, int]:
    """Run ``unokit dashboard``, fetch the page it prints, call ``while_serving()`` if given, then send
    ``stop`` (Ctrl-C's SIGINT by default) to that process alone; returns (url, page, status)."""
    log = cwd / "dashboard-stderr.log"
    with open(log, "wb") as stderr:
        process = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=stderr,
                                   text=True, start_new_session=True)
    try:
        line = process.stdout.readline()
        assert line.startswith("unokit dashboard: http://127.0.0.1:"), line + log.read_text()
        url = line.split()[2]
        with concurrent.futures.ThreadPoolExecutor(1) as pool:  # Voila streams the page: bound the whole read
            fetch = pool.submit(lambda: urllib.request.urlopen(url, timeout=60).read().decode())
            try:
                page = fetch.result(timeout=120)
            except concurrent.futures.TimeoutError:
                process.send_signal(signal.SIGINT)
                pytest.fail("the dashboard page did not arrive within 120 s:\n" + log.read_text()[-3000:])
        if while_serving is not None:
            while_serving()
        process.send_signal(stop)
        status = process.wait(30)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    return url, page, status


def _listening_processes(port: int) -> list[str]:
    """Command lines of the processes still running with ``--port=<port>`` (Voila) in their arguments."""
    return _listening_processes_with(f"--port={port}")


@pytest.mark.slow
@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM], ids=["ctrl-c", "sigterm"])
def test_unokit_dashboard_serves_the_app_and_its_shared_tables_and_stops_both_on_ctrl_c(tmp_path, stop):
    """Ctrl-C, or a kill of the command alone, stops Voila, its kernels and the table service started beside
    it (issue 25): nothing is left behind. While it serves, a table can be created on the service."""
    port, tables_port = _free_port(), _free_port()
    rooms = []

    def create_a_table() -> None:
        from unokit.tables.client import TableClient

        async def scenario() -> str:
            host = await TableClient.connect(f"ws://127.0.0.1:{tables_port}/tables", 60)
            try:
                return await host.create("classic", [{"name": "Ana"}, {"name": "Bot", "bot": "greedy"}])
            finally:
                host.close()

        with concurrent.futures.ThreadPoolExecutor(1) as pool:  # Playwright may keep a loop in this thread
            rooms.append(pool.submit(asyncio.run, asyncio.wait_for(scenario(), 120)).result())

    url, page, status = _serve_and_stop(
        [sys.executable, "-m", "unokit.cli", "dashboard", "--no-browser", "--port", str(port),
         "--tables-port", str(tables_port)], cwd=tmp_path, stop=stop, while_serving=create_a_table)
    assert len(rooms) == 1 and rooms[0].isalnum()
    assert url == f"http://127.0.0.1:{port}/"
    assert '<main id="unokit-main"' in page and "Play unokit" in page
    assert "application/vnd.jupyter.widget-view+json" in page  # the dashboard cell ran
    assert "There was an error when executing cell" not in page
    assert status == 0
    time.sleep(0.5)
    with pytest.raises(OSError), socket.create_connection(("127.0.0.1", port), timeout=1):
        pass  # nothing listens any more
    assert _listening_processes(port) == []
    with pytest.raises(OSError), socket.create_connection(("127.0.0.1", tables_port), timeout=1):
        pass  # the table service stopped too
    assert not [line for line in _listening_processes_with("--port", str(tables_port)) if "unokit.tables" in line]


def _listening_processes_with(*words: str) -> list[str]:
    """Command lines of the running processes whose arguments hold ``words`` in a row."""
    found = []
    wanted = [word.encode() for word in words]
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            arguments = cmdline.read_bytes().split(b"\0")
        except OSError:
            continue
        if any(arguments[i:i + len(wanted)] == wanted for i in range(len(arguments))):
            found.append(b" ".join(arguments).decode(errors="replace"))
    return found


@pytest.mark.slow
def test_unokit_dashboard_works_from_a_wheel_installed_elsewhere(tmp_path):
    """A non-editable install serves the dashboard that ships inside the wheel, from a folder that is not
    the checkout. The wheel goes with --no-deps into a new venv that sees no system site-packages; its
    dependencies come from this test environment's site-packages (a .pth file), and the Jupyter data they
    installed (Voila's base templates, the python3 kernel spec) from this environment's share/jupyter."""
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                    "-w", str(wheels), str(ROOT)], check=True)
    venv = tmp_path / "venv"
    python = make_venv(venv, site_dirs())
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps",
                    "--disable-pip-version-check", *map(str, wheels.glob("unokit-*.whl"))], check=True)
    env = run_env({"JUPYTER_PATH": str(Path(sys.prefix) / "share" / "jupyter")})
    where = subprocess.run(
        [str(python), "-c", "import sys, unokit.dashboard as d, voila; print(d.dashboard_notebook()); "
                            "print(voila.__file__); print(sys.flags.no_site, sys.prefix != sys.base_prefix)"],
        cwd=tmp_path, env=env, check=True, capture_output=True, text=True).stdout.split()
    assert where[0].startswith(str(venv)) and where[0].endswith("unokit/dashboard/dashboard.ipynb")
    assert where[1].startswith(sys.prefix)  # Voila is the test environment's, borrowed through the .pth
    assert where[2:] == ["0", "True"]
    assert (venv / "share/jupyter/voila/templates/unokit/index.html.j2").is_file()  # hatch shared-data
    port = _free_port()
    url, page, status = _serve_and_stop(
        [str(venv / "bin" / "unokit"), "dashboard", "--no-browser", "--port", str(port), "--tables-port",
         str(_free_port())], cwd=tmp_path, env=env)
    assert '<main id="unokit-main"' in page and "application/vnd.jupyter.widget-view+json" in page
    assert "There was an error when executing cell" not in page
    assert status == 0


def test_a_spectrum_sheet_draws_its_wilds_with_the_eight_spectrum_colours():
    """The downloaded sheet is the one ``unokit sheet spectrum`` prints: a Wild's oval in the rules' eight
    colours, not the classic four (COLORADD.md, "Card layout rules")."""
    from unokit.cards import make_deck
    from unokit.dashboard import Dashboard
    from unokit.render.sheets import sheet_pdf
    from unokit.rules import find_preset

    rules = find_preset("spectrum")
    deck = make_deck(rules.deck)
    data = Dashboard(preset="spectrum", players=3, humans=(0,), bot="random", seed=1).sheet_bytes()
    assert data == sheet_pdf(deck, paper="a4", reference_cards=True, title=rules.name, wild_colors=rules.colors)
    assert data != sheet_pdf(deck, paper="a4", reference_cards=True, title=rules.name)


def test_the_dashboard_offers_every_preset_party_too():
    """The table asks for a Seven-O swap's seat and offers jump-ins (issue 13 item 3): every preset of
    RULES.md is offered, party included, and a party game deals."""
    from unokit.dashboard import Dashboard
    from unokit.dashboard.app import TABLE_PRESETS

    dashboard = Dashboard(preset="party", players=3, start=True)
    offered = [value for _, value in dashboard.preset.options]
    assert offered == list(TABLE_PRESETS) == ["classic", "black-uno", "spectrum", "party"]
    assert dashboard.game.rules.name == "party" and dashboard.game.rules.seven_swap


def _opening(dashboard) -> str:
    return next(text for _, text in reversed(dashboard.table.live.history) if text.startswith("New "))


def test_a_presets_own_rules_are_not_announced_as_house_rules():
    """Spectrum stacks Draw Twos and Wild Draw Fours by its own rules: starting it said "House rules:
    Stacking Draw Twos, Stacking Wild Draw Fours." though no box was changed."""
    from unokit.dashboard import Dashboard

    dashboard = Dashboard(preset="spectrum", players=3, humans=(0,), bot="random", seed=3)
    assert dashboard.start()
    assert dashboard.house_rules.changed() == []
    opening = _opening(dashboard)
    assert opening.startswith("New spectrum game, seed 3. Played by a person: Ana. ") and "House rules" not in opening


def test_only_the_boxes_changed_from_the_preset_are_announced_as_house_rules():
    from unokit.dashboard import Dashboard

    dashboard = Dashboard(preset="spectrum", players=3, humans=(0,), bot="random", seed=3)
    boxes = dashboard.house_rules.boxes
    boxes["seven_swap"].value = True  # a house rule switched on
    boxes["stack_draw_two"].value = False  # one of spectrum's own rules switched off
    assert dashboard.start()
    assert dashboard.game.rules.seven_swap and not dashboard.game.rules.stack_draw_two
    assert dashboard.house_rules.changed() == ["Stacking Draw Twos off", "Seven-O"]
    assert _opening(dashboard).startswith("New spectrum game, seed 3. House rules: Stacking Draw Twos off, Seven-O. "
                                          "Played by a person: Ana. ")
    # classic: a box ticked is a house rule, as before
    dashboard = Dashboard(preset="classic", players=3, humans=(0,), bot="random", seed=3)
    dashboard.house_rules.boxes["jump_in"].value = True
    assert dashboard.start()
    assert _opening(dashboard).startswith("New classic game, seed 3. House rules: Jump-in. Played by a person: Ana. ")


def test_the_paper_choice_offers_every_paper_the_sheet_knows_a4_first():
    from unokit.dashboard.app import PAPER_CHOICES
    from unokit.render.sheets import PAPERS

    assert sorted(PAPER_CHOICES.values()) == sorted(PAPERS)
    assert next(iter(PAPER_CHOICES.values())) == "a4"


@pytest.mark.parametrize(("paper", "size_pt"), [("a4", (595.28, 841.89)), ("letter", (612.0, 792.0))])
def test_the_printable_sheet_is_laid_out_for_the_paper_chosen(paper, size_pt):
    """The dashboard hard-coded A4; the PDF prints at 100% (/PrintScaling /None), so on US Letter the bottom
    row lost its crop marks and footer. The "Paper" choice goes to the sheet, as `unokit sheet --paper`."""
    pypdf = pytest.importorskip("pypdf")
    import io

    from unokit.cards import make_deck
    from unokit.dashboard import Dashboard
    from unokit.render.sheets import sheet_pdf
    from unokit.rules import find_preset

    dashboard = Dashboard(preset="classic", players=3, humans=(0,), bot="random", seed=1, start=False)
    assert dashboard.paper.value == "a4"  # the default
    dashboard.paper.value = paper
    data = dashboard.sheet_bytes()
    pages = pypdf.PdfReader(io.BytesIO(data)).pages
    for page in pages:
        box = page.mediabox
        assert (float(box.width), float(box.height)) == pytest.approx(size_pt, abs=0.05)
    rules = find_preset("classic")
    assert data == sheet_pdf(make_deck(rules.deck), paper=paper, reference_cards=True, title=rules.name,
                             wild_colors=rules.colors)


def test_the_print_panel_s_saved_message_goes_when_the_rules_of_the_deck_change():
    """A hot-seat party game dealt after a classic sheet was saved still showed "Saved
    unokit-classic-deck.pdf" beside the button for the party deck."""
    from unokit.dashboard import Dashboard

    dashboard = Dashboard(preset="classic", players=3, humans=(0, 1), bot="random", seed=1)
    button = dashboard.download_sheet
    button.producer = lambda: b"%PDF-1.7 a sheet"  # the message is under test, not the PDF
    button.send = lambda content, buffers=None: None
    button._handle(button, {"type": "request"}, [])
    assert button.message == "Saved unokit-classic-deck.pdf (16 bytes)."
    dashboard.start()  # the same rules dealt again: the file is still this deck's
    assert button.message.startswith("Saved unokit-classic-deck.pdf")
    dashboard.preset.value = "party"  # chosen in the form: the table still plays classic
    assert button.message.startswith("Saved unokit-classic-deck.pdf")
    assert dashboard.start() and dashboard.game.rules.name == "party"
    assert button.message == ""
    button._handle(button, {"type": "request"}, [])
    assert button.message.startswith("Saved unokit-party-deck.pdf")


def test_before_any_game_the_saved_message_goes_with_another_preset():
    from unokit.dashboard import Dashboard

    dashboard = Dashboard(preset="classic", players=3, start=False)
    button = dashboard.download_sheet
    button.producer = lambda: b"%PDF"
    button.send = lambda content, buffers=None: None
    button._handle(button, {"type": "request"}, [])
    assert button.message.startswith("Saved unokit-classic-deck.pdf")
    dashboard.preset.value = "spectrum"
    assert button.message == ""


@pytest.mark.parametrize(("field", "words"), [
    ("players", "Number of players is empty; type a whole number from 2 to 10 (classic rules)."),
])
def test_a_number_field_the_page_says_is_empty_is_listed_never_refilled(field, words):
    from unokit.dashboard import Dashboard

    dashboard = Dashboard(preset="classic", players=3, humans=(0,), bot="random", seed=1, start=False)
    problems = dashboard.form_problems
    assert problems.watch_empty  # the page watches the form's number fields
    problems._on_page_message(problems, {"type": "empty", "field": field}, [])  # as empty_fields.js sends it
    assert dashboard.start() is False and dashboard.game is None
    assert problems.items == [words]
    problems._on_page_message(problems, {"type": "filled", "field": field}, [])
    assert dashboard.start() is True and dashboard.game.n_players == 3


# --- the port check of `unokit dashboard` (issue 23 §2) -------------------------------------------------


def test_the_port_check_passes_a_port_whose_old_connections_wait_out_time_wait_and_refuses_a_listener():
    """The server's side of a connection it closed first stays in TIME-WAIT for about a minute; the check
    binds as Tornado does (SO_REUSEADDR), so those do not block a restart; a real listener still does."""
    import ipaddress
    import socket

    from unokit.cli import _port_problem

    def _port_is_free(port: int) -> bool:
        return _port_problem(ipaddress.ip_address("127.0.0.1"), port) is None

    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    port = listener.getsockname()[1]
    assert not _port_is_free(port)  # a server listens there
    client = socket.create_connection(("127.0.0.1", port))
    served, _address = listener.accept()
    served.close()  # the server closes first: its side goes to TIME-WAIT once the client closes too
    client.recv(1)
    client.close()
    listener.close()
    assert _port_is_free(port)


# --- seats and the start queue of the dashboard server (issue 23 §7, security review F2 and F7) -------------


def _seating(max_visitors: int, max_starting: int):
    from unokit.dashboard.kernels import DashboardKernelManager

    return DashboardKernelManager(max_visitors=max_visitors, max_starting=max_starting)


def test_visitors_beyond_the_start_slots_queue_and_beyond_the_seats_are_told_the_table_is_full():
    manager = _seating(max_visitors=4, max_starting=1)
    decision, first = manager.admit()
    assert decision == "go"
    queued = [manager.admit() for _ in range(3)]
    assert [decision for decision, _ticket in queued] == ["queue"] * 3
    assert manager.admit() == ("full", None)  # 1 starting + 3 queued: every seat is taken
    tickets = [ticket for _decision, ticket in queued]
    # the page says how many are ahead: the one starting, and those queued earlier
    assert [manager.queue_state(ticket) for ticket in tickets] == [
        {"state": "waiting", "ahead": 1}, {"state": "waiting", "ahead": 2}, {"state": "waiting", "ahead": 3}]

    manager._kernels["k-first"] = object()  # the first page's kernel runs (a stand-in: no process here)
    manager._kernel_connections["k-first"] = 0
    first.kernel_id = "k-first"
    manager.page_sent(first)  # its page is complete, but not up yet: the slot stays taken
    assert manager.queue_state(tickets[0]) == {"state": "waiting", "ahead": 1}
    manager.notify_connect("k-first")  # the page connected: the start slot goes to the first in the queue
    assert manager.queue_state(tickets[0]) == {"state": "go"}
    assert manager.queue_state(tickets[1]) == {"state": "waiting", "ahead": 1}
    assert manager.admit() == ("full", None)  # the first visitor still plays: still 4 seats taken
    decision, second = manager.admit(tickets[0])  # the queue page opens the table with its ticket
    assert decision == "go" and manager.queue_state(tickets[0]) == {"state": "gone"}  # a ticket serves once
    assert manager.seats_taken() == 4

    del manager._kernels["k-first"]  # the first visitor left: their seat is free again
    manager.page_sent(second)  # ... and the second page's request ended without a kernel: its seat too
    assert manager.seats_taken() == 2 and manager.admit()[0] == "queue"


def test_a_queue_place_not_asked_for_is_given_up_and_a_turn_not_taken_passes_on(monkeypatch):
    from unokit.dashboard import kernels

    clock = [1000.0]
    monkeypatch.setattr(kernels.time, "monotonic", lambda: clock[0])
    manager = _seating(max_visitors=10, max_starting=1)
    _go, visit = manager.admit()
    _queue, quiet = manager.admit()
    _queue, asking = manager.admit()
    for _ in range(3):  # the second page asks every few seconds; the first page went away
        clock[0] += kernels.TICKET_IDLE_S / 2
        assert manager.queue_state(asking)["state"] == "waiting"
    assert manager.queue_state(quiet) == {"state": "gone"}
    manager.page_sent(visit)  # a page request that ended without a kernel frees its slot at once
    assert manager.queue_state(asking) == {"state": "go"}
    clock[0] += kernels.CALLED_CLAIM_S + 1  # its turn came but the table was not opened in time
    assert manager.queue_state(asking) == {"state": "gone"} and manager.starting() == 0


def test_a_page_that_never_connects_holds_its_start_slot_only_for_a_while(monkeypatch):
    from unokit.dashboard import kernels

    clock = [1000.0]
    monkeypatch.setattr(kernels.time, "monotonic", lambda: clock[0])
    manager = _seating(max_visitors=10, max_starting=1)
    _go, visit = manager.admit()
    _queue, ticket = manager.admit()
    manager._kernels["k"] = object()
    visit.kernel_id = "k"
    manager.page_sent(visit)  # a bare request: the HTML went out, no browser will connect
    assert manager.queue_state(ticket) == {"state": "waiting", "ahead": 1}
    clock[0] += kernels.CONNECT_HOLD_S + 1
    assert manager.queue_state(ticket) == {"state": "go"}
    assert manager.seats_taken() == 2  # its kernel still holds a seat (culled later if the page never comes)


def test_a_kernel_whose_page_has_not_connected_is_not_culled_until_the_page_had_time_to(monkeypatch):
    import asyncio
    import types

    from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

    from unokit.dashboard import kernels
    from unokit.dashboard.kernels import current_visit

    culled = []

    async def cull(self, kernel_id):
        culled.append(kernel_id)

    monkeypatch.setattr(AsyncMappingKernelManager, "cull_kernel_if_idle", cull)
    monkeypatch.setattr(AsyncMappingKernelManager, "add_restart_callback", lambda *args: None)
    clock = [1000.0]
    monkeypatch.setattr(kernels.time, "monotonic", lambda: clock[0])
    manager = _seating(max_visitors=10, max_starting=2)
    _go, loading = manager.admit()
    _go, playing = manager.admit()
    for visit, kernel_id in ((loading, "k-loading"), (playing, "k-playing")):
        manager._kernels[kernel_id] = types.SimpleNamespace()  # a stand-in: no process here
        token = current_visit.set(visit)
        manager._claim(kernel_id)  # what Voila's start of a page's kernel does, in the page's request
        current_visit.reset(token)
    def run(coroutine):  # on a thread of its own: the browser tests' Playwright keeps a loop running in this one
        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            return pool.submit(asyncio.run, coroutine).result()

    run(manager.cull_kernel_if_idle("k-loading"))  # the page is still being sent
    manager.page_sent(loading)
    manager.page_sent(playing)
    manager.notify_connect("k-playing")
    clock[0] += manager.page_connect_timeout - 1
    for kernel_id in ("k-loading", "k-playing"):
        run(manager.cull_kernel_if_idle(kernel_id))
    assert culled == ["k-playing"]  # Jupyter Server's own rules decide for a connected page (cull_connected=False)
    clock[0] += 2  # a page that never connected in 5 minutes (a bare request): its kernel may go
    run(manager.cull_kernel_if_idle("k-loading"))
    assert culled == ["k-playing", "k-loading"]


def test_the_default_number_of_visitors_is_half_the_free_memory_over_a_kernels_size(tmp_path):
    from unokit.dashboard import KERNEL_MEMORY_MB, MAX_VISITORS_LIMIT, default_max_visitors

    meminfo = tmp_path / "meminfo"
    meminfo.write_text(f"MemTotal: 99999999 kB\nMemAvailable: {2 * 24 * KERNEL_MEMORY_MB * 1024} kB\n")
    assert default_max_visitors(meminfo) == 24
    meminfo.write_text("MemAvailable: 1000 kB\n")
    assert default_max_visitors(meminfo) == 2  # never fewer than 2
    meminfo.write_text("MemAvailable: 999999999 kB\n")
    assert default_max_visitors(meminfo) == MAX_VISITORS_LIMIT


def test_voila_command_runs_the_seating_server_with_its_limits(tmp_path):
    notebook = tmp_path / "x.ipynb"
    notebook.write_text("{}")
    command = voila_command("python", notebook, max_visitors=7, start_at_once=3)
    assert command[1:3] == ["-m", "unokit.dashboard.server"]
    assert "--DashboardKernelManager.max_visitors=7" in command
    assert "--DashboardKernelManager.max_starting=3" in command
    with pytest.raises(ValueError, match="at least 1"):
        voila_command("python", notebook, max_visitors=0)


def test_the_full_and_queue_pages_say_it_in_a_status_region_and_offer_what_to_do():
    from unokit.dashboard.server import full_page, queue_page

    full = full_page(3)
    assert "<title>The table is full — unokit</title>" in full and "role='status'" in full
    assert "3 visitors are playing or starting" in full and ">Try again</button>" in full
    assert "--max-visitors" in full
    page = queue_page("abc", 12, "/unokit/queue/abc", "/?unokit-queue=abc")
    assert "Starting… 12 visitors ahead of you." in page and "role='status'" in page
    assert '"/unokit/queue/abc"' in page and '"/?unokit-queue=abc"' in page
    assert "Starting… 1 visitor ahead of you." in queue_page("a", 1, "/s", "/t")
