"""The UNO window's alert in the page: raised once when a person plays down to one card without UNO,
emptied when they say UNO, and the Say UNO button's accessible name never counts down."""

from __future__ import annotations

from pathlib import Path

from test_table_focus_browser import HAND_CARD, TABLE, open_situation, press

VOILA_NOTEBOOKS = Path(__file__).parent / "notebooks"  # situations.ipynb
ALERT = f"{TABLE} [role=alert]"
ALERT_TEXT = "Ana has one card and did not say UNO: 5 seconds to press Say UNO before the bots may catch."


def test_saying_uno_empties_the_alert_and_the_button_keeps_its_name(voila_server, page):
    page = open_situation(voila_server, page, "uno")
    press(page, page.locator(f"{HAND_CARD}[aria-label='Red 5']"))  # no UNO with the play
    page.wait_for_function("([sel, text]) => document.querySelector(sel)?.textContent === text",
                           arg=[ALERT, ALERT_TEXT])
    # the countdown goes on beside the button (visible), while the button's name stays "Say UNO"
    page.wait_for_function("(sel) => document.querySelector(sel + ' .unokit-uno-window')?.dataset.seconds === '4'",
                           arg=TABLE)
    say = page.get_by_role("button", name="Say UNO", exact=True)
    assert say.count() == 1
    press(page, say)
    page.wait_for_function("(sel) => document.querySelector(sel + ' .unokit-log').innerText.includes('declares UNO')",
                           arg=TABLE)
    page.wait_for_function("(sel) => document.querySelector(sel).textContent === ''", arg=ALERT)
    page.wait_for_function("(sel) => !document.querySelector(sel + ' .unokit-uno-window')", arg=TABLE)
