"""After a new game in the dashboard, focus lands on the first playable card of the new hand and the line
under the hand describes it (the "keys" brief, item 3); see test_keys_focus_browser.py for items 1 and 2."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect
from test_dashboard_browser import HAND, settle
from test_keys_focus_browser import FOCUS_AND_LINE
from voila_support import wait_for_widgets

VOILA_NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def start_new_game(page, preset: str, seed: int, players: int | None = None, *, click: bool = False) -> None:
    page.get_by_role("button", name="New game: rules, players, bots, seed").click()
    page.get_by_role("combobox", name="Rules").select_option(preset)
    if players is not None:
        page.get_by_label("Number of players").fill(str(players))
        page.keyboard.press("Tab")
        settle(page)
    page.get_by_role("textbox", name="Seed (same seed, same deal)").fill(str(seed))
    start = page.get_by_role("button", name="Start game")
    if click:
        start.click()
    else:
        start.focus()
        page.keyboard.press("Enter")


@pytest.mark.parametrize(("preset", "seed", "players", "click"),
                         [("spectrum", 5, 2, True), ("spectrum", 5, 2, False)], ids=["click", "enter"])
def test_after_a_new_game_focus_is_on_the_first_playable_card_and_the_line_describes_it(voila_server, page, preset,
                                                                                           seed, players, click):
    """Spectrum, seed 5, two players: Ana holds Orange Draw Two, Blue 0, Teal 9 (none playable), Red 5 and
    Purple 3. Started with a click, the folded form slides the hand under the still mouse pointer (over
    Orange Draw Two): focus and the line under the hand are both on Red 5, the first playable card."""
    page.goto(voila_server.notebook_url("dashboard.ipynb"))
    wait_for_widgets(page, f"{HAND} button.unokit-card-button")
    settle(page, quiet_ms=300)
    title = preset.capitalize()
    start_new_game(page, preset, seed, players, click=click)
    page.wait_for_function(f"() => /^Table: {title}/.test(document.querySelector('.unokit-table-heading').textContent)")
    cards = page.locator(f"{HAND} button.unokit-card-button")
    page.wait_for_function("(hand) => document.activeElement && document.activeElement.matches(hand + ' button.unokit-card-button')",
                           arg=HAND)
    settle(page, quiet_ms=500)
    names = cards.evaluate_all("(bs) => bs.map(b => [b.getAttribute('aria-label'), b.getAttribute('aria-disabled')])")
    first_playable = next(name for name, disabled in names if disabled is None)
    page.wait_for_function("([hand, name]) => document.activeElement.getAttribute('aria-label') === name"
                           " && document.querySelector(hand + ' .unokit-hand-focus').textContent.startsWith(name + ':')",
                           arg=[HAND, first_playable])
    now = page.evaluate(FOCUS_AND_LINE, HAND)
    assert now["focused"] == first_playable and now["line"].startswith(first_playable + ":"), (now, names)
    stops = page.locator(f"{HAND} button.unokit-card-button[tabindex='0']")
    expect(stops).to_have_count(1)
    expect(stops).to_have_attribute("aria-label", first_playable)
