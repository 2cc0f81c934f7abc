"""Hot seat in the dashboard, in headless Chromium: the command field's answer (the person's whole hand after
``hand``) and the field's recall list are gone at the hand-over and stay gone in the next person's view
(security review F1); the seed field starts empty in a dashboard with no seed (issue 23 item 4)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect
from test_keys_dashboard_browser import VOILA_NOTEBOOKS, open_dashboard  # noqa: F401 (VOILA_NOTEBOOKS: what Voila serves)
from voila_support import BUSY_MACHINE_TIMEOUT_MS, play_one_move

pytestmark = pytest.mark.browser

ANSWER = ".unokit-command-answer"
HANDOVER = ".unokit-handover button"
INTERACTIVE = ".unokit-hand.unokit-hand-interactive button.unokit-card"
#: After a person's move (drawn with the table's summary in the same redraw): the screen waits for the next
#: person, or the same person plays on (a drawn card, a Reverse that came back)
TURN_SETTLED = """() => {
  const box = document.querySelector('.unokit-handover');
  const turn = (document.querySelector('.unokit-table .unokit-turn') || {}).innerText || '';
  return (box && box.offsetParent !== null) || turn.startsWith('Your turn');
}"""


def move(page) -> None:
    """The person's move by the table's buttons (never the command field, whose answer is watched): a
    Wild Draw Four waiting is accepted, else :func:`play_one_move`."""
    accept = page.get_by_role("button", name="Accept: draw 4")
    if not accept.is_visible():
        play_one_move(page, timeout_ms=BUSY_MACHINE_TIMEOUT_MS)
        return
    before = int(page.get_attribute(".unokit-position", "data-total"))
    accept.click()
    page.wait_for_function("([n]) => Number(document.querySelector('.unokit-position').dataset.total) > n",
                           arg=[before], timeout=BUSY_MACHINE_TIMEOUT_MS)


def take_the_screen(page) -> None:
    """Press "I am …: show my hand" if the screen waits for a person, and wait for their hand."""
    button = page.locator(HANDOVER)
    if button.is_visible():
        button.click()
    page.locator(INTERACTIVE).first.wait_for(timeout=BUSY_MACHINE_TIMEOUT_MS)


def test_the_command_answer_and_recall_list_do_not_survive_a_hand_over(voila_server, page):
    page = open_dashboard(voila_server, page)
    page.get_by_role("button", name="New game: rules, players, bots, seed").click()
    page.get_by_role("textbox", name="Seed (same seed, same deal)").fill("5")
    page.get_by_role("checkbox", name="Seat 1 is played by a person").check()
    page.get_by_role("button", name="Start game").click()
    expect(page.locator(".unokit-table .unokit-announce")).to_contain_text("New classic game, seed 5",
                                                                            timeout=BUSY_MACHINE_TIMEOUT_MS)
    command = page.get_by_role("textbox", name="Command")
    for hand_over in range(2):
        take_the_screen(page)
        command.fill("hand")
        command.press("Enter")
        answer = page.locator(ANSWER)
        expect(answer).to_contain_text(re.compile(r"\d+ cards?\."), timeout=BUSY_MACHINE_TIMEOUT_MS)
        said = answer.inner_text()
        for _move in range(5):  # a drawn card that can be played keeps the turn: play on until the hand-over
            move(page)
            page.wait_for_function(TURN_SETTLED, timeout=BUSY_MACHINE_TIMEOUT_MS)
            if page.locator(HANDOVER).is_visible():
                break
        # the hand-over: no answer under the field, an empty field, nothing to recall
        expect(answer).to_be_hidden()
        expect(answer).to_have_text("")
        expect(command).to_have_value("")
        command.focus()
        command.press("ArrowUp")
        expect(command).to_have_value("")
        assert said not in page.locator("body").inner_text(), hand_over
        page.locator(HANDOVER).click()
        page.locator(INTERACTIVE).first.wait_for(timeout=BUSY_MACHINE_TIMEOUT_MS)
        expect(answer).to_be_hidden()  # and not in the next person's view either
        assert said not in page.locator("body").inner_text(), hand_over
