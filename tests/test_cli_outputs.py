"""Every command that writes files writes all or nothing (unokit.outputs, issue 23 §3), names the user's
path in its errors (never a temporary one), cleans up when stopped, and says a failed write to standard
output in one line (issue 23 §7 F11, F12)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from unokit.cli import main
from unokit.outputs import OutputError, Outputs

DATA = Path(__file__).parent / "data"
RECORD = str(DATA / "classic_deck_greedy_round.json")


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(main, list(args), input=input)


def one_error_line(result, status: int = 1) -> str:
    assert result.exit_code == status, (result.exit_code, result.output)
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    return lines[0]


def files(folder: Path) -> dict[str, str]:
    """Every entry under ``folder``: a file's text, or "<folder>"."""
    return {str(p.relative_to(folder)): "<folder>" if p.is_dir() else p.read_bytes().decode("latin-1")
            for p in sorted(folder.rglob("*"))}


# --- a name inside an existing output folder that is a folder ---------------------------------------


def test_cards_refuses_a_folder_where_a_card_file_goes_and_writes_nothing(tmp_path):
    out = tmp_path / "deck"
    (out / "R7.svg").mkdir(parents=True)  # clashes with the card file R7.svg
    (out / "B5.svg").write_text("an earlier run's card")
    (out / "notes.txt").write_text("mine")
    before = files(tmp_path)
    line = one_error_line(run("cards", "--out", str(out)))
    # the user's path, not '.deck.xxxx.unokit-partial/R7.svg'; was: files written before the clash stayed
    assert line.startswith(f"error: {out / 'R7.svg'} is a folder") and "unokit-partial" not in line
    assert files(tmp_path) == before


def test_sheet_refuses_a_folder_where_a_page_file_goes_and_writes_nothing(tmp_path):
    (tmp_path / "pages" / "page-001.svg").mkdir(parents=True)
    (tmp_path / "deck.pdf").write_bytes(b"old")
    before = files(tmp_path)
    line = one_error_line(run("sheet", "--cards", "R7,G7", "--out", str(tmp_path / "deck.pdf"),
                              "--svg", str(tmp_path / "pages")))
    assert line.startswith(f"error: {tmp_path / 'pages' / 'page-001.svg'} is a folder")
    assert files(tmp_path) == before


def test_cards_replaces_its_own_earlier_files_and_leaves_no_temporary_file(tmp_path):
    (tmp_path / "R7.svg").write_text("old")
    assert run("cards", "--out", str(tmp_path)).exit_code == 0
    names = files(tmp_path)
    assert names["R7.svg"].startswith("<svg") or names["R7.svg"].startswith("<?xml")
    assert not [name for name in names if "unokit-" in name]


def test_a_failed_move_puts_every_earlier_file_back(tmp_path, monkeypatch):
    # the commit renames one file after another: when one rename fails, the ones done are undone
    for name in ("a.txt", "b.txt"):
        (tmp_path / name).write_text(f"old {name}")
    real, calls = os.replace, []

    def replace_then_fail(source, target):
        calls.append(target)
        if str(target).endswith("b.txt") and "unokit" not in str(target):
            raise OSError(28, "No space left on device")
        return real(source, target)

    monkeypatch.setattr(os, "replace", replace_then_fail)
    with pytest.raises(OSError) as raised, Outputs(signals=False) as outputs:
        outputs.write(tmp_path / "a.txt", b"new a")
        outputs.write(tmp_path / "b.txt", b"new b")
    assert raised.value.filename == str(tmp_path / "b.txt")
    assert files(tmp_path) == {"a.txt": "old a.txt", "b.txt": "old b.txt"}


def test_outputs_refuse_a_file_where_a_folder_goes(tmp_path):
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "sub").write_text("a file")
    with pytest.raises(OutputError, match=r"sub is a file, and a folder of that name"), Outputs(signals=False) as o:
        inside = o.folder(tmp_path / "out")
        os.mkdir(os.path.join(inside, "sub"))
    assert files(tmp_path) == {"out": "<folder>", "out/sub": "a file"}


def test_write_record_is_all_or_nothing_and_names_the_path(tmp_path, monkeypatch):
    from unokit import Game
    from unokit.record import write_record

    path = tmp_path / "game.json"
    path.write_text("old")
    game = Game("classic", players=["Ana", "Ben"], seed=1)
    monkeypatch.setattr("unokit.record.dumps", lambda data: "x" * 10)
    write_record(game, path)
    assert path.read_text() == "x" * 10
    with pytest.raises(OSError) as raised:
        write_record(game, tmp_path / "missing" / "game.json")
    assert raised.value.filename == str(tmp_path / "missing" / "game.json")
    assert files(tmp_path) == {"game.json": "x" * 10}


# --- full disk: the error names the file (F12) --------------------------------------------------------


