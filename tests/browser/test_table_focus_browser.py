"""Focus never drops to the page after the table's rarer actions (issue 10, item 3; ux-audit F1).

``test_table_browser.py`` plays whole rounds (play, draw, pass, a Wild's colour) and steps through the
history; this module sets up each remaining situation exactly, from an explicit position in
``notebooks/situations.ipynb`` (``?situation=NAME``), presses the action by keyboard and checks where
focus lands: never ``<body>``, always a control that is still in the page, visible, inside the table and
the one a person would expect next (a card of the hand, the hot-seat button, *Next round*).
"""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from test_dashboard_browser import settle
from voila_support import ARTIFACTS, BUSY_MACHINE_TIMEOUT_MS, wait_for_widgets

VOILA_NOTEBOOKS = Path(__file__).parent / "notebooks"
NOTEBOOK = "situations.ipynb"
TABLE = ".test-situation"
HAND_CARD = f"{TABLE} .unokit-hand-interactive button.unokit-card-button"

#: Where focus is after the last action: tag, name, whether it is in the page, shown and in the table,
#: and which of the expected kinds of control it is.
FOCUS = """(table) => {
    const el = document.activeElement;
    if (!el || el === document.body) return {tag: 'body'};
    const shown = el.isConnected && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    return {tag: el.tagName.toLowerCase(), name: (el.getAttribute('aria-label') || el.innerText || '').trim(),
            shown, inTable: !!el.closest(table),
            card: el.matches('.unokit-you button.unokit-card-button'),  // the viewer's own hand
            handover: el.matches('.unokit-handover button'),
            action: el.matches('.unokit-actions button')};
}"""


def open_situation(voila_server, page, name: str):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(voila_server.notebook_url(NOTEBOOK) + f"?situation={name}")
    wait_for_widgets(page, f"{TABLE} .unokit-summary")
    settle(page, quiet_ms=300)
    return page


def press(page, locator) -> None:
    """Focus ``locator`` and press Enter on it, as a keyboard user does."""
    locator.focus()
    page.keyboard.press("Enter")


def focus_after(page, what: str) -> dict:
    """Where focus is once the table has answered ``what`` (the kernel's updates and the bots' answer
    drawn); fails if focus dropped to <body> or to a control that is gone, hidden or outside the table."""
    settle(page, quiet_ms=500)
    # the table moves focus back within its update: wait for focus on a shown control in the table
    with contextlib.suppress(PlaywrightTimeoutError):  # the assertions below say what is wrong
        page.wait_for_function(f"(table) => {{ const now = ({FOCUS})(table); "
                               "return now.tag !== 'body' && now.shown && now.inTable; }", arg=TABLE,
                               timeout=BUSY_MACHINE_TIMEOUT_MS)
    now = page.evaluate(FOCUS, TABLE)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"focus-after-{what.replace(' ', '-')}.png"))
    assert now["tag"] != "body", f"focus dropped to <body> after {what}"
    assert now["shown"] and now["inTable"], f"focus is on a control that is gone or outside the table: {now}"
    return now


def gone(page, text: str) -> None:
    """Wait until no shown action button of the table starts with ``text`` (its move was made)."""
    page.wait_for_function("([sel, text]) => !Array.from(document.querySelectorAll(sel + ' .unokit-actions button'))"
                           ".some(b => b.offsetParent && b.innerText.startsWith(text))", arg=[TABLE, text])


def your_turn(page) -> None:
    page.wait_for_function("(sel) => document.querySelector(sel + ':not([aria-disabled=\"true\"])') !== null",
                           arg=HAND_CARD, timeout=BUSY_MACHINE_TIMEOUT_MS)


@pytest.mark.parametrize("answer", ["Challenge the Wild Draw Four", "Accept: draw 4"])
def test_answering_a_wild_draw_four_leaves_focus_on_the_hand(voila_server, page, answer):
    page = open_situation(voila_server, page, "wild-draw-four")
    press(page, page.get_by_role("button", name=answer))
    your_turn(page)  # a guilty Ben draws 4 and Ana plays on; after accepting, Ben answers first
    now = focus_after(page, answer.split(":")[0])
    assert now["card"], now
    assert page.locator(f"{TABLE} .unokit-actions button:visible", has_text="Challenge").count() == 0


