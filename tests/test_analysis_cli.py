"""``unokit analyse`` and ``unokit review``: their output and their errors (one ``error:`` line, exit 1
for a bad record or position, exit 2 for a bad option; never a traceback)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from unokit.cli import main
from unokit.game import Game
from unokit.record import to_record

DATA = Path(__file__).parent / "data"


def run(*args: str, input: str | bytes | None = None):
    return CliRunner().invoke(main, list(args), input=input)


def one_error_line(result, status: int) -> str:
    """The single ``error: ...`` line of a failed command (nothing on stdout, no traceback)."""
    assert result.exit_code == status, (result.stdout, result.stderr)
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    assert not isinstance(result.exception, Exception) or isinstance(result.exception, SystemExit)
    return lines[0]


@pytest.fixture
def record_path(tmp_path):
    """A seeded two-player round after four moves, saved as a record."""
    game = Game("classic", 2, seed=3)
    for _ in range(4):
        game.push(game.legal_moves(game.current)[0])
    path = tmp_path / "round.json"
    path.write_text(json.dumps(to_record(game)))
    return path


def test_analyse_prints_the_table_and_json(record_path):
    result = run("analyse", str(record_path), "--samples", "20", "--at", "2")
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("Seat 0 after 2 moves: chance to win the round, 20 worlds per move")
    assert lines[1].split()[:3] == ["move", "win", "%"]
    data = json.loads(run("analyse", str(record_path), "--samples", "20", "--json").stdout)
    assert data["at"] == 4 and all(row["rollouts"] == 20 for row in data["moves"])


def test_review_prints_one_line_per_mistake_or_says_there_is_none(record_path):
    result = run("review", str(record_path), "--seat", "0", "--samples", "20", "--json")
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["seat"] == 0 and data["samples"] == 20 and isinstance(data["mistakes"], list)
    text = run("review", str(record_path), "--seat", "1", "--samples", "20").stdout
    assert text.startswith(("No clear mistakes by Seat 1,", "1 clear mistake by Seat 1:", "2 clear mistakes by Seat 1:"))


@pytest.mark.parametrize("command", ["analyse", "review"])
@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"{", "is not valid JSON (line 1, column 2"),
        (b"", "is not valid JSON (line 1, column 1"),
        (bytes(range(128, 256)), "is not UTF-8 text"),
        (b"[1, 2]", "record.json holds an array, not a JSON object; a record is a JSON object such as"),
        (b'{"unokit": 1, "rules": "poker", "players": 2}', "rules: unknown preset 'poker'"),
        (b'{"unokit": 1, "rules": "classic", "players": 2, "moves": ["0: jump"]}', 'moves[0] "0: jump"'),
    ],
    ids=["truncated", "empty", "binary", "not-an-object", "bad-rules", "bad-move"],
)
def test_a_bad_record_is_one_error_line_exit_1(tmp_path, command, content, message):
    path = tmp_path / "record.json"
    path.write_bytes(content)
    line = one_error_line(run(command, str(path), "--seat", "0", "--samples", "5"), 1)
    assert message in line, line
    if "JSON (" in message or "UTF-8" in message:  # the file could not be read: the message names it
        assert line.startswith(f"error: {path}")


@pytest.mark.parametrize("command", ["analyse", "review"])
def test_a_missing_file_a_directory_and_bad_stdin_are_one_error_line(tmp_path, command):
    line = one_error_line(run(command, str(tmp_path / "missing.json"), "--seat", "0"), 1)
    assert "missing.json" in line
    assert one_error_line(run(command, str(tmp_path), "--seat", "0"), 1) == f"error: {tmp_path}: Is a directory"
    line = one_error_line(run(command, "-", "--seat", "0", input=b"not json"), 1)
    # stdin is read as a file's bytes, by the reader the dashboard's upload uses (was a check of its own)
    assert line.startswith("error: stdin is not valid JSON (line 1, column 1: a value was expected); ")


def test_analysing_a_finished_round_suggests_the_positions_that_can_be_analysed():
    # the first thing a teacher tries: the whole record, whose round is over after its 26 moves
    line = one_error_line(run("analyse", str(DATA / "classic_deck_greedy_round.json")), 1)
    assert line == ("error: the round is over after 26 moves, so there is nothing left to analyse; analyse a "
                    "position before the end, e.g. --at 0 to --at 25")


@pytest.mark.parametrize("args", [["analyse", "--at", "2"], ["analyse"], ["review", "--seat", "0"],
                                  ["review", "--seat", "1"], ["replay"]])
def test_an_illegal_move_is_located_as_replay_locates_it(args):
    # one reader of a record's moves (unokit.record.positions): every command names the move's place
    command, *options = args
    path = str(DATA / "invalid_illegal_move.json")
    line = one_error_line(run(command, path, *options, "--samples", "5") if command != "replay"
                          else run(command, path), 1)
    assert line == 'error: moves[1] "1: play B5": Blue 5 matches neither red nor 7'


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["analyse", "--at", "-1"], "error: --at: -1 is not allowed; the record has 4 moves, so use 0 to 4"),
        (["analyse", "--at", "5"], "error: --at: 5 is not allowed; the record has 4 moves, so use 0 to 4"),
        (["analyse", "--seat", "2"], "error: --seat: 2 is not a seat; the game has seats 0 to 1"),
        (["analyse", "--seat", "-1"], "error: --seat: -1 is not a seat; the game has seats 0 to 1"),
        (["review", "--seat", "7"], "error: --seat: 7 is not a seat; the game has seats 0 to 1"),
        (["analyse", "--samples", "0"], "error: --samples: 0 is not allowed; use 1 to 1,000,000"),
        (["review", "--seat", "0", "--samples", "-3"], "error: --samples: -3 is not allowed; use 1 to 1,000,000"),
        (["analyse", "--samples", "2000000"], "error: --samples: 2000000 is not allowed; use 1 to 1,000,000"),
        (["analyse", "--jobs", "0"], "error: --jobs: 0 is not allowed; use 1 to 256"),
        (["review", "--seat", "0", "--policy", "chess"],
         "error: --policy: unknown policy 'chess'; policies are the bots: "),
    ],
)
def test_bad_options_are_one_error_line_exit_2(record_path, args, message):
    command, *options = args
    line = one_error_line(run(command, str(record_path), *options), 2)
    assert line.startswith(message), line


@pytest.mark.parametrize(
    "args",
    [["analyse", "--samples", "many"], ["analyse", "--at", "1.5"], ["review"], ["review", "--seat", "one"],
     ["analyse"], ["review", "--seat", "0", "--frobnicate"]],
    ids=["samples-text", "at-fraction", "review-without-seat", "seat-text", "no-record", "unknown-option"],
)
def test_malformed_command_lines_are_usage_errors_exit_2(record_path, args):
    command, *options = args
    arguments = [command, *options] if args == ["analyse"] else [command, str(record_path), *options]
    result = run(*arguments)
    assert result.exit_code == 2 and result.stdout == ""
    # one line, as every error of the command line (click's own usage errors included)
    assert result.stderr.startswith("error: ") and len(result.stderr.splitlines()) == 1


def test_analysing_a_finished_round_is_one_error_line(tmp_path):
    game = Game("classic", 2, seed=3)
    from unokit.agents import make_agent

    bot = make_agent("greedy", 1)
    while not game.is_over():
        game.push(bot.choose(game, game.current))
    path = tmp_path / "over.json"
    record = to_record(game)
    path.write_text(json.dumps(record))
    moves = len(record["moves"])
    line = one_error_line(run("analyse", str(path), "--samples", "5"), 1)
    assert line == (f"error: the round is over after {moves} moves, so there is nothing left to analyse; "
                    f"analyse a position before the end, e.g. --at 0 to --at {moves - 1}")
    line = one_error_line(run("analyse", str(path), "--samples", "5", "--seat", "0"), 1)
    assert "error: " in line
