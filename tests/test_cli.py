"""`unokit replay` (DESIGN.md contract 4) and `unokit simulate`: output, exit statuses, messages."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from unokit.cli import main
from unokit.rules import find_preset

DATA = Path(__file__).parent / "data"
CONTRACT_4_FIELDS = {
    "current", "direction", "color", "top", "discard", "draw_pile", "hands", "pending_draw", "legal",
    "winner", "placements", "scores",
}


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(main, list(args), input=input)


def write(tmp_path: Path, data) -> str:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(data) if not isinstance(data, str) else data)
    return str(path)


POSITION = {
    "unokit": 1,
    "rules": "classic",
    "players": ["Ana", "Ben", "Cy"],
    "position": {
        "hands": [["R7", "G3"], ["B5", "Y2", "R2"], ["W+4", "G9"]],
        "discard": ["Y3", "R5"],
        "draw_pile": ["B1", "G1", "Y1", "B2"],
        "current": 0,
        "color": "red",
    },
    "moves": ["0: play R7 uno", "1: play R2"],
}


def test_replay_json_prints_one_object_with_the_contract_fields(tmp_path):
    result = run("replay", write(tmp_path, POSITION), "--json")
    assert result.exit_code == 0, result.stderr
    state = json.loads(result.stdout)
    assert CONTRACT_4_FIELDS <= set(state)
    assert state["current"] == 2
    assert state["top"] == "R2"
    assert state["discard"] == ["Y3", "R5", "R7", "R2"]
    assert state["hands"] == [["G3"], ["B5", "Y2"], ["W+4", "G9"]]
    assert state["color"] == "red" and state["direction"] == 1 and state["pending_draw"] == 0
    assert state["winner"] is None and state["placements"] == []
    assert all(move.split(":")[0].isdigit() for move in state["legal"])
    seats = [int(move.split(":")[0]) for move in state["legal"]]
    assert seats == sorted(seats)
    assert result.stderr == ""


def test_replay_reads_stdin():
    result = run("replay", "-", "--json", input=json.dumps(POSITION))
    assert result.exit_code == 0
    assert json.loads(result.stdout)["top"] == "R2"


def test_replay_table_and_numbered_moves_in_words(tmp_path):
    result = run("replay", write(tmp_path, POSITION))
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    for text in ("Ana", "Ben", "Cy", "to act", "Red 2", "legal moves:", "setup:"):
        assert text in out
    assert "  1. 0: play R7 uno" in out and "  2. 1: play R2" in out


def test_illegal_move_exit_1_one_line_on_stderr_nothing_on_stdout(tmp_path):
    data = dict(POSITION, moves=["0: play R7 uno", "1: play B5"])
    result = run("replay", write(tmp_path, data), "--json")
    assert result.exit_code == 1
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith('error: moves[1] "1: play B5": ')
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ("{not json", "is not valid JSON"),
        ({"unokit": 1, "rules": "classic", "players": 2, "colour": "red"}, "error: colour: unknown key"),
        ({"unokit": 1, "rules": "classic", "players": 11}, "error: players: 11 players, but classic allows 2 to 10"),
        ({"unokit": 1, "rules": "classic", "players": 2, "moves": ["0: jump"]}, 'error: moves[0] "0: jump": '),
    ],
)
def test_invalid_record_exit_1(tmp_path, data, message):
    result = run("replay", write(tmp_path, data))
    assert result.exit_code == 1
    assert result.stdout == ""
    assert len(result.stderr.splitlines()) == 1
    assert message in result.stderr


def test_replay_usage_errors_exit_2(tmp_path):
    assert run("replay").exit_code == 2
    assert run("replay", write(tmp_path, POSITION), "--colour").exit_code == 2



def one_error_line(result, status: int = 1) -> str:
    """The single ``error: ...`` line of a failed command (nothing on stdout, no traceback)."""
    assert result.exit_code == status, (result.stdout, result.stderr)
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    return lines[0]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (bytes(range(128, 256)), "is not UTF-8 text (byte 0 cannot be read)"),
        ('{"unokit": 1}'.encode("utf-16"), "is not UTF-8 text"),
        (b'{"unokit": 1, "rules": "classic", "players": 2, "seed": 1' + b"0" * 5000 + b"}",
         "holds a number with too many digits to read"),
        (b"[" * 100_000 + b"]" * 100_000, "nests lists or objects too deeply to read"),
        (b'{"unokit": 1, "meta": ' + b"{\"a\": " * 50_000 + b"1" + b"}" * 50_001,
         "nests lists or objects too deeply to read"),
        (b"", "is not valid JSON (line 1, column 1"),
    ],
    ids=["binary", "utf-16", "huge-number", "deep-array", "deep-meta", "empty"],
)
def test_unreadable_record_file_isone_error_line(tmp_path, content, message):
    path = tmp_path / "record.json"
    path.write_bytes(content)
    line = one_error_line(run("replay", str(path), "--json"))
    assert line.startswith(f"error: {path}") and message in line


def test_unreadable_stdin_isone_error_line():
    result = CliRunner().invoke(main, ["replay", "-", "--json"], input=b"{\xff\xfe}")
    assert one_error_line(result).startswith("error: stdin is not UTF-8 text (byte 1 cannot be read)")


def test_a_directory_as_record_is_exit_1_with_one_line(tmp_path):
    assert one_error_line(run("replay", str(tmp_path), "--json")) == f"error: {tmp_path}: Is a directory"


def test_a_record_file_whose_name_starts_with_a_brace_is_read_as_a_file(tmp_path, monkeypatch):
    (tmp_path / "{round}.json").write_text(json.dumps(POSITION))
    monkeypatch.chdir(tmp_path)
    result = run("replay", "{round}.json", "--json")
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["top"] == "R2"


def test_missing_file_isone_error_line(tmp_path):
    result = run("replay", str(tmp_path / "missing.json"))
    assert result.exit_code == 1
    assert result.stdout == ""
    assert len(result.stderr.splitlines()) == 1
    assert "missing.json" in result.stderr and "Traceback" not in result.stderr


def unokit_command() -> list[str]:
    """The installed ``unokit`` script of this interpreter, else ``python -m unokit.cli``."""
    script = Path(sys.executable).parent / "unokit"
    return [str(script)] if script.is_file() else [sys.executable, "-m", "unokit.cli"]


def test_real_process_replay_prints_no_traceback(tmp_path):
    bad = write(tmp_path, dict(POSITION, moves=["0: play G9"]))
    proc = subprocess.run([*unokit_command(), "replay", bad, "--json"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert proc.stderr.startswith('error: moves[0] "0: play G9": ')
    assert proc.stderr.count("\n") == 1
    assert "Traceback" not in proc.stderr
    good = subprocess.run(
        [*unokit_command(), "replay", write(tmp_path, POSITION), "--json"], capture_output=True, text=True, timeout=60
    )
    assert good.returncode == 0 and json.loads(good.stdout)["current"] == 2


@pytest.mark.parametrize("path", sorted(DATA.glob("*.json")), ids=lambda p: p.name)
def test_sample_records_through_the_cli(path):
    data = json.loads(path.read_text())
    result = run("replay", str(path), "--json")
    expect = data.get("meta", {}).get("expect_error")
    if expect:
        assert result.exit_code == 1 and result.stderr == f"error: {expect}\n"
    else:
        assert result.exit_code == 0
        assert CONTRACT_4_FIELDS <= set(json.loads(result.stdout))


# --- simulate ---------------------------------------------------------------------------------


def test_simulate_json_same_for_any_job_count():
    args = ["simulate", "--rules", "classic", "--players", "3", "--games", "12", "--seed", "4", "--json"]
    one = run(*args, "--jobs", "1")
    two = run(*args, "--jobs", "2")
    assert one.exit_code == 0 and two.exit_code == 0
    assert json.loads(one.stdout) == json.loads(two.stdout)
    data = json.loads(one.stdout)
    assert data["games"] == 12 and len(data["intervals"]) == 3


def test_simulate_text_report():
    result = run("simulate", "--players", "2", "--games", "6", "--jobs", "1", "--bot", "greedy", "--bot", "random")
    assert result.exit_code == 0, result.stderr
    for text in ("win rate", "95% interval", "moves per round: mean", "unfinished rounds", "reshuffled", "ran dry"):
        assert text in result.stdout


@pytest.mark.parametrize(
    ("args", "status", "message"),
    [
        (["--rules", "poker"], 2, "error: --rules: unknown preset 'poker'; presets are: classic, black-uno, spectrum"),
        (["--rules", "spectrum", "--players", "6"], 2, "error: --players: spectrum is played by 2 to 4 players, not 6"),
        (["--bot", "smart"], 2, "error: --bot: unknown bot 'smart'; bots are: random, uniform, greedy"),
        (["--players", "3", "--bot", "random", "--bot", "greedy"], 2, "error: --bot: 2 bots for 3 players; give one bot for all seats or one per seat"),
        (["--games", "0"], 2, "error: --games: 0 is not allowed; simulate 1 to 1,000,000 rounds in one run"),
        (["--jobs", "0"], 2, "error: --jobs: 0 is not allowed"),
        (["--games", "lots"], 2, "Invalid value for '--games'"),
        (["--games", "10" + "0" * 20], 2, "error: --games: 1000000000000000000000 is not allowed; simulate 1 to 1,000,000 rounds in one run"),
        (["--games", "4", "--jobs", "100000"], 2, "error: --jobs: 100000 is not allowed; use 1 to 256 processes"),
    ],
)
def test_simulate_bad_options(args, status, message):
    result = run("simulate", "--games", "2", *args)
    assert result.exit_code == status
    assert message in result.stderr
    assert "Traceback" not in result.stderr
    if message.startswith("error:"):
        assert len(result.stderr.splitlines()) == 1


@pytest.mark.parametrize(
    ("args", "options"),
    [
        (["--players", "11"], {"players": 11}),
        (["--rule", "hand_size=60"], {"rules": find_preset("classic").replace(hand_size=60)}),
        (["--games", "0"], {"games": 0}),
        (["--max-moves", "0"], {"max_moves": 0}),
        (["--jobs", "300"], {"jobs": 300}),
        (["--bot", "Smart"], {"bots": ("Smart",)}),
        (["--bot", "random", "--bot", "greedy", "--bot", "random"], {"bots": ("random", "greedy", "random")}),
    ],
)
def test_simulate_usage_errors_are_the_engines_own_checks_after_the_option_name(args, options):
    """One check of a run's options (simulate.check_options) serves the API and the CLI: the CLI says
    the same detail after its option's name (it had its own copies, with other wordings)."""
    from unokit.cli import SIMULATE_OPTIONS
    from unokit.simulate import OptionError, check_options

    given = {"rules": "classic", "players": 2, "games": 2, "bots": (), "jobs": None, "max_moves": 5000} | options
    with pytest.raises(OptionError) as refused:
        check_options(**given)
    result = run("simulate", "--games", "2", *args)
    assert result.exit_code == 2
    assert result.stderr == f"error: {SIMULATE_OPTIONS[refused.value.option]}: {refused.value.detail}\n"


