"""Play by ear in headless Chromium (issue 11 items 1-3): the question keys, the "Keys" dialog, the
command field and the announcement settings kept in localStorage.

The table is ``notebooks/keys.ipynb`` (an explicit position: every card is known). Every check waits
for the state it asserts (the kernel's answer drawn, then a quiet page) before it counts messages:
each key press or command gives exactly one new message in the table's polite live region, and focus
stays where it was. Controls are found by role and name, as a screen reader user finds them.
"""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import expect
from test_dashboard_browser import settle
from test_table_browser import RECORD_LIVE
from voila_support import wait_for_widgets

from unokit.widgets.keys import EMPTY_COMMAND

VOILA_NOTEBOOKS = Path(__file__).parent / "notebooks"
NOTEBOOK = "keys.ipynb"
TABLE = ".test-keys"

#: What each key answers at the notebook's position (Ana to act on Red 1, full detail): the first
#: words, which are within the message's first 40 characters.
ANSWERS = {
    "h": "5 cards. Red, 2 cards: 5, 7.",
    "t": "Top card Red 1, colour red.",
    "c": "Ana (you, to act) 5, Ben 4, Cy 4.",
    "w": "Your turn. Clockwise",
    "l": "No moves since the deal.",
    "m": "4 moves. Red 5:",
    "s": "Scores: Ana 0, Ben 0, Cy 0.",
}

MESSAGES = "() => window.__ukLive.filter(m => m.region.includes('unokit-announce')).map(m => m.text)"


def open_table(voila_server, page):
    page.goto(voila_server.notebook_url(NOTEBOOK))
    wait_for_widgets(page, f"{TABLE} .unokit-command-input")
    wait_for_widgets(page, f"{TABLE} .unokit-hand-interactive button.unokit-card-button")
    settle(page, quiet_ms=300)
    page.evaluate(RECORD_LIVE)
    return page


def hand_card(page, name: str):
    return page.get_by_role("toolbar", name=re.compile("Ana's hand")).get_by_role("button", name=name, exact=True)


def new_messages(page, before: int, *, quiet_ms: int = 400) -> list[str]:
    """The live region's messages after the first ``before``, once at least one came and the page
    has then been quiet for ``quiet_ms`` (so a second, repeated message would have been seen)."""
    page.wait_for_function(f"(n) => ({MESSAGES})().length > n", arg=before)
    settle(page, quiet_ms=quiet_ms)
    return page.evaluate(MESSAGES)[before:]


def count(page) -> int:
    return len(page.evaluate(MESSAGES))


def is_focused(locator) -> bool:
    return locator.evaluate("(el) => el === document.activeElement")


def test_each_question_key_is_one_message_with_its_key_fact_first_and_focus_stays(voila_server, page):
    page = open_table(voila_server, page)
    card = hand_card(page, "Red 5")
    card.focus()
    for key, start in ANSWERS.items():
        before = count(page)
        page.keyboard.press(key)
        messages = new_messages(page, before)
        assert len(messages) == 1, (key, messages)
        assert messages[0].startswith(start), (key, messages[0])
        assert len(start) <= 40
        assert is_focused(card), f"focus moved after {key}"
    # the answer is the table's visible status line too
    expect(page.locator(f"{TABLE} p.unokit-announce[role=status]")).to_have_text(re.compile("^Scores: Ana 0"))


def test_keys_dialog_opens_with_question_mark_or_f1_and_gives_focus_back(voila_server, page):
    page = open_table(voila_server, page)
    card = hand_card(page, "Red 7")
    for key in ("?", "F1"):
        card.focus()
        page.keyboard.press(key)
        dialog = page.get_by_role("dialog", name="Keys")
        expect(dialog).to_be_visible()
        expect(dialog.get_by_role("heading", name="Keys")).to_be_focused()
        expect(dialog).to_contain_text("your hand, grouped by colour, with counts")
        expect(dialog).to_contain_text("wild blue")
        page.keyboard.press("h")  # no question while the dialog is open
        page.keyboard.press("Escape")
        expect(dialog).to_be_hidden()
        expect(card).to_be_focused()
    # the Keys button opens it too, and Close gives focus back to the button
    button = page.get_by_role("button", name="Keys (? or F1)")
    button.focus()
    page.keyboard.press("Enter")
    dialog = page.get_by_role("dialog", name="Keys")
    expect(dialog).to_be_visible()
    page.keyboard.press("Tab")  # from the heading to Close, the dialog's one control
    expect(dialog.get_by_role("button", name="Close")).to_be_focused()
    page.keyboard.press("Enter")
    expect(dialog).to_be_hidden()
    expect(button).to_be_focused()
    settle(page, quiet_ms=300)
    assert page.evaluate(MESSAGES) == []  # the "h" pressed in the dialog asked nothing


def test_keys_do_not_fire_while_typing_in_the_command_field(voila_server, page):
    page = open_table(voila_server, page)
    field = page.get_by_role("textbox", name="Command")
    field.focus()
    page.keyboard.type("hmm")
    expect(field).to_have_value("hmm")
    settle(page, quiet_ms=400)
    assert page.evaluate(MESSAGES) == []


def test_the_command_field_is_the_next_tab_stop_after_the_hand(voila_server, page):
    page = open_table(voila_server, page)
    hand_card(page, "Red 5").focus()
    page.keyboard.press("Tab")
    expect(page.get_by_role("textbox", name="Command")).to_be_focused()