def test_saying_uno_late_leaves_focus_on_the_hand(voila_server, page):
    page = open_situation(voila_server, page, "uno")
    press(page, page.locator(f"{HAND_CARD}[aria-label='Red 5']"))  # no UNO with the play
    say = page.get_by_role("button", name="Say UNO")
    say.wait_for(state="visible")
    assert focus_after(page, "playing down to one card")["card"]
    press(page, say)
    your_turn(page)
    now = focus_after(page, "Say UNO")
    assert now["card"], now
    assert "declares UNO" in page.inner_text(f"{TABLE} .unokit-log")


def test_catching_a_bot_leaves_focus_on_the_hand(voila_server, page):
    page = open_situation(voila_server, page, "catch")
    press(page, page.get_by_role("button", name="Catch Ben: no UNO said"))
    gone(page, "Catch")
    now = focus_after(page, "Catch")
    assert now["card"], now
    assert "catches Ben" in page.inner_text(f"{TABLE} .unokit-log")


def test_the_hot_seat_handover_moves_focus_to_the_button_then_to_the_new_hand(voila_server, page):
    page = open_situation(voila_server, page, "hotseat")
    press(page, page.locator(f"{HAND_CARD}[aria-label='Red 5']"))
    page.locator(f"{TABLE} .unokit-handover button").wait_for(state="visible")
    now = focus_after(page, "the last play before the handover")
    assert now["handover"] and now["name"] == "I am Ben: show my hand", now
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{HAND_CARD}[aria-label='Red 2']")
    now = focus_after(page, "the handover")
    assert now["card"], now
    assert page.locator(f"{TABLE} .unokit-handover").is_hidden()


def test_naming_the_colour_of_a_wild_starter_leaves_focus_on_the_hand(voila_server, page):
    page = open_situation(voila_server, page, "wild-starter")
    # one group, as the hand's Wild chooser: a swatch and a ColorADD sign per colour, arrow keys between them
    # (ux-audit-2 N13)
    group = page.get_by_role("group", name="Choose the colour of the Wild starter card")
    red = group.get_by_role("button", name="Red", exact=True)
    red.focus()
    assert group.locator("button .unokit-sign svg").count() == 8  # a swatch and a sign in each of 4 buttons
    ARTIFACTS.mkdir(exist_ok=True)
    group.screenshot(path=str(ARTIFACTS / "wild-starter-chooser.png"))  # kept to look at
    page.keyboard.press("ArrowLeft")  # from the first colour to the last, as in the hand
    page.wait_for_function("() => document.activeElement.textContent.trim() === 'Blue'",
                           timeout=BUSY_MACHINE_TIMEOUT_MS)
    page.keyboard.press("Enter")
    page.wait_for_function("(sel) => !document.querySelector(sel + ' .unokit-starter-chooser')?.offsetParent",
                           arg=TABLE, timeout=BUSY_MACHINE_TIMEOUT_MS)
    now = focus_after(page, "choosing the starter's colour")
    assert now["card"], now


def test_playing_the_last_card_moves_focus_to_the_next_round(voila_server, page):
    page = open_situation(voila_server, page, "last-card")
    press(page, page.locator(f"{HAND_CARD}[aria-label='Red 5']"))
    page.wait_for_function("(sel) => ((document.querySelector(sel + ' .unokit-turn') || {}).innerText || '')"
                           ".startsWith('Round over')", arg=TABLE)
    now = focus_after(page, "the last card")
    assert now["action"] and now["name"] == "Next round", now
    page.keyboard.press("Enter")  # and the next round starts with focus in the new hand
    page.wait_for_function("(sel) => !((document.querySelector(sel + ' .unokit-turn') || {}).innerText || '')"
                           ".startsWith('Round over')", arg=TABLE)
    now = focus_after(page, "Next round")
    assert now["card"] or now["action"], now