@pytest.mark.parametrize(
    ("args", "options"),
    [
        (["--bots", "greedy", "greedy"], {"bots": ("greedy", "greedy")}),
        (["--bots", "greedy", "nope"], {"bots": ("greedy", "nope")}),
        (["--bots", "greedy", "random", "--games", "400000"], {"games": 400000}),
        (["--bots", "greedy", "random", "--games", "0"], {"games": 0}),
        (["--bots", "greedy", "random", "--max-moves", "0"], {"max_moves": 0}),
        (["--bots", "greedy", "random", "--jobs", "1000"], {"jobs": 1000}),
    ],
)
def test_tournament_usage_errors_are_the_engines_own_checks_after_the_option_name(args, options):
    """As simulate's: one check (tournament.check_options) for the API and the CLI; a --games too large
    for the pairings was an exit 1 from inside the run, after the CLI's own checks had passed it."""
    from unokit.cli import TOURNAMENT_OPTIONS
    from unokit.simulate import OptionError
    from unokit.tournament import check_options

    given = {"rules": "classic", "bots": ("greedy", "random"), "games": 2, "jobs": None, "max_moves": 5000} | options
    with pytest.raises(OptionError) as refused:
        check_options(**given)
    result = run("tournament", "--games", "2", *args)
    assert result.exit_code == 2, result.stderr
    assert result.stderr == f"error: {TOURNAMENT_OPTIONS[refused.value.option]}: {refused.value.detail}\n"


