"""`unokit tournament` imports only the bots it is told to, from an explicit module:Class or file.py:Class
that is a class with the bot interface (issue 23 §7 F5, F10)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner

from unokit.cli import main
from unokit.errors import UnokitError
from unokit.tournament import load_bot

UNOKIT = Path(sys.executable).with_name("unokit")  # the console script: no folder of its own on sys.path
BOT = textwrap.dedent("""
    class FirstLegal:
        def choose(self, game, seat):
            return game.legal_moves(seat)[0]

    class Broken:
        def __init__(self, seed):
            raise RuntimeError("no luck")

        def choose(self, game, seat):
            return None
""")


def one_error_line(result, status: int) -> str:
    assert result.exit_code == status, result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    return lines[0]


@pytest.mark.skipif(not UNOKIT.exists(), reason="needs the unokit console script beside this Python")
def test_the_working_folder_is_not_searched_for_modules(tmp_path):
    # was: tournament put the working folder first on sys.path, so these ran (in the pool's imports)
    for name in ("signal", "pickle", "socket", "subprocess", "random"):
        (tmp_path / f"{name}.py").write_text(f"open({str(tmp_path / (name + '.ran'))!r}, 'w').close()\n")
    result = subprocess.run([str(UNOKIT), "tournament", "--bots", "greedy", "random", "--games", "2", "--jobs", "2"],
                            cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in tmp_path.glob("*.ran")) == []


@pytest.mark.parametrize("spec, kind", [("builtins:exit", "Quitter"), ("sys:exit", "builtin_function_or_method"),
                                        ("os:system", "builtin_function_or_method"),
                                        ("builtins:print", "builtin_function_or_method"),
                                        ("os:getcwd", "builtin_function_or_method")])
def test_a_bot_that_is_not_a_class_is_refused_before_it_is_called(spec, kind):
    # was: builtins:exit exited 0 with no output, os:system gave a traceback
    result = CliRunner().invoke(main, ["tournament", "--bots", spec, "random", "--games", "2", "--jobs", "1"])
    line = one_error_line(result, 2)
    assert line == (f"error: --bots: bot '{spec}': '{spec.split(':')[1]}' is a {kind}, not a class; a bot is a "
                    "class with a choose(game, seat) method, as unokit.agents.Agent")


@pytest.mark.parametrize("spec", ["os:abort", "builtins:breakpoint", "builtins:input"])
def test_callables_that_would_stop_or_wait_are_refused_in_a_real_process(spec):
    result = subprocess.run([sys.executable, "-m", "unokit.cli", "tournament", "--bots", spec, "random", "--games",
                             "2", "--jobs", "1"], capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    assert result.returncode == 2 and "not a class" in result.stderr and "Traceback" not in result.stderr


def test_a_class_without_the_interface_or_that_fails_to_be_made_is_one_line(tmp_path):
    (tmp_path / "mybot.py").write_text(BOT)
    for spec, words in [("builtins:SystemExit", "needs a choose(game, seat) method"),
                        (f"{tmp_path}/mybot.py:Broken", "making the bot failed: RuntimeError: no luck")]:
        with pytest.raises(UnokitError, match=r".*".join(map(__import__("re").escape, words.split("(")))):
            load_bot(spec)


def test_a_bot_file_enters_by_its_path_in_worker_processes_too(tmp_path, monkeypatch):
    (tmp_path / "mybot.py").write_text(BOT)
    monkeypatch.chdir(tmp_path)
    spec = "./mybot.py:FirstLegal"
    result = CliRunner().invoke(main, ["tournament", "--bots", "greedy", spec, "--games", "4", "--jobs", "2",
                                       "--json"])
    assert result.exit_code == 0, result.output
    assert "mybot" not in sys.modules  # loaded from the file, not imported from the working folder
    missing = CliRunner().invoke(main, ["tournament", "--bots", "greedy", "./nobot.py:X", "--games", "2"])
    assert "cannot import module './nobot.py' (no file ./nobot.py)" in one_error_line(missing, 2)


def test_the_help_says_a_bot_class_runs_code():
    text = " ".join(CliRunner().invoke(main, ["tournament", "--help"]).output.split())
    assert "Such a bot is Python code: it is imported and runs with your rights" in text
    assert "the current folder is not searched" in text
