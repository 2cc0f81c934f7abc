"""Keyboard and focus bugs a new user found at the table (the "keys" brief):

1. the "Keys" help (dialog and the "Keys and commands" panel) puts each key or command on the row of its own
   description, also under JupyterLab's and Voila's output styles, which float every ``<dt>`` and ``<dd>``;
2. the Wild colour chooser and the Seven-O seat chooser move between their choices with the arrow keys,
   Home and End (roving focus, one tab stop, wrapping from the last to the first as the cards of the hand do,
   WAI-ARIA APG toolbar), Cancel is the next tab stop and Escape cancels;
3. the line under the hand always describes the focused card, also after a redraw under a still mouse
   pointer, and a new deal puts focus on its first playable card (the next round here; a new game in
   test_keys_focus_dashboard_browser.py).

Tables from ``notebooks/keys.ipynb`` (Ana holds Red 5, Red 7, Green 5, Blue 9 and a Wild on Red 1),
``notebooks/seven_swap.ipynb`` (Ana holds Red 7, Green 2, Blue 3 on Red 3 under seven_swap) and
``notebooks/situations.ipynb`` (last-card).
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import expect
from test_dashboard_browser import settle
from test_table_browser import RECORD_LIVE
from test_widgets_dark_browser import check_command_field_contrast
from voila_support import wait_for_widgets

from unokit.announce import KEYS
from unokit.commands import COMMAND_EXAMPLES

VOILA_NOTEBOOKS = Path(__file__).parent / "notebooks"

#: Each <dt> of a definition list with the <dd> after it: their texts and boxes.
PAIRS = """(list) => {
    const items = Array.from(list.children);
    const box = (el) => { const r = el.getBoundingClientRect(); return {x: r.left, y: r.top, right: r.right}; };
    const pairs = [];
    for (let i = 0; i < items.length; i += 2) {
        const term = items[i], detail = items[i + 1];
        pairs.push({term: term.tagName + ':' + term.textContent, detail: detail ? detail.tagName + ':' + detail.textContent : null,
                    termBox: box(term), detailBox: detail ? box(detail) : null});
    }
    return pairs;
}"""

#: The focused element's accessible name and the hand's detail line (the line under the cards).
FOCUS_AND_LINE = """(hand) => {
    const root = document.querySelector(hand);
    const el = document.activeElement;
    return {focused: el && el.matches('button.unokit-card-button') && root.contains(el) ? el.getAttribute('aria-label') : null,
            disabled: el ? el.getAttribute('aria-disabled') : null,
            line: root.querySelector('.unokit-hand-focus').textContent};
}"""


def open_table(voila_server, page, notebook: str, table: str):
    page.goto(voila_server.notebook_url(notebook))
    wait_for_widgets(page, f"{table} .unokit-command-input")
    wait_for_widgets(page, f"{table} .unokit-hand-interactive button.unokit-card-button")
    settle(page, quiet_ms=300)
    page.evaluate(RECORD_LIVE)
    return page


def assert_rows_pair_up(page, selector: str, expected: list[tuple[str, str]]) -> None:
    """The definition list at ``selector`` lists ``expected`` in order, each term and its description on
    one row: the same top (within 2 px), every term in the first column, every description in the second,
    right of the widest term."""
    listing = page.locator(selector)
    expect(listing).to_be_visible()
    pairs = listing.evaluate(PAIRS)
    assert [(p["term"], p["detail"]) for p in pairs] == [(f"DT:{t}", f"DD:{d}") for t, d in expected]
    term_x = {round(p["termBox"]["x"]) for p in pairs}
    detail_x = {round(p["detailBox"]["x"]) for p in pairs}
    assert len(term_x) == 1 and len(detail_x) == 1, (term_x, detail_x)
    widest = max(p["termBox"]["right"] for p in pairs)
    for p in pairs:
        assert abs(p["termBox"]["y"] - p["detailBox"]["y"]) <= 2, p
        assert p["detailBox"]["x"] >= widest, p


# ------------------------------------------------------------------ item 1: the Keys help
def test_the_keys_dialog_and_panel_put_each_command_on_the_row_of_its_description(voila_server, page):
    page = open_table(voila_server, page, "keys.ipynb", ".test-keys")
    page.locator(".test-keys .unokit-hand-interactive button.unokit-card-button[tabindex='0']").focus()
    page.keyboard.press("?")
    dialog = page.get_by_role("dialog", name="Keys")
    expect(dialog).to_be_visible()
    assert_rows_pair_up(page, ".unokit-keys-dialog dl >> nth=0", list(KEYS))
    assert_rows_pair_up(page, ".unokit-keys-dialog dl >> nth=1", list(COMMAND_EXAMPLES))
    dialog.get_by_role("button", name="Close").click()
    expect(dialog).to_be_hidden()
    page.get_by_role("button", name="Keys and commands").click()
    expect(page.locator(".unokit-keys-list")).to_be_visible()
    assert_rows_pair_up(page, ".unokit-keys-list dl >> nth=0", list(KEYS))
    assert_rows_pair_up(page, ".unokit-keys-list dl >> nth=1", list(COMMAND_EXAMPLES))


# ------------------------------------------------------------------ item 2: the choosers
def focused_choice(page) -> str:
    return page.evaluate("() => document.activeElement.textContent.trim()")


def press_and_expect(page, key: str, name: str) -> None:
    page.keyboard.press(key)
    page.wait_for_function("(name) => document.activeElement.textContent.trim() === name", arg=name)


def test_arrow_keys_home_and_end_move_between_the_wild_colours(voila_server, page):
    page = open_table(voila_server, page, "keys.ipynb", ".test-keys")
    wild = page.locator(".test-keys .unokit-hand-interactive button.unokit-card-button[aria-label='Wild']")
    wild.focus()
    page.keyboard.press("Enter")
    group = page.get_by_role("group", name="Choose the colour for Wild")
    expect(group).to_be_visible()
    page.wait_for_function("() => document.activeElement.matches('.unokit-color')")
    assert focused_choice(page) == "Red"
    press_and_expect(page, "ArrowLeft", "Blue")  # from the first choice to the last, as the hand does
    press_and_expect(page, "ArrowRight", "Red")  # and from the last to the first
    press_and_expect(page, "ArrowRight", "Yellow")
    press_and_expect(page, "ArrowDown", "Green")
    press_and_expect(page, "ArrowUp", "Yellow")
    press_and_expect(page, "End", "Blue")
    press_and_expect(page, "Home", "Red")
    press_and_expect(page, "ArrowRight", "Yellow")
    # one tab stop for the colours (the one last focused), then Cancel
    stops = group.locator("button[tabindex='0']")
    expect(stops).to_have_count(1)
    expect(stops).to_have_text("Yellow")
    page.keyboard.press("Tab")
    expect(group.get_by_role("button", name="Cancel")).to_be_focused()
    page.keyboard.press("Shift+Tab")  # back to the colours' one tab stop
    page.wait_for_function("() => document.activeElement.textContent.trim() === 'Yellow'")
    page.keyboard.press("End")
    page.wait_for_function("() => document.activeElement.textContent.trim() === 'Blue'")
    page.keyboard.press("Enter")  # names the focused colour, not red
    page.wait_for_function("() => window.__ukLive.some(m => /Wild.*blue/i.test(m.text))")
    expect(page.locator(".test-keys .unokit-hand-interactive button[aria-label='Wild']")).to_have_count(0)


def test_escape_closes_the_colour_chooser_after_arrow_keys_and_focus_goes_back_to_the_wild(voila_server, page):
    page = open_table(voila_server, page, "keys.ipynb", ".test-keys")
    wild = page.locator(".test-keys .unokit-hand-interactive button.unokit-card-button[aria-label='Wild']")
    wild.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.activeElement.matches('.unokit-color')")
    press_and_expect(page, "ArrowRight", "Yellow")
    page.keyboard.press("Escape")
    expect(page.get_by_role("group", name="Choose the colour for Wild")).to_have_count(0)
    expect(wild).to_be_focused()


def test_arrow_keys_move_between_the_seats_of_the_seven_o_chooser(voila_server, page):
    page = open_table(voila_server, page, "seven_swap.ipynb", ".test-seven")
    seven = page.locator(".test-seven .unokit-hand-interactive button.unokit-card-button[aria-label='Red 7']")
    seven.focus()
    page.keyboard.press("Enter")
    group = page.get_by_role("group", name="Choose the player to swap hands with for Red 7")
    expect(group).to_be_visible()
    page.wait_for_function("() => document.activeElement.matches('.unokit-swap')")
    assert focused_choice(page) == "Ben (2 cards)"
    press_and_expect(page, "ArrowRight", "Cy (4 cards)")
    press_and_expect(page, "ArrowDown", "Ben (2 cards)")  # wraps from the last seat to the first
    press_and_expect(page, "ArrowUp", "Cy (4 cards)")
    press_and_expect(page, "Home", "Ben (2 cards)")
    press_and_expect(page, "End", "Cy (4 cards)")
    page.keyboard.press("Tab")
    expect(group.get_by_role("button", name="Cancel")).to_be_focused()
    page.keyboard.press("Shift+Tab")
    page.wait_for_function("() => document.activeElement.textContent.trim() === 'Cy (4 cards)'")
    page.keyboard.press("Enter")  # swaps with Cy, not Ben: Ana now holds Cy's four yellow cards
    expect(page.locator(".test-seven .unokit-you button.unokit-card-button[aria-label='Yellow 1']")).to_have_count(1)


#: The hand's cards: the focused card's name, and the names of the cards that are a tab stop (tabindex 0).
HAND_STOPS = """(hand) => {
    const root = document.querySelector(hand);
    const el = document.activeElement;
    return {focused: el && root.contains(el) ? el.getAttribute('aria-label') : null,
            stops: [...root.querySelectorAll('button.unokit-card-button[tabindex="0"]')].map(b => b.getAttribute('aria-label'))};
}"""


def test_end_then_right_wraps_to_the_first_card_and_the_tab_stop_follows_focus(voila_server, page):
    """The hand is a toolbar (WAI-ARIA APG): arrow keys wrap, from the last card to the first and back, and
    the one tab stop is always the focused card, whether focus came by a key or otherwise (a script here; a
    click is the same focus event, but it would play the card)."""
    hand = ".test-keys .unokit-hand-interactive"
    page = open_table(voila_server, page, "keys.ipynb", ".test-keys")
    cards = page.locator(f"{hand} button.unokit-card-button")
    names = cards.evaluate_all("els => els.map(b => b.getAttribute('aria-label'))")
    assert len(names) == 5, names
    cards.nth(1).focus()
    expect(cards.nth(1)).to_be_focused()

    def press(key: str, name: str) -> None:
        page.keyboard.press(key)
        page.wait_for_function("([hand, name]) => document.activeElement.getAttribute('aria-label') === name"
                               " && document.querySelector(hand).contains(document.activeElement)", arg=[hand, name])
        assert page.evaluate(HAND_STOPS, hand) == {"focused": name, "stops": [name]}

    press("End", names[-1])
    press("ArrowRight", names[0])  # past the last card: the first
    press("ArrowLeft", names[-1])  # before the first card: the last
    press("ArrowDown", names[0])
    press("ArrowUp", names[-1])
    press("Home", names[0])
    press("ArrowRight", names[1])
    cards.nth(3).focus()  # focus that came otherwise moves the tab stop too
    expect(cards.nth(3)).to_be_focused()
    page.wait_for_function("([hand, name]) => [...document.querySelectorAll(hand + ' button[tabindex=\"0\"]')]"
                           ".map(b => b.getAttribute('aria-label')).join() === name", arg=[hand, names[3]])


# ------------------------------------------------------------------ item 3: focus and the detail line
def line_of(page, hand: str):
    return page.locator(f"{hand} .unokit-hand-focus")


def test_a_pointer_moved_over_a_card_shows_it_until_it_leaves_then_the_line_is_the_focused_cards(voila_server,
                                                                                                  page):
    page = open_table(voila_server, page, "keys.ipynb", ".test-keys")
    hand = ".test-keys .unokit-you"
    cards = page.locator(f"{hand} button.unokit-card-button")
    cards.nth(0).focus()
    expect(line_of(page, hand)).to_contain_text("Red 5:")
    box = cards.nth(2).bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2, steps=3)
    expect(line_of(page, hand)).to_contain_text("Green 5:")
    page.mouse.move(5, 5, steps=3)
    expect(line_of(page, hand)).to_contain_text("Red 5:")


def test_the_line_stays_on_the_focused_card_when_a_redraw_slides_a_card_under_a_still_pointer(voila_server, page):
    """The pointer rests on the third card (Green 5) while Red 5 is played by keyboard: the hand is redrawn
    (Blue 9 slides under the pointer, the bots answer) and the line describes the focused card."""
    page = open_table(voila_server, page, "keys.ipynb", ".test-keys")
    hand = ".test-keys .unokit-you"
    cards = page.locator(f"{hand} button.unokit-card-button")
    box = cards.nth(2).bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2, steps=3)
    expect(line_of(page, hand)).to_contain_text("Green 5:")
    cards.nth(0).focus()
    expect(line_of(page, hand)).to_contain_text("Red 5:")
    page.keyboard.press("Enter")
    page.wait_for_function("(hand) => !Array.from(document.querySelectorAll(hand + ' button.unokit-card-button'))"
                           ".some(b => b.getAttribute('aria-label') === 'Red 5')", arg=hand)
    settle(page, quiet_ms=500)
    page.wait_for_function("(hand) => { const el = document.activeElement; return el.matches(hand + ' button') &&"
                           " document.querySelector(hand + ' .unokit-hand-focus').textContent"
                           ".startsWith(el.getAttribute('aria-label') + ':'); }", arg=hand)


def test_the_next_round_puts_focus_and_the_line_on_the_first_playable_card(voila_server, page):
    """notebooks/situations.ipynb, last-card: Ana plays her last card, then Next round deals her Red 4, Green
    Skip, Blue 3 ... on Blue 7: focus goes to Blue 3 (the first playable card), not to Red 4."""
    page.goto(voila_server.notebook_url("situations.ipynb") + "?situation=last-card")
    table = ".test-situation"
    wait_for_widgets(page, f"{table} .unokit-summary")
    settle(page, quiet_ms=300)
    page.locator(f"{table} .unokit-you button.unokit-card-button[aria-label='Red 5']").focus()
    page.keyboard.press("Enter")
    next_round = page.get_by_role("button", name="Next round")
    expect(next_round).to_be_focused()
    page.keyboard.press("Enter")
    page.wait_for_function("(sel) => !((document.querySelector(sel + ' .unokit-turn') || {}).innerText || '')"
                           ".startsWith('Round over')", arg=table)
    hand = f"{table} .unokit-you"
    page.wait_for_function("(hand) => document.activeElement.matches(hand + ' button.unokit-card-button')", arg=hand)
    settle(page, quiet_ms=500)
    expect(page.locator(f"{hand} button.unokit-card-button[tabindex='0']")).to_have_attribute("aria-label", "Blue 3")
    expect(page.locator(f"{hand} button.unokit-card-button[aria-label='Blue 3']")).to_be_focused()
    expect(line_of(page, hand)).to_contain_text("Blue 3:")


def test_the_command_fields_answer_box_keeps_its_contrast_in_the_light_theme(voila_server, page):
    """The light counterpart of test_widgets_dark_browser's check: JupyterLab's light border grey (#bdbdbd on
    white, 1.9:1) once drew the field's and the answer box's borders."""
    page = open_table(voila_server, page, "keys.ipynb", ".test-keys")
    ratios = check_command_field_contrast(page, ".test-keys")
    assert ratios["answer"]["box"] > 0.5 and ratios["field"]["box"] > 0.5, ratios  # measured in the light