def test_replay_table_shows_player_names_as_written_not_as_markup(tmp_path):
    record = {"unokit": 1, "rules": "classic", "players": ["[/]", "[red]Ana[/red]"], "seed": 3}
    result = run("replay", write(tmp_path, record))
    assert result.exit_code == 0, result.stderr  # "[/]" used to be a rich MarkupError traceback
    assert "│ [/]  " in result.stdout and "│ [red]Ana[/red] │" in result.stdout


# --- sheet and cards write all or nothing (issue 9) ------------------------------------------------------


def _files(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))




SHEET = ["sheet", "--cards", "R7,G7,W", "--braille", "--no-reference-cards"]


@pytest.mark.parametrize("bad", ["--out", "--braille-dots", "--svg"])
@pytest.mark.parametrize("how", ["missing folder", "file as folder"])
def test_sheet_writes_nothing_when_one_output_path_cannot_be_written(tmp_path, bad, how):
    (tmp_path / "plain.txt").write_text("keep")
    paths = {"--out": tmp_path / "main.pdf", "--braille-dots": tmp_path / "dots.pdf", "--svg": tmp_path / "pages"}
    parent = tmp_path / "no" / "such" if how == "missing folder" else tmp_path / "plain.txt"
    paths[bad] = parent / ("pages" if bad == "--svg" else "x.pdf")
    if bad == "--svg" and how == "missing folder":
        parent = tmp_path / "plain.txt" / "sub"  # a missing folder is made for --svg; under a file it cannot be
        paths[bad] = parent / "pages"
    result = run(*SHEET, *[part for option, path in paths.items() for part in (option, str(path))])
    assert str(paths[bad]) in one_error_line(result) or "plain.txt" in result.stderr
    assert _files(tmp_path) == ["plain.txt"]


