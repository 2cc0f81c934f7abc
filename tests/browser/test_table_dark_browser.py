"""The dashboard in Voila's dark theme (``--theme=dark``): the page and the table turn dark together,
and axe finds no violation before, during and after a round (issue 10, item 8; ux-audit F8)."""

from __future__ import annotations

from pathlib import Path

from test_dashboard_browser import _axe_violations, round_over, settle
from test_table_browser import play_turns
from voila_support import ARTIFACTS, wait_for_widgets

VOILA_NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
VOILA_ARGS = ("--theme=dark",)
HAND_CARD = ".unokit-hand.unokit-hand-interactive button.unokit-card-button"


def test_the_dark_dashboard_is_light_on_dark_and_axe_finds_nothing(voila_server, page):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(voila_server.notebook_url("dashboard.ipynb"))
    wait_for_widgets(page, HAND_CARD)
    settle(page)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "table-dark-1280x800.png"))
    background = page.evaluate("() => getComputedStyle(document.body).backgroundColor")
    assert background in ("rgb(22, 22, 22)",), background
    assert _axe_violations(page) == []
    play_turns(page, 3)
    assert _axe_violations(page) == []
    play_turns(page, 80)
    assert round_over(page) and _axe_violations(page) == []