def test_commands_refuse_with_the_reason_keeping_the_text_then_play_and_recall(voila_server, page):
    page = open_table(voila_server, page)
    field = page.get_by_role("textbox", name="Command")
    field.focus()
    for text, reason in (("b9", "Blue 9 matches neither red nor 1"), ("5", "could be Red 5 or Green 5")):
        field.fill(text)
        before = count(page)
        page.keyboard.press("Enter")
        messages = new_messages(page, before)
        assert len(messages) == 1 and reason in messages[0], messages
        expect(field).to_have_value(text)
        expect(field).to_have_attribute("aria-invalid", "true")
    field.fill("red 5")
    before = count(page)
    page.keyboard.press("Enter")
    expect(field).to_have_value("")
    messages = new_messages(page, before)
    assert messages[0].startswith("Ana plays Red 5."), messages
    expect(field).to_be_focused()
    # the greedy bots answer (Ben Red 2, Cy Red 3) in one message that ends with Ana's turn
    page.wait_for_function(f"() => ({MESSAGES})().some(t => t.endsWith('Your turn: 2 playable.'))")
    expect(field).to_be_focused()
    for key, value in (("ArrowUp", "red 5"), ("ArrowUp", "5"), ("ArrowUp", "b9"), ("ArrowDown", "5"),
                       ("ArrowDown", "red 5"), ("ArrowDown", "")):
        page.keyboard.press(key)
        expect(field).to_have_value(value)
    field.fill("hand")
    before = count(page)
    page.keyboard.press("Enter")
    expect(field).to_have_value("")
    assert new_messages(page, before) == ["4 cards. Wild, 1 card. Red, 1 card: 7. Green, 1 card: 5. Blue, 1 card: 9. Playable: Red 7, Wild."]


def test_enter_in_an_empty_command_field_says_what_to_type_and_takes_the_error_mark_away(voila_server, page):
    page = open_table(voila_server, page)
    field = page.get_by_role("textbox", name="Command")
    status = page.locator(f"{TABLE} p.unokit-announce[role=status]")
    field.focus()
    for text in ("fly", "b9"):
        field.fill(text)
        page.keyboard.press("Enter")
        expect(field).to_have_attribute("aria-invalid", "true")
    expect(status).to_contain_text("Blue 9 matches neither red nor 1")
    # an earlier command recalled with the arrows is new text: the refused text's mark goes
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowUp")
    expect(field).to_have_value("fly")
    expect(field).not_to_have_attribute("aria-invalid", "true")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    expect(field).to_have_value("b9")
    page.keyboard.press("Enter")
    expect(field).to_have_attribute("aria-invalid", "true")
    # the refused text taken away without typing (a script): the field is empty but still marked
    field.evaluate("(el) => { el.value = ''; }")
    for _press in range(2):  # each press: one polite message, what to type; the old reason is gone
        before = count(page)
        page.keyboard.press("Enter")
        assert new_messages(page, before) == [EMPTY_COMMAND]
        expect(status).to_have_text(EMPTY_COMMAND)
        expect(field).not_to_have_attribute("aria-invalid", "true")
        expect(field).to_have_value("")
        expect(field).to_be_focused()


def test_announcement_settings_are_kept_in_local_storage_across_a_reload(voila_server, page):
    page = open_table(voila_server, page)
    page.get_by_role("button", name="Announcements").click()
    # click, then wait for the state: Python owns the settings and redraws the radios from its own value, so a
    # loaded machine may show the previous choice for a moment after the click (check() would fail there)
    for name in ("Number first (5 red)", "Brief: the facts only"):
        radio = page.get_by_role("radio", name=name)
        radio.click()
        expect(radio).to_be_checked()
    page.wait_for_function("() => (localStorage.getItem('unokit.announce') || '').includes('brief')")
    card = hand_card(page, "Red 5")
    card.focus()
    before = count(page)
    page.keyboard.press("h")
    assert new_messages(page, before) == ["5 cards. 2 red cards: 5, 7. 1 wild card. 1 green card: 5. 1 blue card: 9."]

    page.reload()
    page = open_table(voila_server, page)
    page.get_by_role("button", name="Announcements").click()
    expect(page.get_by_role("radio", name="Number first (5 red)")).to_be_checked()
    expect(page.get_by_role("radio", name="Brief: the facts only")).to_be_checked()
    expect(page.get_by_role("radio", name="Colour first (Red 5)")).not_to_be_checked()
    card = hand_card(page, "Red 5")
    card.focus()
    before = count(page)
    page.keyboard.press("h")
    assert new_messages(page, before) == ["5 cards. 2 red cards: 5, 7. 1 wild card. 1 green card: 5. 1 blue card: 9."]


def test_a_focused_card_is_named_once_with_the_reason_of_the_card(voila_server, page):
    page = open_table(voila_server, page)
    line = page.locator(f"{TABLE} .unokit-hand-interactive .unokit-hand-focus")
    for name, description, visible in (
        ("Wild", "may be played on any card; you name the colour next",
         "Wild: a Wild may be played on any card; you name the colour next"),
        ("Red 5", "matches the colour red", "Red 5: Red 5 matches the colour red"),
        ("Blue 9", "matches neither red nor 1", "Blue 9: Blue 9 matches neither red nor 1"),
    ):
        card = hand_card(page, name)
        card.focus()
        expect(line).to_have_text(visible)  # the visible line keeps the whole sentence
        expect(card).to_have_accessible_name(name)
        expect(card).to_have_accessible_description(description)  # the name is not said again
        assert "names red" not in description
    # the line and the descriptions' own text are not read a second time in browse mode
    expect(line).to_have_attribute("aria-hidden", "true")
    hand = page.get_by_role("toolbar", name=re.compile("Ana's hand"))
    snapshot = hand.aria_snapshot()
    assert snapshot.count("matches the colour red") == 0 and snapshot.count('button "Red 5"') == 1, snapshot