@pytest.mark.parametrize("stage", ["sheet_pdf", "braille_dots_pdf", "_write_svgs"])
def test_sheet_writes_nothing_when_a_later_stage_fails(tmp_path, monkeypatch, stage):
    from unokit.render import sheets

    def broken(*args, **kwargs):
        raise OSError(28, "No space left on device", str(tmp_path / "dots.pdf"))

    monkeypatch.setattr(sheets, stage, broken)
    (tmp_path / "main.pdf").write_bytes(b"old")  # an earlier run's file is left as it was
    result = run(*SHEET, "--out", str(tmp_path / "main.pdf"), "--braille-dots", str(tmp_path / "dots.pdf"),
                 "--svg", str(tmp_path / "pages"))
    assert "No space left on device" in one_error_line(result)
    assert _files(tmp_path) == ["main.pdf"] and (tmp_path / "main.pdf").read_bytes() == b"old"


def test_sheet_writes_every_output_and_no_temporary_file(tmp_path):
    (tmp_path / "pages").mkdir()
    (tmp_path / "pages" / "notes.txt").write_text("mine")
    result = run(*SHEET, "--out", str(tmp_path / "main.pdf"), "--braille-dots", str(tmp_path / "dots.pdf"),
                 "--svg", str(tmp_path / "pages"))
    assert result.exit_code == 0, result.output
    assert _files(tmp_path) == ["dots.pdf", "main.pdf", "pages", "pages/notes.txt", "pages/page-001.svg"]
    assert (tmp_path / "main.pdf").read_bytes().startswith(b"%PDF-1.7")
    assert oct((tmp_path / "main.pdf").stat().st_mode & 0o777) != "0o600"  # not mkstemp's private mode


