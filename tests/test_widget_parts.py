"""The table's shape (issue 24 item 1): GameTable is built from parts, not mixins; no widget module is
over 600 lines; the widgets do not import the dashboard; one module says which bots, visions, modes and
themes exist."""

from __future__ import annotations

import ast
import inspect
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

import ipywidgets  # noqa: E402

import unokit.widgets  # noqa: E402
from unokit import choices  # noqa: E402
from unokit.widgets import GameTable  # noqa: E402

WIDGETS = Path(unokit.widgets.__file__).parent
MODULES = sorted(WIDGETS.glob("*.py"))
MOST_LINES = 600


def test_game_table_has_only_ipywidgets_bases():
    """Every class GameTable inherits from is ipywidgets' (or what ipywidgets builds on): no mixin."""
    foreign = [cls for cls in GameTable.__mro__[1:]
               if cls.__module__.split(".")[0] not in ("ipywidgets", "traitlets", "comm", "builtins")]
    assert foreign == []
    assert GameTable.__bases__ == (ipywidgets.VBox,)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_no_widget_module_defines_a_mixin_of_the_table(path):
    """No class in a widgets module is a base of GameTable, and none is made to be one (a class that
    names GameTable's attributes it does not define, as the old PlayByEar, SelfVoicing and WhatIf did,
    would be caught by the first test the moment it was mixed in again)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = {node.name for node in ast.walk(tree) if isinstance(node, ast.ClassDef)}
    bases = {cls.__name__ for cls in GameTable.__mro__[1:]}
    assert not names & bases, f"{path.name} defines a base of GameTable: {sorted(names & bases)}"
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name == "GameTable":
            base_names = [ast.unparse(base) for base in node.bases]
            assert base_names == ["widgets.VBox"], f"GameTable's bases are {base_names}"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_no_widget_module_is_over_600_lines(path):
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= MOST_LINES, f"{path.name} has {lines} lines; split it into parts of at most {MOST_LINES}"


def test_the_widgets_do_not_import_the_dashboard():
    """No widgets module imports unokit.dashboard (the dashboard builds on the widgets, not the other way),
    in its text or when the table is made."""
    for path in MODULES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                assert not (node.module or "").startswith("unokit.dashboard"), f"{path.name} imports {node.module}"
            elif isinstance(node, ast.Import):
                assert not any(a.name.startswith("unokit.dashboard") for a in node.names), path.name
    code = ("import sys; from unokit.widgets import GameTable, HouseRulesExplorer, ReviewTable; GameTable(); "
            "print(any(m.startswith('unokit.dashboard') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_parts_get_their_collaborators_from_the_table():
    """Each part is made with the table's one session, live region and clock (no part finds them itself)."""
    table = GameTable()
    for part in (table.ear, table.ear.voice, table.what_if, table.turns, table.history_bar, table.seats,
                 table.action_bar, table.piles, table.records, table.clock):
        assert part.session is table.session
    for part in (table.ear, table.ear.voice, table.what_if, table.turns, table.history_bar, table.clock):
        assert part.live is table.live
    for part in (table.ear.voice, table.what_if, table.turns, table.action_bar):
        assert part.clock is table.clock
    # the announcement panel is the ear's own: its voice settings are in it, put there by the ear
    announce = table.panels["announce"].children[1]
    assert list(announce.children) == [table.ear.announce_panel, table.ear.voice.voice_panel]


def test_what_a_page_observes_is_a_validated_traitlet_on_its_owner():
    from unokit.errors import UnokitError

    table = GameTable(mode="play", human_seats=(0,))
    seen = []
    table.clock.observe(lambda change: seen.append(change["name"]), ["auto", "speed"])
    table.auto_toggle.value = True  # the page's control moves the clock's traitlet
    table.auto_toggle.value = False
    table.speed.value = 4.0
    assert seen == ["auto", "auto", "speed"] and table.clock.speed == 4.0
    with pytest.raises(UnokitError, match="outside 0.5 to 10.0"):
        table.clock.speed = 60
    teaching = GameTable()
    offered = {action["key"] for action in teaching.action_bar.actions}
    teaching.action_bar.intent = "draw"  # the one writable intent: the draw is made
    assert "draw" in offered and teaching.game.move_stack[-1].kind.value == "draw"
    assert teaching.action_bar.intent == ""
    teaching.action_bar.intent = "catch 7"  # not offered: refused in words, the game unchanged
    assert len(teaching.game.move_stack) == 1 and teaching.live.polite == "That move is not legal now."
    table.go(0)
    assert table.history_bar.cursor == 0 and table.history_bar.at_latest == (len(table.game.move_stack) == 0)
    assert table.seats.viewer == 0
    with pytest.raises(UnokitError, match="unknown theme"):
        table.theme = "sepia"
    with pytest.raises(UnokitError, match="unknown vision"):
        table.vision = "sepia"
    with pytest.raises(UnokitError, match="intent"):
        table.action_bar.intent = "x" * 300


def test_one_module_lists_the_bots_visions_modes_and_themes():
    from unokit import agents
    from unokit.dashboard import app
    from unokit.render import cvd
    from unokit.widgets import explorer, legend, session, signs, table

    assert choices.BOTS == tuple(agents.AGENTS)
    assert set(explorer.BOTS) == set(choices.BOTS)
    assert list(app.BOT_KINDS) == list(choices.TABLE_BOTS) == list(session.BOTS)
    assert cvd.VISIONS is signs.VISIONS is choices.VISIONS
    assert legend.VISION_LABELS is choices.VISION_LABELS
    assert table.MODES is choices.MODES and table.THEMES is choices.THEMES
    # the explorer and the dashboard label a bot in the same words
    assert all(explorer.BOTS[name] == app.BOT_KINDS[name] for name in app.BOT_KINDS)


def test_the_player_count_check_is_one_function():
    """The modules that check a player count ask unokit.choices.players_allowed, none compares itself."""
    root = Path(unokit.widgets.__file__).parents[1]
    for name in ("game.py", "record.py", "simulate.py", "env/actions.py", "dashboard/app.py", "widgets/explorer.py"):
        text = (root / name).read_text(encoding="utf-8")
        assert "players_allowed(" in text, name
        assert "min_players <= " not in text, name
    assert "min_players <= count <= " in inspect.getsource(choices.players_allowed)