def test_a_full_device_is_written_in_place_and_named(tmp_path):
    # /dev/full is a device: written in place (never renamed over), its error names it
    line = one_error_line(run("brf", "--rules", "classic", "--out", "/dev/full"))
    assert line == "error: /dev/full: No space left on device"
    assert Path("/dev/full").is_char_device()


@pytest.mark.parametrize("command", ["cards", "sheet"])
def test_a_full_disk_while_a_folder_is_filled_names_the_users_folder(tmp_path, monkeypatch, command):
    real = Path.write_text

    def full(self, *args, **kwargs):
        if self.suffix == ".svg":
            raise OSError(28, "No space left on device")  # as a failed write says it: no file named
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Path, "write_text", full)
    folder = tmp_path / "pages"
    args = (["cards", "--out", str(folder)] if command == "cards" else
            ["sheet", "--cards", "R7", "--out", str(tmp_path / "d.pdf"), "--svg", str(folder)])
    assert one_error_line(run(*args)) == f"error: {folder}: No space left on device"  # was: "[Errno 28] ..."
    assert files(tmp_path) == {}


# --- stopped by a signal: nothing is left ------------------------------------------------------------


def _unokit(*args: str, **options):
    return subprocess.Popen([sys.executable, "-m", "unokit.cli", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, **options)


def _stop_signals_as_in_a_terminal() -> None:
    """Run in the child before it starts: SIGINT, SIGTERM and SIGHUP at their defaults, as in a terminal.
    A process started with a signal ignored keeps ignoring it, and unokit leaves that choice alone
    (test_an_ignored_hangup_is_left_ignored): a shell's background job ignores SIGINT, and a test run
    started under ``nohup`` ignores SIGHUP (which once made the SIGHUP case fail: the command finished)."""
    signal.signal(signal.SIGINT, signal.default_int_handler)
    for number in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(number, signal.SIG_DFL)


def _wait_for_its_temporary_folder(folder: Path, process: subprocess.Popen) -> None:
    """Until the command has made its temporary folder in ``folder`` (or ended; 120 s at most)."""
    deadline = time.monotonic() + 120
    while not list(folder.iterdir()) and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.02)


@pytest.mark.parametrize("stop, status", [(signal.SIGTERM, 128 + signal.SIGTERM), (signal.SIGHUP, 128 + signal.SIGHUP),
                                          (signal.SIGINT, 1)])
def test_a_signal_while_writing_removes_every_temporary_file(tmp_path, stop, status):
    # the cards are written into a temporary folder first: stop as soon as it exists
    process = _unokit("cards", "--out", str(tmp_path / "deck"), "--format", "png",
                      preexec_fn=_stop_signals_as_in_a_terminal)
    _wait_for_its_temporary_folder(tmp_path, process)
    assert process.poll() is None, process.communicate()
    time.sleep(0.3)  # some card files written inside it
    process.send_signal(stop)
    out, err = process.communicate(timeout=120)
    assert process.returncode == status, err
    assert "Traceback" not in err
    if stop != signal.SIGINT:
        assert err == f"error: stopped by {stop.name}; no output file was written\n"
    assert list(tmp_path.iterdir()) == []


def test_an_ignored_hangup_is_left_ignored(tmp_path):
    """Started under ``nohup`` (SIGHUP ignored), a hang-up does not stop the command: it writes everything."""
    def under_nohup() -> None:
        _stop_signals_as_in_a_terminal()
        signal.signal(signal.SIGHUP, signal.SIG_IGN)

    process = _unokit("cards", "--out", str(tmp_path / "deck"), "--format", "png", preexec_fn=under_nohup)
    _wait_for_its_temporary_folder(tmp_path, process)
    process.send_signal(signal.SIGHUP)
    out, err = process.communicate(timeout=300)
    assert process.returncode == 0, err
    assert out.startswith("wrote ") and (tmp_path / "deck" / "index.html").is_file()
    assert [path.name for path in tmp_path.iterdir()] == ["deck"]


# --- standard output (F11) ----------------------------------------------------------------------------


@pytest.mark.parametrize("args", [["rules", "--json"], ["rules"], ["replay", RECORD], ["replay", RECORD, "--json"],
                                  ["simulate", "--games", "2", "--jobs", "1", "--json"],
                                  ["tournament", "--bots", "greedy", "random", "--games", "2", "--jobs", "1"]])
def test_a_full_standard_output_is_one_error_line_naming_it(args):
    with open("/dev/full", "w") as full:
        result = subprocess.run([sys.executable, "-m", "unokit.cli", *args], stdout=full, stderr=subprocess.PIPE,
                                text=True, timeout=120)
    assert result.returncode == 1
    assert result.stderr == "error: standard output (/dev/full): No space left on device\n"  # was a traceback