def test_sheet_refuses_the_same_file_for_both_pdfs(tmp_path):
    path = str(tmp_path / "x.pdf")
    # a wrong option value: exit 2, as the README says (was 1)
    assert "also the --out file" in one_error_line(run(*SHEET, "--out", path, "--braille-dots", path), 2)
    assert _files(tmp_path) == []


def test_sheet_cards_has_a_limit_withone_error_line(tmp_path):
    line = one_error_line(run("sheet", "--cards", ",".join(["R7"] * 1001), "--out", str(tmp_path / "x.pdf")), 2)
    assert line == "error: --cards: 1,001 cards is too many for one sheet; give at most 1,000 (about 9 decks)"
    assert _files(tmp_path) == []


@pytest.mark.parametrize("rules, cards, bad", [("classic", "R7,T3", "T3 (Teal 3)"), ("black-uno", "M+2", "M+2"),
                                               ("classic", "O5", "O5 (Orange 5)")])
def test_sheet_refuses_cards_that_are_not_in_the_presets_deck(tmp_path, rules, cards, bad):
    line = one_error_line(run("sheet", "--rules", rules, "--cards", cards, "--out", str(tmp_path / "x.pdf")), 2)
    assert bad in line and f"is not a card of the {rules} deck" in line and "red, yellow, green, blue" in line
    assert _files(tmp_path) == []


def test_sheet_takes_spectrum_cards_for_the_spectrum_deck(tmp_path):
    result = run("sheet", "--rules", "spectrum", "--cards", "T3,M+2", "--out", str(tmp_path / "x.pdf"))
    assert result.exit_code == 0, result.output


def test_cards_writes_nothing_when_it_fails_half_way(tmp_path, monkeypatch):
    from unokit.render import svg

    real, calls = svg.card, []

    def card_then_fail(*args, **kwargs):
        calls.append(1)
        if len(calls) > 10:
            raise OSError(28, "No space left on device", "R7.svg")
        return real(*args, **kwargs)

    monkeypatch.setattr(svg, "card", card_then_fail)
    for out in (tmp_path / "new" / "deep", tmp_path / "existing"):
        (tmp_path / "existing").mkdir(exist_ok=True)
        (tmp_path / "existing" / "R7.svg").write_text("old")
        calls.clear()
        assert "No space left on device" in one_error_line(run("cards", "--out", str(out)))
        assert _files(tmp_path) == ["existing", "existing/R7.svg"]
        assert (tmp_path / "existing" / "R7.svg").read_text() == "old"


def test_cards_into_an_existing_folder_keeps_other_files(tmp_path):
    (tmp_path / "notes.txt").write_text("mine")
    result = run("cards", "--out", str(tmp_path), "--rules", "classic")
    assert result.exit_code == 0, result.output
    names = _files(tmp_path)
    assert "notes.txt" in names and "R7.svg" in names and "index.html" in names
    assert not [name for name in names if "unokit-partial" in name]


# --- house rules: simulate --rule and unokit rules (issue 13) -------------------------------------


def test_simulate_with_house_rules_records_them_in_the_summary():
    result = run("simulate", "--rules", "classic", "--rule", "seven_swap=true", "--rule", "jump_in=on",
                 "--players", "4", "--games", "6", "--jobs", "1", "--json")
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["rules"] == {"preset": "classic", "seven_swap": True, "jump_in": True}
    party = run("simulate", "--rules", "party", "--players", "4", "--games", "4", "--jobs", "1", "--json")
    assert party.exit_code == 0 and json.loads(party.stdout)["rules"] == "party"


@pytest.mark.parametrize(
    ("rule", "message"),
    [
        ("seven=true", "error: --rule: unknown rules flag 'seven'; flags are: deck, colors,"),
        # the value and what is allowed as a record writes them (was "expected a value like False")
        ("seven_swap=maybe", 'error: --rule: rules flag seven_swap="maybe" has the wrong type; expected true or false'),
        ("stack_draw_two=1", "error: --rule: rules flag stack_draw_two=1 has the wrong type; expected true or false"),
        ("hand_size=seven", 'error: --rule: rules flag hand_size="seven" has the wrong type; expected a whole '
                            "number such as 7"),
        ("seven_swap", "error: --rule 'seven_swap': write NAME=VALUE, e.g. --rule seven_swap=true"),
        ("stack_cross=true", "error: --rule: stack_cross needs stack_draw_two and stack_wild_draw_four"),
        ("stack_wild_draw_four=true", "error: --rule: stack_wild_draw_four and challenge cannot both be on"),
    ],
)
@pytest.mark.parametrize("command", ["simulate", "rules"])
def test_bad_rule_options_are_one_error_line_with_the_record_message(command, rule, message):
    result = run(command, "--rule", rule)
    assert result.exit_code == 2 and result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(message), lines


