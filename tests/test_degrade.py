"""What the browser edition cannot do is said in words, never left hanging (issue 27, docs/static-site.md).

Each case takes away what a browser lacks (threads, matplotlib, cairosvg, numpy and daltonlens) in this
process and checks what the page then shows; tests/browser/test_static_site.py checks the same in Pyodide.
"""

from __future__ import annotations

import threading

import ipywidgets as widgets
import pytest

import unokit
from unokit.widgets import GameTable
from unokit.widgets.analyse import AnalysisRun
from unokit.widgets.explorer import HouseRulesExplorer
from unokit.widgets.faults import fault_text


@pytest.fixture
def table():
    game = unokit.Game("classic", players=["Ana", "Ben", "Cy"], seed=1)
    return GameTable(game, mode="play", human_seats=(game.current,))


@pytest.fixture
def console(table, monkeypatch):
    """The custom messages the table's live region sends to the browser (console.error there)."""
    sent = []
    monkeypatch.setattr(table.live, "send", lambda content, buffers=None: sent.append(content))
    return sent


def test_an_exception_in_a_click_handler_is_said_in_the_live_region_and_the_console(table, console):
    button = widgets.Button(description="Broken")
    button.on_click(lambda _button: 1 / 0)
    button.click()
    assert table.live.polite == ("That did not work: ZeroDivisionError: division by zero. "
                                 "The details are in the browser console.")
    assert console[-1]["type"] == "fault" and "Traceback" in console[-1]["text"]
    assert "ZeroDivisionError" in console[-1]["text"]


def test_an_exception_in_an_observer_of_a_browser_change_is_said_too(table, console):
    field = widgets.IntText(value=1)

    def broken(change):
        raise KeyError(change["new"])

    field.observe(broken, "value")
    field._handle_msg({"content": {"data": {"method": "update", "state": {"value": 3}, "buffer_paths": []}}, "buffers": []})
    assert table.live.polite == fault_text(KeyError(3))
    assert console[-1]["type"] == "fault"


def test_without_threads_the_analysis_runs_in_the_foreground_with_progress(monkeypatch):
    def no_threads(self):
        raise RuntimeError("can't start new thread")

    monkeypatch.setattr(threading.Thread, "start", no_threads)
    game = unokit.Game("classic", players=["Ana", "Ben"], seed=3)
    queued, progress, done = [], [], []
    run = AnalysisRun(game, game.current, 20, deliver=lambda fn, *args: queued.append(fn),  # a loop that never runs
                      on_progress=lambda _run, n: progress.append(n), on_done=lambda _run, result: done.append(result),
                      on_error=lambda _run, error: pytest.fail(str(error)))
    run.start()
    assert run.thread is None and not queued
    assert len(done) == 1 and progress and progress == sorted(progress) and progress[-1] == run.moves * 20


def test_without_matplotlib_the_explorer_shows_its_table_and_says_there_is_no_plot(monkeypatch):
    from unokit import explorer as comparison

    def no_matplotlib(self, **_options):
        raise ModuleNotFoundError("No module named 'matplotlib'", name="matplotlib")

    monkeypatch.setattr(comparison.Comparison, "figure_html", no_matplotlib)
    explorer = HouseRulesExplorer(house_rules={"seven_swap": True}, players=3, rounds=6, bot="random", seed=4)
    assert explorer.run() is True
    assert explorer.table.value == explorer.result.to_html()
    assert "No plot here: it needs matplotlib" in explorer.figure.value
    assert explorer.progress.history[-1][1].startswith("Done:")


def test_without_cairosvg_the_print_panel_says_where_sheets_are_made(monkeypatch):
    from unokit.dashboard import app

    monkeypatch.setattr(app, "missing", lambda modules: [m for m in modules if m == "cairosvg"])
    board = app.Dashboard(preset="classic", players=3, humans=(0,), bot="random", seed=1)
    assert board.download_sheet.message == (
        "Printable sheets are not made here: they need cairosvg, which this edition does not have. On a "
        "computer with unokit installed, run: unokit sheet --rules classic --paper a4 --out classic-deck.pdf")

    import unokit.render.sheets as sheets

    def no_cairo(*_args, **_options):
        raise ModuleNotFoundError("No module named 'cairosvg'", name="cairosvg")

    monkeypatch.setattr(sheets, "sheet_pdf", no_cairo)
    board.download_sheet._handle(None, {"type": "request"}, [])
    assert not board.download_sheet.busy
    assert board.download_sheet.message.startswith("Could not make the file: Printable sheets are not made here")


def test_without_numpy_or_daltonlens_the_table_previews_every_vision_from_the_matrices(monkeypatch):
    from unokit import coloradd
    from unokit.render import cvd

    monkeypatch.setattr(cvd, "_without_numpy", lambda: True)
    cvd._simulate_hex.cache_clear()
    try:
        import unokit.extras

        monkeypatch.setattr(unokit.extras, "missing", lambda modules: list(modules))
        game = unokit.Game("classic", players=["Ana", "Ben"], seed=1)
        shown = GameTable(game)
        assert [key for _label, key in shown.vision_picker.options] == list(cvd.VISIONS)
        assert shown.vision_note.value == ""

        def faces() -> str:
            return "".join(entry["svg"] for hand in shown.hands for entry in hand.cards)

        hues = [coloradd.get(name).hex for name in ("red", "yellow", "green", "blue")]
        typical = [hue for hue in hues if hue in faces()]
        assert typical  # the deal shows some coloured card
        shown.vision_picker.value = "deuteranopia"
        seen = faces()
        for hue in typical:  # each colour is drawn as the matrices say a deuteranope sees it
            assert hue not in seen and cvd.simulate_hex_from_matrices(hue, "deuteranopia") in seen
    finally:
        cvd._simulate_hex.cache_clear()


def test_without_numpy_daltonlens_or_the_matrices_the_table_offers_typical_vision_and_says_why(monkeypatch):
    from unokit.widgets import options as options_module

    monkeypatch.setattr(options_module, "preview_needs", lambda: ["numpy", "daltonlens"])
    game = unokit.Game("classic", players=["Ana", "Ben"], seed=1)
    shown = GameTable(game)
    assert [key for _label, key in shown.vision_picker.options] == ["normal"]
    assert "Colour-vision previews are not shown here: they need numpy and daltonlens" in shown.vision_note.value
    assert GameTable(game).vision_note.value.count("unokit dashboard") == 1


def test_preview_needs_names_what_is_missing_only_when_the_matrices_are_gone(monkeypatch, tmp_path):
    import unokit.extras
    from unokit.render import cvd

    monkeypatch.setattr(unokit.extras, "missing", lambda modules: list(modules))
    cvd._matrices.cache_clear()
    try:
        assert cvd.preview_needs() == []
        monkeypatch.setattr(cvd, "MATRICES_FILE", tmp_path / "gone.json")
        cvd._matrices.cache_clear()
        assert cvd.preview_needs() == ["numpy", "daltonlens"]
    finally:
        cvd._matrices.cache_clear()
