"""Records and player names are bounded (issue 23 §7 F14, F15, F16): a record over RECORD_MAX_BYTES is
refused at once, reading no more than the limit; a name is at most MAX_NAME_LENGTH visible characters,
checked in the engine's one place (player_names: Game setup and records) and by the dashboard's form."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest
from click.testing import CliRunner

from unokit import Game
from unokit.cli import main
from unokit.errors import RecordError, RulesError
from unokit.record import RECORD_MAX_BYTES, read_record, read_record_bytes, record_from_bytes, validate
from unokit.state import MAX_NAME_LENGTH, player_names

LIMIT = "is larger than 512 KB; a game record is at most 512 KB (unokit.record.RECORD_MAX_BYTES)"


def test_the_limit_is_the_documented_512_kb():
    assert RECORD_MAX_BYTES == 512 * 1024 and MAX_NAME_LENGTH == 40


def test_replay_of_an_endless_file_is_refused_at_once():
    # was: read /dev/zero until memory ran out (MemoryError traceback)
    result = subprocess.run([sys.executable, "-m", "unokit.cli", "replay", "/dev/zero"], capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 1 and result.stderr == f"error: /dev/zero {LIMIT}, and the longest rounds take a few KB\n"


def test_stdin_over_the_limit_is_refused_and_read_only_to_the_limit():
    class Endless(io.RawIOBase):
        read_bytes = 0

        def readable(self):
            return True

        def readinto(self, buffer):
            buffer[:] = b" " * len(buffer)
            Endless.read_bytes += len(buffer)
            return len(buffer)

    with pytest.raises(RecordError, match="stdin " + LIMIT.replace("(", r"\(").replace(")", r"\)")):
        read_record_bytes(io.BufferedReader(Endless()), "stdin")
    assert Endless.read_bytes <= RECORD_MAX_BYTES + 64 * 1024  # at most the limit and one buffer
    result = CliRunner().invoke(main, ["replay", "-"], input=" " * (RECORD_MAX_BYTES + 1))
    assert result.exit_code == 1 and result.stderr.startswith(f"error: stdin {LIMIT}")


def test_a_record_at_the_limit_is_read(tmp_path):
    text = json.dumps({"unokit": 1, "rules": "classic", "players": 2, "seed": 3})
    path = tmp_path / "r.json"
    path.write_text(text + " " * (RECORD_MAX_BYTES - len(text)))
    assert read_record(path).seed == 3
    path.write_text(text + " " * (RECORD_MAX_BYTES + 1 - len(text)))
    with pytest.raises(RecordError, match="r.json is larger than 512 KB"):
        read_record(path)
    with pytest.raises(RecordError, match="upload.json is larger than 512 KB"):
        record_from_bytes(path.read_bytes(), "upload.json")


# --- names -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("names, message", [
    (["W" * 200_000, "Ben"], "players[0]: 'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW'… (200,000 characters) is 200,000 "
                             "characters long; a name is at most 40 characters"),
    (["W" * 41, "Ben"], "is 41 characters long; a name is at most 40 characters"),
    (["Ana", "Ana\u200b"], "players[1]: 'Ana\\u200b' holds an invisible format character (U+200B); a name is"),
    (["\u200b", "Ben"], "players[0]: '\\u200b' holds an invisible format character (U+200B)"),
    (["Ana\u00ad", "Ben"], "holds an invisible format character (U+00AD)"),
    (["Ana\u200d", "Ben"], "holds an invisible format character (U+200D)"),
    (["\ufeffAna", "Ben"], "holds an invisible format character (U+FEFF)"),
    (["Ana\u2028Bo", "Ben"], "holds a line separator (U+2028)"),
    (["Ana\u2029", "Ben"], "holds a paragraph separator (U+2029)"),
    (["Ana\x07", "Ben"], "holds a control character (U+0007)"),
    (["Ana\u202e", "Ben"], "holds a text-direction control (U+202E)"),
    ([" Ana", "Ben"], "players[0]: ' Ana' has spaces at one end"),
    (["Ana", "\u00a0"], "players[1]: a name cannot be empty or only spaces"),
])
def test_names_that_cannot_be_seen_or_are_too_long_are_refused_by_game_and_record(names, message):
    # was: accepted (a 200,000-character name made the table about 4 million px wide; "Ana" and "Ana\u200b"
    # were two seats that look the same)
    for make in (lambda: Game("classic", names), lambda: player_names(names)):
        with pytest.raises(RulesError) as refused:
            make()
        assert message in str(refused.value)
    with pytest.raises(RecordError) as refused:
        validate({"unokit": 1, "rules": "classic", "players": names})
    assert "players[" in str(refused.value) and len(str(refused.value)) < 300  # the name is not echoed whole


def test_names_of_every_script_up_to_the_limit_are_accepted():
    names = ["Zoë", "李小龍", "Ана-Мария", "X" * 40, "O'Brien Jr.", "🙂 Sam", "Ni\u0301na"]  # \u0301: a combining mark
    assert player_names(names) == tuple(names)


def test_the_dashboards_form_refuses_the_same_names():
    pytest.importorskip("ipywidgets")
    from unokit.dashboard import Dashboard

    dashboard = Dashboard(preset="classic", players=3, humans=(0,), bot="random", seed=1)
    dashboard.seat_names[1].value = "Ana\u200b"
    texts = [problem.text for problem in dashboard.problems()]
    assert "Seat 1 name holds an invisible format character (U+200B); a name is letters, digits, spaces and " \
           "punctuation." in texts


# --- moves are checked as they are read (F14) -----------------------------------------------------------

ENDED = {"unokit": 1, "rules": "classic", "players": ["Ana", "Ben"],
         "position": {"hands": [["R7"], ["B5", "Y2"]], "discard": ["R5"], "draw_pile": ["B1", "G1", "Y1", "B2"],
                      "current": 0, "color": "red"}}


def test_replay_refuses_the_first_bad_move_when_it_is_reached(tmp_path):
    # moves[1] is illegal (the round is over); moves[3] is not even notation. Every move used to be parsed
    # before the first was played, so the unreadable move far down the file was reported (and a 10-million
    # move record was read whole, 217 s, to refuse its second move)
    record = {**ENDED, "moves": ["0: play R7", "1: draw", "0: draw", "nonsense", *["1: draw"] * 20_000]}
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record))
    for command in (["replay", str(path)], ["replay", str(path), "--json"]):
        result = CliRunner().invoke(main, command)
        assert result.exit_code == 1
        assert result.stderr == 'error: moves[1] "1: draw": the round is over; no more moves can be made\n'


@pytest.mark.parametrize("name", ["classic_deck_greedy_round.json", "classic_position_challenge.json",
                                  "black_uno_stacking.json", "spectrum_deck.json", "invalid_illegal_move.json",
                                  "invalid_position_extra_copy.json", "invalid_spectrum_too_many_players.json"])
def test_replay_as_read_gives_the_game_or_the_error_of_validate_and_replay(name):
    from pathlib import Path

    from unokit.record import replay, replay_as_read

    data = json.loads((Path(__file__).parent / "data" / name).read_text())
    try:
        expected = replay(validate(data)).state_dict()
    except RecordError as error:
        with pytest.raises(RecordError, match=__import__("re").escape(str(error))):
            replay_as_read(data)
    else:
        assert replay_as_read(data).state_dict() == expected