def test_the_same_rules_error_as_a_record():
    from unokit.errors import RecordError
    from unokit.record import validate

    with pytest.raises(RecordError) as info:
        validate({"unokit": 1, "rules": {"preset": "classic", "seven_swap": "maybe"}, "players": 2})
    result = run("rules", "--rule", "seven_swap=maybe")
    assert str(info.value).removeprefix("rules: ") in result.stderr


def test_rules_lists_every_flag_with_its_value_and_description():
    from dataclasses import fields

    from unokit.rules import Rules

    result = run("rules", "party")
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == 'rules: "party"'
    names = [f.name for f in fields(Rules) if f.name != "name"]
    assert [line.split()[0] for line in lines[1:]] == names
    row = next(line for line in lines if line.split()[0] == "seven_swap")
    assert row.split()[1] == "true" and "Seven-O: a Seven that is not the last card swaps hands" in row
    assert all(len(line.split()) > 2 for line in lines[1:])  # every flag has a description


def test_rules_marks_the_flags_changed_by_rule_and_prints_json():
    result = run("rules", "classic", "--rule", "zero_rotate=true", "--json")
    data = json.loads(result.stdout)
    assert data["rules"] == {"preset": "classic", "zero_rotate": True}
    changed = [flag["name"] for flag in data["flags"] if flag["changed"]]
    assert changed == ["zero_rotate"]
    text = run("rules", "classic", "--rule", "zero_rotate=true").stdout
    assert next(line for line in text.splitlines()[1:] if "zero_rotate" in line).startswith("* zero_rotate")


def test_replay_json_of_a_party_record_lists_every_seat_jump_ins(tmp_path):
    record = {"unokit": 1, "rules": "party", "players": ["Ana", "Ben", "Cy", "Dee"],
              "position": {"hands": [["R5", "G2", "B3"], ["B9", "B8"], ["Y1", "R5", "Y3"], ["G7", "G8"]],
                           "discard": ["R3"], "draw_pile": ["G5"], "current": 0},
              "moves": ["0: play R5"]}
    result = run("replay", write(tmp_path, record), "--json")
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["legal"] == ["1: draw", "2: play R5"]  # Cy may jump in
    record["moves"] = ["0: play R5", "2: play R5"]
    state = json.loads(run("replay", write(tmp_path, record), "--json").stdout)
    assert state["current"] == 3 and state["hands"][2] == ["Y1", "Y3"]
    record["position"]["hands"] = [["R7", "G2", "B3"], ["B9", "B8"], ["Y1", "R7", "Y3"], ["G7", "G8"]]
    record["moves"] = ["0: play R7 swap 1", "2: play R7"]
    bad = run("replay", write(tmp_path, record), "--json")
    assert bad.exit_code == 1 and bad.stdout == ""
    assert bad.stderr.startswith('error: moves[1] "2: play R7": Seven-O: a Seven that is not the last card swaps hands')