@pytest.mark.parametrize("args", [["rules"], ["replay", RECORD], ["replay", RECORD, "--json"]])
def test_a_closed_pipe_ends_the_command_quietly(args):
    reader, writer = os.pipe()
    os.close(reader)  # the reader has gone before anything is written, as `| head -c1` soon does
    result = subprocess.run([sys.executable, "-m", "unokit.cli", *args], stdout=writer, stderr=subprocess.PIPE,
                            text=True, timeout=120)
    os.close(writer)
    assert result.returncode == 1 and result.stderr == ""


def test_a_closed_standard_output_is_said():
    result = subprocess.run([sys.executable, "-m", "unokit.cli", "rules", "--json"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True, timeout=120,
                            preexec_fn=lambda: os.close(1))
    assert result.returncode == 1
    assert result.stderr.startswith("error: standard output is closed")


def test_results_still_print_whole():
    result = run("rules", "--json")
    assert result.exit_code == 0 and json.loads(result.stdout)["rules"] == "classic"


# --- a bad choice names its own option or argument (issue 23 §4) ---------------------------------------

#: the other arguments each command needs, so that only the value under test is wrong
BASE_ARGS = {"cards": ["--out", "{tmp}/cards"], "sheet": ["--out", "{tmp}/deck.pdf"], "brf": ["--out", "{tmp}/r.brf"],
             "rules": [], "simulate": ["--games", "1"], "tournament": ["--bots", "greedy", "random"],
             "analyse": [RECORD], "review": [RECORD, "--seat", "0"]}
#: every option or argument that takes one of a list of names, and the start of its error
CHOICES = {
    ("cards", "--rules"): "unknown preset", ("cards", "--size"): "unknown card size",
    ("cards", "--format"): "unknown format", ("cards", "--vision"): "unknown vision",
    ("sheet", "--rules"): "unknown preset", ("sheet", "--paper"): "unknown paper",
    ("sheet", "--size"): "unknown card size", ("sheet", "--backs"): "unknown backs mode",
    ("brf", "--rules"): "unknown preset", ("rules", "PRESET"): "unknown preset",
    ("simulate", "--rules"): "unknown preset", ("simulate", "--bot"): "unknown bot",
    ("tournament", "--rules"): "unknown preset", ("tournament", "--bots"): "unknown bot",
    ("analyse", "--policy"): "unknown policy", ("review", "--policy"): "unknown policy",
    ("rules", "--rule"): "unknown rules flag", ("simulate", "--rule"): "unknown rules flag",
    ("cards", "--signs"): "unknown sign system", ("sheet", "--signs"): "unknown sign system",
    ("cards", "--lang"): "unknown language", ("sheet", "--lang"): "unknown language",
    ("brf", "--lang"): "unknown language", ("rules", "--lang"): "unknown language",
    ("cards", "--bleed"): "no length in", ("sheet", "--bleed"): "no length in",
}


def test_every_option_that_takes_a_name_is_in_the_list_below():
    from unokit.cli import Checked

    checked = {(name, param.opts[0] if isinstance(param, __import__("click").Option) else param.human_readable_name)
               for name, command in main.commands.items() for param in command.params
               if isinstance(param.type, Checked)}
    assert checked and checked <= set(CHOICES), checked - set(CHOICES)


@pytest.mark.parametrize("command, option", sorted(CHOICES))
def test_a_bad_choice_names_its_own_option_or_argument(tmp_path, command, option):
    bad = "nosuch=1" if option == "--rule" else "nosuch"
    base = [arg.replace("{tmp}", str(tmp_path)) for arg in BASE_ARGS[command]]
    if option == "PRESET":
        args = [command, bad]
    elif option == "--bots":
        args = [command, "--bots", bad, "random"]
    else:
        args = [command, *base, option, bad]
    line = one_error_line(run(*args), 2)
    # was "error: unknown card size 'nosuch'; ..." (no option) and "error: --rules: ..." for `rules nosuch`
    assert line.startswith(f"error: {option}: {CHOICES[command, option]} 'nosuch"), line
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("command", ["cards", "sheet"])
def test_signs_that_do_not_cover_the_deck_name_the_option(tmp_path, command):
    base = [arg.replace("{tmp}", str(tmp_path)) for arg in BASE_ARGS[command]]
    line = one_error_line(run(command, *base, "--rules", "spectrum", "--signs", "mattel"), 2)
    assert line.startswith("error: --signs: the mattel signs cover only red, blue, green, yellow"), line
    assert list(tmp_path.iterdir()) == []


def test_brf_writes_nothing_when_the_translation_fails_and_keeps_an_earlier_file(tmp_path, monkeypatch):
    from unokit import brf

    monkeypatch.setattr(brf, "lou_translate_command", lambda: ["lou_translate"])

    def broken(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(brf, "rules_brf", broken)
    (tmp_path / "rules.brf").write_text("old")
    line = one_error_line(run("brf", "--rules", "classic", "--out", str(tmp_path / "rules.brf")))
    assert line == f"error: {tmp_path / 'rules.brf'}: No space left on device"
    assert files(tmp_path) == {"rules.brf": "old"}
