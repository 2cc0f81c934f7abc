"""Loading a game record is quick in a fresh kernel (issue 23 §1), and the table says "Loading…" first.

Loading the 26-move record into a fresh dashboard took 3-7 s on a loaded machine: not the replay (about
0.04 s) but ``import jsonschema``, which imports rfc3987-syntax for two format checkers a record never uses,
and that import compiles 39 lark grammars. These tests check the cause structurally, in a fresh interpreter
(no wall-clock times; ``bench/dashboard.py --load-record`` measures them).
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

from unokit.game import Game  # noqa: E402
from unokit.widgets import GameTable  # noqa: E402

RECORD = Path(__file__).parent / "data" / "classic_deck_greedy_round.json"
GRAMMARS = "rfc3987_syntax.syntax_helpers"  # the module whose import compiles the grammars

needs_rfc3987_syntax = pytest.mark.skipif(importlib.util.find_spec("rfc3987_syntax") is None,
                                          reason="rfc3987-syntax is not installed, so no grammar can be built")


def fresh_python(code: str) -> dict:
    """Run ``code`` in a new interpreter (nothing imported yet, as in a new kernel); it prints one JSON line."""
    out = subprocess.run([sys.executable, "-c", code, str(RECORD)], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


@needs_rfc3987_syntax
def test_reading_and_replaying_a_record_builds_no_grammar():
    seen = fresh_python(
        "import json, sys\n"
        "from pathlib import Path\n"
        "from unokit.record import read_record, record_from_bytes, replay\n"
        "game = replay(read_record(Path(sys.argv[1])))\n"
        "record_from_bytes(Path(sys.argv[1]).read_bytes(), 'upload.json')\n"
        "import jsonschema\n"
        f"print(json.dumps({{'moves': len(game.move_stack), 'grammars': {GRAMMARS!r} in sys.modules,\n"
        "                   'lark': 'lark' in sys.modules, 'jsonschema': 'jsonschema' in sys.modules,\n"
        "                   'iri': 'iri' in jsonschema.FormatChecker.checkers}))\n")
    assert seen == {"moves": 26, "grammars": False, "lark": False, "jsonschema": True, "iri": True}


@needs_rfc3987_syntax
@pytest.mark.slow  # the check below compiles the grammars (2.5-3 s of CPU): that is the point
def test_jsonschema_still_checks_iris_for_everyone_else_after_a_record_is_read():
    seen = fresh_python(
        "import json, sys\n"
        "from pathlib import Path\n"
        "from unokit.record import read_record\n"
        "read_record(Path(sys.argv[1]))\n"
        "import jsonschema\n"
        "checker = jsonschema.FormatChecker()\n"
        "print(json.dumps([checker.conforms('https://example.org/ä', 'iri'),\n"
        "                  checker.conforms('http://exa mple.org/', 'iri'),\n"
        f"                  {GRAMMARS!r} in sys.modules]))\n")
    assert seen == [True, False, True]


def test_the_table_says_loading_before_it_reads_an_uploaded_record():
    table = GameTable(Game("classic", ["Ana", "Ben", "Cy"], seed=1), mode="play")
    said = len(table.live.history)
    table.upload.receive("round.json", RECORD.read_bytes())
    texts = [text for _, text in table.live.history[said:]]
    assert texts[0] == "Loading the game record…"
    assert texts[1].startswith("Loaded a record of 26 moves; play on from its last move.")
    assert len(texts) == 2


def test_the_table_says_loading_then_why_a_bad_record_was_refused():
    table = GameTable(Game("classic", ["Ana", "Ben", "Cy"], seed=1), mode="play")
    said = len(table.live.history)
    table.upload.receive("round.json", b'{"unokit": 1, "rules": "classic"}')
    texts = [text for _, text in table.live.history[said:]]
    assert texts[0] == "Loading the game record…"
    assert texts[1].startswith("Could not load the record:")
    assert len(texts) == 2