def test_unokit_simulate_does_not_import_the_dashboard_package():
    # `unokit simulate` pays for every module the command line imports (issue 12, "Speed")
    code = ("import sys; from unokit.cli import main\n"
            "try:\n    main(['simulate', '--games', '2', '--jobs', '1', '--json', '--no-progress'])\n"
            "except SystemExit:\n    pass\n"
            "print('unokit.dashboard' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip().splitlines()[-1] == "False"


def test_dashboard_kernel_idle_timeout_defaults_to_the_dashboard_constant(monkeypatch):
    import signal
    import socket

    import unokit.dashboard
    from unokit.dashboard import KERNEL_IDLE_TIMEOUT_S
    from unokit.errors import UnokitError

    seen = {}

    def stop_before_voila(python, notebook, **options):
        seen.update(options)
        raise UnokitError("stopped by the test")

    monkeypatch.setattr(unokit.dashboard, "voila_command", stop_before_voila)
    with socket.socket() as probe:  # a free port
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    handlers = {stop: signal.getsignal(stop) for stop in (signal.SIGINT, signal.SIGTERM)}
    result = run("dashboard", "--no-browser", "--port", str(port))
    if "needs" in result.output and "pip install" in result.output:  # pragma: no cover - no dashboard extra
        pytest.skip("the dashboard extra is not installed")
    assert result.exit_code == 1 and "stopped by the test" in result.output, result.output
    # the command's own Ctrl-C and SIGTERM handlers are gone with it: the caller's are back (the old code
    # left its SIGTERM handler in the test process, which pool workers forked later inherited)
    assert {stop: signal.getsignal(stop) for stop in handlers} == handlers
    assert seen["kernel_idle_timeout"] == KERNEL_IDLE_TIMEOUT_S
    assert f"[default: {KERNEL_IDLE_TIMEOUT_S};" in " ".join(run("dashboard", "--help").output.split())


# A bad value of an option is a usage error in every command: one ``error:`` line, exit 2 (README,
# "Bad input never gives a traceback"); unknown presets and bots used to exit 1 in some commands and
# click's own usage errors took four lines.
@pytest.mark.parametrize("args, first_words", [
    (["simulate", "--rules", "nope", "--games", "1"], "error: --rules: unknown preset 'nope'"),
    (["rules", "nope"], "error: PRESET: unknown preset 'nope'"),  # the argument, not --rules
    (["tournament", "--rules", "nope", "--bots", "greedy", "random"], "error: --rules: unknown preset 'nope'"),
    (["cards", "--rules", "nope", "--out", "{tmp}/c"], "error: --rules: unknown preset 'nope'"),
    (["sheet", "--rules", "nope", "--out", "{tmp}/s.pdf"], "error: --rules: unknown preset 'nope'"),
    (["simulate", "--bot", "nope", "--games", "1"], "error: --bot: unknown bot 'nope'"),
    (["tournament", "--bots", "nope", "random", "--games", "1"], "error: --bots: unknown bot 'nope'"),
    (["dashboard", "--port", "0"], "error: Invalid value for '--port': 0 is not in the range 1<=x<=65535."),
    (["dashboard", "--port", "abc"], "error: Invalid value for '--port': 'abc' is not a valid integer. "),
    (["simulate", "--games", "lots"], "error: Invalid value for '--games': 'lots' is not a valid integer."),
    (["replay"], "error: Missing argument 'RECORD'."),
    (["no-such-command"], "error: No such command 'no-such-command'."),
    (["--no-such-option"], "error: No such option"),
    # a sheet written under another extension (a PDF called x.txt)
    (["sheet", "--cards", "R7", "--out", "{tmp}/x.txt"], "error: --out: {tmp}/x.txt does not end in .pdf"),
    # a hand size that no table can be dealt: `rules` listed it, exit 0
    (["rules", "classic", "--rule", "hand_size=1000000"],
     "error: --rule: hand_size=1000000: 2 hands of 1000000 cards and a starter card need 2000001 cards, but the "
     "classic deck has 108; deal at most 53 cards each to 2 players, or seat fewer players"),
    # a hand size the deck cannot deal (was "the deck ran out while turning up a starter card", exit 1)
    (["simulate", "--games", "2", "--rule", "hand_size=54"],
     "error: --rule: hand_size=54: 2 hands of 54 cards and a starter card need 109 cards, but the classic deck "
     "has 108; deal at most 53 cards each to 2 players, or seat fewer players"),
])
def test_bad_option_values_are_one_line_usage_errors_in_every_command(tmp_path, args, first_words):
    result = run(*[arg.replace("{tmp}", str(tmp_path)) for arg in args])
    assert result.exit_code == 2, result.stderr
    first_words = first_words.replace("{tmp}", str(tmp_path))
    assert result.stderr.startswith(first_words) and len(result.stderr.splitlines()) == 1, result.stderr
    assert result.stdout == ""


@pytest.mark.parametrize("command", ["cards", "sheet", "brf"])
def test_the_help_of_rules_options_names_every_preset(command):
    # the help listed classic, black-uno and spectrum; party works too
    from unokit.rules import PRESETS

    text = " ".join(run(command, "--help").output.split())
    assert all(name in text for name in PRESETS)


# --- output paths: a folder where a file goes, and the other way round --------------------------


@pytest.mark.parametrize(("args", "message"), [
    (["sheet", "--out", "{dir}"], "error: --out: {dir} is a folder; name the file to write, e.g. {dir}/deck.pdf"),
    (["sheet", "--out", "x.pdf", "--braille-dots", "{dir}"],
     "error: --braille-dots: {dir} is a folder; name the file to write, e.g. {dir}/dots.pdf"),
    (["brf", "--rules", "classic", "--out", "{dir}"],
     "error: --out: {dir} is a folder; name the file to write, e.g. {dir}/rules.brf"),
    (["brf", "game.json", "--out", "{dir}"],
     "error: --out: {dir} is a folder; name the file to write, e.g. {dir}/game.brf"),
    (["cards", "--out", "{file}"],
     "error: --out: {file} is a file, not a folder; name a folder to write into, e.g. {parent}/cards"),
    (["sheet", "--out", "x.pdf", "--svg", "{file}"],
     "error: --svg: {file} is a file, not a folder; name a folder to write into, e.g. {parent}/pages"),
])
def test_a_wrong_kind_of_output_path_gives_an_example_with_the_commands_own_extension(tmp_path, args, message):
    """The new user's `unokit brf --out s/` was told 'e.g. s/deck.pdf': each command names its own kind."""
    folder = tmp_path / "s"
    folder.mkdir()
    file = tmp_path / "taken"
    file.write_text("")
    values = {"dir": str(folder), "file": str(file), "parent": str(tmp_path)}
    result = run(*[a.format(**values) for a in args])
    assert result.exit_code == 1
    assert result.stderr.strip() == message.format(**values)


# --- list options: an empty entry is refused, not skipped -----------------------------------------


@pytest.mark.parametrize(("args", "message"), [
    (["sheet", "--out", "{dir}/x.pdf", "--cards", "R7,,G7"], "error: --cards: entry 2 is empty"),
    (["sheet", "--out", "{dir}/x.pdf", "--cards", "R7, ,G7"], "error: --cards: entry 2 is empty"),
    (["sheet", "--out", "{dir}/x.pdf", "--cards", "R7 G7,,W"], "error: --cards: entry 3 is empty"),
    (["sheet", "--out", "{dir}/x.pdf", "--cards", "R7,G7,"], "error: --cards: entry 3 is empty"),
    (["sheet", "--out", "{dir}/x.pdf", "--cards", ",R7"], "error: --cards: entry 1 is empty"),
    (["sheet", "--out", "{dir}/x.pdf", "--cards", ""], "error: --cards: entry 1 is empty"),
    (["tournament", "--bots", "greedy,,random"], "error: --bots: entry 2 is empty"),
    (["tournament", "--bots", "greedy", "random,", "--games", "1"], "error: --bots: entry 3 is empty"),
])
def test_an_empty_entry_of_a_list_option_is_refused_with_its_position(tmp_path, args, message):
    result = run(*[a.format(dir=tmp_path) for a in args])
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith(message + ";") and result.stderr.count("\n") == 1
    assert list(tmp_path.iterdir()) == []  # nothing written


def test_list_options_still_take_commas_and_spaces(tmp_path):
    result = run("sheet", "--out", str(tmp_path / "x.pdf"), "--cards", "R7, G7 W")
    assert result.exit_code == 0, result.stderr
    result = run("tournament", "--bots", "greedy,random", "--games", "2", "--jobs", "1", "--json")
    assert result.exit_code == 0, result.stderr
    assert len(json.loads(result.stdout)["bots"]) == 2
